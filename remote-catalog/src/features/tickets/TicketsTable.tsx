import type { TicketRow } from '@banca/contracts';
import { DataTable, DateTimeText, formatCurrency, StatusTag, TICKET_STATUS_TAGS, useBackState, type BackState } from '@banca/kit';
import { linkTo } from '@banca/kit/routes';
import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { routes } from '../../routes';

export const ticketLink = (id: number) => linkTo(routes.ticketDetail, { id });

function ticketColumns(back: BackState): TableColumnsType<TicketRow> {
  return [
    {
      title: 'Código',
      dataIndex: 'code',
      render: (code: string, ticket) => (
        <Link to={ticketLink(ticket.id)} state={back} onClick={(event) => event.stopPropagation()}>
          {code}
        </Link>
      ),
    },
    { title: 'Taquilla', dataIndex: 'booth_name' },
    { title: 'Sorteo', dataIndex: 'draw_name' },
    { title: 'Monto', dataIndex: 'amount', align: 'right', render: (amount: number) => formatCurrency(amount) },
    {
      title: 'Estado',
      dataIndex: 'status',
      render: (status: TicketRow['status'], ticket) => (
        <>
          <StatusTag value={status} styles={TICKET_STATUS_TAGS} />
          {ticket.paid_at && <Tag color="blue">Pagado</Tag>}
        </>
      ),
    },
    { title: 'Fecha', dataIndex: 'created_at', render: (value: string) => <DateTimeText value={value} /> },
  ];
}

/** A ticket on a phone: its result first, then code and amount, then booth and date, stacked. */
function stackedTicket(ticket: TicketRow, back: BackState) {
  return (
    <Flex vertical gap={2}>
      <Flex justify="space-between" align="center" gap={8}>
        <span>
          <StatusTag value={ticket.status} styles={TICKET_STATUS_TAGS} />
          <Link to={ticketLink(ticket.id)} state={back} onClick={(event) => event.stopPropagation()}>
            {ticket.code}
          </Link>
        </span>
        <Typography.Text strong>{formatCurrency(ticket.amount)}</Typography.Text>
      </Flex>
      <Typography.Text type="secondary">
        {ticket.booth_name} · <DateTimeText value={ticket.created_at} />
      </Typography.Text>
    </Flex>
  );
}

/**
 * What every list of tickets shows (the tickets page, a report group's latest tickets): code, booth,
 * draw, amount, status (and whether its prize was paid) and date — on a phone stacked, the result
 * first (`stacked`); a row opens the ticket, whose way back returns here.
 */
export function useTicketsTable() {
  const back = useBackState();
  const navigate = useNavigate();
  return {
    columns: ticketColumns(back),
    stacked: { title: 'Tickets', render: (ticket: TicketRow) => stackedTicket(ticket, back) },
    openTicket: (ticket: TicketRow) => navigate(ticketLink(ticket.id), { state: back }),
  };
}

/** A list of tickets the server does not page (a report group's latest tickets). */
export function TicketsTable({ tickets, emptyText }: { tickets: TicketRow[]; emptyText: string }) {
  const { columns, stacked, openTicket } = useTicketsTable();
  return (
    <DataTable<TicketRow>
      rowKey="id"
      columns={columns}
      stacked={stacked}
      dataSource={tickets}
      pagination={false}
      onRowClick={openTicket}
      emptyText={emptyText}
    />
  );
}

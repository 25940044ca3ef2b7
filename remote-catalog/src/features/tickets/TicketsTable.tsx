import type { TicketRow } from '@banca/contracts';
import { DataTable, DateTimeText, formatCurrency, TicketStatusTags, useBackState, type BackState } from '@banca/kit';
import { linkTo } from '@banca/kit/routes';
import { Flex, Typography, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { routes } from '../../routes';

export const ticketLink = (id: number) => linkTo(routes['catalog.ticket'], { id });

/** A winner's prize; nothing for any other ticket. */
const prizeText = (ticket: TicketRow) => (ticket.status === 'winner' ? formatCurrency(ticket.prize_amount, ticket.currency) : '—');

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
    { title: 'Monto', dataIndex: 'amount', align: 'right', render: (amount: number, ticket) => formatCurrency(amount, ticket.currency) },
    { title: 'Premio', key: 'prize', align: 'right', render: (_, ticket) => prizeText(ticket) },
    {
      title: 'Estado',
      dataIndex: 'status',
      render: (status: TicketRow['status'], ticket) => <TicketStatusTags status={status} paid={ticket.paid_at !== null} />,
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
          <TicketStatusTags status={ticket.status} paid={ticket.paid_at !== null} />
          <Link to={ticketLink(ticket.id)} state={back} onClick={(event) => event.stopPropagation()}>
            {ticket.code}
          </Link>
        </span>
        <Typography.Text strong>{formatCurrency(ticket.amount, ticket.currency)}</Typography.Text>
      </Flex>
      {ticket.status === 'winner' && <span>Premio {prizeText(ticket)}</span>}
      <Typography.Text type="secondary">
        {ticket.booth_name} · <DateTimeText value={ticket.created_at} />
      </Typography.Text>
    </Flex>
  );
}

/**
 * What every list of tickets shows (the tickets page — «Ver ganadores» of a draw among them —, a
 * report group's latest tickets): code, booth, draw, amount, a winner's prize, status (and a winner's
 * «Pagado» or «Sin pagar») and date — on a phone stacked, the result
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

/**
 * The tickets of a booth's day: sold, cancelled or paid that day (a tab each, its page kept in the
 * URL as `kind` and `page`).
 */
import type { BoothDayTicket, BoothDayTicketKind } from '@banca/contracts';
import { BOOTH_DAY_TICKET_KINDS } from '@banca/contracts/enums';
import {
  cashApi,
  DataTable,
  DateTimeText,
  formatCurrency,
  formatTime,
  isOneOf,
  PageLink,
  pageOf,
  TicketStatusTags,
  useListController,
} from '@banca/kit';
import { Flex, Segmented, Typography, type TableColumnsType } from 'antd';
import { cashDayKey } from '../hooks/useCashDay';

const KIND_LABELS: Record<BoothDayTicketKind, string> = { sold: 'Vendidos', cancelled: 'Anulados', paid: 'Pagados' };
const KIND_EMPTY: Record<BoothDayTicketKind, string> = {
  sold: 'No se vendieron tickets este día.',
  cancelled: 'No se anularon tickets este día.',
  paid: 'No se pagaron premios este día.',
};

/** The ticket's code, leading to its page in remote-catalog (its lines, who sold, cancelled or paid it). */
const TicketCode = ({ ticket }: { ticket: BoothDayTicket }) => (
  <PageLink id="catalog.ticket" params={{ id: ticket.id }}>
    <code>{ticket.code}</code>
  </PageLink>
);

function columnsOf(kind: BoothDayTicketKind): TableColumnsType<BoothDayTicket> {
  const columns: TableColumnsType<BoothDayTicket> = [
    { title: 'Código', key: 'code', render: (_, ticket) => <TicketCode ticket={ticket} /> },
    { title: 'Hora', key: 'time', render: (_, ticket) => formatTime(ticket.created_at) },
    { title: 'Vendedor', dataIndex: 'seller_label' },
    { title: 'Sorteo', dataIndex: 'draw_name' },
    { title: 'Monto', dataIndex: 'amount', align: 'right', render: (amount: number, ticket) => formatCurrency(amount, ticket.currency) },
    {
      title: 'Comisión',
      dataIndex: 'commission',
      align: 'right',
      render: (amount: number, ticket) => formatCurrency(amount, ticket.currency),
    },
    {
      title: 'Estado',
      dataIndex: 'status',
      render: (status: BoothDayTicket['status'], ticket) => <TicketStatusTags status={status} paid={ticket.paid_at !== null} />,
    },
  ];
  if (kind === 'cancelled')
    columns.push(
      {
        title: 'Anulado',
        key: 'cancelled_at',
        render: (_, ticket) => (ticket.cancelled_at ? <DateTimeText value={ticket.cancelled_at} /> : '—'),
      },
      { title: 'Motivo', dataIndex: 'cancel_reason', render: (reason: string | null) => reason ?? '—' },
    );
  if (kind === 'paid')
    columns.push(
      {
        title: 'Premio pagado',
        dataIndex: 'paid_amount',
        align: 'right',
        render: (amount: number | null, ticket) => formatCurrency(amount, ticket.currency),
      },
      { title: 'Pagado el', key: 'paid_at', render: (_, ticket) => (ticket.paid_at ? <DateTimeText value={ticket.paid_at} /> : '—') },
    );
  return columns;
}

/** A ticket on a phone: code and amount, then draw, time and status. */
function stackedTicket(ticket: BoothDayTicket, kind: BoothDayTicketKind) {
  return (
    <Flex vertical gap={2}>
      <Flex justify="space-between" gap={8}>
        <TicketCode ticket={ticket} />
        <Typography.Text strong>{formatCurrency(kind === 'paid' ? ticket.paid_amount : ticket.amount, ticket.currency)}</Typography.Text>
      </Flex>
      <Typography.Text type="secondary">
        {ticket.draw_name} · {formatTime(ticket.created_at)} <TicketStatusTags status={ticket.status} paid={ticket.paid_at !== null} />
      </Typography.Text>
      {kind === 'cancelled' && ticket.cancel_reason && <Typography.Text type="secondary">Motivo: {ticket.cancel_reason}</Typography.Text>}
    </Flex>
  );
}

export function DayTickets({ boothId, date }: { boothId: number; date: string }) {
  const list = useListController({
    filterKeys: ['kind'],
    query: ({ page, filters }) => ({ page, kind: isOneOf(BOOTH_DAY_TICKET_KINDS, filters.kind) ? filters.kind : ('sold' as const) }),
    queryKey: (query) => [...cashDayKey(boothId, date), 'tickets', query],
    fetch: (query) => cashApi.dayTickets(boothId, date, query),
    toPage: pageOf<'tickets', BoothDayTicket>('tickets'),
  });
  const { kind } = list.query;
  return (
    <Flex vertical gap={12}>
      <Segmented<BoothDayTicketKind>
        aria-label="Tickets del día"
        options={BOOTH_DAY_TICKET_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))}
        value={kind}
        onChange={(next) => list.setFilters({ kind: next === 'sold' ? null : next })}
      />
      <DataTable<BoothDayTicket>
        {...list.tableProps}
        columns={columnsOf(kind)}
        stacked={{ title: 'Tickets', render: (ticket) => stackedTicket(ticket, kind) }}
        rowKey="id"
        emptyText={KIND_EMPTY[kind]}
      />
    </Flex>
  );
}

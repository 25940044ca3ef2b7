import type { DashboardSummary } from '@banca/contracts';
import { DataTable, formatCurrency, formatTimeOrDateTime, PageLink, TICKET_STATUS_TAGS } from '@banca/kit';
import { Tag, Typography } from 'antd';

type SalesEvent = DashboardSummary['sales_events'][number];

/** 'Eventos de ventas': the latest sales, each leading to its ticket; a cancelled one says so. */
export function SalesEventsTable({ events }: { events: SalesEvent[] }) {
  return (
    <DataTable<SalesEvent>
      rowKey="ticket_id"
      dataSource={events}
      pagination={false}
      scroll={{ y: 420 }}
      emptyText="No hay ventas registradas."
      columns={[
        { title: 'Usuario', dataIndex: 'user', ellipsis: true },
        {
          title: 'Venta',
          dataIndex: 'sale',
          render: (sale: string, event) => (
            <span>
              {/* Underlined: in a line of text, a link is told apart by more than its colour. */}
              <PageLink id="catalog.ticket" params={{ id: event.ticket_id }} style={{ textDecoration: 'underline' }}>
                {sale}
              </PageLink>{' '}
              <Typography.Text type="secondary" delete={event.cancelled}>
                · {formatCurrency(event.amount, event.currency)}
              </Typography.Text>
              {event.cancelled && (
                <Tag color={TICKET_STATUS_TAGS.cancelled.color} style={{ marginInlineStart: 8 }}>
                  {TICKET_STATUS_TAGS.cancelled.label}
                </Tag>
              )}
            </span>
          ),
        },
        // The latest sales can span several days (a seller's, over a weekend): the date when not today.
        { title: 'Hora', dataIndex: 'time', width: 150, render: (time: string) => formatTimeOrDateTime(time) },
      ]}
    />
  );
}

import type { DashboardSummary } from '@banca/contracts';
import { DataTable, formatCurrency, formatTimeOrDateTime } from '@banca/kit';
import { Typography } from 'antd';
import { linkTo } from '@banca/kit/routes';
import { routes as catalogRoutes } from '@banca/remote-catalog/routes';
import { Link } from 'react-router-dom';

type SalesEvent = DashboardSummary['sales_events'][number];

/** 'Eventos de ventas': the latest sales, each leading to its ticket. */
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
              <Link to={linkTo(catalogRoutes.ticketDetail, { id: event.ticket_id })}>{sale}</Link>{' '}
              <Typography.Text type="secondary">· {formatCurrency(event.amount)}</Typography.Text>
            </span>
          ),
        },
        // The latest sales can span several days (a seller's, over a weekend): the date when not today.
        { title: 'Hora', dataIndex: 'time', width: 150, render: (time: string) => formatTimeOrDateTime(time) },
      ]}
    />
  );
}

import type { DashboardSummary } from '@banca/contracts';
import { DRAW_STATUS_TAGS, StatusTag } from '@banca/kit';
import { Table } from 'antd';
import { Link } from 'react-router-dom';

type DrawToday = DashboardSummary['draws_today'][number];

/** 'Sorteos del día': today's draws with their state and time. */
export function DrawsTodayTable({ draws }: { draws: DrawToday[] }) {
  return (
    <Table<DrawToday>
      size="middle"
      rowKey="id"
      dataSource={draws}
      pagination={false}
      scroll={{ y: 420 }}
      locale={{ emptyText: 'No hay sorteos programados para hoy.' }}
      columns={[
        {
          title: 'Sorteo',
          dataIndex: 'name',
          ellipsis: true,
          render: (name: string, draw) => <Link to={`/draw/draw-detail?id=${draw.id}`}>{name}</Link>,
        },
        {
          title: 'Estado',
          dataIndex: 'status',
          width: 120,
          render: (status: DrawToday['status']) => <StatusTag value={status} styles={DRAW_STATUS_TAGS} />,
        },
        { title: 'Hora', dataIndex: 'time', width: 80 },
      ]}
    />
  );
}

import type { DashboardSummary } from '@banca/contracts';
import { DataTable, DRAW_STATUS_TAGS, PageLink, StatusTag } from '@banca/kit';

type DrawToday = DashboardSummary['draws_today'][number];

/** A draw's name without the time it ends with when that is its time ('Parley 14:00' at 14:00 → 'Parley'): the next column shows it. */
export function nameWithoutTime(name: string, time: string): string {
  return time && name.endsWith(` ${time}`) ? name.slice(0, -time.length - 1) : name;
}

/** 'Sorteos del día': today's draws with their state and time. */
export function DrawsTodayTable({ draws }: { draws: DrawToday[] }) {
  return (
    <DataTable<DrawToday>
      rowKey="id"
      dataSource={draws}
      pagination={false}
      scroll={{ y: 420 }}
      emptyText="No hay sorteos programados para hoy."
      columns={[
        {
          title: 'Sorteo',
          dataIndex: 'name',
          ellipsis: true,
          render: (name: string, draw) => (
            <PageLink id="catalog.draw" params={{ id: draw.id }}>
              {nameWithoutTime(name, draw.time)}
            </PageLink>
          ),
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

/** Draws: filtered by the server, kept in the URL, every type in one table (paged here: the API sends them all). */
import { DRAW_STATUSES, DRAW_TYPES } from '@banca/contracts/enums';
import { MAX_PRIZE_FILTER } from '@banca/contracts/limits';
import { drawsApi, isCalendarDay, isOneOf, ListCard, useListController } from '@banca/kit';
import { DrawFilters } from './components/DrawFilters';
import { DrawsTable } from './components/DrawsTable';
import { drawRowsOf } from './drawRows';

const PAGE_SIZE = 20;

function minPrizeOf(value: string): number | null {
  if (!/^\d+(\.\d+)?$/.test(value)) return null;
  const prize = Number(value);
  return prize <= MAX_PRIZE_FILTER ? prize : null;
}

export default function DrawsPage() {
  const list = useListController({
    filterKeys: ['type', 'status', 'date', 'min_prize'],
    query: ({ filters }) => ({
      type: isOneOf(DRAW_TYPES, filters.type) ? filters.type : null,
      status: isOneOf(DRAW_STATUSES, filters.status) ? filters.status : null,
      date: isCalendarDay(filters.date) ? filters.date : null,
      min_prize: minPrizeOf(filters.min_prize),
    }),
    queryKey: (filters) => ['catalog', 'draws', 'list', filters],
    fetch: drawsApi.list,
    toRows: drawRowsOf,
    pageSize: PAGE_SIZE,
  });
  const total = list.data?.total ?? 0;
  const hasFilters = Object.values(list.query).some((value) => value !== null);

  return (
    <ListCard
      filters={<DrawFilters filters={list.query} onChange={list.setFilters} onClear={list.clear} />}
      summary={list.data && `${total} ${total === 1 ? 'sorteo' : 'sorteos'}`}
    >
      <DrawsTable
        {...list.tableProps}
        // One page of draws needs no pager.
        pagination={list.tableProps.pagination && { ...list.tableProps.pagination, hideOnSinglePage: true }}
        emptyText={hasFilters ? 'No hay sorteos para estos filtros.' : 'No hay sorteos disponibles.'}
      />
    </ListCard>
  );
}

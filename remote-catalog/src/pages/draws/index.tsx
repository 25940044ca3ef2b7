/** Draws: filtered by the server, kept in the URL, every type in one table (paged here: the API sends them all). */
import type { DrawFilters as Filters } from '@banca/contracts';
import { DRAW_STATUSES } from '@banca/contracts/enums';
import { isOneOf, ListCard, useListParams } from '@banca/kit';
import { DRAW_TYPES } from '../../shared/labels';
import { DrawFilters } from './components/DrawFilters';
import { DrawsTable } from './components/DrawsTable';
import { useDraws } from './hooks/useDraws';

const PAGE_SIZE = 20;
const TYPES = DRAW_TYPES.map((t) => t.value);
const FILTERS = ['type', 'status', 'date', 'min_prize'] as const;

function minPrizeOf(value: string): number | null {
  if (!/^\d+(\.\d+)?$/.test(value)) return null;
  const prize = Number(value);
  return prize <= 1e12 ? prize : null;
}

export default function DrawsPage() {
  const list = useListParams(FILTERS);
  const { filters: url } = list;
  const filters: Filters = {
    type: isOneOf(TYPES, url.type) ? url.type : null,
    status: isOneOf(DRAW_STATUSES, url.status) ? url.status : null,
    date: /^\d{4}-\d{2}-\d{2}$/.test(url.date) ? url.date : null,
    min_prize: minPrizeOf(url.min_prize),
  };
  const query = useDraws(filters);
  const rows = query.data ?? [];
  const lastPage = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const page = Math.min(list.page, lastPage);
  const hasFilters = Object.values(filters).some((value) => value !== null);

  return (
    <ListCard
      filters={<DrawFilters filters={filters} onChange={list.setFilters} onClear={list.clear} />}
      summary={query.data && `${rows.length} ${rows.length === 1 ? 'sorteo' : 'sorteos'}`}
    >
      <DrawsTable
        dataSource={rows}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={hasFilters ? 'No hay sorteos para estos filtros.' : 'No hay sorteos disponibles.'}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => list.setPage(next),
        }}
      />
    </ListCard>
  );
}

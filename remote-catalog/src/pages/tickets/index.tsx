import { formatCount } from '@banca/shared-auth';
/** Tickets: searched, filtered and paginated by the server, all kept in the URL. */
import { ListCard } from '../../components/ListCard';
import { TicketsTable } from '../../components/TicketsTable';
import { useTickets } from '../../hooks/useTickets';
import { toPositiveInt, useUrlState } from '../../hooks/useUrlState';
import { TicketFilters, type WinnerFilter } from './components/TicketFilters';

export default function TicketsPage() {
  const [url, setUrl, clear] = useUrlState({ search: '', booth: '', winner: '', page: '' });
  const values = {
    search: url.search,
    booth: toPositiveInt(url.booth, null),
    winner: (url.winner === 'true' || url.winner === 'false' ? url.winner : '') as WinnerFilter,
  };
  const page = toPositiveInt(url.page, 1);
  const query = useTickets({ page, search: values.search, booth_id: values.booth, winner: values.winner || null });
  const data = query.data;
  const hasFilters = values.search !== '' || values.booth !== null || values.winner !== '';

  return (
    <ListCard
      filters={<TicketFilters values={values} onChange={(patch) => setUrl({ ...patch, page: null })} onClear={clear} />}
      summary={data && `${formatCount(data.total)} ${data.total === 1 ? 'ticket' : 'tickets'}`}
    >
      <TicketsTable
        dataSource={data?.tickets ?? []}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={hasFilters ? 'No hay tickets para estos filtros.' : 'No hay tickets disponibles.'}
        pagination={{
          current: data?.page ?? page,
          total: data?.total ?? 0,
          pageSize: 10,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => setUrl({ page: next > 1 ? next : null }),
        }}
      />
    </ListCard>
  );
}

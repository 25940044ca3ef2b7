/** Tickets: searched, filtered and paginated by the server, all kept in the URL. */
import type { TicketRow } from '@banca/contracts';
import { formatCount, ListCard, PagedTable, parseId, useListParams } from '@banca/kit';
import { useTicketsTable } from '../../features/tickets/TicketsTable';
import { TicketFilters, type WinnerFilter } from './components/TicketFilters';
import { useTickets } from './hooks/useTickets';

const FILTERS = ['booth', 'winner'] as const;

export default function TicketsPage() {
  const list = useListParams(FILTERS);
  const { page, search, filters } = list;
  const values = {
    search,
    booth: parseId(filters.booth),
    winner: (filters.winner === 'true' || filters.winner === 'false' ? filters.winner : '') as WinnerFilter,
  };
  const query = useTickets({ page, search, booth_id: values.booth, winner: values.winner || null });
  const { columns, openTicket } = useTicketsTable();
  const hasFilters = values.search !== '' || values.booth !== null || values.winner !== '';

  return (
    <ListCard
      filters={<TicketFilters values={values} onSearch={list.setSearch} onChange={list.setFilters} onClear={list.clear} />}
      summary={query.data && `${formatCount(query.data.total)} ${query.data.total === 1 ? 'ticket' : 'tickets'}`}
    >
      <PagedTable<TicketRow>
        query={query}
        page={page}
        onPageChange={list.setPage}
        columns={columns}
        rowKey={(ticket) => ticket.id}
        onRowClick={openTicket}
        emptyText={hasFilters ? 'No hay tickets para estos filtros.' : 'No hay tickets disponibles.'}
      />
    </ListCard>
  );
}

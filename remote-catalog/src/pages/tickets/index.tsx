/** Tickets: searched, filtered (booth, draw, status) and paginated by the server, all kept in the URL. */
import type { TicketRow } from '@banca/contracts';
import { TICKET_STATUSES } from '@banca/contracts/enums';
import { formatCount, isOneOf, ListCard, PagedTable, parseId, useListParams } from '@banca/kit';
import { useTicketsTable } from '../../features/tickets/TicketsTable';
import { TicketFilters } from './components/TicketFilters';
import { useTickets } from './hooks/useTickets';

const FILTERS = ['booth', 'draw', 'status'] as const;

export default function TicketsPage() {
  const list = useListParams(FILTERS);
  const { page, search, filters } = list;
  const values = {
    search,
    booth: parseId(filters.booth),
    draw: parseId(filters.draw),
    status: isOneOf(TICKET_STATUSES, filters.status) ? filters.status : ('' as const),
  };
  const query = useTickets({ page, search, booth_id: values.booth, draw_id: values.draw, status: values.status || null });
  const { columns, openTicket } = useTicketsTable();
  const hasFilters = values.search !== '' || values.booth !== null || values.draw !== null || values.status !== '';

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

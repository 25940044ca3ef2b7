/** Tickets: searched, filtered and paginated by the server, all kept in the URL. */
import type { TicketRow } from '@banca/contracts';
import { TICKET_STATUSES } from '@banca/contracts/enums';
import { DataTable, formatCount, isOneOf, ListCard, pageOf, parseId, ticketsApi, ticketsKeys, useListController } from '@banca/kit';
import { useTicketsTable } from '../../features/tickets/TicketsTable';
import { TicketFilters } from './components/TicketFilters';

export default function TicketsPage() {
  const list = useListController({
    filterKeys: ['booth', 'status'],
    query: ({ page, search, filters }) => ({
      page,
      search,
      booth_id: parseId(filters.booth),
      status: isOneOf(TICKET_STATUSES, filters.status) ? filters.status : null,
    }),
    queryKey: ticketsKeys.list,
    fetch: ticketsApi.list,
    toPage: pageOf<'tickets', TicketRow>('tickets'),
  });
  const { search, booth_id, status } = list.query;
  const values = { search, booth: booth_id, status: status ?? ('' as const) };
  const { columns, openTicket } = useTicketsTable();
  const hasFilters = search !== '' || booth_id !== null || status !== null;

  return (
    <ListCard
      filters={<TicketFilters values={values} onSearch={list.setSearch} onChange={list.setFilters} onClear={list.clear} />}
      summary={list.data && `${formatCount(list.data.total)} ${list.data.total === 1 ? 'ticket' : 'tickets'}`}
    >
      <DataTable<TicketRow>
        {...list.tableProps}
        columns={columns}
        rowKey={(ticket) => ticket.id}
        onRowClick={openTicket}
        emptyText={hasFilters ? 'No hay tickets para estos filtros.' : 'No hay tickets disponibles.'}
      />
    </ListCard>
  );
}

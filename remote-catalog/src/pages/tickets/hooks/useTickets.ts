import type { TicketFilters, TicketRow } from '@banca/contracts';
import { pageOf, ticketsApi, ticketsKeys } from '@banca/kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

const toPage = pageOf<'tickets', TicketRow>('tickets');

/** One page of tickets (10 per page, searched and filtered by the server); the previous page stays while the next loads. */
export function useTickets(filters: TicketFilters) {
  return useQuery({
    queryKey: ticketsKeys.list({ ...filters }),
    queryFn: () => ticketsApi.list(filters),
    select: toPage,
    placeholderData: keepPreviousData,
  });
}

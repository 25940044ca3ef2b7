import { ticketsApi, type TicketFilters } from '@banca/shared-auth';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** One page of tickets (10 per page, searched and filtered by the server). */
export function useTickets(filters: TicketFilters) {
  return useQuery({
    queryKey: ['catalog', 'tickets', 'list', filters],
    queryFn: () => ticketsApi.list(filters),
    placeholderData: keepPreviousData,
  });
}

import { ticketsApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';

/** The whole ticket: its draw and its lines; no call without a valid id. */
export function useTicket(id: number | null) {
  return useQuery({
    queryKey: ['catalog', 'tickets', 'detail', id],
    queryFn: () => ticketsApi.detail(id!),
    enabled: id !== null,
  });
}

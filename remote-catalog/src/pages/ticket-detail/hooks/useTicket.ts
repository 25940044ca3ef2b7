import { ticketsApi, ticketsKeys } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';

/** The whole ticket: its draw, its lines, its cancellation and payment, what the viewer may do; no call without a valid id. */
export function useTicket(id: number | null) {
  return useQuery({
    queryKey: ticketsKeys.detail(id ?? 0),
    queryFn: () => ticketsApi.detail(id!),
    enabled: id !== null,
  });
}

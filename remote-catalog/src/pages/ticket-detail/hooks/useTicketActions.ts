import type { TicketDetail } from '@banca/contracts';
import { ticketsApi, ticketsKeys } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A cancellation or a payment changes the ticket, the lists of tickets and the figures of its draw
 * (sales, prizes paid, exposure): they are read again.
 */
function useRefreshTicket() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: ticketsKeys.all }),
      client.invalidateQueries({ queryKey: ['catalog', 'draws'] }),
      client.invalidateQueries({ queryKey: ['draws'] }),
    ]);
  };
}

/** Cancels a ticket with a reason; answers the ticket as it is now. */
export function useCancelTicket() {
  const refresh = useRefreshTicket();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => ticketsApi.cancel(id, reason),
    onSuccess: async (ticket: TicketDetail) => {
      client.setQueryData(ticketsKeys.detail(ticket.id), ticket);
      await refresh();
    },
  });
}

/** Pays a ticket's prize, if it is still the amount shown. */
export function usePayPrize() {
  const refresh = useRefreshTicket();
  return useMutation({
    mutationFn: ({ id, amount }: { id: number; amount: number }) => ticketsApi.pay(id, amount),
    onSuccess: refresh,
  });
}

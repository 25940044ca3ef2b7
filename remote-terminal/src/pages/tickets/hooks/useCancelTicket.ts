import type { TicketDetail } from '@banca/contracts';
import { terminalApi, ticketsKeys } from '@banca/kit';
import { type ApiError, toApiError } from '@banca/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { terminalKeys } from '../../../shared/queryKeys';

/** Cancels a ticket with a reason; its detail comes back annulled, and every tickets list is asked again. */
export function useCancelTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation<TicketDetail, ApiError, string>({
    mutationFn: async (reason) => {
      try {
        return await terminalApi.cancel(id, reason);
      } catch (error) {
        throw toApiError(error);
      }
    },
    onSuccess: (ticket) => {
      queryClient.setQueryData(terminalKeys.ticket(id), ticket);
      void queryClient.invalidateQueries({ queryKey: ticketsKeys.lists() });
    },
  });
}

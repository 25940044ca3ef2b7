import type { PrizePayment } from '@banca/contracts';
import type { PaymentMethod } from '@banca/contracts/enums';
import { terminalApi, ticketsKeys } from '@banca/kit';
import { type ApiError, toApiError } from '@banca/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Pays a ticket's prize as the seller saw it (`expected_amount`); the ticket is read again afterwards. */
export function usePayPrize(id: number) {
  const queryClient = useQueryClient();
  return useMutation<PrizePayment, ApiError, { expected: number; method: PaymentMethod }>({
    mutationFn: async ({ expected, method }) => {
      try {
        return await terminalApi.pay(id, expected, method);
      } catch (error) {
        throw toApiError(error);
      }
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ticketsKeys.all }),
  });
}

import type { OwnerPaymentBody, StatementQuery } from '@banca/contracts';
import { cashApi, statementsKeys, usersKeys } from '@banca/kit';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** An owner's statement for a range of days (below the owner's key, so a payment refreshes every range). */
export function useStatement(ownerId: number | null, query: StatementQuery) {
  return useQuery({
    queryKey: [...statementsKeys.detail(ownerId ?? 0), query],
    queryFn: () => cashApi.statement(ownerId!, query),
    enabled: ownerId !== null,
    placeholderData: keepPreviousData,
  });
}

/** A payment moves the owner's statement and its `account_balance` (the users list, the hierarchy). */
function useRefreshOwner(ownerId: number) {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: statementsKeys.detail(ownerId) }),
      client.invalidateQueries({ queryKey: usersKeys.all }),
      client.invalidateQueries({ queryKey: ['hierarchy'] }),
    ]);
  };
}

/** Records an abono or a cobro; the body's `request_id` makes a resend the same payment. */
export function useCreatePayment(ownerId: number) {
  const onSuccess = useRefreshOwner(ownerId);
  return useMutation({ mutationFn: (body: OwnerPaymentBody) => cashApi.pay(ownerId, body), onSuccess });
}

/** Reverses a payment with a reason. */
export function useReversePayment(ownerId: number) {
  const onSuccess = useRefreshOwner(ownerId);
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: number; reason: string }) => cashApi.reverse(ownerId, paymentId, reason),
    onSuccess,
  });
}

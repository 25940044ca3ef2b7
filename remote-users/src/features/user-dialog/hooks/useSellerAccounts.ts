import type { SellerForm } from '@banca/contracts';
import { sellersApi, sellersKeys } from '@banca/kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The seller accounts linked to a «Vendedor de Tickets» user (one page: a person works a few terminals). */
export function useSellerAccounts(userId: number) {
  return useQuery({
    queryKey: sellersKeys.list({ user_id: userId }),
    queryFn: () => sellersApi.list({ user_id: userId }),
  });
}

export const NO_BOOTH = 'Esta cuenta no está en ninguna taquilla: asígnala a una en Vendedores antes de vincularla.';

/**
 * Links a seller account to the user, or unlinks it (`userId` null): the account as it is now
 * (read with its version), saved with only its linked user changed, on that version (If-Match);
 * then every sellers list and picker is read again.
 */
export function useLinkSellerAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ sellerId, userId }: { sellerId: number; userId: number | null }) => {
      const { data: seller, etag } = await sellersApi.detail(sellerId);
      if (seller.ticket_booth_id === null) throw new Error(NO_BOOTH);
      const form: SellerForm = {
        ticket_booth_id: seller.ticket_booth_id,
        seller_user_id: userId,
        label: seller.label,
        username: seller.username,
        is_active: seller.is_active,
      };
      return sellersApi.update(sellerId, form, etag);
    },
    onSettled: () => client.invalidateQueries({ queryKey: sellersKeys.all }),
  });
}

import { sellersApi, sellersKeys } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Unlocks a seller (failed attempts to zero, the session on the other device closed): the seller
 * comes back from the server as it is now, and the list pages show its new tags.
 */
export function useUnlockSeller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sellersApi.unlock(id),
    onSuccess: (seller) => {
      client.setQueryData(sellersKeys.detail(seller.id), seller);
      void client.invalidateQueries({ queryKey: sellersKeys.lists() });
    },
  });
}

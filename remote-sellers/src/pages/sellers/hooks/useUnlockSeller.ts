import { sellersApi, sellersKeys, shownVersion, useVersionedWrite } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Unlocks a seller (failed attempts to zero, the session on the other device closed), on the
 * version of the seller the dialog shows: the seller comes back from the server as it is now, and
 * the list pages show its new tags.
 */
export function useUnlockSeller() {
  const client = useQueryClient();
  const write = useVersionedWrite();
  return useMutation({
    mutationFn: (id: number) =>
      write(sellersKeys.detail(id), shownVersion(client, sellersKeys.detail(id)), (ifMatch) => sellersApi.unlock(id, ifMatch)),
    onSuccess: (seller) => {
      client.setQueryData(sellersKeys.detail(seller.data.id), seller);
      void client.invalidateQueries({ queryKey: sellersKeys.lists() });
    },
  });
}

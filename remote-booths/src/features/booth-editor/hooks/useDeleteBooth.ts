import type { BoothDetail } from '@banca/contracts';
import { boothsApi, boothsKeys, sellersKeys, useVersionedWrite } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Deletes a booth (its sellers are left without one), then refreshes the booths' list pages and
 * picker and, when it had sellers, the sellers. The booth's own entry is only marked stale: the
 * dialog showing it is closing, and asking for it now would answer 404. Done on the version the
 * screen shows (`base`): refused (412) when someone else changed the booth since.
 */
export function useDeleteBooth() {
  const client = useQueryClient();
  const write = useVersionedWrite();
  return useMutation({
    mutationFn: ({ booth, base }: { booth: BoothDetail; base: string | null }) =>
      write(boothsKeys.detail(booth.id), base, (ifMatch) => boothsApi.remove(booth.id, ifMatch)),
    onSuccess: (_answer, { booth }) => {
      void client.invalidateQueries({ queryKey: boothsKeys.detail(booth.id), refetchType: 'none' });
      void client.invalidateQueries({ queryKey: boothsKeys.lists() });
      void client.invalidateQueries({ queryKey: boothsKeys.options() });
      if (booth.sellers.length > 0) void client.invalidateQueries({ queryKey: sellersKeys.all });
    },
  });
}

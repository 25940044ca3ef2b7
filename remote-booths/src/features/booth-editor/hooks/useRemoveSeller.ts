import { boothsApi, boothsKeys, sellersKeys } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Takes a seller out of a booth (it is left without one), then refreshes the booth (from the
 * answer), the booths' sellers counts and the seller wherever it is shown.
 */
export function useRemoveSeller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ boothId, sellerId }: { boothId: number; sellerId: number }) => boothsApi.removeSeller(boothId, sellerId),
    onSuccess: (booth, { sellerId }) => {
      client.setQueryData(boothsKeys.detail(booth.id), booth);
      void client.invalidateQueries({ queryKey: boothsKeys.lists() });
      void client.invalidateQueries({ queryKey: sellersKeys.lists() });
      void client.invalidateQueries({ queryKey: sellersKeys.detail(sellerId) });
      void client.invalidateQueries({ queryKey: sellersKeys.options() });
    },
  });
}

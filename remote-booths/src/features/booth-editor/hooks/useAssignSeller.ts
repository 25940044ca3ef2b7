import { boothsApi, boothsKeys, sellersKeys } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface AssignSellerInput {
  boothId: number;
  sellerId: number;
  /** The booth the seller leaves, if it worked at one. */
  fromBoothId: number | null;
}

/**
 * Assigns a seller to a booth (moving it from its booth, if any), then refreshes what changes:
 * this booth (from the answer), the booth it left, the booths' sellers counts, and the seller
 * wherever it is shown (list pages, its dialog, the picker).
 */
export function useAssignSeller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ boothId, sellerId }: AssignSellerInput) => boothsApi.addSeller(boothId, sellerId),
    onSuccess: (booth, { sellerId, fromBoothId }) => {
      client.setQueryData(boothsKeys.detail(booth.id), booth);
      if (fromBoothId !== null && fromBoothId !== booth.id) void client.invalidateQueries({ queryKey: boothsKeys.detail(fromBoothId) });
      void client.invalidateQueries({ queryKey: boothsKeys.lists() });
      void client.invalidateQueries({ queryKey: sellersKeys.lists() });
      void client.invalidateQueries({ queryKey: sellersKeys.detail(sellerId) });
      void client.invalidateQueries({ queryKey: sellersKeys.options() });
    },
  });
}

import { boothsApi, boothsKeys, sellersKeys, shownVersion, useVersionedWrite } from '@banca/kit';
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
 * wherever it is shown (list pages, its dialog, the picker). Done on the version of the booth the
 * screen shows.
 */
export function useAssignSeller() {
  const client = useQueryClient();
  const write = useVersionedWrite();
  return useMutation({
    mutationFn: ({ boothId, sellerId }: AssignSellerInput) =>
      write(boothsKeys.detail(boothId), shownVersion(client, boothsKeys.detail(boothId)), (ifMatch) =>
        boothsApi.addSeller(boothId, sellerId, ifMatch),
      ),
    onSuccess: (booth, { boothId, sellerId, fromBoothId }) => {
      client.setQueryData(boothsKeys.detail(boothId), booth);
      if (fromBoothId !== null && fromBoothId !== boothId) void client.invalidateQueries({ queryKey: boothsKeys.detail(fromBoothId) });
      void client.invalidateQueries({ queryKey: boothsKeys.lists() });
      void client.invalidateQueries({ queryKey: sellersKeys.lists() });
      void client.invalidateQueries({ queryKey: sellersKeys.detail(sellerId) });
      void client.invalidateQueries({ queryKey: sellersKeys.options() });
    },
  });
}

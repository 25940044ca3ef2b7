import { boothsApi, boothsKeys, sellersKeys, shownVersion, useVersionedWrite } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Takes a seller out of a booth (it is left without one), then refreshes the booth (from the
 * answer), the booths' sellers counts and the seller wherever it is shown. Done on the version of
 * the booth the screen shows.
 */
export function useRemoveSeller() {
  const client = useQueryClient();
  const write = useVersionedWrite();
  return useMutation({
    mutationFn: ({ boothId, sellerId }: { boothId: number; sellerId: number }) =>
      write(boothsKeys.detail(boothId), shownVersion(client, boothsKeys.detail(boothId)), (ifMatch) =>
        boothsApi.removeSeller(boothId, sellerId, ifMatch),
      ),
    onSuccess: (booth, { boothId, sellerId }) => {
      client.setQueryData(boothsKeys.detail(boothId), booth);
      void client.invalidateQueries({ queryKey: boothsKeys.lists() });
      void client.invalidateQueries({ queryKey: sellersKeys.lists() });
      void client.invalidateQueries({ queryKey: sellersKeys.detail(sellerId) });
      void client.invalidateQueries({ queryKey: sellersKeys.options() });
    },
  });
}

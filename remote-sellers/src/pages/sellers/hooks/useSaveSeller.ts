import type { SellerForm, SellerRow } from '@banca/contracts';
import { boothsKeys, sellersApi, sellersKeys, useResourceSave } from '@banca/kit';

/**
 * Creates or updates a seller (the kit's resource save), then refreshes what it changes: the
 * sellers' list pages and picker, the seller itself, the booths whose seller tables show it and,
 * when it joins or leaves a booth, the booths' list (its sellers count).
 */
export function useSaveSeller() {
  return useResourceSave<SellerRow, SellerForm>({
    detail: sellersKeys.detail,
    create: sellersApi.create,
    update: sellersApi.update,
    refresh: (_saved, { body, previous }, client) => {
      void client.invalidateQueries({ queryKey: sellersKeys.lists() });
      void client.invalidateQueries({ queryKey: sellersKeys.options() });
      const booths = new Set([body.ticket_booth_id, previous?.ticket_booth_id].filter((id): id is number => typeof id === 'number'));
      for (const boothId of booths) void client.invalidateQueries({ queryKey: boothsKeys.detail(boothId) });
      if (previous?.ticket_booth_id !== body.ticket_booth_id) void client.invalidateQueries({ queryKey: boothsKeys.lists() });
    },
  });
}

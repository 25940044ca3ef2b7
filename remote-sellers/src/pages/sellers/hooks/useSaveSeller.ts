import type { SellerForm, SellerRow } from '@banca/contracts';
import { boothsKeys, sellersApi, sellersKeys } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface SaveSellerInput {
  form: SellerForm;
  /** The seller as it was before the change; absent when creating. */
  previous?: SellerRow;
}

export interface SavedSeller {
  id: number;
  created: boolean;
  /** The updated seller as the server answers it (an update only). */
  seller?: SellerRow;
}

/**
 * Creates or updates a seller, then refreshes what it changes: the sellers' list pages and picker,
 * the seller itself, the booths whose seller tables show it and, when it joins or leaves a booth,
 * the booths' list (its sellers count).
 */
export function useSaveSeller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ form, previous }: SaveSellerInput): Promise<SavedSeller> => {
      if (!previous) return { id: (await sellersApi.create(form)).id, created: true };
      const seller = await sellersApi.update(previous.id, form);
      return { id: seller.id, created: false, seller };
    },
    onSuccess: ({ seller }, { form, previous }) => {
      if (seller) client.setQueryData(sellersKeys.detail(seller.id), seller);
      void client.invalidateQueries({ queryKey: sellersKeys.lists() });
      void client.invalidateQueries({ queryKey: sellersKeys.options() });
      const booths = new Set([form.ticket_booth_id, previous?.ticket_booth_id].filter((id): id is number => typeof id === 'number'));
      for (const boothId of booths) void client.invalidateQueries({ queryKey: boothsKeys.detail(boothId) });
      if (previous?.ticket_booth_id !== form.ticket_booth_id) void client.invalidateQueries({ queryKey: boothsKeys.lists() });
    },
  });
}

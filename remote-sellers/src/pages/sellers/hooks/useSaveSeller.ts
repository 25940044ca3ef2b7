import type { SellerForm, SellerRow } from '@banca/contracts';
import { boothsKeys, sellersApi, sellersKeys, useVersionedWrite, type VersionedAnswer } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface SaveSellerInput {
  form: SellerForm;
  /** The seller as it was before the change; absent when creating. */
  previous?: SellerRow;
  /** The ETag of the seller the form was opened with (an update only): the save is refused (412) if it changed since. */
  base?: string | null;
}

export interface SavedSeller {
  id: number;
  created: boolean;
  /** The updated seller as the server answers it (an update only). */
  seller?: VersionedAnswer<SellerRow>;
}

/**
 * Creates or updates a seller, then refreshes what it changes: the sellers' list pages and picker,
 * the seller itself, the booths whose seller tables show it and, when it joins or leaves a booth,
 * the booths' list (its sellers count).
 */
export function useSaveSeller() {
  const client = useQueryClient();
  const write = useVersionedWrite();
  return useMutation({
    mutationFn: async ({ form, previous, base }: SaveSellerInput): Promise<SavedSeller> => {
      if (!previous) return { id: (await sellersApi.create(form)).id, created: true };
      const seller = await write(sellersKeys.detail(previous.id), base, (ifMatch) => sellersApi.update(previous.id, form, ifMatch));
      return { id: seller.data.id, created: false, seller };
    },
    onSuccess: ({ seller }, { form, previous }) => {
      if (seller) client.setQueryData(sellersKeys.detail(seller.data.id), seller);
      void client.invalidateQueries({ queryKey: sellersKeys.lists() });
      void client.invalidateQueries({ queryKey: sellersKeys.options() });
      const booths = new Set([form.ticket_booth_id, previous?.ticket_booth_id].filter((id): id is number => typeof id === 'number'));
      for (const boothId of booths) void client.invalidateQueries({ queryKey: boothsKeys.detail(boothId) });
      if (previous?.ticket_booth_id !== form.ticket_booth_id) void client.invalidateQueries({ queryKey: boothsKeys.lists() });
    },
  });
}

import type { BoothDetail, BoothForm } from '@banca/contracts';
import { boothsApi, boothsKeys, sellersKeys } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface SaveBoothInput {
  form: BoothForm;
  /** The booth as it was before the change; absent when creating. */
  previous?: BoothDetail;
}

export interface SavedBooth {
  id: number;
  created: boolean;
  /** The updated booth as the server answers it (an update only). */
  booth?: BoothDetail;
}

/**
 * Creates or updates a booth, then refreshes what it changes: the booths' list pages and the
 * seller dialog's booth picker, the booth itself and, when it is renamed, the sellers (their rows
 * show the booth's name).
 */
export function useSaveBooth() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ form, previous }: SaveBoothInput): Promise<SavedBooth> => {
      if (!previous) return { id: (await boothsApi.create(form)).id, created: true };
      const booth = await boothsApi.update(previous.id, form);
      return { id: booth.id, created: false, booth };
    },
    onSuccess: ({ booth }, { previous }) => {
      if (booth) client.setQueryData(boothsKeys.detail(booth.id), booth);
      void client.invalidateQueries({ queryKey: boothsKeys.lists() });
      void client.invalidateQueries({ queryKey: boothsKeys.options() });
      if (booth && previous && booth.name !== previous.name && previous.sellers.length > 0) {
        void client.invalidateQueries({ queryKey: sellersKeys.all });
      }
    },
  });
}

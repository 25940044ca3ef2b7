import type { BoothDetail, BoothForm } from '@banca/contracts';
import { boothsApi, boothsKeys, sellersKeys, useVersionedWrite, type VersionedAnswer } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface SaveBoothInput {
  form: BoothForm;
  /** The booth as it was before the change; absent when creating. */
  previous?: BoothDetail;
  /** The ETag of the booth the form was opened with (an update only): the save is refused (412) if it changed since. */
  base?: string | null;
}

export interface SavedBooth {
  id: number;
  created: boolean;
  /** The updated booth as the server answers it (an update only). */
  booth?: VersionedAnswer<BoothDetail>;
}

/**
 * Creates or updates a booth, then refreshes what it changes: the booths' list pages and the
 * seller dialog's booth picker, the booth itself and, when it is renamed, the sellers (their rows
 * show the booth's name).
 */
export function useSaveBooth() {
  const client = useQueryClient();
  const write = useVersionedWrite();
  return useMutation({
    mutationFn: async ({ form, previous, base }: SaveBoothInput): Promise<SavedBooth> => {
      if (!previous) return { id: (await boothsApi.create(form)).id, created: true };
      const booth = await write(boothsKeys.detail(previous.id), base, (ifMatch) => boothsApi.update(previous.id, form, ifMatch));
      return { id: previous.id, created: false, booth };
    },
    onSuccess: ({ id, booth }, { previous }) => {
      if (booth) client.setQueryData(boothsKeys.detail(id), booth);
      void client.invalidateQueries({ queryKey: boothsKeys.lists() });
      void client.invalidateQueries({ queryKey: boothsKeys.options() });
      if (booth && previous && booth.data.name !== previous.name && previous.sellers.length > 0) {
        void client.invalidateQueries({ queryKey: sellersKeys.all });
      }
    },
  });
}

import type { BoothDetail, BoothForm } from '@banca/contracts';
import { boothsApi, boothsKeys, sellersKeys, useResourceSave } from '@banca/kit';

/**
 * Creates or updates a booth (the kit's resource save), then refreshes what it changes: the booths'
 * list pages and the seller dialog's booth picker, the booth itself and, when it is renamed, the
 * sellers (their rows show the booth's name).
 */
export function useSaveBooth() {
  return useResourceSave<BoothDetail, BoothForm>({
    detail: boothsKeys.detail,
    create: boothsApi.create,
    update: boothsApi.update,
    refresh: ({ record }, { previous }, client) => {
      void client.invalidateQueries({ queryKey: boothsKeys.lists() });
      void client.invalidateQueries({ queryKey: boothsKeys.options() });
      if (record && previous && record.data.name !== previous.name && previous.sellers.length > 0) {
        void client.invalidateQueries({ queryKey: sellersKeys.all });
      }
    },
  });
}

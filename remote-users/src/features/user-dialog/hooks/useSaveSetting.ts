import type { UserSetting } from '@banca/contracts';
import { shownVersion, usersApi, useVersionedWrite } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../shared/queryKeys';

/** Saves one setting's value on the version of the settings the tab shows; the settings list is reloaded from the answer. */
export function useSaveSetting(id: number) {
  const client = useQueryClient();
  const write = useVersionedWrite();
  return useMutation({
    mutationFn: ({ setting, value }: { setting: UserSetting; value: number }) =>
      write(userKeys.detail(id), shownVersion(client, userKeys.settings(id)), (ifMatch) =>
        usersApi.saveSetting(id, { key: setting.setting_key, label: setting.setting_label, value }, ifMatch),
      ),
    onSuccess: (settings) => client.setQueryData(userKeys.settings(id), settings),
  });
}

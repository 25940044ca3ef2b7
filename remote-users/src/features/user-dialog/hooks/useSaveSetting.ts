import type { UserSetting } from '@banca/contracts';
import { usersApi } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../shared/queryKeys';

/** Saves one setting's value; the settings list is reloaded from the answer. */
export function useSaveSetting(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ setting, value }: { setting: UserSetting; value: number }) =>
      usersApi.saveSetting(id, { key: setting.setting_key, label: setting.setting_label, value }),
    onSuccess: (settings) => client.setQueryData(userKeys.settings(id), settings),
  });
}

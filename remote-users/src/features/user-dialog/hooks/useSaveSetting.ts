import { usersApi, type UserSetting } from '@banca/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersKeys } from '../../../queryKeys';

/** Saves one setting's value; the settings list is reloaded from the answer. */
export function useSaveSetting(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ setting, value }: { setting: UserSetting; value: number }) =>
      usersApi.saveSetting(id, { key: setting.setting_key, label: setting.setting_label, value }),
    onSuccess: (settings) => client.setQueryData(usersKeys.settings(id), settings),
  });
}

import { PROFILE_QUERY_KEY, useProfile } from '@banca/shared-auth';
import type { CreateUserForm, ProfileForm } from '@banca/contracts';
import { usersApi } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../shared/queryKeys';

/**
 * Creates a user (no id yet) or saves the profile of `id`. A save refreshes the list (name, e-mail
 * and country are columns), the profile and the security data (which shows the e-mail); a save of
 * one's own profile also refreshes the header's. Answers the user's id.
 */
export function useSaveProfile(id: number | null) {
  const client = useQueryClient();
  const { profile: me } = useProfile();
  return useMutation({
    mutationFn: async (form: CreateUserForm | ProfileForm): Promise<number> => {
      if (id === null) return (await usersApi.create(form as CreateUserForm)).id;
      const saved = await usersApi.update(id, form);
      client.setQueryData(userKeys.profile(id), saved);
      return id;
    },
    onSuccess: async (savedId) => {
      const refreshes = [client.invalidateQueries({ queryKey: userKeys.lists() })];
      if (id !== null) {
        refreshes.push(client.invalidateQueries({ queryKey: userKeys.security(savedId) }));
        if (me?.id === savedId) refreshes.push(client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }));
      }
      await Promise.all(refreshes);
    },
  });
}

import type { CreateUserForm, Profile, ProfileForm } from '@banca/contracts';
import { usersApi, useVersionedWrite, type VersionedAnswer } from '@banca/kit';
import { PROFILE_QUERY_KEY, useProfile } from '@banca/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../shared/queryKeys';

export interface SaveProfileInput {
  form: CreateUserForm | ProfileForm;
  /** The ETag of the profile the form was opened with (an update only). */
  base?: string | null;
}

/**
 * Creates a user (no id yet) or saves the profile of `id` on the version the form shows. A save
 * refreshes the list (name, e-mail and country are columns), the profile and the security data
 * (which shows the e-mail); a save of one's own profile also refreshes the header's. Answers the
 * user's id and, for an update, the saved profile with its new version.
 */
export function useSaveProfile(id: number | null) {
  const client = useQueryClient();
  const { profile: me } = useProfile();
  const write = useVersionedWrite();
  return useMutation({
    mutationFn: async ({ form, base }: SaveProfileInput): Promise<{ id: number; saved?: VersionedAnswer<Profile> }> => {
      if (id === null) return { id: (await usersApi.create(form as CreateUserForm)).id };
      const saved = await write(userKeys.detail(id), base, (ifMatch) => usersApi.update(id, form, ifMatch));
      client.setQueryData(userKeys.profile(id), saved);
      return { id, saved };
    },
    onSuccess: async ({ id: savedId }) => {
      const refreshes = [client.invalidateQueries({ queryKey: userKeys.lists() })];
      if (id !== null) {
        refreshes.push(client.invalidateQueries({ queryKey: userKeys.security(savedId) }));
        if (me?.id === savedId) refreshes.push(client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }));
      }
      await Promise.all(refreshes);
    },
  });
}

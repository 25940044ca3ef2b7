import type { Role } from '@banca/contracts';
import { hierarchyKeys, sessionsKeys, shownVersion, usersApi, useVersionedWrite } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../shared/queryKeys';

/**
 * Changes a user's role on the version of the profile shown; the answer is the profile. The list
 * (the level badge), the hierarchy and the user's sessions (they end) are read again.
 */
export function useChangeRole(id: number) {
  const client = useQueryClient();
  const write = useVersionedWrite();
  return useMutation({
    mutationFn: (role: Role) =>
      write(userKeys.detail(id), shownVersion(client, userKeys.profile(id)), (ifMatch) => usersApi.changeRole(id, role, ifMatch)),
    onSuccess: (profile) => {
      client.setQueryData(userKeys.profile(id), profile);
      return Promise.all([
        client.invalidateQueries({ queryKey: userKeys.lists() }),
        client.invalidateQueries({ queryKey: sessionsKeys.detail(id) }),
        client.invalidateQueries({ queryKey: hierarchyKeys.all }),
      ]);
    },
  });
}

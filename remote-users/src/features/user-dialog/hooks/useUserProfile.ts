import { usersApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';
import { userKeys } from '../../../shared/queryKeys';

/** A user's profile; nothing is asked without a usable id. */
export function useUserProfile(id: number | null) {
  return useQuery({
    queryKey: userKeys.profile(id ?? 0),
    queryFn: () => usersApi.profile(id!),
    enabled: id !== null,
  });
}

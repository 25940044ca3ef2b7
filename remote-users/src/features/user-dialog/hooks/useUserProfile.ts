import { usersApi } from '@banca/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { usersKeys } from '../../../queryKeys';

/** A user's profile; nothing is asked without a usable id. */
export function useUserProfile(id: number | null) {
  return useQuery({
    queryKey: usersKeys.profile(id ?? 0),
    queryFn: () => usersApi.profile(id!),
    enabled: id !== null,
  });
}

import { usersApi } from '@banca/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { usersKeys } from '../../../queryKeys';

/** A user's access data (username, attempts, lock, status, dates). */
export function useUserSecurity(id: number | null) {
  return useQuery({
    queryKey: usersKeys.security(id ?? 0),
    queryFn: () => usersApi.security(id!),
    enabled: id !== null,
  });
}

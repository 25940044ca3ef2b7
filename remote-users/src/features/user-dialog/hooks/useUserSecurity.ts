import { dataOf, usersApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';
import { userKeys } from '../../../shared/queryKeys';

/** A user's access data (username, attempts, lock, status, dates). */
export function useUserSecurity(id: number | null) {
  return useQuery({
    queryKey: userKeys.security(id ?? 0),
    queryFn: () => usersApi.security(id!),
    select: dataOf,
    enabled: id !== null,
  });
}

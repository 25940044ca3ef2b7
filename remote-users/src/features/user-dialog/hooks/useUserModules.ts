import { dataOf, usersApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';
import { userKeys } from '../../../shared/queryKeys';

/** The game modules with whether the user has each and how many of its games are enabled. */
export function useUserModules(id: number) {
  return useQuery({ queryKey: userKeys.modules(id), queryFn: () => usersApi.modules(id), select: dataOf });
}

import { usersApi } from '@banca/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { usersKeys } from '../../../queryKeys';

/** The game modules with whether the user has each and how many of its games are enabled. */
export function useUserModules(id: number) {
  return useQuery({ queryKey: usersKeys.modules(id), queryFn: () => usersApi.modules(id) });
}

import { dataOf, usersApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';
import { userKeys } from '../../../shared/queryKeys';

/** A module's game types with the user's configuration of each ('Habilitados N de M'). */
export function useModuleGames(id: number, moduleId: number) {
  return useQuery({ queryKey: userKeys.moduleGames(id, moduleId), queryFn: () => usersApi.moduleGames(id, moduleId), select: dataOf });
}

import { usersApi } from '@banca/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { usersKeys } from '../../../queryKeys';

/** A module's game types with the user's configuration of each ('Habilitados N de M'). */
export function useModuleGames(id: number, moduleId: number) {
  return useQuery({ queryKey: usersKeys.moduleGames(id, moduleId), queryFn: () => usersApi.moduleGames(id, moduleId) });
}

import { gamesApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';

/** The game modules with their enabled users and current draws. */
export function useGames() {
  return useQuery({ queryKey: ['catalog', 'games', 'list'], queryFn: () => gamesApi.list() });
}

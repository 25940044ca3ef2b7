import { gamesApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';

/** One game module with its game types; no call while no game is chosen. */
export function useGame(id: number | null) {
  return useQuery({
    queryKey: ['catalog', 'games', 'detail', id],
    queryFn: () => gamesApi.detail(id!),
    enabled: id !== null,
  });
}

import { gamesApi, gamesKeys } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';

/** One game module with its game types and sales settings, with its version; no call while no game is chosen. */
export function useGame(id: number | null) {
  return useQuery({
    queryKey: gamesKeys.detail(id ?? 0),
    queryFn: () => gamesApi.detail(id!),
    enabled: id !== null,
  });
}

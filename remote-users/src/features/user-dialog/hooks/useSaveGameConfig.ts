import type { GameConfig } from '@banca/contracts';
import { shownVersion, usersApi, useVersionedWrite } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../shared/queryKeys';

export type GameChanges = Partial<Pick<GameConfig, 'enabled' | 'sales_limit' | 'payout' | 'commission_percentage'>>;

/**
 * Saves a game type of a module for the user, on the version of the games the dialog shows: its
 * toggle, or its sales limit and prize plan (payout, commission). Refreshes the module's games, and the modules
 * too when the toggle changed (each module counts its enabled games).
 */
export function useSaveGameConfig(id: number, moduleId: number) {
  const client = useQueryClient();
  const write = useVersionedWrite();
  return useMutation({
    mutationFn: ({ gameTypeId, changes }: { gameTypeId: number; changes: GameChanges }) =>
      write(userKeys.detail(id), shownVersion(client, userKeys.moduleGames(id, moduleId)), (ifMatch) =>
        usersApi.saveGame(id, moduleId, gameTypeId, changes, ifMatch),
      ),
    onSuccess: (_saved, { changes }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: userKeys.moduleGames(id, moduleId) }),
        ...(changes.enabled !== undefined ? [client.invalidateQueries({ queryKey: userKeys.modules(id) })] : []),
      ]),
  });
}

import type { UserModule } from '@banca/contracts';
import { shownVersion, usersApi, useVersionedWrite } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../shared/queryKeys';

/**
 * Assigns or withdraws a module, on the version of the modules the tab shows: sends the module
 * with `assigned` toggled, whose answer is the updated modules; that module's games are refreshed
 * too.
 */
export function useToggleModule(id: number) {
  const client = useQueryClient();
  const write = useVersionedWrite();
  return useMutation({
    mutationFn: (module: UserModule) =>
      write(userKeys.detail(id), shownVersion(client, userKeys.modules(id)), (ifMatch) =>
        usersApi.saveModule(id, { ...module, assigned: !module.assigned }, ifMatch),
      ),
    onSuccess: (modules, module) => {
      client.setQueryData(userKeys.modules(id), modules);
      return client.invalidateQueries({ queryKey: userKeys.moduleGames(id, module.id) });
    },
  });
}

import type { UserModule } from '@banca/contracts';
import { usersApi } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../shared/queryKeys';

/**
 * Assigns or withdraws a module: sends the module with `assigned` toggled,
 * whose answer is the updated modules; that module's games are refreshed too.
 */
export function useToggleModule(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (module: UserModule) => usersApi.saveModule(id, { ...module, assigned: !module.assigned }),
    onSuccess: (modules, module) => {
      client.setQueryData(userKeys.modules(id), modules);
      return client.invalidateQueries({ queryKey: userKeys.moduleGames(id, module.id) });
    },
  });
}

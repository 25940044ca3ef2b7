import { usersApi, type UserModule } from '@banca/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersKeys } from '../../../queryKeys';

/**
 * Assigns or withdraws a module: sends the module with `assigned` toggled,
 * whose answer is the updated modules; that module's games are refreshed too.
 */
export function useToggleModule(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (module: UserModule) => usersApi.saveModule(id, { ...module, assigned: !module.assigned }),
    onSuccess: (modules, module) => {
      client.setQueryData(usersKeys.modules(id), modules);
      return client.invalidateQueries({ queryKey: usersKeys.moduleGames(id, module.id) });
    },
  });
}

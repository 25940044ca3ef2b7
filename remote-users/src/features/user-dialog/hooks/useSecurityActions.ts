import type { UserSecurity } from '@banca/contracts';
import { sessionsKeys, shownVersion, useConfirm, usersApi, useStaleNotice, useVersionedWrite, type VersionedAnswer } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../shared/queryKeys';
import { useFeedback } from './useFeedback';

/**
 * The Security tab's actions: each one asks its confirmation first,
 * is done by the API on the version of the user the tab shows, then says so (or shows the
 * server's message; when someone else changed the user meanwhile, `notice` offers to reload it).
 * Each answers whether it was done. `onChanged` runs after a change the users list shows (status,
 * lock, deletion).
 */
export function useSecurityActions(id: number, { onChanged }: { onChanged?: () => void } = {}) {
  const client = useQueryClient();
  const confirm = useConfirm();
  const feedback = useFeedback();
  const write = useVersionedWrite();
  const stale = useStaleNotice(userKeys.detail(id));
  /** The version of what the tab shows. */
  const shown = () => shownVersion(client, userKeys.security(id));

  /** The user's open sessions, which a deactivation, a deletion or a new password end on the server. */
  const refreshSessions = () => client.invalidateQueries({ queryKey: sessionsKeys.detail(id) });

  // Unlock, status and deletion answer the user's new security data; the list's rows carry the
  // user's state (and a deleted user leaves the list).
  const securityChange = useMutation({
    mutationFn: (change: (ifMatch: string | null) => Promise<VersionedAnswer<UserSecurity>>) => write(userKeys.detail(id), shown(), change),
    onSuccess: (security) => {
      client.setQueryData(userKeys.security(id), security);
      // Said at once; the lists reload behind.
      void client.invalidateQueries({ queryKey: userKeys.lists() });
      void refreshSessions();
      onChanged?.();
    },
  });
  // A new password ends the user's sessions: their list reloads, and the change is said without
  // waiting for it (a slow link would hold the dialog open).
  const password = useMutation({
    mutationFn: (next: string) => write(userKeys.detail(id), shown(), (ifMatch) => usersApi.changePassword(id, next, ifMatch)),
    onSuccess: () => {
      void refreshSessions();
    },
  });

  const run = async (ask: Parameters<typeof confirm>[0], action: () => Promise<unknown>, done: string) => {
    if (!(await confirm(ask))) return false;
    try {
      await action();
      feedback.success(done);
      return true;
    } catch (error) {
      if (!stale.refused(error)) feedback.failure(error);
      return false;
    }
  };

  return {
    notice: stale.notice,
    pending: securityChange.isPending || password.isPending,
    unlock: () =>
      run(
        {
          title: 'Confirmar desbloqueo',
          message: '¿Deseas desbloquear a este usuario? Sus intentos fallidos volverán a cero y podrá iniciar sesión de nuevo.',
          confirmText: 'Desbloquear',
        },
        () => securityChange.mutateAsync((ifMatch) => usersApi.unlock(id, ifMatch)),
        'Usuario desbloqueado correctamente.',
      ),
    setActive: (isactive: boolean) =>
      run(
        {
          title: 'Confirmar cambio de estado',
          message: isactive
            ? '¿Deseas activar a este usuario? Podrá volver a iniciar sesión.'
            : '¿Deseas desactivar a este usuario? No podrá iniciar sesión y se cerrarán todas sus sesiones abiertas.',
          confirmText: isactive ? 'Activar' : 'Desactivar',
          danger: !isactive,
        },
        () => securityChange.mutateAsync((ifMatch) => usersApi.setActive(id, isactive, ifMatch)),
        isactive ? 'Usuario activado correctamente.' : 'Usuario desactivado correctamente.',
      ),
    remove: () =>
      run(
        {
          title: 'Confirmar eliminación',
          message: '¿Deseas eliminar a este usuario? Esta acción es irreversible: el usuario no podrá volver a iniciar sesión.',
          confirmText: 'Eliminar',
          danger: true,
        },
        () => securityChange.mutateAsync((ifMatch) => usersApi.remove(id, ifMatch)),
        'Usuario eliminado correctamente.',
      ),
    /**
     * Asks its confirmation, then saves the new password: answers whether it was saved; a failure
     * is thrown, for the password dialog to say it (the password still typed there).
     */
    changePassword: async (next: string) => {
      const confirmed = await confirm({
        title: 'Confirmar cambio de contraseña',
        message:
          '¿Deseas cambiar la contraseña de este usuario? Se revocarán todos sus accesos: deberá iniciar sesión de nuevo con la nueva contraseña.',
        confirmText: 'Cambiar contraseña',
        danger: true,
      });
      if (!confirmed) return false;
      try {
        await password.mutateAsync(next);
      } catch (error) {
        // Someone else changed the user: the tab's notice offers the reload too.
        stale.refused(error);
        throw error;
      }
      feedback.success('Contraseña cambiada correctamente.');
      return true;
    },
  };
}

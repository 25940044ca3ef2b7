/** The Security tab: sign-in state, password, unlock, active/inactive and deletion of a user. */
import { usersRoutes } from '@banca/contracts';
import { clearFailedSignIns } from '../../domain/sign-in';
import { findLiveUser, findUser, securityOf, setPassword, updateUser } from '../../domain/users';
import { badRequest } from '../../http/errors';
import { serve } from '../../http/route';
import type { App } from '../../http/types';
import { hashPassword } from '../../security/passwords';

/** An administrator may not lock themself out by deactivating or deleting their own account. */
function refuseSelf(actorId: number, targetId: number, what: string): void {
  if (actorId === targetId) throw badRequest('id', `No puedes ${what} tu propia cuenta.`);
}

export default async function securityRoutes(app: App): Promise<void> {
  serve(app, usersRoutes.userSecurity, async (request) => securityOf(await findUser(app.db, request.params.id)));

  serve(app, usersRoutes.changePassword, async (request) => {
    const { id } = request.params;
    await findLiveUser(app.db, id);
    await setPassword(app.db, id, await hashPassword(request.body.password));
    await app.sessions.revokeAllOf(id);
    return { ok: true as const };
  });

  serve(app, usersRoutes.unlockUser, async (request) => {
    await findLiveUser(app.db, request.params.id);
    await clearFailedSignIns(app.db, request.params.id);
    return securityOf(await findUser(app.db, request.params.id));
  });

  serve(app, usersRoutes.setUserStatus, async (request) => {
    const { id } = request.params;
    const { isactive } = request.body;
    if (!isactive) refuseSelf(request.auth.user.id, id, 'desactivar');
    await findLiveUser(app.db, id);
    const security = securityOf(await updateUser(app.db, id, { isactive }));
    if (!isactive) await app.sessions.revokeAllOf(id);
    return security;
  });

  serve(app, usersRoutes.deleteUser, async (request) => {
    const { id } = request.params;
    refuseSelf(request.auth.user.id, id, 'eliminar');
    await findLiveUser(app.db, id);
    const security = securityOf(await updateUser(app.db, id, { deletedat: new Date(), isactive: false }));
    await app.sessions.revokeAllOf(id);
    return security;
  });
}

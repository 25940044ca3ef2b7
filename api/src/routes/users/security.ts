/** The Security tab: sign-in state, password, unlock, active/inactive and deletion of a user. */
import { usersRoutes } from '@banca/contracts';
import { auditedWrite } from '../../domain/audit';
import { findLiveUser, findUser, securityOf, setPassword, unlockUser, updateUser } from '../../domain/users';
import { actorOf } from '../../http/actor';
import { badRequest } from '../../http/errors';
import { ifMatchOf, sendVersion } from '../../http/preconditions';
import { serve } from '../../http/route';
import type { App } from '../../http/types';
import { hashPassword } from '../../security/passwords';

/** An administrator may not lock themself out by deactivating or deleting their own account. */
function refuseSelf(actorId: number, targetId: number, what: string): void {
  if (actorId === targetId) throw badRequest('id', `No puedes ${what} tu propia cuenta.`);
}

export default async function securityRoutes(app: App): Promise<void> {
  serve(app, usersRoutes.userSecurity, async (request, reply) => {
    const user = await findUser(app.db, request.params.id);
    sendVersion(reply, user.version);
    return securityOf(user);
  });

  serve(app, usersRoutes.changePassword, async (request, reply) => {
    const { id } = request.params;
    const condition = ifMatchOf(request);
    // Refused before the (deliberately slow) hashing when the user cannot be changed at all.
    await findLiveUser(app.db, id);
    const passwordHash = await hashPassword(request.body.password);
    const user = await auditedWrite(app.db, actorOf(request), (tx, audit) => setPassword(tx, audit, id, passwordHash, condition));
    await app.sessions.revokeAllOf(id);
    sendVersion(reply, user.version);
    return { ok: true as const };
  });

  serve(app, usersRoutes.unlockUser, async (request, reply) => {
    const condition = ifMatchOf(request);
    const user = await auditedWrite(app.db, actorOf(request), (tx, audit) => unlockUser(tx, audit, request.params.id, condition));
    sendVersion(reply, user.version);
    return securityOf(user);
  });

  serve(app, usersRoutes.setUserStatus, async (request, reply) => {
    const { id } = request.params;
    const { isactive } = request.body;
    if (!isactive) refuseSelf(request.auth.user.id, id, 'desactivar');
    const condition = ifMatchOf(request);
    const user = await auditedWrite(app.db, actorOf(request), (tx, audit) => updateUser(tx, audit, 'status', id, { isactive }, condition));
    if (!isactive) await app.sessions.revokeAllOf(id);
    sendVersion(reply, user.version);
    return securityOf(user);
  });

  serve(app, usersRoutes.deleteUser, async (request, reply) => {
    const { id } = request.params;
    refuseSelf(request.auth.user.id, id, 'eliminar');
    const condition = ifMatchOf(request);
    const user = await auditedWrite(app.db, actorOf(request), (tx, audit) =>
      updateUser(tx, audit, 'delete', id, { deletedat: app.clock.now(), isactive: false }, condition),
    );
    await app.sessions.revokeAllOf(id);
    sendVersion(reply, user.version);
    return securityOf(user);
  });
}

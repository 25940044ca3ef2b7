/** The Security tab: sign-in state, password, unlock, active/inactive and deletion of a user. */
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { findLiveUser, findUser, securityOf } from '../../domain/users';
import { badRequest } from '../../http/errors';
import { errorResponses, IdParams, Ok } from '../../http/schemas';
import type { App } from '../../http/types';
import { hashPassword } from '../../security/passwords';
import { Password, SecuritySchema } from './schemas';

const conflictResponse = { 409: Type.Ref('ErrorBody') };

export default async function securityRoutes(app: App): Promise<void> {
  const updateSecurity = async (id: number, changes: Partial<typeof users.$inferInsert>) => {
    const [updated] = await app.db
      .update(users)
      .set({ ...changes, updatedat: new Date() })
      .where(eq(users.id, id))
      .returning();
    return securityOf(updated);
  };

  /** An administrator may not lock themself out by deactivating or deleting their own account. */
  const refuseSelf = (actorId: number, targetId: number, what: string) => {
    if (actorId === targetId) throw badRequest('id', `No puedes ${what} tu propia cuenta.`);
  };

  app.get(
    '/users/detail/:id/security',
    {
      config: { access: 'users:read' },
      schema: {
        tags: ['users'],
        summary: 'Estado de acceso de un usuario',
        params: IdParams,
        response: { 200: SecuritySchema, ...errorResponses },
      },
    },
    async (request) => securityOf(await findUser(app.db, request.params.id)),
  );

  app.put(
    '/users/detail/:id/password',
    {
      config: { access: 'users:write' },
      schema: {
        tags: ['users'],
        summary: 'Cambia la contraseña y revoca todos los accesos del usuario',
        params: IdParams,
        body: Type.Object({ password: Password }),
        response: { 200: Ok, ...conflictResponse, ...errorResponses },
      },
    },
    async (request) => {
      await findLiveUser(app.db, request.params.id);
      await app.db
        .update(users)
        .set({ password_hash: await hashPassword(request.body.password), updatedat: new Date() })
        .where(eq(users.id, request.params.id));
      await app.sessions.revokeAllOf(request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/users/detail/:id/unlock',
    {
      config: { access: 'users:write' },
      schema: {
        tags: ['users'],
        summary: 'Desbloquea un usuario: pone a cero los intentos fallidos',
        params: IdParams,
        response: { 200: SecuritySchema, ...conflictResponse, ...errorResponses },
      },
    },
    async (request) => {
      await findLiveUser(app.db, request.params.id);
      return updateSecurity(request.params.id, { loginattempts: 0 });
    },
  );

  app.put(
    '/users/detail/:id/status',
    {
      config: { access: 'users:write' },
      schema: {
        tags: ['users'],
        summary: 'Activa o desactiva un usuario (desactivar revoca sus accesos)',
        params: IdParams,
        body: Type.Object({ isactive: Type.Boolean() }),
        response: { 200: SecuritySchema, ...conflictResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!request.body.isactive) refuseSelf(request.auth.user.id, id, 'desactivar');
      await findLiveUser(app.db, id);
      const security = await updateSecurity(id, { isactive: request.body.isactive });
      if (!request.body.isactive) await app.sessions.revokeAllOf(id);
      return security;
    },
  );

  app.delete(
    '/users/detail/:id',
    {
      config: { access: 'users:write' },
      schema: {
        tags: ['users'],
        summary: 'Elimina un usuario (queda registrado con su fecha de eliminación y ya no puede entrar)',
        params: IdParams,
        response: { 200: SecuritySchema, ...conflictResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      refuseSelf(request.auth.user.id, id, 'eliminar');
      await findLiveUser(app.db, id);
      const security = await updateSecurity(id, { deletedat: new Date(), isactive: false });
      await app.sessions.revokeAllOf(id);
      return security;
    },
  );
}

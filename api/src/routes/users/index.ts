/** The users resource: list, create, profile and update; security, modules, settings and an owner's credit beside. */
import { usersRoutes } from '@banca/contracts';
import { totalPages } from '../../domain/paging';
import { createUser, profileOf, updateProfile, UserListQueries, USERS_NAMESPACE, userView } from '../../domain/users';
import { serve } from '../../http/route';
import type { App } from '../../http/types';
import { withETag } from '../../http/preconditions';
import { writeOf } from '../../http/writes';
import creditRoutesPlugin from './credit';
import moduleRoutes from './modules';
import securityRoutes from './security';
import settingRoutes from './settings';

export default async function usersRoutesPlugin(app: App): Promise<void> {
  const listQueries = new UserListQueries(app.db, app.lists);
  // Every write under /users (profile, security, modules, settings) clears the cached list, on every
  // instance, before its answer leaves, so the screen that re-reads the list right after sees the change.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET') await app.lists.invalidate(USERS_NAMESPACE);
  });

  serve(app, usersRoutes.listUsers, async (request) => {
    const page = request.query.page ?? 1;
    const { rows, total } = await listQueries.page(page, request.query.search?.trim() ?? '');
    return { users: rows, page, total, totalPages: totalPages(total) };
  });
  serve(app, usersRoutes.userProfile, async (request, reply) => withETag(reply, await userView(app.db, request.params.id, profileOf)));

  serve(app, usersRoutes.createUser, async (request, reply) =>
    reply.status(201).send({ id: await createUser(app.db, request.body, writeOf(request)) }),
  );
  serve(app, usersRoutes.updateUser, async (request, reply) =>
    withETag(reply, await updateProfile(app.db, request.params.id, request.body, writeOf(request))),
  );

  await app.register(securityRoutes);
  await app.register(moduleRoutes);
  await app.register(settingRoutes);
  await app.register(creditRoutesPlugin);
}

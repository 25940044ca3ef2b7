/** The Security tab: sign-in state, password, unlock, active/inactive and deletion of a user. */
import { usersRoutes } from '@banca/contracts';
import { deleteUser, setUserPassword, setUserStatus, unlockUser } from '../../domain/user-security';
import { securityOf, userView } from '../../domain/users';
import { serve } from '../../http/route';
import type { App } from '../../http/types';
import { withETag } from '../../http/preconditions';
import { writeOf } from '../../http/writes';

export default async function securityRoutes(app: App): Promise<void> {
  serve(app, usersRoutes.userSecurity, async (request, reply) => withETag(reply, await userView(app.db, request.params.id, securityOf)));

  serve(app, usersRoutes.changePassword, async (request, reply) =>
    withETag(reply, await setUserPassword(app.db, app.sessions, request.params.id, request.body.password, writeOf(request))),
  );
  serve(app, usersRoutes.unlockUser, async (request, reply) =>
    withETag(reply, await unlockUser(app.db, request.params.id, writeOf(request))),
  );
  serve(app, usersRoutes.setUserStatus, async (request, reply) =>
    withETag(reply, await setUserStatus(app.db, app.sessions, request.params.id, request.body.isactive, writeOf(request))),
  );
  serve(app, usersRoutes.deleteUser, async (request, reply) =>
    withETag(reply, await deleteUser(app.db, app.sessions, request.params.id, writeOf(request))),
  );
}

/** The Modules tab: which game modules a user may sell, and each game's limit and prize plan (payout, commission). */
import { usersRoutes } from '@banca/contracts';
import { configureUserGame, readModuleGames, readPrizePlan, readUserModules, savePrizePlan, setUserModule } from '../../domain/modules';
import { callerOf, callerScope } from '../../http/caller';
import { serve } from '../../http/route';
import type { App } from '../../http/types';
import { withETag } from '../../http/preconditions';
import { writeOf } from '../../http/writes';

export default async function moduleRoutes(app: App): Promise<void> {
  serve(app, usersRoutes.userModules, async (request, reply) => withETag(reply, await readUserModules(app.db, request.params.id)));
  serve(app, usersRoutes.moduleGames, async (request, reply) =>
    withETag(reply, await readModuleGames(app.db, request.params.id, request.params.moduleId)),
  );

  serve(app, usersRoutes.assignModule, async (request, reply) =>
    withETag(reply, await setUserModule(app.db, request.params.id, request.body, writeOf(request))),
  );
  serve(app, usersRoutes.configureGame, async (request, reply) => {
    const { id, moduleId, gameTypeId } = request.params;
    return withETag(reply, await configureUserGame(app.db, id, moduleId, gameTypeId, request.body, writeOf(request)));
  });

  serve(app, usersRoutes.prizePlan, async (request, reply) =>
    withETag(reply, await readPrizePlan(app.db, request.params.id, callerScope(callerOf(request)))),
  );
  serve(app, usersRoutes.savePrizePlan, async (request, reply) =>
    withETag(reply, await savePrizePlan(app.db, request.params.id, request.body, writeOf(request))),
  );
}

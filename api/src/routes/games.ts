/** Games: the game modules with their enabled users and current draws, a module's game types, and its sales settings. */
import { gamesRoutes } from '@banca/contracts';
import { createGame, gameDetail, gameModules, updateGameSettings, updateGameType } from '../domain/games';
import { scopeOf } from '../domain/scope';
import { withETag } from '../http/preconditions';
import { serve } from '../http/route';
import { writeOf } from '../http/writes';
import type { App } from '../http/types';

export default async function gamesRoutesPlugin(app: App): Promise<void> {
  serve(app, gamesRoutes.listGames, async (request) => gameModules(app.db, scopeOf(request.auth.user)));
  serve(app, gamesRoutes.game, async (request, reply) => withETag(reply, await gameDetail(app.db, request.params.id)));
  serve(app, gamesRoutes.createGame, async (request, reply) =>
    reply.status(201).send(withETag(reply, await createGame(app.db, request.body, writeOf(request), app.drawHorizonDays))),
  );
  serve(app, gamesRoutes.updateGameSettings, async (request, reply) =>
    withETag(reply, await updateGameSettings(app.db, request.params.id, request.body, writeOf(request), app.drawHorizonDays)),
  );
  serve(app, gamesRoutes.updateGameType, async (request, reply) =>
    withETag(reply, await updateGameType(app.db, request.params.id, request.params.type_id, request.body, writeOf(request))),
  );
}

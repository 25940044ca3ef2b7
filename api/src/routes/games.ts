/** Games: the game modules with their enabled users and current draws, a module's game types, its sales settings and its days off. */
import { gamesRoutes } from '@banca/contracts';
import { addDayOff, listDaysOff, removeDayOff } from '../domain/draws/days-off';
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
  serve(app, gamesRoutes.daysOff, async (request) => listDaysOff(app.db, request.params.id));
  serve(app, gamesRoutes.addDayOff, async (request, reply) =>
    reply
      .status(201)
      .send(await addDayOff(app.db, request.params.id, { date: request.body.date, reason: request.body.reason.trim() }, writeOf(request))),
  );
  serve(app, gamesRoutes.removeDayOff, async (request) => {
    await removeDayOff(app.db, request.params.id, request.params.date, writeOf(request), app.drawHorizonDays);
    return { ok: true as const };
  });
}

/** Games: the game modules with their enabled users and current draws, a module's game types, and its sales settings. */
import { gamesRoutes } from '@banca/contracts';
import { gameDetail, gameModules, updateGameSettings } from '../domain/games';
import { actorOf } from '../http/actor';
import { ifMatchOf, sendVersion } from '../http/preconditions';
import { serve } from '../http/route';
import type { App } from '../http/types';

export default async function gamesRoutesPlugin(app: App): Promise<void> {
  serve(app, gamesRoutes.listGames, async () => gameModules(app.db));
  serve(app, gamesRoutes.game, async (request, reply) => {
    const { record, version } = await gameDetail(app.db, request.params.id);
    sendVersion(reply, version);
    return record;
  });
  serve(app, gamesRoutes.updateGameSettings, async (request, reply) => {
    const { record, version } = await updateGameSettings(app.db, request.params.id, request.body, ifMatchOf(request), actorOf(request));
    sendVersion(reply, version);
    return record;
  });
}

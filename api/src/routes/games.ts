/** Games: the game modules with their enabled users and current draws, and a module's game types. */
import { gamesRoutes } from '@banca/contracts';
import { gameDetail, gameModules } from '../domain/games';
import { serve } from '../http/route';
import type { App } from '../http/types';

export default async function gamesRoutesPlugin(app: App): Promise<void> {
  serve(app, gamesRoutes.listGames, async () => gameModules(app.db));
  serve(app, gamesRoutes.game, async (request) => gameDetail(app.db, request.params.id));
}

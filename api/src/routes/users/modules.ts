/** The Modules tab: which game modules a user may sell, and each game's commission and limit. */
import { usersRoutes } from '@banca/contracts';
import { hasAtMostTwoDecimals } from '@banca/contracts/limits';
import { assertGameTypeOf, assignModule, findModule, gamesOf, moduleAssigned, modulesOf, saveGameConfig } from '../../domain/modules';
import { findLiveUser, findUser } from '../../domain/users';
import { badRequest } from '../../http/errors';
import { serve } from '../../http/route';
import type { App } from '../../http/types';

export default async function moduleRoutes(app: App): Promise<void> {
  serve(app, usersRoutes.userModules, async (request) => {
    await findUser(app.db, request.params.id);
    return modulesOf(app.db, request.params.id);
  });

  serve(app, usersRoutes.assignModule, async (request) => {
    const userId = request.params.id;
    await findLiveUser(app.db, userId);
    await findModule(app.db, request.body.id);
    await assignModule(app.db, userId, request.body.id, request.body.assigned);
    return modulesOf(app.db, userId);
  });

  serve(app, usersRoutes.moduleGames, async (request) => {
    const { id: userId, moduleId } = request.params;
    await findUser(app.db, userId);
    const found = await findModule(app.db, moduleId);
    const assigned = await moduleAssigned(app.db, userId, moduleId);
    const games = await gamesOf(app.db, userId, moduleId);
    return {
      module: { id: found.id, name: found.name, assigned },
      games,
      enabled: games.filter((g) => g.enabled).length,
      total: games.length,
    };
  });

  serve(app, usersRoutes.configureGame, async (request) => {
    const { id: userId, moduleId, gameTypeId } = request.params;
    const { profit_percentage } = request.body;
    if (profit_percentage !== undefined && !hasAtMostTwoDecimals(profit_percentage)) {
      throw badRequest('profit_percentage', 'El campo «profit_percentage» debe tener como máximo 2 decimales.');
    }
    await findLiveUser(app.db, userId);
    await assertGameTypeOf(app.db, moduleId, gameTypeId);
    await saveGameConfig(app.db, userId, gameTypeId, request.body);
    const games = await gamesOf(app.db, userId, moduleId);
    return games.find((g) => g.game_type_id === gameTypeId)!;
  });
}

/** The Modules tab: which game modules a user may sell, and each game's commission and limit. */
import { usersRoutes } from '@banca/contracts';
import { hasAtMostTwoDecimals } from '@banca/contracts/limits';
import { assertGameTypeOf, assignModule, findModule, gamesOf, moduleAssigned, modulesOf, saveGameConfig } from '../../domain/modules';
import { auditedWrite } from '../../domain/audit';
import { findUser, writeBelowUser } from '../../domain/users';
import { actorOf } from '../../http/actor';
import { badRequest } from '../../http/errors';
import { ifMatchOf, sendVersion } from '../../http/preconditions';
import { serve } from '../../http/route';
import type { App } from '../../http/types';

export default async function moduleRoutes(app: App): Promise<void> {
  serve(app, usersRoutes.userModules, async (request, reply) => {
    // The version first: modules changed after it only make a later write ask for a reload.
    sendVersion(reply, (await findUser(app.db, request.params.id)).version);
    return modulesOf(app.db, request.params.id);
  });

  serve(app, usersRoutes.assignModule, async (request, reply) => {
    const userId = request.params.id;
    const condition = ifMatchOf(request);
    await findModule(app.db, request.body.id);
    const { answer, version } = await auditedWrite(app.db, actorOf(request), (tx, audit) =>
      writeBelowUser(tx, userId, condition, async () => {
        await assignModule(tx, audit, userId, request.body.id, request.body.assigned);
        return modulesOf(tx, userId);
      }),
    );
    sendVersion(reply, version);
    return answer;
  });

  serve(app, usersRoutes.moduleGames, async (request, reply) => {
    const { id: userId, moduleId } = request.params;
    sendVersion(reply, (await findUser(app.db, userId)).version);
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

  serve(app, usersRoutes.configureGame, async (request, reply) => {
    const { id: userId, moduleId, gameTypeId } = request.params;
    const condition = ifMatchOf(request);
    const { profit_percentage } = request.body;
    if (profit_percentage !== undefined && !hasAtMostTwoDecimals(profit_percentage)) {
      throw badRequest('profit_percentage', 'El campo «profit_percentage» debe tener como máximo 2 decimales.');
    }
    await assertGameTypeOf(app.db, moduleId, gameTypeId);
    const { answer, version } = await auditedWrite(app.db, actorOf(request), (tx, audit) =>
      writeBelowUser(tx, userId, condition, async () => {
        await saveGameConfig(tx, audit, userId, gameTypeId, request.body);
        const games = await gamesOf(tx, userId, moduleId);
        return games.find((g) => g.game_type_id === gameTypeId)!;
      }),
    );
    sendVersion(reply, version);
    return answer;
  });
}

/** The Modules tab: which game modules a user may sell, and each game's commission and limit. */
import { Type } from '@sinclair/typebox';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameTypes, modules, userGameConfigs, userModules } from '../../db/schema';
import { findLiveUser, findUser } from '../../domain/users';
import { badRequest, notFound } from '../../http/errors';
import { errorResponses, hasAtMostTwoDecimals } from '../../http/schemas';
import type { App } from '../../http/types';
import { GameConfigSchema, ModuleGamesSchema, ModuleSchema, Percentage } from './schemas';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const ModuleParams = Type.Object({ id: Id, moduleId: Id });
const GameParams = Type.Object({ id: Id, moduleId: Id, gameTypeId: Id });
const conflictResponse = { 409: Type.Ref('ErrorBody') };

async function modulesOf(db: Database, userId: number) {
  const rows = await db
    .select({
      id: modules.id,
      code: modules.code,
      name: modules.name,
      assigned: sql<boolean>`coalesce(${userModules.assigned}, false)`,
      game_types: sql<number>`(select count(*)::int from ${gameTypes} where ${gameTypes.module_id} = ${modules.id})`,
      configurations: sql<number>`(select count(*)::int from ${userGameConfigs} join ${gameTypes} on ${gameTypes.id} = ${userGameConfigs.game_type_id}
        where ${gameTypes.module_id} = ${modules.id} and ${userGameConfigs.user_id} = ${userId} and ${userGameConfigs.enabled})`,
    })
    .from(modules)
    .leftJoin(userModules, and(eq(userModules.module_id, modules.id), eq(userModules.user_id, userId)))
    .orderBy(asc(modules.sort_order), asc(modules.id));
  return rows;
}

async function findModule(db: Database, moduleId: number) {
  const [found] = await db.select().from(modules).where(eq(modules.id, moduleId)).limit(1);
  if (!found) throw notFound('El módulo');
  return found;
}

async function gamesOf(db: Database, userId: number, moduleId: number) {
  return db
    .select({
      game_type_id: gameTypes.id,
      name: gameTypes.name,
      kind: gameTypes.kind,
      enabled: sql<boolean>`coalesce(${userGameConfigs.enabled}, false)`,
      profit_percentage: sql<number>`coalesce(${userGameConfigs.profit_percentage}, 0)::float8`,
      sales_limit: sql<number>`coalesce(${userGameConfigs.sales_limit}, 0)`,
    })
    .from(gameTypes)
    .leftJoin(userGameConfigs, and(eq(userGameConfigs.game_type_id, gameTypes.id), eq(userGameConfigs.user_id, userId)))
    .where(eq(gameTypes.module_id, moduleId))
    .orderBy(asc(gameTypes.id));
}

export default async function moduleRoutes(app: App): Promise<void> {
  app.get(
    '/users/detail/:id/modules',
    {
      config: { access: 'users:read' },
      schema: {
        tags: ['users'],
        summary: 'Módulos de juego con su estado para el usuario',
        params: Type.Object({ id: Id }),
        response: { 200: Type.Array(ModuleSchema), ...errorResponses },
      },
    },
    async (request) => {
      await findUser(app.db, request.params.id);
      return modulesOf(app.db, request.params.id);
    },
  );

  app.post(
    '/users/detail/:id/modules',
    {
      config: { access: 'users:write' },
      schema: {
        tags: ['users'],
        summary: 'Asigna o retira un módulo (el módulo con `assigned` cambiado); responde la lista actualizada',
        params: Type.Object({ id: Id }),
        body: Type.Object({
          id: Id,
          assigned: Type.Boolean(),
          name: Type.Optional(Type.String({ maxLength: 120 })),
          configurations: Type.Optional(Type.Integer()),
        }),
        response: { 200: Type.Array(ModuleSchema), ...conflictResponse, ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.params.id;
      await findLiveUser(app.db, userId);
      await findModule(app.db, request.body.id);
      await app.db
        .insert(userModules)
        .values({ user_id: userId, module_id: request.body.id, assigned: request.body.assigned })
        .onConflictDoUpdate({ target: [userModules.user_id, userModules.module_id], set: { assigned: request.body.assigned } });
      return modulesOf(app.db, userId);
    },
  );

  app.get(
    '/users/detail/:id/modules/:moduleId/games',
    {
      config: { access: 'users:read' },
      schema: {
        tags: ['users'],
        summary: 'Tipos de juego de un módulo con la configuración del usuario (habilitados N de M)',
        params: ModuleParams,
        response: { 200: ModuleGamesSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id: userId, moduleId } = request.params;
      await findUser(app.db, userId);
      const found = await findModule(app.db, moduleId);
      const [assignment] = await app.db
        .select({ assigned: userModules.assigned })
        .from(userModules)
        .where(and(eq(userModules.user_id, userId), eq(userModules.module_id, moduleId)));
      const games = await gamesOf(app.db, userId, moduleId);
      return {
        module: { id: found.id, name: found.name, assigned: assignment?.assigned ?? false },
        games,
        enabled: games.filter((g) => g.enabled).length,
        total: games.length,
      };
    },
  );

  app.put(
    '/users/detail/:id/modules/:moduleId/games/:gameTypeId',
    {
      config: { access: 'users:write' },
      schema: {
        tags: ['users'],
        summary: 'Habilita un tipo de juego y guarda su porcentaje de ganancia (0–100) y límite de venta (entero ≥ 0)',
        params: GameParams,
        body: Type.Object({
          enabled: Type.Optional(Type.Boolean()),
          profit_percentage: Type.Optional(Percentage),
          sales_limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000000 })),
        }),
        response: { 200: GameConfigSchema, ...conflictResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id: userId, moduleId, gameTypeId } = request.params;
      const { profit_percentage, sales_limit, enabled } = request.body;
      if (profit_percentage !== undefined && !hasAtMostTwoDecimals(profit_percentage)) {
        throw badRequest('profit_percentage', 'El campo «profit_percentage» debe tener como máximo 2 decimales.');
      }
      await findLiveUser(app.db, userId);
      const [game] = await app.db
        .select({ id: gameTypes.id })
        .from(gameTypes)
        .where(and(eq(gameTypes.id, gameTypeId), eq(gameTypes.module_id, moduleId)));
      if (!game) throw notFound('El tipo de juego');
      const changes = {
        ...(enabled !== undefined ? { enabled } : {}),
        ...(profit_percentage !== undefined ? { profit_percentage } : {}),
        ...(sales_limit !== undefined ? { sales_limit } : {}),
      };
      await app.db
        .insert(userGameConfigs)
        .values({ user_id: userId, game_type_id: gameTypeId, ...changes })
        .onConflictDoUpdate({
          target: [userGameConfigs.user_id, userGameConfigs.game_type_id],
          set: Object.keys(changes).length ? changes : { enabled: sql`${userGameConfigs.enabled}` },
        });
      const games = await gamesOf(app.db, userId, moduleId);
      return games.find((g) => g.game_type_id === gameTypeId)!;
    },
  );
}

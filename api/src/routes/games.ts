/** Games: the game modules with their enabled users and current draws, and a module's game types. */
import { Type } from '@sinclair/typebox';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { draws, GAME_KINDS, gameTypes, modules, userModules, users } from '../db/schema';
import { notFound } from '../http/errors';
import { errorResponses, IdParams, StringEnum } from '../http/schemas';
import type { App } from '../http/types';

/** How many enabled users and current draws each module of the list shows. */
const ENABLED_USERS_SHOWN = 20;
const CURRENT_DRAWS_SHOWN = 10;

export const GameModuleSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  enabledUsers: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() })),
  enabled_users_total: Type.Integer(),
  draws: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), date: Type.String({ format: 'date-time' }) })),
});

export const GameDetailSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  types: Type.Array(
    Type.Object({
      id: Type.Integer(),
      code: Type.String(),
      name: Type.String(),
      kind: StringEnum(GAME_KINDS),
      description: Type.String(),
      payout: Type.Number(),
      min_bet: Type.Number(),
    }),
  ),
});

export default async function gamesRoutes(app: App): Promise<void> {
  app.get(
    '/ticket_booths/games/list',
    {
      config: { access: 'catalog:read' },
      schema: {
        tags: ['games'],
        summary: 'Módulos de juego con sus usuarios habilitados (hasta 20) y sus próximos sorteos activos o pendientes (hasta 10)',
        response: { 200: Type.Array(GameModuleSchema), ...errorResponses },
      },
    },
    async () => {
      // Each module's first users and next draws, ranked per module in one query each.
      const rankedUsers = app.db
        .select({
          module_id: userModules.module_id,
          id: users.id,
          name: sql<string>`${users.first_name} || ' ' || ${users.last_name}`.as('name'),
          email: users.email,
          rank: sql<number>`(row_number() over (partition by ${userModules.module_id} order by ${users.id}))::int`.as('rank'),
          total: sql<number>`(count(*) over (partition by ${userModules.module_id}))::int`.as('total'),
        })
        .from(userModules)
        .innerJoin(users, eq(users.id, userModules.user_id))
        .where(and(eq(userModules.assigned, true), isNull(users.deletedat)))
        .as('ranked_users');
      const rankedDraws = app.db
        .select({
          module_id: draws.module_id,
          id: draws.id,
          name: draws.name,
          date: draws.draw_at,
          rank: sql<number>`(row_number() over (partition by ${draws.module_id} order by ${draws.draw_at}, ${draws.id}))::int`.as('rank'),
        })
        .from(draws)
        .where(inArray(draws.status, ['active', 'pending']))
        .as('ranked_draws');
      const [moduleRows, userRows, drawRows] = await Promise.all([
        app.db.select().from(modules).orderBy(asc(modules.sort_order), asc(modules.id)),
        app.db
          .select()
          .from(rankedUsers)
          .where(lte(rankedUsers.rank, ENABLED_USERS_SHOWN))
          .orderBy(asc(rankedUsers.module_id), asc(rankedUsers.rank)),
        app.db
          .select()
          .from(rankedDraws)
          .where(lte(rankedDraws.rank, CURRENT_DRAWS_SHOWN))
          .orderBy(asc(rankedDraws.module_id), asc(rankedDraws.rank)),
      ]);
      return moduleRows.map((m) => {
        const enabled = userRows.filter((u) => u.module_id === m.id);
        return {
          id: m.id,
          code: m.code,
          name: m.name,
          description: m.description,
          enabledUsers: enabled.map(({ id, name, email }) => ({ id, name, email })),
          enabled_users_total: enabled[0]?.total ?? 0,
          draws: drawRows.filter((d) => d.module_id === m.id).map(({ id, name, date }) => ({ id, name, date: date.toISOString() })),
        };
      });
    },
  );

  app.get(
    '/ticket_booths/games/detail/:id',
    {
      config: { access: 'catalog:read' },
      schema: {
        tags: ['games'],
        summary: 'Un módulo de juego con sus tipos de juego (apuesta simple o parley)',
        params: IdParams,
        response: { 200: GameDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const [found] = await app.db.select().from(modules).where(eq(modules.id, request.params.id)).limit(1);
      if (!found) throw notFound('El juego');
      const types = await app.db
        .select({
          id: gameTypes.id,
          code: gameTypes.code,
          name: gameTypes.name,
          kind: gameTypes.kind,
          description: gameTypes.description,
          payout: gameTypes.payout,
          min_bet: gameTypes.min_bet,
        })
        .from(gameTypes)
        .where(eq(gameTypes.module_id, found.id))
        .orderBy(asc(gameTypes.id));
      return { id: found.id, code: found.code, name: found.name, description: found.description, types };
    },
  );
}

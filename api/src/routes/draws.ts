/** Draws: the list grouped by game module (type, status, day and top-prize filters) and one draw with its sales. */
import { Type, type Static } from '@sinclair/typebox';
import { and, asc, desc, eq, gte, notInArray, sql } from 'drizzle-orm';
import { DRAW_STATUSES, draws, modules, tickets } from '../db/schema';
import { scopeOf, ticketScope } from '../domain/scope';
import { withinDays } from '../domain/time';
import { notFound } from '../http/errors';
import { errorResponses, IdParams, Nullable, StringEnum } from '../http/schemas';
import type { App } from '../http/types';

/** The draw types of the filter: three named modules, and `otro` for every other module. */
const NAMED_TYPES = ['loteria_nacional', 'loteria_primitiva', 'bingo'] as const;
const DRAW_TYPES = [...NAMED_TYPES, 'otro'] as const;

const DrawStatus = StringEnum(DRAW_STATUSES);

export const DrawListQuery = Type.Object({
  type: Type.Optional(StringEnum(DRAW_TYPES)),
  status: Type.Optional(DrawStatus),
  date: Type.Optional(Type.String({ format: 'date', maxLength: 10 })),
  min_prize: Type.Optional(Type.Number({ minimum: 0, maximum: 1e12 })),
});

export const DrawSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  draw_at: Type.String({ format: 'date-time' }),
  status: DrawStatus,
  prize: Type.Number(),
});

/** The draws of one game module. */
export const DrawGroupSchema = Type.Object({
  game_type_name: Type.String(),
  module_id: Type.Integer(),
  module_code: Type.String(),
  draws: Type.Array(DrawSchema),
});

export const DrawListSchema = Type.Object({ game_types: Type.Array(DrawGroupSchema) });

export const DrawDetailSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  module_id: Type.Integer(),
  game_type_name: Type.String(),
  module_code: Type.String(),
  draw_at: Type.String({ format: 'date-time' }),
  created_at: Type.String({ format: 'date-time' }),
  status: DrawStatus,
  prize: Type.Number(),
  winning_numbers: Nullable(Type.String()),
  tickets_count: Type.Integer(),
  sales_total: Type.Number(),
  winners_count: Type.Integer(),
  prizes_total: Type.Number(),
});

export default async function drawsRoutes(app: App): Promise<void> {
  app.get(
    '/draws/list',
    {
      config: { access: 'catalog:read' },
      schema: {
        tags: ['draws'],
        summary: 'Sorteos agrupados por módulo de juego, del más reciente al más antiguo; filtra por tipo, estado, día y premio mayor',
        description:
          '`type`: loteria_nacional, loteria_primitiva, bingo u otro (cualquier otro módulo). `date`: AAAA-MM-DD, día del sorteo en hora de Caracas. `min_prize`: premio mayor mínimo.',
        querystring: DrawListQuery,
        response: { 200: DrawListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { type, status, date, min_prize } = request.query;
      const rows = await app.db
        .select({
          module_id: modules.id,
          module_code: modules.code,
          module_name: modules.name,
          id: draws.id,
          name: draws.name,
          created_at: draws.created_at,
          draw_at: draws.draw_at,
          status: draws.status,
          prize: draws.prize,
        })
        .from(draws)
        .innerJoin(modules, eq(modules.id, draws.module_id))
        .where(
          and(
            type === undefined ? undefined : type === 'otro' ? notInArray(modules.code, [...NAMED_TYPES]) : eq(modules.code, type),
            status !== undefined ? eq(draws.status, status) : undefined,
            date !== undefined ? withinDays(draws.draw_at, date) : undefined,
            min_prize !== undefined ? gte(draws.prize, min_prize) : undefined,
          ),
        )
        .orderBy(asc(modules.sort_order), asc(modules.id), desc(draws.draw_at), desc(draws.id));
      const groups = new Map<number, Static<typeof DrawGroupSchema>>();
      for (const row of rows) {
        let group = groups.get(row.module_id);
        if (!group) {
          group = { game_type_name: row.module_name, module_id: row.module_id, module_code: row.module_code, draws: [] };
          groups.set(row.module_id, group);
        }
        group.draws.push({
          id: row.id,
          name: row.name,
          created_at: row.created_at.toISOString(),
          draw_at: row.draw_at.toISOString(),
          status: row.status,
          prize: row.prize,
        });
      }
      return { game_types: [...groups.values()] };
    },
  );

  app.get(
    '/draws/detail/:id',
    {
      config: { access: 'catalog:read' },
      schema: {
        tags: ['draws'],
        summary: 'Un sorteo con sus tickets, ventas, ganadores y premios (de lo que el usuario puede ver)',
        params: IdParams,
        response: { 200: DrawDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const [found] = await app.db
        .select({
          id: draws.id,
          name: draws.name,
          module_id: draws.module_id,
          game_type_name: modules.name,
          module_code: modules.code,
          draw_at: draws.draw_at,
          created_at: draws.created_at,
          status: draws.status,
          prize: draws.prize,
          winning_numbers: draws.winning_numbers,
        })
        .from(draws)
        .innerJoin(modules, eq(modules.id, draws.module_id))
        .where(eq(draws.id, request.params.id))
        .limit(1);
      if (!found) throw notFound('El sorteo');
      const [figures] = await app.db
        .select({
          tickets_count: sql<number>`count(*)::int`,
          sales_total: sql<number>`coalesce(sum(${tickets.amount}), 0)::float8`,
          winners_count: sql<number>`(count(*) filter (where ${tickets.is_winner}))::int`,
          prizes_total: sql<number>`coalesce(sum(${tickets.prize_amount}), 0)::float8`,
        })
        .from(tickets)
        .where(and(eq(tickets.draw_id, found.id), ticketScope(scopeOf(request.auth.user))));
      return {
        ...found,
        draw_at: found.draw_at.toISOString(),
        created_at: found.created_at.toISOString(),
        ...figures,
      };
    },
  );
}

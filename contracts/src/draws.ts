/** Draws: the list grouped by game module (type, status, day and top-prize filters) and one draw with its sales. */
import { Type, type Static } from '@sinclair/typebox';
import { Day, errorResponses, type Filters, IdParams, Moment, Nullable, StringEnum } from './common';
import { DRAW_STATUSES, DRAW_TYPES } from './enums';
import { MAX_PRIZE_FILTER } from './limits';
import { defineRoute } from './route';

const DrawStatusSchema = StringEnum(DRAW_STATUSES);

export const DrawListQuerySchema = Type.Object({
  type: Type.Optional(StringEnum(DRAW_TYPES)),
  status: Type.Optional(DrawStatusSchema),
  date: Type.Optional(Day),
  min_prize: Type.Optional(Type.Number({ minimum: 0, maximum: MAX_PRIZE_FILTER })),
});
export type DrawListQuery = Static<typeof DrawListQuerySchema>;
/** The draws page's filters (null: no filter). */
export type DrawFilters = Filters<DrawListQuery>;

export const DrawSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  created_at: Moment,
  draw_at: Moment,
  status: DrawStatusSchema,
  prize: Type.Number(),
});
export type Draw = Static<typeof DrawSchema>;

/** The draws of one game module. */
export const DrawGroupSchema = Type.Object({
  game_type_name: Type.String(),
  module_id: Type.Integer(),
  module_code: Type.String(),
  draws: Type.Array(DrawSchema),
});
export type DrawGroup = Static<typeof DrawGroupSchema>;

/** GET /v1/draws/list: the draws grouped by game module. */
export const DrawListSchema = Type.Object({ game_types: Type.Array(DrawGroupSchema) });
export type DrawList = Static<typeof DrawListSchema>;

export const DrawDetailSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  module_id: Type.Integer(),
  game_type_name: Type.String(),
  module_code: Type.String(),
  draw_at: Moment,
  created_at: Moment,
  status: DrawStatusSchema,
  prize: Type.Number(),
  winning_numbers: Nullable(Type.String()),
  tickets_count: Type.Integer(),
  sales_total: Type.Number(),
  winners_count: Type.Integer(),
  prizes_total: Type.Number(),
});
export type DrawDetail = Static<typeof DrawDetailSchema>;

const tags = ['draws'];

export const drawsRoutes = {
  listDraws: defineRoute({
    method: 'GET',
    url: '/v1/draws/list',
    access: 'catalog:read',
    schema: {
      tags,
      summary: 'Sorteos agrupados por módulo de juego, del más reciente al más antiguo; filtra por tipo, estado, día y premio mayor',
      description:
        '`type`: loteria_nacional, loteria_primitiva, bingo u otro (cualquier otro módulo). `date`: AAAA-MM-DD, día del sorteo en hora de Caracas. `min_prize`: premio mayor mínimo.',
      querystring: DrawListQuerySchema,
      response: { 200: DrawListSchema, ...errorResponses },
    },
  }),
  draw: defineRoute({
    method: 'GET',
    url: '/v1/draws/detail/:id',
    access: 'catalog:read',
    schema: {
      tags,
      summary: 'Un sorteo con sus tickets, ventas, ganadores y premios (de lo que el usuario puede ver)',
      params: IdParams,
      response: { 200: DrawDetailSchema, ...errorResponses },
    },
  }),
};

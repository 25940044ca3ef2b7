/**
 * Draws: the list grouped by game module (type, status, day and top-prize filters), one draw with
 * its sales and results history, and its lifecycle: close sales, enter the result, correct it.
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  ConflictBody,
  conflictResponse,
  Day,
  errorResponses,
  type Filters,
  heavyResponses,
  Id,
  IdParams,
  IfMatchHeaders,
  Moment,
  Nullable,
  RequiredText,
  staleResponse,
  StringEnum,
  WithETag,
} from './common';
import { BET_FORMATS, RESULT_FORMATS } from './draw-rules';
import { DRAW_ORIGINS, DRAW_STATUSES, DRAW_TYPES, EXPOSURE_SORTS, LIMIT_SCOPES, SORT_ORDERS } from './enums';
import { EXPOSURE_PAGE, MAX_PAGE, MAX_PRIZE_FILTER, MAX_RESULT_PART_LENGTH } from './limits';
import { CURRENCIES } from './money';
import { defineRoute } from './route';

const DrawStatusSchema = StringEnum(DRAW_STATUSES);

export const DrawListQuerySchema = Type.Object({
  /** One game module (the modules the catalog has: `GET /v1/ticket_booths/games/list`). */
  module_id: Type.Optional(Id),
  /** Kept for links made before `module_id`: three named modules or `otro`. */
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
  /** How the result of this draw is written (`RESULT_FORMAT_SPECS` of `@banca/contracts/draw-rules`). */
  result_format: StringEnum(RESULT_FORMATS),
  /** The confirmed result's parts, in the format's order; null until settled. */
  result_parts: Nullable(Type.Array(Type.String())),
  closed_at: Nullable(Moment),
  settled_at: Nullable(Moment),
  /** `schedule` (made by the planner) or `manual` (an extra draw, or one whose time was changed by hand). */
  origin: StringEnum(DRAW_ORIGINS),
  /** When it was suspended, and why (null unless `suspended`). */
  suspended_at: Nullable(Moment),
  suspend_reason: Nullable(Type.String()),
  /** When its sales close: `draw_at` minus its module's `cutoff_minutes`. */
  cutoff_at: Moment,
  /** Tickets and sales that count (cancelled tickets do not). */
  tickets_count: Type.Integer(),
  sales_total: Type.Number(),
  /** Tickets cancelled (not counting those refunded). */
  cancelled_count: Type.Integer(),
  /** Tickets refunded by its suspension, what they owe back, and what was paid back. */
  refunded_count: Type.Integer(),
  refunds_total: Type.Number(),
  refunds_paid: Type.Number(),
  winners_count: Type.Integer(),
  /** Every winner's prize. */
  prizes_total: Type.Number(),
  /** What was really paid, and to how many tickets. */
  prizes_paid: Type.Number(),
  paid_count: Type.Integer(),
  /** Prizes won and not paid yet. */
  prizes_unpaid: Type.Number(),
  /** Whether its lottery confirms the feed's results at once (`auto_results`). */
  auto_results: Type.Boolean(),
  /** A result the feed proposed, waiting for a person to confirm it (its lottery's `auto_results` off); null when none. */
  proposed_result: Nullable(
    Type.Object({ numbers: Type.String(), parts: Type.Array(Type.String()), source: Type.String(), proposed_at: Moment }),
  ),
  /** Every confirmation of the result, newest first: the first entry and each correction. */
  results_history: Type.Array(
    Type.Object({
      id: Type.Integer(),
      winning_numbers: Type.String(),
      previous_numbers: Nullable(Type.String()),
      /** The administrator's name, or `Resultados: <source>` when the feed entered it. */
      entered_by: Type.String(),
      entered_at: Moment,
    }),
  ),
});
export type DrawDetail = Static<typeof DrawDetailSchema>;

/** A draw's result as typed: one text per part of its module's format (e.g. six numbers of 1–49). */
export const DrawResultBodySchema = Type.Object({
  numbers: Type.Array(Type.String({ maxLength: MAX_RESULT_PART_LENGTH }), { minItems: 1, maxItems: 12 }),
});
export type DrawResultBody = Static<typeof DrawResultBodySchema>;

export const DrawExposureQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: EXPOSURE_PAGE.max, default: EXPOSURE_PAGE.size })),
  sort: Type.Optional(StringEnum(EXPOSURE_SORTS, { default: 'payout' })),
  order: Type.Optional(StringEnum(SORT_ORDERS, { default: 'desc' })),
  /** Only the numbers whose sales passed a limit (one lowered after they sold, or sales before limits existed). */
  over_limit: Type.Optional(StringEnum(['true'] as const)),
  /** The one currency of the figures (default: the banca's; 400 naming it when not enabled). */
  currency: Type.Optional(StringEnum(CURRENCIES)),
});
export type DrawExposureQuery = Static<typeof DrawExposureQuerySchema>;

/** One number of a draw (a game type's selection) with what was sold on it. */
export const ExposureRowSchema = Type.Object({
  game_type_id: Type.Integer(),
  game_type_name: Type.String(),
  /** How its selection is written (`00` of `animal` is shown `00 Ballena`: `selectionLabel`). */
  bet_format: StringEnum(BET_FORMATS),
  selection: Type.String(),
  /** Amount sold on it. */
  amount: Type.Number(),
  tickets: Type.Integer(),
  /** What the house pays if it wins: the sum of its lines' stake × payout. */
  payout: Type.Number(),
  /**
   * The sales limit that binds on it (the least left) among those the viewer may see — global, and
   * each owner's, booth's and seller account's that sold it — with whose it is; null when none applies.
   */
  limit: Nullable(
    Type.Object({
      scope: StringEnum(LIMIT_SCOPES),
      /** Whose: the owner's name, the booth's name or the seller account's label; null for global. */
      holder: Nullable(Type.String()),
      max_amount: Type.Number(),
      /** Sold in that limit's scope. */
      sold: Type.Number(),
      /** What may still be sold (0 when passed). */
      available: Type.Number(),
    }),
  ),
  /** Whether its sales in one of those scopes passed that scope's limit. */
  over_limit: Type.Boolean(),
});
export type ExposureRow = Static<typeof ExposureRowSchema>;

/** GET /v1/draws/detail/:id/exposure: a page of the draw's numbers and the figures of all of them. */
export const DrawExposureSchema = Type.Object({
  draw: Type.Object({ id: Type.Integer(), name: Type.String(), status: DrawStatusSchema, draw_at: Moment }),
  /** Every amount, payout and limit is of this currency's tickets only. */
  currency: StringEnum(CURRENCIES),
  numbers: Type.Array(ExposureRowSchema),
  page: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
  summary: Type.Object({
    amount: Type.Number(),
    tickets: Type.Integer(),
    /** The largest payout of one number: the most the draw can cost on a single number. */
    max_payout: Type.Number(),
    over_limit: Type.Integer(),
  }),
});
export type DrawExposure = Static<typeof DrawExposureSchema>;

/**
 * A correction refused: the draw has no result yet (no `code`), or the correction would change a
 * prize already paid (`RESULT_HAS_PAID_PRIZES`, with those tickets).
 */
export const DrawCorrectionConflictSchema = Type.Object(
  {
    statusCode: Type.Literal(409),
    error: Type.String(),
    code: Type.Optional(StringEnum(['RESULT_HAS_PAID_PRIZES'] as const)),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    /** The paid tickets whose prize the correction would change. */
    tickets: Type.Optional(Type.Array(Type.Object({ id: Type.Integer(), code: Type.String() }))),
  },
  { description: 'Conflicto: sin resultado que corregir, o RESULT_HAS_PAID_PRIZES.' },
);

/** POST /v1/draws/create: an extra draw of a lottery at a moment of its own. */
export const DrawCreateBodySchema = Type.Object({ module_id: Id, draw_at: Moment });
export type DrawCreateBody = Static<typeof DrawCreateBodySchema>;

/** PUT /v1/draws/detail/:id: an open draw's new time. */
export const DrawMoveBodySchema = Type.Object({ draw_at: Moment });
export type DrawMoveBody = Static<typeof DrawMoveBodySchema>;

/** POST /v1/draws/detail/:id/suspend: why the draw did not happen. */
export const DrawSuspendBodySchema = Type.Object({ reason: RequiredText(500) });
export type DrawSuspendBody = Static<typeof DrawSuspendBodySchema>;

const DrawCreateConflictSchema = ConflictBody(['DRAW_EXISTS'] as const);
const DrawMoveConflictSchema = ConflictBody(['DRAW_EXISTS', 'DRAW_CLOSED'] as const);
const DrawSuspendConflictSchema = ConflictBody(['DRAW_SETTLED', 'DRAW_SUSPENDED'] as const);

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
        '`module_id`: un módulo de juego (los del catálogo). `type` (anterior): loteria_nacional, loteria_primitiva, bingo u otro (cualquier otro módulo). ' +
        '`date`: AAAA-MM-DD, día del sorteo en hora de Caracas. `min_prize`: premio mayor mínimo.',
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
      response: { 200: WithETag(DrawDetailSchema), ...errorResponses },
    },
  }),
  drawExposure: defineRoute({
    method: 'GET',
    url: '/v1/draws/detail/:id/exposure',
    access: 'reports:read',
    heavy: true,
    schema: {
      tags,
      summary: 'Exposición por número: lo vendido, los tickets y el pago si gana cada número, con el tope que lo limita y de quién es',
      description:
        'Una fila por tipo de juego y selección, de los tickets no anulados que el usuario puede ver (un cliente, los de sus taquillas; un vendedor de tickets, sus ventas). `sort`: payout (por defecto), amount, tickets o selection; `order`: desc (por defecto) o asc; `over_limit=true`: solo los números con ventas por encima de un tope. 50 por página (`limit` hasta 500).',
      params: IdParams,
      querystring: DrawExposureQuerySchema,
      response: { 200: DrawExposureSchema, ...errorResponses, ...heavyResponses },
    },
  }),
  closeDrawSales: defineRoute({
    method: 'POST',
    url: '/v1/draws/detail/:id/close',
    access: 'draws:write',
    schema: {
      tags,
      summary: 'Cierra las ventas de un sorteo abierto antes de su hora (a su hora se cierran solas)',
      description: 'Solo administradores. 409 si las ventas ya están cerradas; 412 si el sorteo cambió desde la lectura (If-Match).',
      params: IdParams,
      headers: IfMatchHeaders,
      response: { 200: WithETag(DrawDetailSchema), ...staleResponse, ...conflictResponse, ...errorResponses },
    },
  }),
  enterDrawResult: defineRoute({
    method: 'POST',
    url: '/v1/draws/detail/:id/result',
    access: 'draws:write',
    schema: {
      tags,
      summary: 'Confirma el resultado de un sorteo cerrado y liquida todos sus tickets en una transacción',
      description:
        'Solo administradores. `numbers`: un valor por parte del formato del módulo (`result_format`); un valor fuera del formato es un 400 que nombra `numbers`. Cada jugada gana o pierde según la regla de su tipo de juego (una apuesta simple acierta su selección; un parley acierta todas sus partes); premio = monto × pago. 409 si el sorteo sigue abierto o ya tiene resultado (corríjalo con PUT); 412 si cambió desde la lectura.',
      params: IdParams,
      headers: IfMatchHeaders,
      body: DrawResultBodySchema,
      response: { 200: WithETag(DrawDetailSchema), ...staleResponse, ...conflictResponse, ...errorResponses },
    },
  }),
  correctDrawResult: defineRoute({
    method: 'PUT',
    url: '/v1/draws/detail/:id/result',
    access: 'draws:write',
    schema: {
      tags,
      summary:
        'Corrige el resultado de un sorteo liquidado: vuelve a liquidar sus tickets (los premios se recalculan, no se suman) y queda en el historial',
      description:
        'Solo administradores. 409 si el sorteo aún no tiene resultado; 409 RESULT_HAS_PAID_PRIZES (con esos `tickets`) si la corrección cambiaría un premio ya pagado, y nada cambia; 412 si cambió desde la lectura (If-Match).',
      params: IdParams,
      headers: IfMatchHeaders,
      body: DrawResultBodySchema,
      response: { 200: WithETag(DrawDetailSchema), ...staleResponse, 409: DrawCorrectionConflictSchema, ...errorResponses },
    },
  }),
  createDraw: defineRoute({
    method: 'POST',
    url: '/v1/draws/create',
    access: 'draws:write',
    schema: {
      tags,
      summary: 'Crea un sorteo extra de una lotería a una hora propia (fuera de su horario)',
      description:
        'Solo administradores. `draw_at` en el futuro (400 que lo nombra si ya pasó); la lotería activa (400 que nombra `module_id`); ' +
        'un día feriado de la lotería es un 400 que nombra `draw_at`. 409 DRAW_EXISTS si la lotería ya tiene un sorteo a esa hora. ' +
        'Un sorteo extra (`origin: manual`) no lo borra un cambio del horario.',
      body: DrawCreateBodySchema,
      response: { 201: WithETag(DrawDetailSchema), 409: DrawCreateConflictSchema, ...errorResponses },
    },
  }),
  moveDraw: defineRoute({
    method: 'PUT',
    url: '/v1/draws/detail/:id',
    access: 'draws:write',
    schema: {
      tags,
      summary: 'Cambia la hora de un sorteo abierto',
      description:
        'Solo administradores. 400 que nombra `draw_at` si la nueva hora ya pasó; 409 DRAW_CLOSED si el sorteo no está abierto; ' +
        '409 DRAW_EXISTS si la lotería ya tiene un sorteo a esa hora; 412 si cambió desde la lectura (If-Match). ' +
        'El sorteo queda `origin: manual`: un cambio del horario no lo borra, y el planificador no vuelve a crear la hora que dejó.',
      params: IdParams,
      headers: IfMatchHeaders,
      body: DrawMoveBodySchema,
      response: { 200: WithETag(DrawDetailSchema), ...staleResponse, 409: DrawMoveConflictSchema, ...errorResponses },
    },
  }),
  suspendDraw: defineRoute({
    method: 'POST',
    url: '/v1/draws/detail/:id/suspend',
    access: 'draws:write',
    schema: {
      tags,
      summary: 'Suspende un sorteo que no se realizó: todos sus tickets activos quedan reintegrados en la misma transacción',
      description:
        'Solo administradores. Estado `suspended`; cada ticket activo pasa a `refunded` (quién, cuándo, por qué): su monto sale de los topes, ' +
        'la exposición, los reportes y la comisión, y se le debe al comprador (`POST /v1/tickets/detail/{id}/refund`). Se avisa a los propietarios ' +
        'de las taquillas. 409 DRAW_SETTLED si ya tiene resultado, DRAW_SUSPENDED si ya está suspendido; 412 si cambió desde la lectura (If-Match).',
      params: IdParams,
      headers: IfMatchHeaders,
      body: DrawSuspendBodySchema,
      response: { 200: WithETag(DrawDetailSchema), ...staleResponse, 409: DrawSuspendConflictSchema, ...errorResponses },
    },
  }),
};

/** Games: the game modules with their enabled users and current draws, and a module's game types. */
import { Type, type Static } from '@sinclair/typebox';
import {
  ConflictBody,
  Day,
  errorResponses,
  Id,
  IdParams,
  IfMatchHeaders,
  Money,
  Moment,
  Nullable,
  OkSchema,
  RequiredText,
  StringEnum,
  staleResponse,
  Text,
  WithETag,
} from './common';
import { BET_FORMATS, RESULT_FORMATS, SCHEDULE_TIME_PATTERN } from './draw-rules';
import { GAME_KINDS, GAME_STATUSES } from './enums';
import { CUTOFF_MINUTES, PRIZE_EXPIRY_DAYS } from './limits';
import { defineRoute } from './route';

export const GameModuleSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  enabledUsers: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() })),
  enabled_users_total: Type.Integer(),
  draws: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), date: Moment })),
});
export type GameModule = Static<typeof GameModuleSchema>;

/** Longest code of a lottery or a game type (letters, digits, `_` and `-`). */
export const GAME_CODE_PATTERN = '^[A-Za-z0-9_-]{1,20}$';

/**
 * A lottery's schedule: each entry draws at each of its `times` on each of its `weekdays` (ISO: 1
 * Monday … 7 Sunday). The detail answers one entry per set of weekdays, times in order.
 */
export const ScheduleSchema = Type.Array(
  Type.Object({
    weekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { minItems: 1, maxItems: 7, uniqueItems: true }),
    times: Type.Array(Type.String({ pattern: SCHEDULE_TIME_PATTERN }), { minItems: 1, maxItems: 96, uniqueItems: true }),
  }),
  { maxItems: 20 },
);
export type Schedule = Static<typeof ScheduleSchema>;

export const GameTypeSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  kind: StringEnum(GAME_KINDS),
  /** How a bet of this type is written and settled (`BET_FORMATS`); it matches its lottery's result format. */
  bet_format: StringEnum(BET_FORMATS),
  description: Type.String(),
  /** Payout multiplier of a winning line, as of the next sale (a sold line keeps its `potential_payout`). */
  payout: Type.Number(),
  /** The smallest stake of one line in each currency. */
  min_bet: Type.Object({ VES: Type.Number(), USD: Type.Number() }),
  /** The largest stake of one line in each currency; null: no maximum. */
  max_bet: Type.Object({ VES: Nullable(Type.Number()), USD: Nullable(Type.Number()) }),
  /** An inactive game type sells no line. */
  status: StringEnum(GAME_STATUSES),
  /** The type's version: send it as If-Match when editing the type. */
  version: Type.Integer(),
});
export type GameType = Static<typeof GameTypeSchema>;

export const GameDetailSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /** How its draws' results are written (`RESULT_FORMATS`). */
  result_format: StringEnum(RESULT_FORMATS),
  /** Minutes before a draw's time its sales close (0–60). */
  cutoff_minutes: Type.Integer(),
  /** Days after a draw its prizes may still be paid. */
  prize_expiry_days: Type.Integer(),
  /** An inactive lottery gets no new draws. */
  status: StringEnum(GAME_STATUSES),
  /** A result from the feed (`POST /v1/results/feed`) is confirmed at once; off: proposed, for a person to confirm. */
  auto_results: Type.Boolean(),
  schedule: ScheduleSchema,
  types: Type.Array(GameTypeSchema),
});
export type GameDetail = Static<typeof GameDetailSchema>;

/** A game type's minimum bet in each currency (ARCHITECTURE §9). */
const MinBetsSchema = Type.Object({ VES: Money, USD: Money }, { additionalProperties: false });
/** Its maximum bet in each currency; null: no maximum. */
const MaxBetsSchema = Type.Object({ VES: Nullable(Money), USD: Nullable(Money) }, { additionalProperties: false });

const GameTypeFormSchema = Type.Object({
  code: Type.String({ pattern: GAME_CODE_PATTERN }),
  name: Text(80, 1),
  kind: StringEnum(GAME_KINDS),
  bet_format: StringEnum(BET_FORMATS),
  payout: Type.Number({ exclusiveMinimum: 0, maximum: 100000 }),
  min_bet: MinBetsSchema,
  max_bet: MaxBetsSchema,
});

/** A new lottery from the "Nuevo juego" form: its settings, schedule and game types. */
export const GameCreateFormSchema = Type.Object({
  code: Type.String({ pattern: GAME_CODE_PATTERN }),
  name: Text(80, 1),
  description: Text(500),
  result_format: StringEnum(RESULT_FORMATS),
  cutoff_minutes: Type.Integer({ minimum: CUTOFF_MINUTES.min, maximum: CUTOFF_MINUTES.max }),
  prize_expiry_days: Type.Integer({ minimum: PRIZE_EXPIRY_DAYS.min, maximum: PRIZE_EXPIRY_DAYS.max }),
  schedule: ScheduleSchema,
  types: Type.Array(GameTypeFormSchema, { minItems: 1, maxItems: 30 }),
});
export type GameCreateForm = Static<typeof GameCreateFormSchema>;

/** A game type's payout, bets and status; what is not sent stays. */
export const GameTypeUpdateFormSchema = Type.Object({
  payout: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100000 })),
  /** Each currency sent is set; one left out stays. */
  min_bet: Type.Optional(Type.Partial(MinBetsSchema, { additionalProperties: false })),
  max_bet: Type.Optional(Type.Partial(MaxBetsSchema, { additionalProperties: false })),
  status: Type.Optional(StringEnum(GAME_STATUSES)),
});
export type GameTypeUpdateForm = Static<typeof GameTypeUpdateFormSchema>;

export const GameTypeParams = Type.Object({ id: Id, type_id: Id });

export const GameConflictSchema = ConflictBody(['GAME_EXISTS'] as const);

/** A module's settings, set by administrators: cutoff and expiry always; name, description, schedule and status when sent. */
export const GameSettingsFormSchema = Type.Object({
  cutoff_minutes: Type.Integer({ minimum: CUTOFF_MINUTES.min, maximum: CUTOFF_MINUTES.max }),
  prize_expiry_days: Type.Integer({ minimum: PRIZE_EXPIRY_DAYS.min, maximum: PRIZE_EXPIRY_DAYS.max }),
  name: Type.Optional(Text(80, 1)),
  description: Type.Optional(Text(500)),
  schedule: Type.Optional(ScheduleSchema),
  status: Type.Optional(StringEnum(GAME_STATUSES)),
  auto_results: Type.Optional(Type.Boolean()),
});
export type GameSettingsForm = Static<typeof GameSettingsFormSchema>;

/** A lottery's day off (a holiday): no draw of it that day. */
export const DayOffSchema = Type.Object({
  date: Day,
  reason: Type.String(),
  created_at: Moment,
});
export type DayOff = Static<typeof DayOffSchema>;
export const DayOffListSchema = Type.Object({ days_off: Type.Array(DayOffSchema) });
export type DayOffList = Static<typeof DayOffListSchema>;
export const DayOffFormSchema = Type.Object({ date: Day, reason: RequiredText(200) });
export type DayOffForm = Static<typeof DayOffFormSchema>;
/** A day off added: its draws of that day suspended (those with tickets, refunded) or removed (those without). */
export const DayOffAddedSchema = Type.Composite([
  DayOffSchema,
  Type.Object({ suspended_draws: Type.Integer(), removed_draws: Type.Integer() }),
]);
export type DayOffAdded = Static<typeof DayOffAddedSchema>;
export const DayOffParams = Type.Object({ id: Id, date: Day });
const DayOffConflictSchema = ConflictBody(['DAY_OFF_EXISTS'] as const);

const tags = ['games'];

export const gamesRoutes = {
  listGames: defineRoute({
    method: 'GET',
    url: '/v1/ticket_booths/games/list',
    access: 'catalog:read',
    schema: {
      tags,
      summary: 'Módulos de juego con sus usuarios habilitados (hasta 20) y sus próximos sorteos activos o pendientes (hasta 10)',
      response: { 200: Type.Array(GameModuleSchema), ...errorResponses },
    },
  }),
  game: defineRoute({
    method: 'GET',
    url: '/v1/ticket_booths/games/detail/:id',
    access: 'catalog:read',
    schema: {
      tags,
      summary: 'Un módulo de juego con sus tipos de juego (apuesta simple o parley) y su cierre de ventas',
      params: IdParams,
      response: { 200: WithETag(GameDetailSchema), ...errorResponses },
    },
  }),
  createGame: defineRoute({
    method: 'POST',
    url: '/v1/ticket_booths/games/create',
    access: 'games:write',
    schema: {
      tags,
      summary: 'Crea una lotería (módulo de juego) con su formato de resultado, su horario y sus tipos de juego',
      description:
        'Solo administradores. El formato de jugada de cada tipo debe corresponder al formato de resultado (400 que nombra el campo). ' +
        '409 GAME_EXISTS si ya hay un juego con ese código. Sus sorteos se crean del horario enseguida.',
      body: GameCreateFormSchema,
      response: { 201: WithETag(GameDetailSchema), 409: GameConflictSchema, ...errorResponses },
    },
  }),
  updateGameSettings: defineRoute({
    method: 'PUT',
    url: '/v1/ticket_booths/games/detail/:id',
    access: 'games:write',
    schema: {
      tags,
      summary:
        'Cambia el cierre de ventas (minutos antes del sorteo, 0–60), la caducidad de los premios (días), y si se envían el nombre, la descripción, el horario y el estado de un módulo de juego',
      description:
        'Solo administradores. Se aplica a las ventas y pagos siguientes. Un cambio de horario vuelve a planificar los sorteos futuros sin tickets; un sorteo con tickets nunca se borra ni se mueve. Un juego inactivo no recibe sorteos nuevos.',
      params: IdParams,
      headers: IfMatchHeaders,
      body: GameSettingsFormSchema,
      response: { 200: WithETag(GameDetailSchema), ...staleResponse, ...errorResponses },
    },
  }),
  updateGameType: defineRoute({
    method: 'PUT',
    url: '/v1/ticket_booths/games/detail/:id/types/:type_id',
    access: 'games:write',
    schema: {
      tags,
      summary: 'Cambia la paga, la apuesta mínima y máxima y el estado de un tipo de juego',
      description: 'Solo administradores. Se aplica a las ventas siguientes: una jugada vendida conserva su premio posible.',
      params: GameTypeParams,
      headers: IfMatchHeaders,
      body: GameTypeUpdateFormSchema,
      response: { 200: WithETag(GameTypeSchema), ...staleResponse, ...errorResponses },
    },
  }),
  daysOff: defineRoute({
    method: 'GET',
    url: '/v1/ticket_booths/games/detail/:id/days-off',
    access: 'catalog:read',
    schema: {
      tags,
      summary: 'Los días feriados de una lotería (sin sorteos), del más próximo al más lejano',
      params: IdParams,
      response: { 200: DayOffListSchema, ...errorResponses },
    },
  }),
  addDayOff: defineRoute({
    method: 'POST',
    url: '/v1/ticket_booths/games/detail/:id/days-off',
    access: 'games:write',
    schema: {
      tags,
      summary:
        'Marca un día feriado de una lotería: sus sorteos de ese día se suspenden (con tickets, reintegrados) o se eliminan (sin tickets)',
      description:
        'Solo administradores. `date` (AAAA-MM-DD, hora de Caracas) de hoy en adelante (400 que lo nombra si ya pasó). El planificador no crea sorteos ese día. ' +
        'Un sorteo de ese día ya liquidado no cambia. 409 DAY_OFF_EXISTS si ya es feriado.',
      params: IdParams,
      body: DayOffFormSchema,
      response: { 201: DayOffAddedSchema, 409: DayOffConflictSchema, ...errorResponses },
    },
  }),
  removeDayOff: defineRoute({
    method: 'DELETE',
    url: '/v1/ticket_booths/games/detail/:id/days-off/:date',
    access: 'games:write',
    schema: {
      tags,
      summary: 'Quita un día feriado de una lotería: el planificador vuelve a crear sus sorteos de ese día',
      description: 'Solo administradores. 404 si ese día no es feriado. Los sorteos suspendidos ese día siguen suspendidos.',
      params: DayOffParams,
      response: { 200: OkSchema, ...errorResponses },
    },
  }),
};

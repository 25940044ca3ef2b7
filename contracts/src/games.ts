/** Games: the game modules with their enabled users and current draws, and a module's game types. */
import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, IdParams, IfMatchHeaders, Moment, StringEnum, staleResponse, WithETag } from './common';
import { GAME_KINDS } from './enums';
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

export const GameDetailSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /** Minutes before a draw's time its sales close (0–60). */
  cutoff_minutes: Type.Integer(),
  /** Days after a draw its prizes may still be paid. */
  prize_expiry_days: Type.Integer(),
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
export type GameDetail = Static<typeof GameDetailSchema>;

/** A module's sales settings, set by administrators. */
export const GameSettingsFormSchema = Type.Object({
  cutoff_minutes: Type.Integer({ minimum: CUTOFF_MINUTES.min, maximum: CUTOFF_MINUTES.max }),
  prize_expiry_days: Type.Integer({ minimum: PRIZE_EXPIRY_DAYS.min, maximum: PRIZE_EXPIRY_DAYS.max }),
});
export type GameSettingsForm = Static<typeof GameSettingsFormSchema>;

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
  updateGameSettings: defineRoute({
    method: 'PUT',
    url: '/v1/ticket_booths/games/detail/:id',
    access: 'games:write',
    schema: {
      tags,
      summary: 'Cambia el cierre de ventas (minutos antes del sorteo, 0–60) y la caducidad de los premios (días) de un módulo de juego',
      description: 'Solo administradores. Se aplica a las ventas y pagos siguientes.',
      params: IdParams,
      headers: IfMatchHeaders,
      body: GameSettingsFormSchema,
      response: { 200: WithETag(GameDetailSchema), ...staleResponse, ...errorResponses },
    },
  }),
};

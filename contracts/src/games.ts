/** Games: the game modules with their enabled users and current draws, and a module's game types. */
import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, IdParams, Moment, StringEnum } from './common';
import { GAME_KINDS } from './enums';
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
      summary: 'Un módulo de juego con sus tipos de juego (apuesta simple o parley)',
      params: IdParams,
      response: { 200: GameDetailSchema, ...errorResponses },
    },
  }),
};

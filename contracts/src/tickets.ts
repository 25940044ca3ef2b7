/** Tickets: the list (search by code, booth and winner filters) and the whole ticket, within the data scope. */
import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, type Filters, Id, IdParams, Moment, Nullable, PageQuery, Paginated, StringEnum } from './common';
import { DRAW_STATUSES, GAME_KINDS, TICKET_STATUSES } from './enums';
import { defineRoute } from './route';

export const TicketRowSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  ticket_booth_id: Type.Integer(),
  booth_name: Type.String(),
  seller_id: Type.Integer(),
  seller_label: Type.String(),
  draw_id: Type.Integer(),
  draw_name: Type.String(),
  amount: Type.Number(),
  /** `pending` until the draw is settled, then `winner` or `loser`. */
  status: StringEnum(TICKET_STATUSES),
  is_winner: Type.Boolean(),
  prize_amount: Type.Number(),
  created_at: Moment,
});
export type TicketRow = Static<typeof TicketRowSchema>;

export const TicketListSchema = Paginated('tickets', TicketRowSchema);
export type TicketList = Static<typeof TicketListSchema>;

export const TicketDetailSchema = Type.Composite([
  TicketRowSchema,
  Type.Object({
    draw: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      draw_at: Moment,
      status: StringEnum(DRAW_STATUSES),
      winning_numbers: Nullable(Type.String()),
    }),
    lines: Type.Array(
      Type.Object({
        id: Type.Integer(),
        game_type_name: Type.String(),
        kind: StringEnum(GAME_KINDS),
        selection: Type.String(),
        amount: Type.Number(),
        potential_payout: Type.Number(),
        is_winner: Type.Boolean(),
      }),
    ),
  }),
]);
export type TicketDetail = Static<typeof TicketDetailSchema>;

export const TicketListQuerySchema = Type.Object({
  ...PageQuery,
  booth_id: Type.Optional(Id),
  status: Type.Optional(StringEnum(TICKET_STATUSES)),
});
export type TicketListQuery = Static<typeof TicketListQuerySchema>;
/** The tickets page's filters (null: no filter). */
export type TicketFilters = Filters<TicketListQuery>;

const tags = ['tickets'];

export const ticketsRoutes = {
  listTickets: defineRoute({
    method: 'GET',
    url: '/v1/tickets/list',
    access: 'tickets:read',
    schema: {
      tags,
      summary:
        'Tickets visibles para el usuario, 10 por página, del más reciente al más antiguo; busca por código y filtra por taquilla y estado (pendiente, ganador, no ganador)',
      querystring: TicketListQuerySchema,
      response: { 200: TicketListSchema, ...errorResponses },
    },
  }),
  ticket: defineRoute({
    method: 'GET',
    url: '/v1/tickets/detail/:id',
    access: 'tickets:read',
    schema: {
      tags,
      summary: 'Un ticket completo: datos, sorteo y jugadas',
      params: IdParams,
      response: { 200: TicketDetailSchema, ...errorResponses },
    },
  }),
};

/** Tickets: the list (search by code, booth and winner filters) and the whole ticket, within the data scope. */
import { Type } from '@sinclair/typebox';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { DRAW_STATUSES, draws, GAME_KINDS, gameTypes, ticketLines, tickets } from '../db/schema';
import { scopeOf, ticketScope } from '../domain/scope';
import { findTicketRow, ticketRows } from '../domain/tickets';
import { notFound } from '../http/errors';
import { errorResponses, IdParams, likePattern, PAGE_SIZE, PageQuery, Paginated, totalPages, Nullable, StringEnum } from '../http/schemas';
import type { App } from '../http/types';

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
  is_winner: Type.Boolean(),
  prize_amount: Type.Number(),
  created_at: Type.String({ format: 'date-time' }),
});

export const TicketListSchema = Paginated('tickets', TicketRowSchema);

export const TicketDetailSchema = Type.Composite([
  TicketRowSchema,
  Type.Object({
    draw: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      draw_at: Type.String({ format: 'date-time' }),
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

export const TicketListQuery = Type.Object({
  ...PageQuery,
  booth_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  winner: Type.Optional(StringEnum(['true', 'false'] as const)),
});

export default async function ticketsRoutes(app: App): Promise<void> {
  app.get(
    '/tickets/list',
    {
      config: { access: 'tickets:read' },
      schema: {
        tags: ['tickets'],
        summary: 'Tickets visibles para el usuario, 10 por página, del más reciente al más antiguo; busca por código',
        querystring: TicketListQuery,
        response: { 200: TicketListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { booth_id, winner } = request.query;
      const page = request.query.page ?? 1;
      const search = request.query.search?.trim();
      const where = and(
        ticketScope(scopeOf(request.auth.user)),
        search ? sql`${tickets.code} ILIKE ${likePattern(search)}` : undefined,
        booth_id !== undefined ? eq(tickets.ticket_booth_id, booth_id) : undefined,
        winner !== undefined ? eq(tickets.is_winner, winner === 'true') : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        ticketRows(app.db, where, PAGE_SIZE, (page - 1) * PAGE_SIZE),
        app.db.select({ total: count() }).from(tickets).where(where),
      ]);
      return { tickets: rows, page, total, totalPages: totalPages(total) };
    },
  );

  app.get(
    '/tickets/detail/:id',
    {
      config: { access: 'tickets:read' },
      schema: {
        tags: ['tickets'],
        summary: 'Un ticket completo: datos, sorteo y jugadas',
        params: IdParams,
        response: { 200: TicketDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const row = await findTicketRow(app.db, request.params.id, ticketScope(scopeOf(request.auth.user)));
      if (!row) throw notFound('El ticket');
      const [[draw], lines] = await Promise.all([
        app.db
          .select({
            id: draws.id,
            name: draws.name,
            draw_at: draws.draw_at,
            status: draws.status,
            winning_numbers: draws.winning_numbers,
          })
          .from(draws)
          .where(eq(draws.id, row.draw_id)),
        app.db
          .select({
            id: ticketLines.id,
            game_type_name: gameTypes.name,
            kind: gameTypes.kind,
            selection: ticketLines.selection,
            amount: ticketLines.amount,
            potential_payout: ticketLines.potential_payout,
            is_winner: ticketLines.is_winner,
          })
          .from(ticketLines)
          .innerJoin(gameTypes, eq(gameTypes.id, ticketLines.game_type_id))
          .where(eq(ticketLines.ticket_id, row.id))
          .orderBy(asc(ticketLines.id)),
      ]);
      return { ...row, draw: { ...draw, draw_at: draw.draw_at.toISOString() }, lines };
    },
  );
}

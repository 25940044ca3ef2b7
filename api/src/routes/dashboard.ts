/** The dashboard: today's figures, today's draws with their state and the latest sales, within the data scope. */
import { Type } from '@sinclair/typebox';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { draws, modules, sellers, tickets } from '../db/schema';
import { scopeOf, ticketScope } from '../domain/scope';
import { businessDayOf, businessTime, withinDays } from '../domain/time';
import { errorResponses, StringEnum } from '../http/schemas';
import type { App } from '../http/types';

const SALES_EVENTS_SHOWN = 10;

export const DashboardSchema = Type.Object({
  stats: Type.Object({
    draws_today: Type.Integer(),
    tickets_today: Type.Integer(),
    sales_today: Type.Number(),
    winners_today: Type.Integer(),
  }),
  draws_today: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      game_type_name: Type.String(),
      time: Type.String({ pattern: '^[0-9]{2}:[0-9]{2}$' }),
      status: StringEnum(['finished', 'in_progress', 'upcoming'] as const),
    }),
  ),
  sales_events: Type.Array(
    Type.Object({
      ticket_id: Type.Integer(),
      user: Type.String(),
      sale: Type.String(),
      amount: Type.Number(),
      time: Type.String({ format: 'date-time' }),
    }),
  ),
});

/**
 * A draw of today is finished once its time has passed; the next one to come (every draw at
 * that same time) is in progress — its sales are open; the later ones are upcoming.
 */
export function drawStates<T extends { draw_at: Date }>(todays: T[], now: Date) {
  const next = todays
    .map((d) => d.draw_at.getTime())
    .filter((t) => t > now.getTime())
    .reduce((a, b) => Math.min(a, b), Infinity);
  return todays.map((d) => ({
    draw: d,
    status:
      d.draw_at.getTime() <= now.getTime()
        ? ('finished' as const)
        : d.draw_at.getTime() === next
          ? ('in_progress' as const)
          : ('upcoming' as const),
  }));
}

export default async function dashboardRoutes(app: App): Promise<void> {
  app.get(
    '/dashboard/summary',
    {
      config: { access: 'dashboard:read' },
      schema: {
        tags: ['dashboard'],
        summary: 'Resumen de hoy (hora de Caracas): cifras, sorteos del día con su estado y últimas ventas',
        description:
          'Las cifras de tickets cuentan los tickets vendidos hoy que el usuario puede ver; `winners_today` son los ganadores entre ellos.',
        response: { 200: DashboardSchema, ...errorResponses },
      },
    },
    async (request) => {
      const now = new Date();
      const today = businessDayOf(now);
      const scope = ticketScope(scopeOf(request.auth.user));
      const [todaysDraws, [figures], latest] = await Promise.all([
        app.db
          .select({
            id: draws.id,
            name: draws.name,
            game_type_name: modules.name,
            draw_at: draws.draw_at,
            time: businessTime(draws.draw_at),
          })
          .from(draws)
          .innerJoin(modules, eq(modules.id, draws.module_id))
          .where(withinDays(draws.draw_at, today))
          .orderBy(asc(draws.draw_at), asc(modules.sort_order), asc(draws.id)),
        app.db
          .select({
            tickets_today: count(),
            sales_today: sql<number>`coalesce(sum(${tickets.amount}), 0)::float8`,
            winners_today: sql<number>`(count(*) filter (where ${tickets.is_winner}))::int`,
          })
          .from(tickets)
          .where(and(withinDays(tickets.created_at, today), scope)),
        app.db
          .select({
            ticket_id: tickets.id,
            user: sellers.label,
            sale: tickets.code,
            amount: tickets.amount,
            time: tickets.created_at,
          })
          .from(tickets)
          .innerJoin(sellers, eq(sellers.id, tickets.seller_id))
          .where(scope)
          .orderBy(desc(tickets.created_at), desc(tickets.id))
          .limit(SALES_EVENTS_SHOWN),
      ]);
      return {
        stats: { draws_today: todaysDraws.length, ...figures },
        draws_today: drawStates(todaysDraws, now).map(({ draw, status }) => ({
          id: draw.id,
          name: draw.name,
          game_type_name: draw.game_type_name,
          time: draw.time,
          status,
        })),
        sales_events: latest.map((e) => ({ ...e, time: e.time.toISOString() })),
      };
    },
  );
}

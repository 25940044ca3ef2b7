/** The dashboard: today's figures, today's draws with their state and the latest sales, within the data scope. */
import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, heavyResponses, Moment, StringEnum } from './common';
import { DRAW_STATUSES } from './enums';
import { CURRENCIES } from './money';
import { defineRoute } from './route';

/** The one currency of the figures (default: the banca's; 400 naming it when not enabled). */
export const DashboardQuerySchema = Type.Object({ currency: Type.Optional(StringEnum(CURRENCIES)) });
export type DashboardQuery = Static<typeof DashboardQuerySchema>;

export const DashboardSummarySchema = Type.Object({
  /** `stats.sales_today` and the latest sales are of this currency's tickets only. */
  currency: StringEnum(CURRENCIES),
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
      status: StringEnum(DRAW_STATUSES),
    }),
  ),
  sales_events: Type.Array(
    Type.Object({
      ticket_id: Type.Integer(),
      user: Type.String(),
      sale: Type.String(),
      amount: Type.Number(),
      currency: StringEnum(CURRENCIES),
      time: Moment,
      /** Cancelled after the sale (it counts in no figure). */
      cancelled: Type.Boolean(),
    }),
  ),
});
export type DashboardSummary = Static<typeof DashboardSummarySchema>;

export const dashboardRoutes = {
  dashboardSummary: defineRoute({
    method: 'GET',
    url: '/v1/dashboard/summary',
    access: 'dashboard:read',
    heavy: true,
    schema: {
      tags: ['dashboard'],
      summary: 'Resumen de hoy (hora de Caracas): cifras, sorteos del día con su estado y últimas ventas',
      description:
        'Las cifras de tickets cuentan los tickets vendidos hoy que el usuario puede ver, sin los anulados; `winners_today` son los ganadores entre ellos. Las últimas ventas muestran también las anuladas (`cancelled`). Todo en una sola moneda (`currency`, por defecto la de la banca): nunca se suman bolívares y dólares.',
      querystring: DashboardQuerySchema,
      response: { 200: DashboardSummarySchema, ...errorResponses, ...heavyResponses },
    },
  }),
};

/** Sales reports by booth, seller account or game module over a range of days, within the data scope. */
import { Type, type Static } from '@sinclair/typebox';
import { Day, errorResponses, heavyResponses, StringEnum } from './common';
import { REPORT_GROUP_BYS } from './enums';
import { MAX_LENGTH, MAX_REPORT_DAYS } from './limits';
import { CURRENCIES } from './money';
import { defineRoute } from './route';
import { TicketRowSchema } from './tickets';

const GroupBySchema = StringEnum(REPORT_GROUP_BYS);

/** The one currency of a money read's figures (default: the banca's; 400 naming it when not enabled). */
const CurrencyQuery = { currency: Type.Optional(StringEnum(CURRENCIES)) };

export const ReportQuerySchema = Type.Object({
  from: Day,
  to: Day,
  group_by: Type.Optional(GroupBySchema),
  ...CurrencyQuery,
});
export type ReportQuery = Static<typeof ReportQuerySchema>;

export const ReportGroupQuerySchema = Type.Object({
  from: Day,
  to: Day,
  group_by: Type.Optional(GroupBySchema),
  /** The id of the booth, seller account or module, as plain decimal text (1 … 2^31−1, checked by the handler). */
  key: Type.String({ minLength: 1, maxLength: MAX_LENGTH.reportKey, pattern: '^[1-9][0-9]*$' }),
  ...CurrencyQuery,
});
export type ReportGroupQuery = Static<typeof ReportGroupQuerySchema>;

/**
 * Each figure on the day it happened: tickets and sales less that day's cancellations, prizes won by
 * the tickets sold that day, net = sales − prizes, the owners' commission on the sales, and the
 * owners' net = sales − prizes − commission.
 */
const Figures = {
  tickets: Type.Integer(),
  sales: Type.Number(),
  prizes: Type.Number(),
  net: Type.Number(),
  commission: Type.Number(),
  owner_net: Type.Number(),
};
export const ReportFiguresSchema = Type.Object(Figures);
export type ReportFigures = Static<typeof ReportFiguresSchema>;

export const SalesReportSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** Every figure is of this currency's tickets only. */
  currency: StringEnum(CURRENCIES),
  group_by: GroupBySchema,
  rows: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      /** Grouped by seller: the account's username and its booth today (null: none), since labels repeat. */
      username: Type.Optional(Type.String()),
      booth: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      ...Figures,
    }),
  ),
  totals: ReportFiguresSchema,
  series: Type.Array(Type.Object({ date: Type.String(), sales: Type.Number(), prizes: Type.Number() })),
});
export type SalesReport = Static<typeof SalesReportSchema>;

export const SalesReportDetailSchema = Type.Object({
  group: Type.Object({ key: Type.String(), label: Type.String() }),
  /** Every figure, and the tickets listed, are of this currency only. */
  currency: StringEnum(CURRENCIES),
  days: Type.Array(Type.Object({ date: Type.String(), ...Figures })),
  totals: ReportFiguresSchema,
  tickets: Type.Array(TicketRowSchema),
});
export type SalesReportDetail = Static<typeof SalesReportDetailSchema>;

const RANGE_HELP =
  `\`from\` y \`to\`: días AAAA-MM-DD (hora de Caracas), ambos incluidos, como máximo ${MAX_REPORT_DAYS} días. ` +
  '`group_by`: booth (taquilla, por defecto), seller (vendedor), game (módulo de juego) o game_type (tipo de juego: la comisión de cada uno, la que cada jugada guardó al venderse). ' +
  '`currency`: la única moneda de las cifras (por defecto la de la banca; 400 si no está habilitada): nunca se suman bolívares y dólares.';
const tags = ['reports'];

export const reportsRoutes = {
  salesReport: defineRoute({
    method: 'GET',
    url: '/v1/reports/sales',
    access: 'reports:read',
    heavy: true,
    schema: {
      tags,
      summary:
        'Ventas, premios, neto, comisión y neto del propietario por taquilla, vendedor o juego en un rango de días, con la serie diaria',
      description: RANGE_HELP,
      querystring: ReportQuerySchema,
      response: { 200: SalesReportSchema, ...errorResponses, ...heavyResponses },
    },
  }),
  salesReportGroup: defineRoute({
    method: 'GET',
    url: '/v1/reports/sales/detail',
    access: 'reports:read',
    heavy: true,
    schema: {
      tags,
      summary: 'Un grupo del reporte de ventas: cifras por día y sus últimos 20 tickets del rango',
      description: `${RANGE_HELP} \`key\`: el id de la taquilla, del vendedor o del módulo.`,
      querystring: ReportGroupQuerySchema,
      response: { 200: SalesReportDetailSchema, ...errorResponses, ...heavyResponses },
    },
  }),
};

/** Sales reports by booth, seller account or game module over a range of days, within the data scope. */
import { Type } from '@sinclair/typebox';
import { checkRange, GROUP_BYS, MAX_REPORT_DAYS, salesReport, salesReportGroup } from '../domain/reports';
import { scopeOf } from '../domain/scope';
import { notFound } from '../http/errors';
import { errorResponses, StringEnum } from '../http/schemas';
import type { App } from '../http/types';
import { TicketRowSchema } from './tickets';

const Day = Type.String({ format: 'date', maxLength: 10 });
const GroupBy = StringEnum(GROUP_BYS);

const ReportQuery = Type.Object({
  from: Day,
  to: Day,
  group_by: Type.Optional(GroupBy),
});

const Figures = {
  tickets: Type.Integer(),
  sales: Type.Number(),
  prizes: Type.Number(),
  net: Type.Number(),
};
const FiguresSchema = Type.Object(Figures);

export const ReportSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  group_by: GroupBy,
  rows: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), ...Figures })),
  totals: FiguresSchema,
  series: Type.Array(Type.Object({ date: Type.String(), sales: Type.Number(), prizes: Type.Number() })),
});

export const ReportGroupSchema = Type.Object({
  group: Type.Object({ key: Type.String(), label: Type.String() }),
  days: Type.Array(Type.Object({ date: Type.String(), ...Figures })),
  totals: FiguresSchema,
  tickets: Type.Array(TicketRowSchema),
});

const RANGE_HELP =
  `\`from\` y \`to\`: días AAAA-MM-DD (hora de Caracas), ambos incluidos, como máximo ${MAX_REPORT_DAYS} días. ` +
  '`group_by`: booth (taquilla, por defecto), seller (vendedor) o game (módulo de juego).';

export default async function reportsRoutes(app: App): Promise<void> {
  app.get(
    '/reports/sales',
    {
      config: { access: 'reports:read' },
      schema: {
        tags: ['reports'],
        summary: 'Ventas, premios y neto por taquilla, vendedor o juego en un rango de días, con la serie diaria',
        description: RANGE_HELP,
        querystring: ReportQuery,
        response: { 200: ReportSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      checkRange(from, to);
      return salesReport(app.db, scopeOf(request.auth.user), from, to, request.query.group_by ?? 'booth');
    },
  );

  app.get(
    '/reports/sales/detail',
    {
      config: { access: 'reports:read' },
      schema: {
        tags: ['reports'],
        summary: 'Un grupo del reporte de ventas: cifras por día y sus últimos 20 tickets del rango',
        description: `${RANGE_HELP} \`key\`: el id de la taquilla, del vendedor o del módulo.`,
        querystring: Type.Object({
          from: Day,
          to: Day,
          group_by: Type.Optional(GroupBy),
          key: Type.String({ minLength: 1, maxLength: 10, pattern: '^[0-9]+$' }),
        }),
        response: { 200: ReportGroupSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { from, to, key } = request.query;
      checkRange(from, to);
      const id = Number(key);
      const group =
        id >= 1 && id <= 2147483647
          ? await salesReportGroup(app.db, scopeOf(request.auth.user), from, to, request.query.group_by ?? 'booth', id)
          : undefined;
      if (!group) throw notFound('El grupo del reporte');
      return group;
    },
  );
}

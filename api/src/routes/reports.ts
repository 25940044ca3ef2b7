/** Sales reports by booth, seller account or game module over a range of days, within the data scope. */
import { reportsRoutes } from '@banca/contracts';
import { MAX_ID } from '@banca/contracts/limits';
import { checkRange, salesReport, salesReportGroup } from '../domain/reports';
import { scopeOf } from '../domain/scope';
import { invalidField, notFound } from '../errors';
import { boundedRead } from '../http/heavy-reads';
import { serve } from '../http/route';
import type { App } from '../http/types';

export default async function reportsRoutesPlugin(app: App): Promise<void> {
  serve(app, reportsRoutes.salesReport, async (request) => {
    const { from, to } = request.query;
    checkRange(from, to);
    return boundedRead(request, (db) =>
      salesReport(db, scopeOf(request.auth.user), from, to, request.query.group_by ?? 'booth', request.query.currency),
    );
  });

  serve(app, reportsRoutes.salesReportGroup, async (request) => {
    const { from, to, key } = request.query;
    checkRange(from, to);
    const id = Number(key);
    if (id > MAX_ID) throw invalidField('key', `El campo «key» debe ser menor o igual a ${MAX_ID}.`);
    const group = await boundedRead(request, (db) =>
      salesReportGroup(db, scopeOf(request.auth.user), from, to, request.query.group_by ?? 'booth', id, request.query.currency),
    );
    if (!group) throw notFound('El grupo del reporte');
    return group;
  });
}

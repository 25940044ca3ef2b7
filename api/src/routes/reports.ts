/** Sales reports by booth, seller account or game module over a range of days, within the data scope. */
import { reportsRoutes } from '@banca/contracts';
import { MAX_ID } from '@banca/contracts/limits';
import { checkRange, salesReport, salesReportGroup } from '../domain/reports';
import { scopeOf } from '../domain/scope';
import { badRequest, notFound } from '../http/errors';
import { serve } from '../http/route';
import type { App } from '../http/types';

export default async function reportsRoutesPlugin(app: App): Promise<void> {
  serve(app, reportsRoutes.salesReport, async (request) => {
    const { from, to } = request.query;
    checkRange(from, to);
    return salesReport(app.db, scopeOf(request.auth.user), from, to, request.query.group_by ?? 'booth');
  });

  serve(app, reportsRoutes.salesReportGroup, async (request) => {
    const { from, to, key } = request.query;
    checkRange(from, to);
    const id = Number(key);
    if (id > MAX_ID) throw badRequest('key', `El campo «key» debe ser menor o igual a ${MAX_ID}.`);
    const group = await salesReportGroup(app.db, scopeOf(request.auth.user), from, to, request.query.group_by ?? 'booth', id);
    if (!group) throw notFound('El grupo del reporte');
    return group;
  });
}

/** The dashboard: today's figures, today's draws with their state and the latest sales, within the data scope. */
import { dashboardRoutes } from '@banca/contracts';
import { dashboardSummary } from '../domain/dashboard';
import { scopeOf } from '../domain/scope';
import { boundedRead } from '../http/heavy-reads';
import { serve } from '../http/route';
import type { App } from '../http/types';

export default async function dashboardRoutesPlugin(app: App): Promise<void> {
  serve(app, dashboardRoutes.dashboardSummary, async (request) =>
    boundedRead(request, (db) => dashboardSummary(db, scopeOf(request.auth.user), app.clock.now(), request.query.currency)),
  );
}

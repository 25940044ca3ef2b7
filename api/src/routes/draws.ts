/** Draws: the list grouped by game module (type, status, day and top-prize filters) and one draw with its sales. */
import { drawsRoutes } from '@banca/contracts';
import { drawDetail, listDraws } from '../domain/draws';
import { scopeOf } from '../domain/scope';
import { checkDays } from '../domain/time';
import { serve } from '../http/route';
import type { App } from '../http/types';

export default async function drawsRoutesPlugin(app: App): Promise<void> {
  serve(app, drawsRoutes.listDraws, async (request) => {
    if (request.query.date !== undefined) checkDays({ date: request.query.date });
    return listDraws(app.db, request.query);
  });
  serve(app, drawsRoutes.draw, async (request) => drawDetail(app.db, request.params.id, scopeOf(request.auth.user)));
}

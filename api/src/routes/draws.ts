/** Draws: the list, one draw, its exposure per number, and its lifecycle (close sales, enter the result, correct it). */
import { drawsRoutes } from '@banca/contracts';
import { createDraw, moveDraw, suspendDraw } from '../domain/draws/changes';
import { drawExposure } from '../domain/draws/exposure';
import { closeDrawSales, correctDrawResult, enterDrawResult } from '../domain/draws/lifecycle';
import { drawDetail, listDraws } from '../domain/draws/reads';
import { scopeOf } from '../domain/scope';
import { checkDays } from '../domain/time';
import { boundedRead } from '../http/heavy-reads';
import { serve } from '../http/route';
import type { App } from '../http/types';
import { withETag } from '../http/preconditions';
import { writeOf } from '../http/writes';

export default async function drawsRoutesPlugin(app: App): Promise<void> {
  serve(app, drawsRoutes.listDraws, async (request) => {
    if (request.query.date !== undefined) checkDays({ date: request.query.date });
    return listDraws(app.db, request.query, app.clock.now());
  });
  serve(app, drawsRoutes.draw, async (request, reply) =>
    withETag(reply, await drawDetail(app.db, request.params.id, scopeOf(request.auth.user), app.clock.now())),
  );
  serve(app, drawsRoutes.drawExposure, async (request) =>
    boundedRead(request, (db) => drawExposure(db, request.params.id, scopeOf(request.auth.user), request.query, app.clock.now())),
  );

  serve(app, drawsRoutes.closeDrawSales, async (request, reply) =>
    withETag(reply, await closeDrawSales(app.db, request.params.id, writeOf(request))),
  );
  serve(app, drawsRoutes.enterDrawResult, async (request, reply) =>
    withETag(reply, await enterDrawResult(app.db, request.params.id, request.body.numbers, writeOf(request))),
  );
  serve(app, drawsRoutes.correctDrawResult, async (request, reply) =>
    withETag(reply, await correctDrawResult(app.db, request.params.id, request.body.numbers, writeOf(request))),
  );

  serve(app, drawsRoutes.createDraw, async (request, reply) =>
    withETag(reply.status(201), await createDraw(app.db, request.body, writeOf(request))),
  );
  serve(app, drawsRoutes.moveDraw, async (request, reply) =>
    withETag(reply, await moveDraw(app.db, request.params.id, request.body.draw_at, writeOf(request))),
  );
  serve(app, drawsRoutes.suspendDraw, async (request, reply) =>
    withETag(reply, await suspendDraw(app.db, request.params.id, request.body.reason.trim(), writeOf(request))),
  );
}

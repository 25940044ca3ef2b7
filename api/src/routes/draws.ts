/** Draws: the list, one draw, its exposure per number, and its lifecycle (close sales, enter the result, correct it). */
import { drawsRoutes } from '@banca/contracts';
import type { FastifyRequest } from 'fastify';
import { closeDrawSales, correctDrawResult, drawDetail, drawExposure, enterDrawResult, listDraws } from '../domain/draws';
import { scopeOf } from '../domain/scope';
import { checkDays } from '../domain/time';
import { actorOf } from '../http/actor';
import { ifMatchOf, sendVersion } from '../http/preconditions';
import { serve } from '../http/route';
import type { App } from '../http/types';

export default async function drawsRoutesPlugin(app: App): Promise<void> {
  serve(app, drawsRoutes.listDraws, async (request) => {
    if (request.query.date !== undefined) checkDays({ date: request.query.date });
    return listDraws(app.db, request.query, app.clock.now());
  });
  serve(app, drawsRoutes.draw, async (request, reply) => {
    const { record, version } = await drawDetail(app.db, request.params.id, scopeOf(request.auth.user), app.clock.now());
    sendVersion(reply, version);
    return record;
  });
  serve(app, drawsRoutes.drawExposure, async (request) =>
    drawExposure(app.db, request.params.id, scopeOf(request.auth.user), request.query, app.clock.now()),
  );

  const writeOf = (request: FastifyRequest) => ({
    condition: ifMatchOf(request),
    userId: request.auth.user.id,
    actor: actorOf(request),
    now: app.clock.now(),
    scope: scopeOf(request.auth.user),
  });
  serve(app, drawsRoutes.closeDrawSales, async (request, reply) => {
    const { record, version } = await closeDrawSales(app.db, request.params.id, writeOf(request));
    sendVersion(reply, version);
    return record;
  });
  serve(app, drawsRoutes.enterDrawResult, async (request, reply) => {
    const { record, version } = await enterDrawResult(app.db, request.params.id, request.body.numbers, writeOf(request));
    sendVersion(reply, version);
    return record;
  });
  serve(app, drawsRoutes.correctDrawResult, async (request, reply) => {
    const { record, version } = await correctDrawResult(app.db, request.params.id, request.body.numbers, writeOf(request));
    sendVersion(reply, version);
    return record;
  });
}

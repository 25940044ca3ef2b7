/** The booths resource (taquillas): list, create, detail, update, delete and the booth's sellers. */
import { type BoothForm, boothsRoutes } from '@banca/contracts';
import type { FastifyReply } from 'fastify';
import {
  assignSellerToBooth,
  type BoothChanges,
  boothDetail,
  clientUserExists,
  createBooth,
  deleteBooth,
  findBooth,
  listBooths,
  removeSellerFromBooth,
  updateBooth,
} from '../domain/booths';
import { auditedWrite } from '../domain/audit';
import { totalPages } from '../domain/paging';
import { scopeOf } from '../domain/scope';
import { actorOf } from '../http/actor';
import { badRequest } from '../http/errors';
import { ifMatchOf, sendVersion } from '../http/preconditions';
import { serve } from '../http/route';
import type { App } from '../http/types';

/** Trims and lower-cases the form and checks that the owner is a client; keeps only the fields sent. */
async function cleanBooth(app: App, body: BoothForm): Promise<BoothChanges & { name: string }> {
  const booth: BoothChanges & { name: string } = { name: body.name.trim() };
  if (body.email !== undefined) booth.email = body.email.trim().toLowerCase();
  if (body.location !== undefined) booth.location = body.location.trim();
  if (body.owner_id !== undefined) {
    if (body.owner_id !== null && !(await clientUserExists(app.db, body.owner_id))) {
      throw badRequest('owner_id', 'El campo «owner_id» debe ser un usuario existente con rol Cliente.');
    }
    booth.owner_id = body.owner_id;
  }
  return booth;
}

export default async function boothsRoutesPlugin(app: App): Promise<void> {
  serve(app, boothsRoutes.listBooths, async (request) => {
    const { rows, page, limit, total } = await listBooths(app.db, scopeOf(request.auth.user), request.query);
    return { booths: rows, page, total, totalPages: totalPages(total, limit) };
  });

  serve(app, boothsRoutes.createBooth, async (request, reply) => {
    const booth = await cleanBooth(app, request.body);
    const id = await auditedWrite(app.db, actorOf(request), (tx, audit) => createBooth(tx, audit, booth));
    return reply.status(201).send({ id });
  });

  serve(app, boothsRoutes.booth, async (request, reply) => {
    const { record, version } = await boothDetail(app.db, request.params.id, scopeOf(request.auth.user));
    sendVersion(reply, version);
    return record;
  });

  /** The booth as it is after a write, with its new version as the ETag. */
  const answerBooth = async (reply: FastifyReply, id: number) => {
    const { record, version } = await boothDetail(app.db, id);
    sendVersion(reply, version);
    return record;
  };

  serve(app, boothsRoutes.updateBooth, async (request, reply) => {
    const { id } = request.params;
    const condition = ifMatchOf(request);
    await findBooth(app.db, id);
    const changes = await cleanBooth(app, request.body);
    await auditedWrite(app.db, actorOf(request), (tx, audit) => updateBooth(tx, audit, id, changes, condition));
    return answerBooth(reply, id);
  });

  serve(app, boothsRoutes.deleteBooth, async (request, reply) => {
    const condition = ifMatchOf(request);
    await findBooth(app.db, request.params.id);
    const version = await auditedWrite(app.db, actorOf(request), (tx, audit) => deleteBooth(tx, audit, request.params.id, condition));
    sendVersion(reply, version);
    return { ok: true as const };
  });

  serve(app, boothsRoutes.addBoothSeller, async (request, reply) => {
    const { id } = request.params;
    const condition = ifMatchOf(request);
    await findBooth(app.db, id);
    await auditedWrite(app.db, actorOf(request), (tx, audit) => assignSellerToBooth(tx, audit, id, request.body.seller_id, condition));
    return answerBooth(reply, id);
  });

  serve(app, boothsRoutes.removeBoothSeller, async (request, reply) => {
    const { id, sellerId } = request.params;
    const condition = ifMatchOf(request);
    await findBooth(app.db, id);
    await auditedWrite(app.db, actorOf(request), (tx, audit) => removeSellerFromBooth(tx, audit, id, sellerId, condition));
    return answerBooth(reply, id);
  });
}

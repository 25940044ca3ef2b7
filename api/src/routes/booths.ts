/** The booths resource (taquillas): list, create, detail, update, delete and the booth's sellers. */
import { type BoothForm, boothsRoutes } from '@banca/contracts';
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
import { totalPages } from '../domain/paging';
import { scopeOf } from '../domain/scope';
import { badRequest } from '../http/errors';
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
    const id = await createBooth(app.db, await cleanBooth(app, request.body));
    return reply.status(201).send({ id });
  });

  serve(app, boothsRoutes.booth, async (request) => boothDetail(app.db, request.params.id, scopeOf(request.auth.user)));

  serve(app, boothsRoutes.updateBooth, async (request) => {
    const { id } = request.params;
    await findBooth(app.db, id);
    await updateBooth(app.db, id, await cleanBooth(app, request.body));
    return boothDetail(app.db, id);
  });

  serve(app, boothsRoutes.deleteBooth, async (request) => {
    await findBooth(app.db, request.params.id);
    await deleteBooth(app.db, request.params.id);
    return { ok: true as const };
  });

  serve(app, boothsRoutes.addBoothSeller, async (request) => {
    const { id } = request.params;
    await findBooth(app.db, id);
    await assignSellerToBooth(app.db, id, request.body.seller_id);
    return boothDetail(app.db, id);
  });

  serve(app, boothsRoutes.removeBoothSeller, async (request) => {
    const { id, sellerId } = request.params;
    await findBooth(app.db, id);
    await removeSellerFromBooth(app.db, id, sellerId);
    return boothDetail(app.db, id);
  });
}

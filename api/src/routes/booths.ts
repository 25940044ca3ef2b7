/** The booths resource (taquillas): list, create, detail, update, delete, the booth's sellers, and who may own one. */
import { boothsRoutes } from '@banca/contracts';
import {
  addBoothSeller,
  boothDetail,
  boothOwners,
  createBooth,
  deleteBooth,
  listBooths,
  removeBoothSeller,
  updateBooth,
} from '../domain/booths';
import { readBoothPlanGames, readBoothPrizePlan, saveBoothPrizePlan } from '../domain/booth-prize-plans';
import { totalPages } from '../domain/paging';
import { scopeOf } from '../domain/scope';
import { serve } from '../http/route';
import type { App } from '../http/types';
import { withETag } from '../http/preconditions';
import { writeOf } from '../http/writes';

export default async function boothsRoutesPlugin(app: App): Promise<void> {
  serve(app, boothsRoutes.listBooths, async (request) => {
    const { rows, page, limit, total } = await listBooths(app.db, scopeOf(request.auth.user), request.query);
    return { booths: rows, page, total, totalPages: totalPages(total, limit) };
  });
  serve(app, boothsRoutes.boothOwners, async (request) => boothOwners(app.db, request.query.search));
  serve(app, boothsRoutes.booth, async (request, reply) =>
    withETag(reply, await boothDetail(app.db, request.params.id, scopeOf(request.auth.user))),
  );

  serve(app, boothsRoutes.createBooth, async (request, reply) =>
    reply.status(201).send({ id: await createBooth(app.db, request.body, writeOf(request)) }),
  );
  serve(app, boothsRoutes.updateBooth, async (request, reply) =>
    withETag(reply, await updateBooth(app.db, request.params.id, request.body, writeOf(request))),
  );
  serve(app, boothsRoutes.deleteBooth, async (request, reply) =>
    withETag(reply, await deleteBooth(app.db, request.params.id, writeOf(request))),
  );
  serve(app, boothsRoutes.addBoothSeller, async (request, reply) =>
    withETag(reply, await addBoothSeller(app.db, request.params.id, request.body.seller_id, writeOf(request))),
  );
  serve(app, boothsRoutes.removeBoothSeller, async (request, reply) =>
    withETag(reply, await removeBoothSeller(app.db, request.params.id, request.params.sellerId, writeOf(request))),
  );

  serve(app, boothsRoutes.boothPrizePlan, async (request, reply) =>
    withETag(reply, await readBoothPrizePlan(app.db, request.params.id, scopeOf(request.auth.user))),
  );
  serve(app, boothsRoutes.boothPlanGames, async (request, reply) =>
    withETag(reply, await readBoothPlanGames(app.db, request.params.id, scopeOf(request.auth.user))),
  );
  serve(app, boothsRoutes.saveBoothPrizePlan, async (request, reply) =>
    withETag(reply, await saveBoothPrizePlan(app.db, request.params.id, request.body, writeOf(request))),
  );
}

/** The sellers resource: list, create, detail, update and unlock of the point-of-sale accounts. */
import { sellersRoutes } from '@banca/contracts';
import { totalPages } from '../domain/paging';
import { scopeOf } from '../domain/scope';
import { createSeller, findSeller, listSellers, sellerUsers, unlockSeller, updateSeller } from '../domain/sellers';
import { serve } from '../http/route';
import type { App } from '../http/types';
import { withETag } from '../http/preconditions';
import { writeOf } from '../http/writes';

export default async function sellersRoutesPlugin(app: App): Promise<void> {
  serve(app, sellersRoutes.listSellers, async (request) => {
    const { rows, page, total } = await listSellers(app.db, scopeOf(request.auth.user), request.query);
    return { sellers: rows, page, total, totalPages: totalPages(total) };
  });
  serve(app, sellersRoutes.sellerUsers, async (request) => sellerUsers(app.db, request.query.search));
  serve(app, sellersRoutes.seller, async (request, reply) =>
    withETag(reply, await findSeller(app.db, request.params.id, scopeOf(request.auth.user))),
  );

  serve(app, sellersRoutes.createSeller, async (request, reply) =>
    reply.status(201).send({ id: await createSeller(app.db, request.body, writeOf(request)) }),
  );
  serve(app, sellersRoutes.updateSeller, async (request, reply) =>
    withETag(reply, await updateSeller(app.db, app.sessions, request.params.id, request.body, writeOf(request))),
  );
  serve(app, sellersRoutes.unlockSeller, async (request, reply) =>
    withETag(reply, await unlockSeller(app.db, app.sessions, request.params.id, writeOf(request))),
  );
}

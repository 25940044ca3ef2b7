/** The sellers resource: list, create, detail, update and unlock of the point-of-sale accounts. */
import { type SellerForm, sellersRoutes } from '@banca/contracts';
import { totalPages } from '../domain/paging';
import { scopeOf } from '../domain/scope';
import {
  assertSellerUsernameFree,
  createSeller,
  findSeller,
  listSellers,
  liveBoothExists,
  ticketSellerUserExists,
  updateSeller,
} from '../domain/sellers';
import { badRequest } from '../http/errors';
import { serve } from '../http/route';
import type { App } from '../http/types';
import { hashPassword } from '../security/passwords';
import { newToken } from '../security/tokens';

/** Trims and lower-cases the form and checks what a schema cannot: the booth and the linked user exist. */
async function cleanSeller(app: App, body: SellerForm) {
  if (!(await liveBoothExists(app.db, body.ticket_booth_id))) {
    throw badRequest('ticket_booth_id', 'El campo «ticket_booth_id» debe ser una taquilla existente.');
  }
  const sellerUserId = body.seller_user_id ?? null;
  if (sellerUserId !== null && !(await ticketSellerUserExists(app.db, sellerUserId))) {
    throw badRequest('seller_user_id', 'El campo «seller_user_id» debe ser un usuario existente con rol Vendedor de Tickets.');
  }
  return {
    ticket_booth_id: body.ticket_booth_id,
    seller_user_id: sellerUserId,
    label: body.label.trim(),
    username: body.username.trim().toLowerCase(),
    is_active: body.is_active,
  };
}

export default async function sellersRoutesPlugin(app: App): Promise<void> {
  serve(app, sellersRoutes.listSellers, async (request) => {
    const { rows, page, total } = await listSellers(app.db, scopeOf(request.auth.user), request.query);
    return { sellers: rows, page, total, totalPages: totalPages(total) };
  });

  serve(app, sellersRoutes.createSeller, async (request, reply) => {
    const seller = await cleanSeller(app, request.body);
    await assertSellerUsernameFree(app.db, seller.username);
    // Without a password the account gets a random secret nobody knows.
    const passwordHash = await hashPassword(request.body.password || newToken());
    const id = await createSeller(app.db, { ...seller, password_hash: passwordHash });
    return reply.status(201).send({ id });
  });

  serve(app, sellersRoutes.seller, async (request) => findSeller(app.db, request.params.id, scopeOf(request.auth.user)));

  serve(app, sellersRoutes.updateSeller, async (request) => {
    const { id } = request.params;
    const current = await findSeller(app.db, id);
    const seller = await cleanSeller(app, request.body);
    await assertSellerUsernameFree(app.db, seller.username, id);
    // Without a password the current one stays.
    const passwordHash = request.body.password ? await hashPassword(request.body.password) : undefined;
    await updateSeller(app.db, current, { ...seller, ...(passwordHash ? { password_hash: passwordHash } : {}) });
    return findSeller(app.db, id);
  });

  serve(app, sellersRoutes.unlockSeller, async (request) => {
    const current = await findSeller(app.db, request.params.id);
    await updateSeller(app.db, current, { failed_attempts: 0, logged_in_elsewhere: false });
    return findSeller(app.db, current.id);
  });
}

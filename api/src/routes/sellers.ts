/** The sellers resource: list, create, detail, update and unlock of the point-of-sale accounts. */
import { type SellerForm, sellersRoutes } from '@banca/contracts';
import type { FastifyReply } from 'fastify';
import { auditedWrite } from '../domain/audit';
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
import { actorOf } from '../http/actor';
import { badRequest } from '../http/errors';
import { ifMatchOf, sendVersion } from '../http/preconditions';
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
    const id = await auditedWrite(app.db, actorOf(request), (tx, audit) =>
      createSeller(tx, audit, { ...seller, password_hash: passwordHash }),
    );
    return reply.status(201).send({ id });
  });

  serve(app, sellersRoutes.seller, async (request, reply) => {
    const { record, version } = await findSeller(app.db, request.params.id, scopeOf(request.auth.user));
    sendVersion(reply, version);
    return record;
  });

  /** The seller as it is after a write, with its new version as the ETag. */
  const answerSeller = async (reply: FastifyReply, id: number) => {
    const { record, version } = await findSeller(app.db, id);
    sendVersion(reply, version);
    return record;
  };

  serve(app, sellersRoutes.updateSeller, async (request, reply) => {
    const { id } = request.params;
    const condition = ifMatchOf(request);
    await findSeller(app.db, id);
    const seller = await cleanSeller(app, request.body);
    await assertSellerUsernameFree(app.db, seller.username, id);
    // Without a password the current one stays.
    const passwordHash = request.body.password ? await hashPassword(request.body.password) : undefined;
    await auditedWrite(app.db, actorOf(request), (tx, audit) =>
      updateSeller(tx, audit, 'update', id, { ...seller, ...(passwordHash ? { password_hash: passwordHash } : {}) }, condition),
    );
    return answerSeller(reply, id);
  });

  serve(app, sellersRoutes.unlockSeller, async (request, reply) => {
    const { id } = request.params;
    const condition = ifMatchOf(request);
    await auditedWrite(app.db, actorOf(request), (tx, audit) =>
      updateSeller(tx, audit, 'unlock', id, { failed_attempts: 0, logged_in_elsewhere: false }, condition),
    );
    return answerSeller(reply, id);
  });
}

/** The booths resource (taquillas): list, create, detail, update, delete and the booth's sellers. */
import { Type, type Static } from '@sinclair/typebox';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { sellers, ticketBooths, users } from '../db/schema';
import { boothDetail, findBooth, liveBooth, selectBooths } from '../domain/booths';
import { boothScope, scopeOf } from '../domain/scope';
import { badRequest, notFound } from '../http/errors';
import {
  Email,
  errorResponses,
  IdParams,
  likePattern,
  Ok,
  PageQuery,
  Paginated,
  RequiredText,
  Text,
  totalPages,
  Nullable,
} from '../http/schemas';
import type { App } from '../http/types';

const RowId = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const BoothRowSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  location: Type.String(),
  /** Sum of the amounts of the booth's tickets. */
  amount: Type.Number(),
  owner_id: Nullable(Type.Integer()),
  owner_name: Nullable(Type.String()),
  sellers_count: Type.Integer(),
});

export const BoothListSchema = Paginated('booths', BoothRowSchema);

export const BoothDetailSchema = Type.Composite([
  BoothRowSchema,
  Type.Object({
    sellers: Type.Array(Type.Object({ id: Type.Integer(), label: Type.String(), username: Type.String(), is_active: Type.Boolean() })),
  }),
]);

/** The booth dialog: only the name is required; an update leaves out what it does not send. */
export const BoothForm = Type.Object({
  name: RequiredText(120),
  email: Type.Optional(Type.Union([Email, Type.String({ maxLength: 0 })], { description: 'Un correo o vacío.' })),
  location: Type.Optional(Text(160)),
  owner_id: Type.Optional(Nullable(RowId)),
});
type BoothFormBody = Static<typeof BoothForm>;

const BoothSellerParams = Type.Object({ id: RowId, sellerId: RowId });

/** Trims and lower-cases the form and checks that the owner is a client; keeps only the fields sent. */
async function cleanBooth(app: App, body: BoothFormBody) {
  const booth: Partial<typeof ticketBooths.$inferInsert> & { name: string } = { name: body.name.trim() };
  if (body.email !== undefined) booth.email = body.email.trim().toLowerCase();
  if (body.location !== undefined) booth.location = body.location.trim();
  if (body.owner_id !== undefined) {
    if (body.owner_id !== null) {
      const [owner] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, body.owner_id), eq(users.role, 'client'), isNull(users.deletedat)))
        .limit(1);
      if (!owner) throw badRequest('owner_id', 'El campo «owner_id» debe ser un usuario existente con rol Cliente.');
    }
    booth.owner_id = body.owner_id;
  }
  return booth;
}

export default async function boothsRoutes(app: App): Promise<void> {
  app.get(
    '/ticket_booths/list',
    {
      config: { access: 'booths:read' },
      schema: {
        tags: ['booths'],
        summary: 'Taquillas, `limit` por página (10 por defecto), buscando en nombre, correo y ubicación',
        querystring: Type.Object({ ...PageQuery, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })) }),
        response: { 200: BoothListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? 10;
      const search = request.query.search?.trim();
      const where = and(
        liveBooth,
        boothScope(scopeOf(request.auth.user)),
        search
          ? sql`(${ticketBooths.name} || ' ' || ${ticketBooths.email} || ' ' || ${ticketBooths.location}) ILIKE ${likePattern(search)}`
          : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        selectBooths(app.db)
          .where(where)
          .orderBy(asc(ticketBooths.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ total: count() }).from(ticketBooths).where(where),
      ]);
      return { booths: rows, page, total, totalPages: totalPages(total, limit) };
    },
  );

  app.post(
    '/ticket_booths/create',
    {
      config: { access: 'booths:write' },
      schema: {
        tags: ['booths'],
        summary: 'Crea una taquilla',
        body: BoothForm,
        response: { 201: Type.Object({ id: Type.Integer() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const booth = await cleanBooth(app, request.body);
      const [created] = await app.db.insert(ticketBooths).values(booth).returning({ id: ticketBooths.id });
      return reply.status(201).send({ id: created.id });
    },
  );

  app.get(
    '/ticket_booths/detail/:id',
    {
      config: { access: 'booths:read' },
      schema: {
        tags: ['booths'],
        summary: 'Una taquilla con sus vendedores',
        params: IdParams,
        response: { 200: BoothDetailSchema, ...errorResponses },
      },
    },
    async (request) => boothDetail(app.db, request.params.id, scopeOf(request.auth.user)),
  );

  app.put(
    '/ticket_booths/detail/:id',
    {
      config: { access: 'booths:write' },
      schema: {
        tags: ['booths'],
        summary: 'Actualiza una taquilla (los campos opcionales que no se envían se conservan)',
        params: IdParams,
        body: BoothForm,
        response: { 200: BoothDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await findBooth(app.db, id);
      const booth = await cleanBooth(app, request.body);
      await app.db
        .update(ticketBooths)
        .set({ ...booth, updated_at: new Date() })
        .where(eq(ticketBooths.id, id));
      return boothDetail(app.db, id);
    },
  );

  app.delete(
    '/ticket_booths/detail/:id',
    {
      config: { access: 'booths:write' },
      schema: {
        tags: ['booths'],
        summary: 'Elimina una taquilla (queda registrada con su fecha de eliminación) y desasigna sus vendedores',
        params: IdParams,
        response: { 200: Ok, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await findBooth(app.db, id);
      const now = new Date();
      await app.db.transaction(async (tx) => {
        await tx.update(sellers).set({ ticket_booth_id: null, assigned_at: null, updated_at: now }).where(eq(sellers.ticket_booth_id, id));
        await tx.update(ticketBooths).set({ deleted_at: now, updated_at: now }).where(eq(ticketBooths.id, id));
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/ticket_booths/detail/:id/sellers',
    {
      config: { access: 'booths:write' },
      schema: {
        tags: ['booths'],
        summary: 'Agrega un vendedor a la taquilla (lo mueve si trabajaba en otra)',
        params: IdParams,
        body: Type.Object({ seller_id: RowId }),
        response: { 200: BoothDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await findBooth(app.db, id);
      const [seller] = await app.db
        .select({ id: sellers.id, ticket_booth_id: sellers.ticket_booth_id })
        .from(sellers)
        .where(eq(sellers.id, request.body.seller_id))
        .limit(1);
      if (!seller) throw notFound('El vendedor');
      if (seller.ticket_booth_id !== id) {
        const now = new Date();
        await app.db.update(sellers).set({ ticket_booth_id: id, assigned_at: now, updated_at: now }).where(eq(sellers.id, seller.id));
      }
      return boothDetail(app.db, id);
    },
  );

  app.delete(
    '/ticket_booths/detail/:id/sellers/:sellerId',
    {
      config: { access: 'booths:write' },
      schema: {
        tags: ['booths'],
        summary: 'Quita un vendedor de la taquilla (queda sin taquilla)',
        params: BoothSellerParams,
        response: { 200: BoothDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id, sellerId } = request.params;
      await findBooth(app.db, id);
      const [removed] = await app.db
        .update(sellers)
        .set({ ticket_booth_id: null, assigned_at: null, updated_at: new Date() })
        .where(and(eq(sellers.id, sellerId), eq(sellers.ticket_booth_id, id)))
        .returning({ id: sellers.id });
      if (!removed) throw notFound('El vendedor en esta taquilla');
      return boothDetail(app.db, id);
    },
  );
}

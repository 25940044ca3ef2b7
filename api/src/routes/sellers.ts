/** The sellers resource: list, create, detail, update and unlock of the point-of-sale accounts. */
import { Type, type Static } from '@sinclair/typebox';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { sellers, ticketBooths, users } from '../db/schema';
import { scopeOf, sellerScope } from '../domain/scope';
import { findSeller, selectSellers, sellerRowOf, sellerUsernameIs } from '../domain/sellers';
import { badRequest, conflict } from '../http/errors';
import {
  Email,
  errorResponses,
  IdParams,
  likePattern,
  PAGE_SIZE,
  PageQuery,
  Paginated,
  RequiredText,
  totalPages,
  Nullable,
} from '../http/schemas';
import type { App } from '../http/types';
import { hashPassword } from '../security/passwords';
import { newToken } from '../security/tokens';

const RowId = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Moment = Type.String({ format: 'date-time' });

export const SellerRowSchema = Type.Object({
  id: Type.Integer(),
  ticket_booth_id: Nullable(Type.Integer()),
  ticket_booth_name: Nullable(Type.String()),
  seller_user_id: Nullable(Type.Integer()),
  label: Type.String(),
  username: Type.String(),
  is_active: Type.Boolean(),
  failed_attempts: Type.Integer(),
  locked: Type.Boolean(),
  logged_in_elsewhere: Type.Boolean(),
  created_at: Moment,
  updated_at: Moment,
  assigned_at: Nullable(Moment),
});
export const SellerListSchema = Paginated('sellers', SellerRowSchema);

/** The seller dialog: label, booth, username (an e-mail) and active are required. */
export const SellerForm = Type.Object({
  id: Type.Optional(
    Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()], {
      description: 'Ignorado: el formulario original lo envía.',
    }),
  ),
  ticket_booth_id: RowId,
  seller_user_id: Type.Optional(Nullable(RowId)),
  label: RequiredText(120),
  username: Email,
  password: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 128,
        description: 'Sin regla. Al crear, vacía o ausente: un secreto aleatorio; al actualizar: se conserva la actual.',
      }),
    ),
  ),
  is_active: Type.Boolean(),
});
type SellerFormBody = Static<typeof SellerForm>;

const conflictResponse = { 409: Type.Ref('ErrorBody') };
const USERNAME_TAKEN = 'El nombre de usuario ya está en uso.';

/** Trims and lower-cases the form and checks what a schema cannot: the booth and the linked user exist. */
async function cleanSeller(app: App, body: SellerFormBody) {
  const [booth] = await app.db
    .select({ id: ticketBooths.id })
    .from(ticketBooths)
    .where(and(eq(ticketBooths.id, body.ticket_booth_id), isNull(ticketBooths.deleted_at)))
    .limit(1);
  if (!booth) throw badRequest('ticket_booth_id', 'El campo «ticket_booth_id» debe ser una taquilla existente.');
  const sellerUserId = body.seller_user_id ?? null;
  if (sellerUserId !== null) {
    const [user] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, sellerUserId), eq(users.role, 'ticket_seller'), isNull(users.deletedat)))
      .limit(1);
    if (!user) {
      throw badRequest('seller_user_id', 'El campo «seller_user_id» debe ser un usuario existente con rol Vendedor de Tickets.');
    }
  }
  return {
    ticket_booth_id: body.ticket_booth_id,
    seller_user_id: sellerUserId,
    label: body.label.trim(),
    username: body.username.trim().toLowerCase(),
    is_active: body.is_active,
  };
}

async function assertUsernameFree(app: App, username: string, exceptId?: number): Promise<void> {
  const [taken] = await app.db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(sellerUsernameIs(username), exceptId ? ne(sellers.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw conflict('username', USERNAME_TAKEN);
}

/** Two requests racing for one username: the unique index answers, with the same message. */
async function usernameUnique<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const code = (error as { code?: unknown; cause?: { code?: unknown } })?.cause?.code ?? (error as { code?: unknown })?.code;
    if (code === '23505') throw conflict('username', USERNAME_TAKEN);
    throw error;
  }
}

export default async function sellersRoutes(app: App): Promise<void> {
  app.get(
    '/sellers/list',
    {
      config: { access: 'sellers:read' },
      schema: {
        tags: ['sellers'],
        summary: 'Vendedores, 10 por página, buscando en etiqueta y usuario (un cliente: los de sus taquillas)',
        querystring: Type.Object({ ...PageQuery, booth_id: Type.Optional(RowId) }),
        response: { 200: SellerListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const search = request.query.search?.trim();
      const boothId = request.query.booth_id;
      const where = and(
        sellerScope(scopeOf(request.auth.user)),
        boothId ? eq(sellers.ticket_booth_id, boothId) : undefined,
        search ? sql`${sellers.search_text} ILIKE ${likePattern(search)}` : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        selectSellers(app.db)
          .where(where)
          .orderBy(asc(sellers.id))
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        app.db.select({ total: count() }).from(sellers).where(where),
      ]);
      return { sellers: rows.map(sellerRowOf), page, total, totalPages: totalPages(total) };
    },
  );

  app.post(
    '/sellers/create',
    {
      config: { access: 'sellers:write' },
      schema: {
        tags: ['sellers'],
        summary: 'Crea un vendedor en una taquilla',
        description: 'El `id` del cuerpo se ignora. Sin `password` la cuenta no puede entrar hasta que se le asigne una.',
        body: SellerForm,
        response: { 201: Type.Object({ id: Type.Integer() }), ...conflictResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const seller = await cleanSeller(app, request.body);
      await assertUsernameFree(app, seller.username);
      // Without a password the account gets a random secret nobody knows.
      const passwordHash = await hashPassword(request.body.password || newToken());
      const now = new Date();
      const [created] = await usernameUnique(
        app.db
          .insert(sellers)
          .values({ ...seller, password_hash: passwordHash, created_at: now, updated_at: now, assigned_at: now })
          .returning({ id: sellers.id }),
      );
      return reply.status(201).send({ id: created.id });
    },
  );

  app.get(
    '/sellers/detail/:id',
    {
      config: { access: 'sellers:read' },
      schema: {
        tags: ['sellers'],
        summary: 'Un vendedor',
        params: IdParams,
        response: { 200: SellerRowSchema, ...errorResponses },
      },
    },
    async (request) => findSeller(app.db, request.params.id, scopeOf(request.auth.user)),
  );

  app.put(
    '/sellers/detail/:id',
    {
      config: { access: 'sellers:write' },
      schema: {
        tags: ['sellers'],
        summary: 'Actualiza un vendedor (sin contraseña se conserva la actual)',
        params: IdParams,
        body: SellerForm,
        response: { 200: SellerRowSchema, ...conflictResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const current = await findSeller(app.db, id);
      const seller = await cleanSeller(app, request.body);
      await assertUsernameFree(app, seller.username, id);
      const now = new Date();
      const changes: Partial<typeof sellers.$inferInsert> = { ...seller, updated_at: now };
      if (request.body.password) changes.password_hash = await hashPassword(request.body.password);
      if (current.ticket_booth_id !== seller.ticket_booth_id) changes.assigned_at = now;
      await usernameUnique(app.db.update(sellers).set(changes).where(eq(sellers.id, id)).execute());
      return findSeller(app.db, id);
    },
  );

  app.post(
    '/sellers/detail/:id/unlock',
    {
      config: { access: 'sellers:write' },
      schema: {
        tags: ['sellers'],
        summary: 'Desbloquea un vendedor: intentos fallidos a cero y cierra su sesión en otro dispositivo',
        params: IdParams,
        response: { 200: SellerRowSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await findSeller(app.db, id);
      await app.db
        .update(sellers)
        .set({ failed_attempts: 0, logged_in_elsewhere: false, updated_at: new Date() })
        .where(eq(sellers.id, id));
      return findSeller(app.db, id);
    },
  );
}

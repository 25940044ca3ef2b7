/** The sellers resource: list, create, detail, update and unlock of the point-of-sale accounts. */
import { Type, type Static } from '@sinclair/typebox';
import {
  conflictResponse,
  CreatedSchema,
  Email,
  errorResponses,
  Id,
  IdParams,
  IfMatchHeaders,
  Moment,
  Nullable,
  PageQuery,
  Paginated,
  RequiredText,
  staleResponse,
  WithETag,
} from './common';
import { MAX_LENGTH, MIN_PASSWORD_LENGTH } from './limits';
import { defineRoute } from './route';

export const SellerRowSchema = Type.Object({
  id: Type.Integer(),
  ticket_booth_id: Nullable(Type.Integer()),
  ticket_booth_name: Nullable(Type.String()),
  /** The back-office user (role ticket_seller) whose tickets and reports are this account's sales. */
  seller_user_id: Nullable(Type.Integer()),
  /** That user's name; null when none is linked. */
  seller_user_name: Nullable(Type.String()),
  label: Type.String(),
  username: Type.String(),
  is_active: Type.Boolean(),
  failed_attempts: Type.Integer(),
  /** Five failed terminal sign-ins within the lock period of each other: locked until then or until unlocked. */
  locked: Type.Boolean(),
  /** Signed in on a device (a live terminal session): another device is refused until it signs out or the account is unlocked. */
  logged_in_elsewhere: Type.Boolean(),
  /** That terminal session: since when, and when it was last used; null when none is live. */
  terminal_session: Nullable(Type.Object({ since: Moment, last_seen_at: Moment })),
  created_at: Moment,
  updated_at: Moment,
  assigned_at: Nullable(Moment),
});
export type SellerRow = Static<typeof SellerRowSchema>;

export const SellerListSchema = Paginated('sellers', SellerRowSchema);
export type SellerList = Static<typeof SellerListSchema>;

export const SellerListQuerySchema = Type.Object({
  ...PageQuery,
  booth_id: Type.Optional(Id),
  /** The accounts linked to this user (a ticket_seller's accounts, in its user dialog). */
  user_id: Type.Optional(Id),
});
export type SellerListQuery = Static<typeof SellerListQuerySchema>;

/** The seller dialog: label, booth, username (an e-mail) and active are required. */
export const SellerFormSchema = Type.Object({
  id: Type.Optional(
    Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()], {
      description: 'Ignorado: el formulario original lo envía.',
    }),
  ),
  ticket_booth_id: Id,
  seller_user_id: Type.Optional(Nullable(Id)),
  label: RequiredText(MAX_LENGTH.sellerLabel),
  username: Email,
  password: Type.Optional(
    Nullable(
      Type.String({
        maxLength: MAX_LENGTH.password,
        description: `Al menos ${MIN_PASSWORD_LENGTH} caracteres (la regla de las contraseñas del personal; si no, 400 nombrando \`password\`). Al crear, vacía o ausente: un secreto aleatorio; al actualizar: se conserva la actual.`,
      }),
    ),
  ),
  is_active: Type.Boolean(),
});
export type SellerForm = Static<typeof SellerFormSchema>;

/** A ticket_seller user a seller account may be linked to (the seller dialog's picker). */
export const SellerUserSchema = Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() });
export type SellerUser = Static<typeof SellerUserSchema>;
export const SellerUsersQuerySchema = Type.Object({ search: Type.Optional(Type.String({ maxLength: MAX_LENGTH.search })) });

const tags = ['sellers'];

export const sellersRoutes = {
  listSellers: defineRoute({
    method: 'GET',
    url: '/v1/sellers/list',
    access: 'sellers:read',
    schema: {
      tags,
      summary: 'Vendedores, 10 por página, buscando en etiqueta y usuario (un cliente: los de sus taquillas)',
      querystring: SellerListQuerySchema,
      response: { 200: SellerListSchema, ...errorResponses },
    },
  }),
  sellerUsers: defineRoute({
    method: 'GET',
    url: '/v1/sellers/users',
    access: 'sellers:write',
    schema: {
      tags,
      summary: 'Los usuarios Vendedor de Tickets a los que se puede vincular un vendedor (hasta 50, por nombre o correo)',
      querystring: SellerUsersQuerySchema,
      response: { 200: Type.Array(SellerUserSchema), ...errorResponses },
    },
  }),
  createSeller: defineRoute({
    method: 'POST',
    url: '/v1/sellers/create',
    access: 'sellers:write',
    schema: {
      tags,
      summary: 'Crea un vendedor en una taquilla',
      description: 'El `id` del cuerpo se ignora. Sin `password` la cuenta no puede entrar hasta que se le asigne una.',
      body: SellerFormSchema,
      response: { 201: CreatedSchema, ...conflictResponse, ...errorResponses },
    },
  }),
  seller: defineRoute({
    method: 'GET',
    url: '/v1/sellers/detail/:id',
    access: 'sellers:read',
    schema: { tags, summary: 'Un vendedor', params: IdParams, response: { 200: WithETag(SellerRowSchema), ...errorResponses } },
  }),
  updateSeller: defineRoute({
    method: 'PUT',
    url: '/v1/sellers/detail/:id',
    access: 'sellers:write',
    schema: {
      tags,
      summary: 'Actualiza un vendedor (sin contraseña se conserva la actual)',
      params: IdParams,
      headers: IfMatchHeaders,
      body: SellerFormSchema,
      response: { 200: WithETag(SellerRowSchema), ...conflictResponse, ...staleResponse, ...errorResponses },
    },
  }),
  unlockSeller: defineRoute({
    method: 'POST',
    url: '/v1/sellers/detail/:id/unlock',
    access: 'sellers:write',
    schema: {
      tags,
      summary: 'Desbloquea un vendedor: intentos fallidos a cero y cierra su sesión de terminal, para que otro dispositivo pueda iniciarla',
      params: IdParams,
      headers: IfMatchHeaders,
      response: { 200: WithETag(SellerRowSchema), ...staleResponse, ...errorResponses },
    },
  }),
};

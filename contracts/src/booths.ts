/** The booths resource (taquillas): list, create, detail, update, delete and the booth's sellers. */
import { Type, type Static } from '@sinclair/typebox';
import {
  CreatedSchema,
  Email,
  errorResponses,
  Id,
  IdParams,
  IfMatchHeaders,
  Nullable,
  OkSchema,
  PageQuery,
  Paginated,
  RequiredText,
  staleResponse,
  Text,
  WithETag,
} from './common';
import { CurrencySetSchema } from './currencies';
import { CANCEL_WINDOW_MINUTES, MAX_LENGTH, MAX_PAGE_LIMIT, PAGE_SIZE } from './limits';
import { defineRoute } from './route';
import { PrizePlanSchema } from './users';

export const BoothRowSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  location: Type.String(),
  /** Sum of the amounts of the booth's tickets (cancelled ones do not count). */
  amount: Type.Number(),
  /** The client user who owns it: it sees the booth, its sellers and sales, and its limits and commissions are the owner's. */
  owner_id: Nullable(Type.Integer()),
  owner_name: Nullable(Type.String()),
  sellers_count: Type.Integer(),
  /** Minutes after a sale its terminal may still cancel it (never past the draw's cutoff). */
  cancel_window_minutes: Type.Integer(),
  /** The currencies it sells in (a subset of the banca's enabled ones). */
  currencies: CurrencySetSchema,
  /** Conteo a ciegas: its terminal does not see the expected cash until the day is closed. */
  blind_count: Type.Boolean(),
});
export type BoothRow = Static<typeof BoothRowSchema>;

export const BoothListSchema = Paginated('booths', BoothRowSchema);
export type BoothList = Static<typeof BoothListSchema>;

export const BoothListQuerySchema = Type.Object({
  ...PageQuery,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_LIMIT, default: PAGE_SIZE })),
});
export type BoothListQuery = Static<typeof BoothListQuerySchema>;

export const BoothDetailSchema = Type.Composite([
  BoothRowSchema,
  Type.Object({
    sellers: Type.Array(Type.Object({ id: Type.Integer(), label: Type.String(), username: Type.String(), is_active: Type.Boolean() })),
  }),
]);
export type BoothDetail = Static<typeof BoothDetailSchema>;

/** The booth dialog: only the name is required; an update leaves out what it does not send. */
export const BoothFormSchema = Type.Object({
  name: RequiredText(MAX_LENGTH.boothName),
  email: Type.Optional(Type.Union([Email, Type.String({ maxLength: 0 })], { description: 'Un correo o vacío.' })),
  location: Type.Optional(Text(MAX_LENGTH.boothLocation)),
  owner_id: Type.Optional(Nullable(Id)),
  cancel_window_minutes: Type.Optional(Type.Integer({ minimum: CANCEL_WINDOW_MINUTES.min, maximum: CANCEL_WINDOW_MINUTES.max })),
  /** Enabled ones of the banca only (400 naming `currencies`); a new booth without them: the banca's default. */
  currencies: Type.Optional(CurrencySetSchema),
  blind_count: Type.Optional(Type.Boolean()),
});
export type BoothForm = Static<typeof BoothFormSchema>;

/** A client user who may own a booth (the booth dialog's owner picker). */
export const BoothOwnerSchema = Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() });
export type BoothOwner = Static<typeof BoothOwnerSchema>;
export const BoothOwnersQuerySchema = Type.Object({ search: Type.Optional(Type.String({ maxLength: MAX_LENGTH.search })) });

export const BoothSellerFormSchema = Type.Object({ seller_id: Id });

/**
 * A game type the booth sells (its owner's enabled ones) with the booth's own plan (null: inherited)
 * and what it inherits: its owner's plan, else the game type's payout and the owner's «Porcentaje de venta».
 */
export const BoothPlanGameSchema = Type.Object({
  game_type_id: Type.Integer(),
  module_name: Type.String(),
  name: Type.String(),
  payout: Nullable(Type.Number()),
  commission_percentage: Nullable(Type.Number()),
  inherited_payout: Type.Number(),
  inherited_commission_percentage: Type.Number(),
});
export type BoothPlanGame = Static<typeof BoothPlanGameSchema>;

const BoothSellerParams = Type.Object({ id: Id, sellerId: Id });
const tags = ['booths'];

export const boothsRoutes = {
  listBooths: defineRoute({
    method: 'GET',
    url: '/v1/ticket_booths/list',
    access: 'booths:read',
    schema: {
      tags,
      summary: 'Taquillas, `limit` por página (10 por defecto), buscando en nombre, correo y ubicación',
      querystring: BoothListQuerySchema,
      response: { 200: BoothListSchema, ...errorResponses },
    },
  }),
  boothOwners: defineRoute({
    method: 'GET',
    url: '/v1/ticket_booths/owners',
    access: 'booths:write',
    schema: {
      tags,
      summary: 'Los clientes que pueden ser propietarios de una taquilla (hasta 50, por nombre o correo)',
      querystring: BoothOwnersQuerySchema,
      response: { 200: Type.Array(BoothOwnerSchema), ...errorResponses },
    },
  }),
  createBooth: defineRoute({
    method: 'POST',
    url: '/v1/ticket_booths/create',
    access: 'booths:write',
    schema: { tags, summary: 'Crea una taquilla', body: BoothFormSchema, response: { 201: CreatedSchema, ...errorResponses } },
  }),
  booth: defineRoute({
    method: 'GET',
    url: '/v1/ticket_booths/detail/:id',
    access: 'booths:read',
    schema: {
      tags,
      summary: 'Una taquilla con sus vendedores',
      params: IdParams,
      response: { 200: WithETag(BoothDetailSchema), ...errorResponses },
    },
  }),
  updateBooth: defineRoute({
    method: 'PUT',
    url: '/v1/ticket_booths/detail/:id',
    access: 'booths:write',
    schema: {
      tags,
      summary: 'Actualiza una taquilla (los campos opcionales que no se envían se conservan)',
      params: IdParams,
      headers: IfMatchHeaders,
      body: BoothFormSchema,
      response: { 200: WithETag(BoothDetailSchema), ...staleResponse, ...errorResponses },
    },
  }),
  deleteBooth: defineRoute({
    method: 'DELETE',
    url: '/v1/ticket_booths/detail/:id',
    access: 'booths:write',
    schema: {
      tags,
      summary: 'Elimina una taquilla (queda registrada con su fecha de eliminación) y desasigna sus vendedores',
      params: IdParams,
      headers: IfMatchHeaders,
      response: { 200: WithETag(OkSchema), ...staleResponse, ...errorResponses },
    },
  }),
  addBoothSeller: defineRoute({
    method: 'POST',
    url: '/v1/ticket_booths/detail/:id/sellers',
    access: 'booths:write',
    schema: {
      tags,
      summary: 'Agrega un vendedor a la taquilla (lo mueve si trabajaba en otra)',
      params: IdParams,
      headers: IfMatchHeaders,
      body: BoothSellerFormSchema,
      response: { 200: WithETag(BoothDetailSchema), ...staleResponse, ...errorResponses },
    },
  }),
  removeBoothSeller: defineRoute({
    method: 'DELETE',
    url: '/v1/ticket_booths/detail/:id/sellers/:sellerId',
    access: 'booths:write',
    schema: {
      tags,
      summary: 'Quita un vendedor de la taquilla (queda sin taquilla)',
      params: BoothSellerParams,
      headers: IfMatchHeaders,
      response: { 200: WithETag(BoothDetailSchema), ...staleResponse, ...errorResponses },
    },
  }),
  boothPrizePlan: defineRoute({
    method: 'GET',
    url: '/v1/ticket_booths/detail/:id/prize-plan',
    access: 'booths:read',
    schema: {
      tags,
      summary:
        'Plan de premios de la taquilla: pago y comisión por tipo de juego sobre los del propietario (solo los propios; null: el del propietario)',
      params: IdParams,
      response: { 200: WithETag(PrizePlanSchema), ...errorResponses },
    },
  }),
  saveBoothPrizePlan: defineRoute({
    method: 'PUT',
    url: '/v1/ticket_booths/detail/:id/prize-plan',
    // The administrator's, as an owner's plan is.
    access: 'users:write',
    schema: {
      tags,
      summary:
        'Reemplaza el plan de premios de la taquilla: cada tipo de juego con su pago (> 0) y comisión (0–100 %), null para heredar el del propietario; los no enviados heredan',
      params: IdParams,
      headers: IfMatchHeaders,
      body: PrizePlanSchema,
      response: { 200: WithETag(PrizePlanSchema), ...staleResponse, ...errorResponses },
    },
  }),
  boothPlanGames: defineRoute({
    method: 'GET',
    url: '/v1/ticket_booths/detail/:id/prize-plan/games',
    access: 'booths:read',
    schema: {
      tags,
      summary: 'Los tipos de juego que vende la taquilla, con su plan propio y lo que hereda del propietario',
      params: IdParams,
      response: { 200: WithETag(Type.Array(BoothPlanGameSchema)), ...errorResponses },
    },
  }),
};

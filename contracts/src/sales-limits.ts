/**
 * Sales limits (topes): how much may be sold on a number of a game type, per draw, in a scope —
 * every booth, one owner's booths, one booth or one seller account. The sale enforces them inside
 * its transaction; `max_amount` 0 blocks the number.
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  ConflictBody,
  errorResponses,
  type Filters,
  Id,
  IdParams,
  IfMatchHeaders,
  Moment,
  Money,
  Nullable,
  OkSchema,
  Paginated,
  StringEnum,
  staleResponse,
  WithETag,
} from './common';
import { CurrencyQuery, CurrencySchema } from './currencies';
import { LIMIT_SCOPES } from './enums';
import { MAX_PAGE, MAX_SELECTION_LENGTH } from './limits';
import { defineRoute } from './route';

const LimitScopeSchema = StringEnum(LIMIT_SCOPES);

export const SalesLimitSchema = Type.Object({
  id: Type.Integer(),
  scope: LimitScopeSchema,
  /** The owner (a client user), booth or seller account it counts the sales of; null for `global`. */
  scope_id: Nullable(Type.Integer()),
  /** Who that is, as people read it (the owner's name, the booth's name, the seller's label); null for `global`. */
  scope_name: Nullable(Type.String()),
  game_type_id: Type.Integer(),
  game_type_name: Type.String(),
  module_name: Type.String(),
  /** One draw, or null: every draw of the game type (each draw counted on its own). */
  draw_id: Nullable(Type.Integer()),
  draw_name: Nullable(Type.String()),
  draw_at: Nullable(Moment),
  /** One number (as its bet format writes it), or null: every number (each counted on its own). */
  selection: Nullable(Type.String()),
  /** It counts the sales in this currency only; `max_amount` is in it. */
  currency: CurrencySchema,
  max_amount: Type.Number(),
  /** `max_amount` is 0: the number may not be sold. */
  blocked: Type.Boolean(),
  created_at: Moment,
  updated_at: Moment,
  /** Its version, as the ETag of its detail: send it in If-Match to edit or delete it. */
  version: Type.Integer(),
});
export type SalesLimit = Static<typeof SalesLimitSchema>;

export const SalesLimitListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  scope: Type.Optional(LimitScopeSchema),
  scope_id: Type.Optional(Id),
  game_type_id: Type.Optional(Id),
  draw_id: Type.Optional(Id),
  /** A number, as typed: the limits on exactly that number. */
  selection: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_SELECTION_LENGTH })),
  /** The limits of that currency only. */
  currency: Type.Optional(CurrencySchema),
});
export type SalesLimitListQuery = Static<typeof SalesLimitListQuerySchema>;
/** The Topes page's filters (null: no filter). */
export type SalesLimitFilters = Filters<SalesLimitListQuery>;

export const SalesLimitListSchema = Paginated('limits', SalesLimitSchema);
export type SalesLimitList = Static<typeof SalesLimitListSchema>;

export const SalesLimitFormSchema = Type.Object({
  scope: LimitScopeSchema,
  scope_id: Nullable(Id),
  game_type_id: Id,
  draw_id: Nullable(Id),
  selection: Nullable(Type.String({ minLength: 1, maxLength: MAX_SELECTION_LENGTH })),
  /** The currency whose sales it counts (default: the banca's; 400 naming it when not enabled). */
  currency: Type.Optional(CurrencySchema),
  /** 0 blocks the number; two decimals at most. */
  max_amount: Money,
});
export type SalesLimitForm = Static<typeof SalesLimitFormSchema>;

export const SalesLimitUpdateSchema = Type.Object({ max_amount: Money });
export type SalesLimitUpdate = Static<typeof SalesLimitUpdateSchema>;

export const SalesLimitConflictSchema = ConflictBody(['LIMIT_EXISTS'] as const, { existing_id: Type.Optional(Type.Integer()) });

/** What may still be sold on a number of a draw for the caller (the tightest limit of its scopes). */
export const AvailabilityQuerySchema = Type.Object({
  game_type_id: Id,
  selection: Type.String({ minLength: 1, maxLength: MAX_SELECTION_LENGTH }),
  /** Staff: the booth (and with `seller_id`, the seller account) to ask for; a terminal asks for itself. */
  booth_id: Type.Optional(Id),
  seller_id: Type.Optional(Id),
  /** The sale's currency: the limits of that currency (default: the banca's; 400 naming it when not enabled). */
  ...CurrencyQuery,
});
export type AvailabilityQuery = Static<typeof AvailabilityQuerySchema>;

export const AvailabilitySchema = Type.Object({
  /** The selection as stored ('7' → '07'). */
  selection: Type.String(),
  /** The limit that binds (least left); null when no limit applies. */
  limit: Nullable(Type.Number()),
  /** Sold in that limit's scope (with no limit: in the narrowest scope asked for). */
  sold: Type.Number(),
  /** What may still be sold; null when unlimited. */
  available: Nullable(Type.Number()),
  /** The number may not be sold (a limit of 0). */
  blocked: Type.Boolean(),
  /** Whose limit binds; null when unlimited. */
  scope: Nullable(LimitScopeSchema),
  /** The currency of `limit`, `sold` and `available`. */
  currency: CurrencySchema,
});
export type Availability = Static<typeof AvailabilitySchema>;

const tags = ['limits'];
const scopeRule =
  'Alcances: `global` (todas las taquillas; `scope_id` null), `owner` (las taquillas de un cliente), `booth` (una taquilla), `seller` (una cuenta de vendedor). Dentro de un alcance cuenta el tope más específico (un número antes que todos los números; un sorteo antes que todos los sorteos); el `sales_limit` de la configuración de juego de un propietario (`{ VES, USD }`: el de la moneda de la venta) es su tope de todos los números por sorteo cuando no tiene otro. `max_amount` 0 bloquea el número.';

export const salesLimitsRoutes = {
  listSalesLimits: defineRoute({
    method: 'GET',
    url: '/v1/limits/list',
    access: 'limits:read',
    schema: {
      tags,
      summary:
        'Topes de venta, 10 por página (un cliente: los que se aplican a sus taquillas); filtra por sorteo, tipo de juego, número y alcance',
      description: scopeRule,
      querystring: SalesLimitListQuerySchema,
      response: { 200: SalesLimitListSchema, ...errorResponses },
    },
  }),
  createSalesLimit: defineRoute({
    method: 'POST',
    url: '/v1/limits/create',
    access: 'limits:write',
    schema: {
      tags,
      summary: 'Crea un tope de venta (0 bloquea el número)',
      description: `${scopeRule} 409 LIMIT_EXISTS si ya hay un tope con el mismo alcance, tipo de juego, sorteo y número (edítelo).`,
      body: SalesLimitFormSchema,
      response: { 201: WithETag(SalesLimitSchema), 409: SalesLimitConflictSchema, ...errorResponses },
    },
  }),
  salesLimit: defineRoute({
    method: 'GET',
    url: '/v1/limits/detail/:id',
    access: 'limits:read',
    schema: { tags, summary: 'Un tope de venta', params: IdParams, response: { 200: WithETag(SalesLimitSchema), ...errorResponses } },
  }),
  updateSalesLimit: defineRoute({
    method: 'PUT',
    url: '/v1/limits/detail/:id',
    access: 'limits:write',
    schema: {
      tags,
      summary: 'Cambia el monto de un tope de venta (0 lo bloquea)',
      params: IdParams,
      headers: IfMatchHeaders,
      body: SalesLimitUpdateSchema,
      response: { 200: WithETag(SalesLimitSchema), ...staleResponse, ...errorResponses },
    },
  }),
  deleteSalesLimit: defineRoute({
    method: 'DELETE',
    url: '/v1/limits/detail/:id',
    access: 'limits:write',
    schema: {
      tags,
      summary: 'Elimina un tope de venta (lo vendido queda sujeto al siguiente tope que se aplique)',
      description: 'El ETag de la respuesta es la versión que cierra el registro (la última más uno), como en toda escritura versionada.',
      params: IdParams,
      headers: IfMatchHeaders,
      response: { 200: WithETag(OkSchema), ...staleResponse, ...errorResponses },
    },
  }),
  availability: defineRoute({
    method: 'GET',
    url: '/v1/draws/detail/:id/availability',
    access: 'limits:read',
    terminal: true,
    schema: {
      tags,
      summary: 'Lo que aún se puede vender de un número en un sorteo: el tope que más limita, lo vendido y lo disponible',
      description:
        'Una terminal: para su cuenta de vendedor (sus topes y los de su taquilla, su propietario y globales). El personal: los globales, y con `booth_id` / `seller_id` los de esa taquilla o cuenta (un cliente, además, los suyos). `limit` y `available` son null sin tope.',
      params: IdParams,
      querystring: AvailabilityQuerySchema,
      response: { 200: AvailabilitySchema, ...errorResponses },
    },
  }),
};

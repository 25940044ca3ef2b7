/**
 * Tickets: the list (search by code; booth, draw and status filters) and the whole ticket, within
 * the data scope; the sale from a booth terminal, its cancellation, the verification by code and
 * the payment of its prize.
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  ConflictBody,
  Day,
  errorResponses,
  type Filters,
  heavyResponses,
  Id,
  IdParams,
  Moment,
  Money,
  Nullable,
  PageQuery,
  Paginated,
  RequiredText,
  StringEnum,
} from './common';
import { CurrencySchema } from './currencies';
import { BET_FORMATS, RESULT_FORMATS } from './draw-rules';
import { DRAW_STATUSES, GAME_KINDS, LIMIT_SCOPES, PAYMENT_METHODS, TICKET_STATUSES } from './enums';
import { MAX_CANCEL_REASON_LENGTH, MAX_SELECTION_LENGTH, MAX_TICKET_LINES, MONEY } from './limits';
import { defineRoute } from './route';

export const TicketRowSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  ticket_booth_id: Type.Integer(),
  booth_name: Type.String(),
  seller_id: Type.Integer(),
  seller_label: Type.String(),
  draw_id: Type.Integer(),
  draw_name: Type.String(),
  amount: Type.Number(),
  /** The ticket's currency: every amount of it (lines, payouts, prize, refund) is in it. */
  currency: CurrencySchema,
  /** `cancelled` once annulled; otherwise `pending` until the draw is settled, then `winner` or `loser`. */
  status: StringEnum(TICKET_STATUSES),
  is_winner: Type.Boolean(),
  prize_amount: Type.Number(),
  created_at: Moment,
  /** When its prize was paid; null while unpaid (or not a winner). */
  paid_at: Nullable(Moment),
});
export type TicketRow = Static<typeof TicketRowSchema>;

export const TicketListSchema = Paginated('tickets', TicketRowSchema);
export type TicketList = Static<typeof TicketListSchema>;

/** Who did something to a ticket: a staff user (by name) or a booth terminal (its seller account's label). */
export const TicketActorSchema = Type.Object({
  name: Type.String(),
  /** `user` (staff) or `terminal` (a seller account at its booth). */
  kind: StringEnum(['user', 'terminal'] as const),
});
export type TicketActor = Static<typeof TicketActorSchema>;

export const TicketCancellationSchema = Type.Object({
  at: Moment,
  by: TicketActorSchema,
  reason: Type.String(),
  /** Whether it was cancelled within the booth's cancel window (a terminal); staff cancellations are out of it. */
  in_window: Type.Boolean(),
});

export const TicketPaymentSchema = Type.Object({
  at: Moment,
  by: TicketActorSchema,
  amount: Type.Number(),
  /** The booth whose terminal paid it; null when paid from the back-office. */
  booth_name: Nullable(Type.String()),
});

export const TicketDetailSchema = Type.Composite([
  TicketRowSchema,
  Type.Object({
    /** Until when its terminal may cancel it: the sale plus the booth's cancel window, never past the draw's cutoff. */
    cancel_until: Moment,
    /** Until when its prize may be paid (the draw's day plus its module's prize expiry). */
    prize_expires_at: Moment,
    cancellation: Nullable(TicketCancellationSchema),
    payment: Nullable(TicketPaymentSchema),
    /** Its refund, when its draw was suspended: what is owed back and whether it was paid (when, by whom). */
    refund: Nullable(
      Type.Object({
        at: Moment,
        reason: Type.String(),
        amount: Type.Number(),
        paid_at: Nullable(Moment),
        paid_by: Nullable(Type.String()),
      }),
    ),
    /** What the caller may do to it now: cancel it, pay its prize, pay its refund back. */
    actions: Type.Object({ cancel: Type.Boolean(), pay: Type.Boolean(), refund: Type.Boolean() }),
    draw: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      draw_at: Moment,
      status: StringEnum(DRAW_STATUSES),
      /** How its result is written (an `animal38` result `00` is shown `00 Ballena`: `resultLabel`). */
      result_format: StringEnum(RESULT_FORMATS),
      winning_numbers: Nullable(Type.String()),
    }),
    lines: Type.Array(
      Type.Object({
        id: Type.Integer(),
        game_type_name: Type.String(),
        kind: StringEnum(GAME_KINDS),
        /** How its selection is written (an `animal`'s `00` is shown `00 Ballena`: `selectionLabel`). */
        bet_format: StringEnum(BET_FORMATS),
        selection: Type.String(),
        amount: Type.Number(),
        potential_payout: Type.Number(),
        /** The payout multiplier it was sold with (its owner's prize plan then). */
        payout: Type.Number(),
        is_winner: Type.Boolean(),
      }),
    ),
  }),
]);
export type TicketDetail = Static<typeof TicketDetailSchema>;

export const TicketListQuerySchema = Type.Object({
  ...PageQuery,
  booth_id: Type.Optional(Id),
  draw_id: Type.Optional(Id),
  status: Type.Optional(StringEnum(TICKET_STATUSES)),
  /** Tickets sold on this business day (`YYYY-MM-DD`, the banca's clock): a terminal's "today". */
  day: Type.Optional(Day),
  /** Only refunded tickets whose refund is not paid back yet (a terminal's «Reintegros por pagar»). */
  refund_owed: Type.Optional(StringEnum(['true'] as const)),
});
export type TicketListQuery = Static<typeof TicketListQuerySchema>;
/** The tickets page's filters (null: no filter). */
export type TicketFilters = Filters<TicketListQuery>;

/** One bet of a sale: its game type, its selection (as the bet format writes it) and its stake. */
export const SaleLineSchema = Type.Object({
  game_type_id: Id,
  selection: Type.String({ minLength: 1, maxLength: MAX_SELECTION_LENGTH }),
  /** More than 0, two decimals at most, at least the game type's `min_bet` (checked by the API, naming the line). */
  amount: Type.Number({ maximum: MONEY.max }),
});
export type SaleLine = Static<typeof SaleLineSchema>;

/** POST /v1/tickets/create: a ticket sold by a booth terminal. */
export const SaleBodySchema = Type.Object({
  /** A UUID the terminal makes per sale and sends again until it knows the outcome: the same id never sells twice. */
  request_id: Type.String({ format: 'uuid' }),
  draw_id: Id,
  /** Required when the booth sells in two currencies; else the booth's one (400 naming `currency` when the booth does not sell in it). */
  currency: Type.Optional(CurrencySchema),
  lines: Type.Array(SaleLineSchema, { minItems: 1, maxItems: MAX_TICKET_LINES }),
  /** How the buyer paid (default `efectivo`): only cash goes into the drawer's expected cash. */
  payment_method: Type.Optional(StringEnum(PAYMENT_METHODS)),
});
export type SaleBody = Static<typeof SaleBodySchema>;

export const SaleSchema = Type.Object({
  id: Type.Integer(),
  /** Random and unguessable (65 bits), what the customer shows to be paid. */
  code: Type.String(),
  draw_id: Type.Integer(),
  draw_name: Type.String(),
  draw_at: Moment,
  booth: Type.Object({ id: Type.Integer(), name: Type.String() }),
  seller: Type.Object({ id: Type.Integer(), label: Type.String() }),
  total: Type.Number(),
  currency: CurrencySchema,
  created_at: Moment,
  /** Until when this terminal may cancel it. */
  cancel_until: Moment,
  lines: Type.Array(
    Type.Object({
      game_type_id: Type.Integer(),
      game_type_name: Type.String(),
      /** As stored: the bet format's one way of writing it ('7' → '07'). */
      selection: Type.String(),
      amount: Type.Number(),
      /** What the line pays if it wins: stake × `payout`. */
      potential_payout: Type.Number(),
      /** The payout multiplier it is sold with: the owner's prize plan for the game type, else the game type's. */
      payout: Type.Number(),
    }),
  ),
});
export type Sale = Static<typeof SaleSchema>;

/** A line a sales limit refused: the limit that binds (and whose), what is sold in its scope and what is left. */
export const LimitRefusalLineSchema = Type.Object({
  /** The line's position in the request (0 is the first). */
  index: Type.Integer(),
  game_type_id: Type.Integer(),
  selection: Type.String(),
  limit: Type.Number(),
  sold: Type.Number(),
  available: Type.Number(),
  scope: StringEnum(LIMIT_SCOPES),
});
export type LimitRefusalLine = Static<typeof LimitRefusalLineSchema>;

export const SaleConflictSchema = ConflictBody(
  [
    'IDEMPOTENCY_KEY_REUSED',
    'DRAW_CLOSED',
    'GAME_NOT_ENABLED',
    'DAY_CLOSED',
    'NUMBER_LIMIT_EXCEEDED',
    'NUMBER_BLOCKED',
    'CREDIT_LIMIT_REACHED',
  ] as const,
  {
    lines: Type.Optional(Type.Array(LimitRefusalLineSchema)),
    /** CREDIT_LIMIT_REACHED: the currency of the sale, the owner's limit in it and what it owes before this sale. */
    currency: Type.Optional(CurrencySchema),
    limit: Type.Optional(Type.Number()),
    owed: Type.Optional(Type.Number()),
  },
);
export type SaleConflict = Static<typeof SaleConflictSchema>;

export const CancelTicketBodySchema = Type.Object({ reason: RequiredText(MAX_CANCEL_REASON_LENGTH) });
export type CancelTicketBody = Static<typeof CancelTicketBodySchema>;

export const CancelConflictSchema = ConflictBody(['CANCEL_WINDOW_EXPIRED', 'DRAW_CLOSED', 'TICKET_NOT_ACTIVE', 'DAY_CLOSED'] as const, {
  /** CANCEL_WINDOW_EXPIRED: until when its terminal could cancel it. */
  cancel_until: Type.Optional(Moment),
});

export const PayPrizeBodySchema = Type.Object({
  /** The prize the person paying saw: if the prize is another amount now (a corrected result), nothing is paid. */
  expected_amount: Money,
  /** How the prize is paid (default `efectivo`): only cash leaves the drawer's expected cash. */
  payment_method: Type.Optional(StringEnum(PAYMENT_METHODS)),
});
export type PayPrizeBody = Static<typeof PayPrizeBodySchema>;

export const PrizePaymentSchema = Type.Object({
  ticket_id: Type.Integer(),
  paid_at: Moment,
  paid_by: Type.String(),
  amount: Type.Number(),
});
export type PrizePayment = Static<typeof PrizePaymentSchema>;

export const PayConflictSchema = ConflictBody(
  [
    'PRIZE_ALREADY_PAID',
    'TICKET_NOT_WINNER',
    'DRAW_NOT_SETTLED',
    'PRIZE_EXPIRED',
    'PRIZE_AMOUNT_CHANGED',
    'TICKET_NOT_ACTIVE',
    'DAY_CLOSED',
  ] as const,
  {
    /** PRIZE_ALREADY_PAID: when, by whom and at which booth (null: the back-office). */
    paid_at: Type.Optional(Moment),
    paid_by: Type.Optional(Type.String()),
    paid_booth: Type.Optional(Nullable(Type.String())),
    /** PRIZE_AMOUNT_CHANGED: the prize as it is now. */
    prize_amount: Type.Optional(Type.Number()),
  },
);
export type PayConflict = Static<typeof PayConflictSchema>;

/** POST /v1/tickets/detail/:id/refund: a refunded ticket's money paid back to its buyer. */
export const RefundPaymentSchema = Type.Object({
  ticket_id: Type.Integer(),
  paid_at: Moment,
  paid_by: Type.String(),
  amount: Type.Number(),
});
export type RefundPayment = Static<typeof RefundPaymentSchema>;

export const RefundConflictSchema = ConflictBody(['TICKET_NOT_REFUNDABLE', 'DAY_CLOSED'] as const, {
  /** TICKET_NOT_REFUNDABLE of a refund already paid: when, by whom. */
  paid_at: Type.Optional(Moment),
  paid_by: Type.Optional(Type.String()),
});

export const TicketCodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 40 }) });

const tags = ['tickets'];

export const ticketsRoutes = {
  listTickets: defineRoute({
    method: 'GET',
    url: '/v1/tickets/list',
    access: 'tickets:read',
    heavy: true,
    terminal: true,
    schema: {
      tags,
      summary:
        'Tickets visibles para el usuario (una taquilla: los de su cuenta de vendedor), 10 por página, del más reciente al más antiguo; busca por código y filtra por taquilla, sorteo, estado (pendiente, ganador, no ganador, anulado) y día de venta',
      querystring: TicketListQuerySchema,
      response: { 200: TicketListSchema, ...errorResponses, ...heavyResponses },
    },
  }),
  ticket: defineRoute({
    method: 'GET',
    url: '/v1/tickets/detail/:id',
    access: 'tickets:read',
    terminal: true,
    schema: {
      tags,
      summary: 'Un ticket completo: datos, sorteo, jugadas, anulación, pago y lo que el usuario puede hacer con él',
      params: IdParams,
      response: { 200: TicketDetailSchema, ...errorResponses },
    },
  }),
  sell: defineRoute({
    method: 'POST',
    url: '/v1/tickets/create',
    access: 'terminal',
    schema: {
      tags,
      summary: 'Vende un ticket desde la terminal de una taquilla: todas sus jugadas o ninguna',
      description:
        'Solo una sesión de terminal (`POST /v1/terminal/login`). `request_id` (UUID) es único por cuenta de vendedor: repetir la misma venta responde el mismo ticket (encabezado `Idempotent-Replayed: true`), otra venta con el mismo id es 409 IDEMPOTENCY_KEY_REUSED. 409 DRAW_CLOSED (sorteo no abierto o pasado su cierre: hora del sorteo − `cutoff_minutes` del módulo), GAME_NOT_ENABLED (tipo de juego de otro módulo o no habilitado para el propietario de la taquilla), DAY_CLOSED (día de la taquilla cerrado), NUMBER_LIMIT_EXCEEDED / NUMBER_BLOCKED (topes: `lines` dice por cada jugada rechazada el tope, lo vendido y lo disponible), CREDIT_LIMIT_REACHED (lo que el propietario debe más lo que esta venta le suma pasa su límite de crédito en la moneda de la venta: `currency`, `limit`, `owed`). 400 nombrando la jugada (`lines.<i>.selection`, `lines.<i>.amount`): selección fuera del formato de apuesta, monto ≤ 0, con más de dos decimales o menor que la apuesta mínima.',
      body: SaleBodySchema,
      response: { 201: SaleSchema, 409: SaleConflictSchema, ...errorResponses },
    },
  }),
  cancelTicket: defineRoute({
    method: 'POST',
    url: '/v1/tickets/detail/:id/cancel',
    access: 'tickets:cancel',
    terminal: true,
    schema: {
      tags,
      summary: 'Anula un ticket con un motivo: sus montos salen de los topes, la exposición, los reportes y los totales',
      description:
        'Una terminal: sus propios tickets, dentro de `cancel_window_minutes` de la taquilla desde la venta y antes del cierre del sorteo (si no, 409 CANCEL_WINDOW_EXPIRED). Administrador, operador y el propietario de la taquilla: mientras las ventas del sorteo estén abiertas (queda registrado fuera de la ventana). 409 DRAW_CLOSED (ventas cerradas), TICKET_NOT_ACTIVE (ya anulado), DAY_CLOSED.',
      params: IdParams,
      body: CancelTicketBodySchema,
      response: { 200: TicketDetailSchema, 409: CancelConflictSchema, ...errorResponses },
    },
  }),
  verifyTicket: defineRoute({
    method: 'GET',
    url: '/v1/tickets/verify/:code',
    access: 'tickets:pay',
    terminal: true,
    schema: {
      tags,
      summary: 'Un ticket por su código: estado, premio y pago (una terminal: los de su taquilla; el personal: en su alcance)',
      params: TicketCodeParams,
      response: { 200: TicketDetailSchema, ...errorResponses },
    },
  }),
  payPrize: defineRoute({
    method: 'POST',
    url: '/v1/tickets/detail/:id/pay',
    access: 'tickets:pay',
    terminal: true,
    schema: {
      tags,
      summary: 'Paga el premio de un ticket ganador de un sorteo liquidado, una sola vez',
      description:
        'Paga la terminal de la taquilla que lo vendió, su propietario, el administrador o el operador. `expected_amount`: el premio que vio quien paga. 409 PRIZE_ALREADY_PAID (con quién, cuándo y en qué taquilla), TICKET_NOT_WINNER, DRAW_NOT_SETTLED, PRIZE_EXPIRED (pasados `prize_expiry_days` del módulo desde el sorteo), PRIZE_AMOUNT_CHANGED (con el premio actual), TICKET_NOT_ACTIVE (anulado), DAY_CLOSED.',
      params: IdParams,
      body: PayPrizeBodySchema,
      response: { 200: PrizePaymentSchema, 409: PayConflictSchema, ...errorResponses },
    },
  }),
  payRefund: defineRoute({
    method: 'POST',
    url: '/v1/tickets/detail/:id/refund',
    access: 'tickets:pay',
    terminal: true,
    schema: {
      tags,
      summary: 'Paga el reintegro de un ticket de un sorteo suspendido, una sola vez',
      description:
        'Paga la terminal de la taquilla que lo vendió, su propietario, el administrador o el operador. 409 TICKET_NOT_REFUNDABLE si el ticket no está reintegrado o su reintegro ya se pagó (con quién y cuándo); DAY_CLOSED si el día de la taquilla está cerrado.',
      params: IdParams,
      response: { 200: RefundPaymentSchema, 409: RefundConflictSchema, ...errorResponses },
    },
  }),
};

/**
 * The money of the booths and their owners: a booth's business day (cuadre) — its figures, its
 * closing with the cash counted and its approval —, the list of days ("Cierres de caja") with the
 * tickets of a day, and an owner's statement ("Estado de cuenta") with the payments between the
 * banca and the owner (abonos and cobros).
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  ConflictBody,
  Day,
  errorResponses,
  heavyResponses,
  Id,
  IdParams,
  IfMatchHeaders,
  Moment,
  Money,
  Nullable,
  PageQuery,
  Paginated,
  RequiredText,
  staleResponse,
  StringEnum,
  WithETag,
} from './common';
import {
  BOOTH_DAY_STATUSES,
  BOOTH_DAY_TICKET_KINDS,
  DRAWER_CURRENCIES,
  EXPENSE_CATEGORIES,
  EXPENSE_STATUSES,
  OWNER_PAYMENT_DIRECTIONS,
} from './enums';
import { MAX_PAGE_LIMIT, MAX_PAYMENT_REASON_LENGTH, MAX_REOPEN_REASON_LENGTH, PAGE_SIZE } from './limits';
import { defineRoute } from './route';
import { TicketRowSchema } from './tickets';

/** Who closed or approved a day: a staff user (by name), a booth terminal (its seller account's label) or the system. */
export const CashActorSchema = Type.Object({
  name: Type.String(),
  kind: StringEnum(['user', 'terminal', 'system'] as const),
});
export type CashActor = Static<typeof CashActorSchema>;

/** An expense paid from a booth's drawer on one of its days (the drawer's routes are in drawer.ts). */
export const BoothDayExpenseSchema = Type.Object({
  id: Type.Integer(),
  booth: Type.Object({ id: Type.Integer(), name: Type.String() }),
  /** The business day it was paid on, `YYYY-MM-DD`. */
  date: Type.String(),
  currency: StringEnum(DRAWER_CURRENCIES),
  amount: Type.Number(),
  category: StringEnum(EXPENSE_CATEGORIES),
  note: Type.String(),
  status: StringEnum(EXPENSE_STATUSES),
  created_at: Moment,
  created_by: CashActorSchema,
  /** When and by whom it was approved or rejected; null while pending. */
  decided_at: Nullable(Moment),
  decided_by: Nullable(CashActorSchema),
});
export type BoothDayExpense = Static<typeof BoothDayExpenseSchema>;

/**
 * A booth's day as a list row shows it. Amounts: sales net of the day's cancellations (a refunded
 * ticket's money stays in the drawer until paid back: it is in `sales` and in `refunds`, not in
 * `cancelled`); expected cash = sales − prizes paid − refunds paid.
 */
export const BoothDayRowSchema = Type.Object({
  /** The day's record; null for a day without any movement (nothing was sold, cancelled or paid). */
  id: Nullable(Type.Integer()),
  booth: Type.Object({ id: Type.Integer(), name: Type.String() }),
  /** The business day (America/Caracas), `YYYY-MM-DD`. */
  date: Type.String(),
  status: StringEnum(BOOTH_DAY_STATUSES),
  /** Tickets sold that day less those cancelled that day. */
  tickets: Type.Integer(),
  sales: Type.Number(),
  cancelled_tickets: Type.Integer(),
  cancelled: Type.Number(),
  paid_tickets: Type.Integer(),
  prizes_paid: Type.Number(),
  /** The owner's commission on the day's sales (each line's, kept from its sale). */
  commission: Type.Number(),
  /** The day's refunds: tickets of a suspended draw refunded that day, owed back to their buyers. */
  refunds: Type.Number(),
  /** Refunds paid back that day (of this day's or earlier suspensions). */
  refunds_paid: Type.Number(),
  /** The currency of the day's drawer figures (opening float, expenses, expected cash, count). */
  currency: StringEnum(DRAWER_CURRENCIES),
  /** The cash in the drawer before the day's first sale (0 when not set). */
  opening_float: Type.Number(),
  /** Expenses paid from the drawer that day and approved (pending and rejected ones do not count). */
  expenses: Type.Number(),
  /** Expenses of the day still waiting for the owner's approval (any currency). */
  pending_expenses: Type.Integer(),
  /** Money received for the day's sales less prizes paid by each non-cash method: never in the drawer. */
  non_cash: Type.Object({ pago_movil: Type.Number(), transferencia: Type.Number(), punto: Type.Number() }),
  /**
   * opening float + sales − prizes paid − refunds paid − approved expenses − non-cash: the cash the
   * drawer should hold. Null for the terminal of a booth with `blind_count` while the day is open.
   */
  expected_cash: Nullable(Type.Number()),
  /** The cash counted at the closing; null while open or when the system closed the day. */
  declared_cash: Nullable(Type.Number()),
  /** declared − expected: positive a surplus (sobrante), negative a shortfall (faltante); null without a count. */
  difference: Nullable(Type.Number()),
  closed_by: Nullable(CashActorSchema),
  closed_at: Nullable(Moment),
  approved_by: Nullable(CashActorSchema),
  approved_at: Nullable(Moment),
});
export type BoothDayRow = Static<typeof BoothDayRowSchema>;

export const BoothDaySchema = Type.Composite([
  BoothDayRowSchema,
  Type.Object({
    /** The booth's owner the day counts for (its owner at the day's first movement). */
    owner: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
    /** What the caller may do with the day now. */
    actions: Type.Object({
      close: Type.Boolean(),
      approve: Type.Boolean(),
      reopen: Type.Boolean(),
      /** Set the opening float and add expenses (open day; its terminal, its owner, an administrator). */
      drawer: Type.Boolean(),
      /** Approve or reject its pending expenses (its owner, an administrator; until the day is approved). */
      decide_expenses: Type.Boolean(),
    }),
    /** Conteo a ciegas: its terminal does not see the expected cash until the day is closed. */
    blind_count: Type.Boolean(),
    /** The currencies its booth sells in: its closing counts the cash of each. */
    currencies: Type.Array(StringEnum(DRAWER_CURRENCIES)),
    /** The day's opening floats, one per currency set. */
    floats: Type.Array(Type.Object({ currency: StringEnum(DRAWER_CURRENCIES), amount: Type.Number(), set_at: Moment })),
    /** The day's expenses, every status and currency, oldest first. */
    expense_items: Type.Array(BoothDayExpenseSchema),
  }),
]);
export type BoothDay = Static<typeof BoothDaySchema>;

export const BoothDayParamsSchema = Type.Object({ id: Id, date: Day });
export type BoothDayParams = Static<typeof BoothDayParamsSchema>;
/** A day's figures are in one currency (never two added): the banca's default unless asked; 400 naming `currency` when not enabled. */
export const BoothDayQuerySchema = Type.Object({ currency: Type.Optional(StringEnum(DRAWER_CURRENCIES)) });
export type BoothDayQuery = Static<typeof BoothDayQuerySchema>;

export const CloseBoothDayBodySchema = Type.Object({
  /**
   * The cash counted in the booth at the end of the day (two decimals at most): one amount for a
   * booth selling in one currency, `{ VES: n, USD: n }` for one selling in two.
   */
  declared_cash: Type.Union([
    Money,
    Type.Object({ VES: Type.Optional(Money), USD: Type.Optional(Money) }, { additionalProperties: false }),
  ]),
});
export type CloseBoothDayBody = Static<typeof CloseBoothDayBodySchema>;

/** Why a day closed by mistake is opened again (kept in the audit trail). */
export const ReopenBoothDayBodySchema = Type.Object({ reason: RequiredText(MAX_REOPEN_REASON_LENGTH) });
export type ReopenBoothDayBody = Static<typeof ReopenBoothDayBodySchema>;

export const BoothDayConflictSchema = ConflictBody([
  'DAY_CLOSED',
  'DAY_NOT_CLOSED',
  'DAY_ALREADY_APPROVED',
  'DAY_REOPEN_EXPIRED',
  'EXPENSES_PENDING',
] as const);

export const BoothDayListQuerySchema = Type.Object({
  ...PageQuery,
  from: Day,
  to: Day,
  booth_id: Type.Optional(Id),
  status: Type.Optional(StringEnum(BOOTH_DAY_STATUSES)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_LIMIT, default: PAGE_SIZE })),
  /** The currency of the figures (default: the banca's); days and totals are of that currency only. */
  currency: Type.Optional(StringEnum(DRAWER_CURRENCIES)),
});
export type BoothDayListQuery = Static<typeof BoothDayListQuerySchema>;

const DayTotals = {
  tickets: Type.Integer(),
  sales: Type.Number(),
  cancelled: Type.Number(),
  prizes_paid: Type.Number(),
  commission: Type.Number(),
  expected_cash: Type.Number(),
  refunds: Type.Number(),
  refunds_paid: Type.Number(),
  declared_cash: Type.Number(),
  difference: Type.Number(),
};
export const BoothDayListSchema = Type.Composite([
  Paginated('days', BoothDayRowSchema),
  /** The sums over every day of the filter (not only the page); declared cash and difference over the days counted. */
  Type.Object({ totals: Type.Object(DayTotals) }),
]);
export type BoothDayList = Static<typeof BoothDayListSchema>;

/** A ticket of a booth's day: sold, cancelled or paid that day. */
export const BoothDayTicketSchema = Type.Composite([
  TicketRowSchema,
  Type.Object({
    cancelled_at: Nullable(Moment),
    cancel_reason: Nullable(Type.String()),
    paid_amount: Nullable(Type.Number()),
    /** What the ticket adds to the day's commission: its lines' (each rounded to the cent); 0 when cancelled. */
    commission: Type.Number(),
  }),
]);
export type BoothDayTicket = Static<typeof BoothDayTicketSchema>;

export const BoothDayTicketsQuerySchema = Type.Object({
  page: PageQuery.page,
  kind: StringEnum(BOOTH_DAY_TICKET_KINDS),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_LIMIT, default: PAGE_SIZE })),
});
export type BoothDayTicketsQuery = Static<typeof BoothDayTicketsQuerySchema>;
export const BoothDayTicketListSchema = Paginated('tickets', BoothDayTicketSchema);
export type BoothDayTicketList = Static<typeof BoothDayTicketListSchema>;

/** One day of an owner's statement. */
export const StatementDaySchema = Type.Object({
  date: Type.String(),
  /** Sales net of cancellations of the owner's booths that day. */
  sales: Type.Number(),
  /** Prizes paid that day (the cash that left the booths). */
  prizes: Type.Number(),
  commission: Type.Number(),
  /** sales − prizes − commission. */
  net: Type.Number(),
  participation_percentage: Type.Number(),
  /** The percentage of the positive net left after the losses carried from earlier days. */
  participation: Type.Number(),
  /** Losses carried into the next day (0 or negative). */
  carried_loss: Type.Number(),
  /** Money between the banca and the owner that day: abonos (+) and cobros (−), reversals included. */
  payments: Type.Number(),
  /** The running balance after the day, in the owner's favour (negative: the owner owes the banca). */
  balance: Type.Number(),
  /** Booth days of the owner still open that day: its figures may still move. */
  open_booths: Type.Integer(),
  /**
   * The drawer, shown and not part of the net: the expenses its booths paid from the drawer and the
   * owner approved, and what they received less paid by each non-cash method (in the statement's currency).
   */
  expenses: Type.Number(),
  non_cash: Type.Object({ pago_movil: Type.Number(), transferencia: Type.Number(), punto: Type.Number() }),
});
export type StatementDay = Static<typeof StatementDaySchema>;

export const OwnerPaymentSchema = Type.Object({
  id: Type.Integer(),
  direction: StringEnum(OWNER_PAYMENT_DIRECTIONS),
  amount: Type.Number(),
  currency: StringEnum(DRAWER_CURRENCIES),
  reason: Type.String(),
  created_at: Moment,
  created_by: Nullable(Type.String()),
  reversed_at: Nullable(Moment),
  reversed_by: Nullable(Type.String()),
  reversal_reason: Nullable(Type.String()),
});
export type OwnerPayment = Static<typeof OwnerPaymentSchema>;

/** One game type of a statement's range: what the owner's booths sold of it, net of cancellations, and its commission. */
export const StatementGameTypeSchema = Type.Object({
  game_type_id: Type.Integer(),
  /** Its lottery (game module) and its own name. */
  module: Type.String(),
  name: Type.String(),
  sales: Type.Number(),
  commission: Type.Number(),
});
export type StatementGameType = Static<typeof StatementGameTypeSchema>;

export const StatementSchema = Type.Object({
  owner: Type.Object({ id: Type.Integer(), name: Type.String(), participation_percentage: Type.Number(), sale_percentage: Type.Number() }),
  from: Type.String(),
  to: Type.String(),
  /** Every figure of the statement is in this currency (its sales, payments and balance: the other currency's are apart). */
  currency: StringEnum(DRAWER_CURRENCIES),
  /** The balance before `from`. */
  opening_balance: Type.Number(),
  /** Every day of the range with movement, oldest first. */
  days: Type.Array(StatementDaySchema),
  totals: Type.Object({
    sales: Type.Number(),
    prizes: Type.Number(),
    commission: Type.Number(),
    net: Type.Number(),
    participation: Type.Number(),
    payments: Type.Number(),
    expenses: Type.Number(),
    non_cash: Type.Object({ pago_movil: Type.Number(), transferencia: Type.Number(), punto: Type.Number() }),
  }),
  /** The balance after `to`. */
  closing_balance: Type.Number(),
  /** The owner's balance today: its `account_balance`. */
  balance: Type.Number(),
  /** The payments entered or reversed within the range. */
  payments: Type.Array(OwnerPaymentSchema),
  /**
   * The range's sales and commission per game type (each line's kept percentage × its amount, rounded
   * per line): they add up to `totals.sales` and `totals.commission`.
   */
  by_game_type: Type.Array(StatementGameTypeSchema),
});
export type Statement = Static<typeof StatementSchema>;

export const StatementQuerySchema = Type.Object({ from: Day, to: Day, currency: Type.Optional(StringEnum(DRAWER_CURRENCIES)) });
export type StatementQuery = Static<typeof StatementQuerySchema>;

export const OwnerPaymentBodySchema = Type.Object({
  /** A UUID the form makes for this payment and sends again until it knows the outcome: never two payments. */
  request_id: Type.String({ format: 'uuid' }),
  direction: StringEnum(OWNER_PAYMENT_DIRECTIONS),
  /** More than 0, two decimals at most. */
  amount: Money,
  /** The currency paid in (default: the banca's); it counts in that currency's statement only. */
  currency: Type.Optional(StringEnum(DRAWER_CURRENCIES)),
  reason: RequiredText(MAX_PAYMENT_REASON_LENGTH),
});
export type OwnerPaymentBody = Static<typeof OwnerPaymentBodySchema>;

export const ReverseOwnerPaymentBodySchema = Type.Object({ reason: RequiredText(MAX_PAYMENT_REASON_LENGTH) });
export type ReverseOwnerPaymentBody = Static<typeof ReverseOwnerPaymentBodySchema>;

export const OwnerPaymentConflictSchema = ConflictBody(['IDEMPOTENCY_KEY_REUSED', 'PAYMENT_ALREADY_REVERSED'] as const);

const OwnerPaymentParams = Type.Object({ id: Id, paymentId: Id });
/** What every money read of the cash says of its currency. */
const CURRENCY_HELP =
  ' Cifras de una sola moneda (`currency`, por defecto la de la banca; 400 nombrando `currency` si no está habilitada): nunca se suman bolívares y dólares.';
const DAY_HELP = `\`date\`: el día de negocio AAAA-MM-DD (hora de Caracas).${CURRENCY_HELP}`;
const tags = ['cash'];

export const cashRoutes = {
  boothDay: defineRoute({
    method: 'GET',
    url: '/v1/ticket_booths/detail/:id/days/:date',
    access: 'cash:read',
    terminal: true,
    schema: {
      tags,
      summary: 'El día de una taquilla: ventas, anulados, premios pagados, comisión, efectivo esperado y su cierre',
      description: `${DAY_HELP} Una terminal, solo el de su propia taquilla.`,
      params: BoothDayParamsSchema,
      querystring: BoothDayQuerySchema,
      response: { 200: WithETag(BoothDaySchema), ...errorResponses },
    },
  }),
  closeBoothDay: defineRoute({
    method: 'POST',
    url: '/v1/ticket_booths/detail/:id/days/:date/close',
    access: 'cash:close',
    terminal: true,
    schema: {
      tags,
      summary: 'Cierra el día de una taquilla con el efectivo contado: después, sus ventas y pagos de ese día responden DAY_CLOSED',
      description: `${DAY_HELP} Su terminal, su propietario, un administrador o un operador. 409 DAY_CLOSED si ya está cerrado. \`declared_cash\`: un monto si la taquilla vende en una moneda; \`{ VES, USD }\` si vende en dos (400 nombrando \`declared_cash.VES\` o \`declared_cash.USD\` si falta una).`,
      params: BoothDayParamsSchema,
      headers: IfMatchHeaders,
      body: CloseBoothDayBodySchema,
      response: { 200: WithETag(BoothDaySchema), ...errorResponses, 409: BoothDayConflictSchema, ...staleResponse },
    },
  }),
  approveBoothDay: defineRoute({
    method: 'POST',
    url: '/v1/ticket_booths/detail/:id/days/:date/approve',
    access: 'cash:approve',
    schema: {
      tags,
      summary: 'Aprueba el cierre del día de una taquilla (su propietario o un administrador)',
      description: `${DAY_HELP} 409 DAY_NOT_CLOSED si sigue abierto, DAY_ALREADY_APPROVED si ya se aprobó, EXPENSES_PENDING si tiene gastos sin aprobar ni rechazar.`,
      params: BoothDayParamsSchema,
      headers: IfMatchHeaders,
      response: { 200: WithETag(BoothDaySchema), ...errorResponses, 409: BoothDayConflictSchema, ...staleResponse },
    },
  }),
  reopenBoothDay: defineRoute({
    method: 'POST',
    url: '/v1/ticket_booths/detail/:id/days/:date/reopen',
    access: 'cash:approve',
    schema: {
      tags,
      summary:
        'Reabre el día de una taquilla cerrado por error, con el motivo (su propietario o un administrador): vuelve a vender y pagar ese día',
      description: `${DAY_HELP} 409 DAY_NOT_CLOSED si sigue abierto, DAY_ALREADY_APPROVED si ya se aprobó, DAY_REOPEN_EXPIRED después de las 00:30 del día siguiente (el sistema lo cierra).`,
      params: BoothDayParamsSchema,
      headers: IfMatchHeaders,
      body: ReopenBoothDayBodySchema,
      response: { 200: WithETag(BoothDaySchema), ...errorResponses, 409: BoothDayConflictSchema, ...staleResponse },
    },
  }),
  boothDayTickets: defineRoute({
    method: 'GET',
    url: '/v1/ticket_booths/detail/:id/days/:date/tickets',
    access: 'cash:read',
    heavy: true,
    schema: {
      tags,
      summary: 'Los tickets del día de una taquilla: vendidos, anulados o pagados ese día',
      description: `${DAY_HELP} \`kind\`: sold, cancelled o paid.`,
      params: BoothDayParamsSchema,
      querystring: BoothDayTicketsQuerySchema,
      response: { 200: BoothDayTicketListSchema, ...errorResponses, ...heavyResponses },
    },
  }),
  listBoothDays: defineRoute({
    method: 'GET',
    url: '/v1/cash/days/list',
    access: 'cash:read',
    heavy: true,
    schema: {
      tags,
      summary: 'Cierres de caja: los días de las taquillas en un rango de fechas, por taquilla y estado, con sus totales',
      description: `\`from\` y \`to\`: días AAAA-MM-DD, ambos incluidos, como máximo 366 días. Solo los días con movimiento.${CURRENCY_HELP}`,
      querystring: BoothDayListQuerySchema,
      response: { 200: BoothDayListSchema, ...errorResponses, ...heavyResponses },
    },
  }),
  statement: defineRoute({
    method: 'GET',
    url: '/v1/users/detail/:id/statement',
    access: 'statements:read',
    heavy: true,
    schema: {
      tags,
      summary: 'Estado de cuenta de un propietario: por día ventas, premios, comisión, neto, participación y saldo',
      description:
        '`from` y `to`: días AAAA-MM-DD, como máximo 366 días. El saldo es a favor del propietario (negativo: debe a la banca).' +
        CURRENCY_HELP,
      params: IdParams,
      querystring: StatementQuerySchema,
      response: { 200: StatementSchema, ...errorResponses, ...heavyResponses },
    },
  }),
  createOwnerPayment: defineRoute({
    method: 'POST',
    url: '/v1/users/detail/:id/payments',
    access: 'statements:write',
    schema: {
      tags,
      summary: 'Registra un abono (el propietario paga a la banca) o un cobro (la banca le paga)',
      description: 'Idempotente por `request_id`: el mismo envío responde el mismo movimiento; otro contenido, 409 IDEMPOTENCY_KEY_REUSED.',
      params: IdParams,
      body: OwnerPaymentBodySchema,
      response: { 201: OwnerPaymentSchema, ...errorResponses, 409: OwnerPaymentConflictSchema },
    },
  }),
  reverseOwnerPayment: defineRoute({
    method: 'POST',
    url: '/v1/users/detail/:id/payments/:paymentId/reverse',
    access: 'statements:write',
    schema: {
      tags,
      summary: 'Reversa un abono o cobro (queda en el estado de cuenta el día en que se reversa)',
      description: 'Solo administradores. 409 PAYMENT_ALREADY_REVERSED si ya se reversó.',
      params: OwnerPaymentParams,
      body: ReverseOwnerPaymentBodySchema,
      response: { 200: OwnerPaymentSchema, ...errorResponses, 409: OwnerPaymentConflictSchema },
    },
  }),
};

/**
 * The enumerations of the API as plain data (no TypeBox): the schemas, the database and the
 * front ends all read the allowed values from here.
 */
import { MAX_SESSIONS_PER_USER } from './limits';

export const ROLES = ['admin', 'operator', 'client', 'ticket_seller'] as const;
export type Role = (typeof ROLES)[number];
/** The Spanish name of each role (every screen, and the audit trail's CSV). */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: 'Administrador',
  operator: 'Operador',
  client: 'Cliente',
  ticket_seller: 'Vendedor de Tickets',
};

/** The list badge of a user, derived from its role (`USER_LEVEL_OF`). */
export const USER_LEVELS = ['admin', 'advanced', 'intermediate', 'seller'] as const;
export type UserLevel = (typeof USER_LEVELS)[number];
export const USER_LEVEL_OF: Readonly<Record<Role, UserLevel>> = {
  admin: 'admin',
  operator: 'advanced',
  client: 'intermediate',
  ticket_seller: 'seller',
};

export const DOCUMENT_TYPES = ['DNI', 'Passport', 'ID Card', 'Other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Readonly<Record<DocumentType, string>> = {
  DNI: 'DNI',
  Passport: 'Pasaporte',
  'ID Card': 'Cédula de identidad',
  Other: 'Otro',
};

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_LABELS: Readonly<Record<Language, string>> = {
  es: 'Español',
  en: 'Inglés',
};

export const COUNTRIES = ['VE', 'CO', 'CL', 'MX', 'US', 'ES', 'GB', 'DE', 'JP', 'AE'] as const;
export type Country = (typeof COUNTRIES)[number];

/**
 * The countries the API accepts, named in Spanish (CLDR's names, checked against the runtime's in
 * the tests), in the API's order. Written out rather than asked of `Intl.DisplayNames` when this
 * module loads: a page's first Intl object loads the runtime's locale data (about 20 ms in
 * Chromium here), and every page, the sign-in screens too, loads this module before it can draw.
 */
export const COUNTRY_LABELS: Readonly<Record<Country, string>> = {
  VE: 'Venezuela',
  CO: 'Colombia',
  CL: 'Chile',
  MX: 'México',
  US: 'Estados Unidos',
  ES: 'España',
  GB: 'Reino Unido',
  DE: 'Alemania',
  JP: 'Japón',
  AE: 'Emiratos Árabes Unidos',
};

/**
 * A draw's lifecycle, the one status every screen shows: `open` (sales open) → `closed` (sales
 * closed, at the draw's time or earlier by an administrator; awaiting the result) → `settled` (the
 * result is confirmed and every ticket settled; a correction keeps it settled). `suspended`: the
 * draw did not happen (from open or closed, never once settled); its tickets are refunded.
 */
export const DRAW_STATUSES = ['open', 'closed', 'settled', 'suspended'] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];
/** A draw's status in the one vocabulary of every screen (the kit's DRAW_STATUS_TAGS add the colours). */
export const DRAW_STATUS_LABELS: Readonly<Record<DrawStatus, string>> = {
  open: 'Abierto',
  closed: 'Cerrado',
  settled: 'Finalizado',
  suspended: 'Suspendido',
};

/** Who made a draw: the planner from the lottery's schedule, or a person (an extra draw, or a planned one moved by hand). */
export const DRAW_ORIGINS = ['schedule', 'manual'] as const;
export type DrawOrigin = (typeof DRAW_ORIGINS)[number];

/**
 * A ticket's status: `cancelled` once annulled (it counts nowhere), `refunded` when its draw was
 * suspended (it counts nowhere and its amount is owed back to the buyer), otherwise `pending` until
 * its draw is settled, then `winner` or `loser`. A winner's payment is apart (`paid_at`), as is a
 * refund's (`refund.paid_at`).
 */
export const TICKET_STATUSES = ['pending', 'winner', 'loser', 'cancelled', 'refunded'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * A booth's business day (cuadre): `open` while it sells and pays; `closed` once its cash is
 * counted (by its terminal, its owner, an administrator or operator, or by the system at 00:30 of
 * the next day) — no sale or payment is dated on it after that; `approved` once its owner or an
 * administrator accepted the closing.
 */
export const BOOTH_DAY_STATUSES = ['open', 'closed', 'approved'] as const;
export type BoothDayStatus = (typeof BOOTH_DAY_STATUSES)[number];

/** Which tickets of a booth's day a list shows: those sold, cancelled or whose prize was paid that day. */
export const BOOTH_DAY_TICKET_KINDS = ['sold', 'cancelled', 'paid'] as const;
export type BoothDayTicketKind = (typeof BOOTH_DAY_TICKET_KINDS)[number];

/** A booth day's status in words (the statement, the cash screens, the audit trail). */
export const BOOTH_DAY_STATUS_LABELS: Readonly<Record<BoothDayStatus, string>> = {
  open: 'Abierto',
  closed: 'Cerrado',
  approved: 'Aprobado',
};

/**
 * Money between the banca and a booth owner, as its statement records it: `owner_pays` (the owner
 * hands money to the banca; the owner's balance goes up) or `banca_pays` (the banca hands money to
 * the owner; the balance goes down).
 */
export const OWNER_PAYMENT_DIRECTIONS = ['owner_pays', 'banca_pays'] as const;
export type OwnerPaymentDirection = (typeof OWNER_PAYMENT_DIRECTIONS)[number];
/**
 * The directions as the banca's desk says them: it collects from the owner (cobro) or credits the
 * owner (abono). Said the owner's way round they read backwards, so every screen uses these.
 */
export const PAYMENT_DIRECTION_LABELS: Readonly<Record<OwnerPaymentDirection, string>> = {
  owner_pays: 'Cobro',
  banca_pays: 'Abono',
};

/** The draw list's type filter: three named game modules, and `otro` for every other module. */
export const NAMED_DRAW_TYPES = ['loteria_nacional', 'loteria_primitiva', 'bingo'] as const;
export const DRAW_TYPES = [...NAMED_DRAW_TYPES, 'otro'] as const;
export type DrawType = (typeof DRAW_TYPES)[number];

/** A game type's kind: a single bet or a parlay. */
export const GAME_KINDS = ['single', 'parlay'] as const;
/** Whether a lottery (game module) or one of its game types sells: an inactive lottery gets no new draws, an inactive type sells no line. */
export const GAME_STATUSES = ['active', 'inactive'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
export const GAME_STATUS_LABELS: Readonly<Record<GameStatus, string>> = { active: 'Activo', inactive: 'Inactivo' };
export type GameKind = (typeof GAME_KINDS)[number];

/** The two inboxes of the header; each has its own routes (`/v1/messages/...`, `/v1/notifications/...`). */
export const INBOX_KINDS = ['messages', 'notifications'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** What a sales report groups by: booth, seller account, game module or game type (its commission per game type). */
export const REPORT_GROUP_BYS = ['booth', 'seller', 'game', 'game_type'] as const;
export type ReportGroupBy = (typeof REPORT_GROUP_BYS)[number];

/** The levels of the user hierarchy's tree. */
export const HIERARCHY_LEVELS = ['administrator', 'sub_administrator', 'seller'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
/** A hierarchy node is a user or a seller account. */
export const HIERARCHY_NODE_KINDS = ['user', 'seller'] as const;

/**
 * Why the API no longer accepts a session (the `reason` of its 403 answer), and how the login page
 * words it after "Tu sesión terminó: ". An absent token, or one the server never issued, has no reason.
 */
export const SESSION_END_REASONS = ['revoked', 'session_limit', 'password_changed', 'deactivated', 'expired'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
export const SESSION_END_TEXT: Readonly<Record<SessionEndReason, string>> = {
  revoked: 'se cerró desde la administración o desde otra de tus sesiones',
  session_limit: `se abrió otra sesión con tu usuario y esta era la más antigua de las ${MAX_SESSIONS_PER_USER} permitidas`,
  password_changed: 'tu contraseña cambió',
  deactivated: 'tu cuenta fue desactivada',
  expired: 'expiró',
};

/** The kinds of record the audit trail names (`record_type` of an entry). */
export const AUDIT_RECORD_TYPES = [
  'user',
  'seller',
  'booth',
  'draw',
  'ticket',
  'sales_limit',
  'module',
  'game_type',
  'booth_day',
  'owner_payment',
  'banca_settings',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/**
 * Security events the trail records besides the writes: a sign-in (of a staff user; of a booth's
 * terminal), a failed one, an account (or a device) locked by failures, a client address that ran
 * out of failed sign-ins.
 */
export const SECURITY_EVENT_ACTIONS = ['sign_in', 'sign_in_failed', 'account_locked', 'address_throttled', 'terminal_sign_in'] as const;
export type SecurityEventAction = (typeof SECURITY_EVENT_ACTIONS)[number];

/**
 * What a write did, or a security event, as the audit trail records it (`action` of an entry). The draw actions are
 * for the draw lifecycle's writes (closing sales, entering and correcting a result); the sales and money actions for
 * a booth's sales, its days and an owner's statement.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'password',
  'own_password',
  'unlock',
  'status',
  'role',
  'modules',
  'game_config',
  'settings',
  'assign_seller',
  'remove_seller',
  'session_end',
  'sessions_end',
  'draw_close',
  'draw_result',
  'draw_correction',
  'draw_result_proposed',
  'draw_suspend',
  'sale',
  'cancel',
  'pay',
  'refund',
  'refund_pay',
  'day_close',
  'day_approve',
  'day_reopen',
  'day_refunds',
  'day_float',
  'expense_create',
  'expense_approve',
  'expense_reject',
  'owner_payment',
  'owner_payment_reversal',
  'credit_limit',
  ...SECURITY_EVENT_ACTIONS,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How the audit screen and its CSV name each kind of record. */
export const AUDIT_RECORD_TYPE_LABELS: Readonly<Record<AuditRecordType, string>> = {
  user: 'Usuario',
  seller: 'Vendedor',
  booth: 'Taquilla',
  draw: 'Sorteo',
  ticket: 'Ticket',
  sales_limit: 'Tope de venta',
  module: 'Módulo de juego',
  game_type: 'Tipo de juego',
  booth_day: 'Cierre de caja',
  owner_payment: 'Cobro o abono',
  banca_settings: 'Configuración de la banca',
};

/** How the audit screen and its CSV name each action. */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  create: 'Creación',
  update: 'Edición',
  delete: 'Eliminación',
  password: 'Cambio de contraseña',
  own_password: 'Cambio de su propia contraseña',
  unlock: 'Desbloqueo',
  status: 'Cambio de estado',
  role: 'Cambio de rol',
  modules: 'Módulos',
  game_config: 'Configuración de juego',
  settings: 'Configuración',
  assign_seller: 'Asignación de vendedor',
  remove_seller: 'Retiro de vendedor',
  session_end: 'Cierre de sesión',
  sessions_end: 'Cierre de sesiones',
  draw_close: 'Cierre de ventas del sorteo',
  draw_result: 'Resultado del sorteo',
  draw_correction: 'Corrección del resultado',
  draw_result_proposed: 'Resultado propuesto por el proveedor',
  draw_suspend: 'Suspensión del sorteo',
  sale: 'Venta',
  cancel: 'Anulación',
  pay: 'Pago de premio',
  refund: 'Reintegro',
  refund_pay: 'Pago de reintegro',
  day_close: 'Cierre del día',
  day_approve: 'Aprobación del cierre',
  day_reopen: 'Reapertura del día',
  day_refunds: 'Reintegros en un día cerrado',
  day_float: 'Fondo de caja',
  expense_create: 'Registro de gasto',
  expense_approve: 'Aprobación de gasto',
  expense_reject: 'Rechazo de gasto',
  owner_payment: 'Cobro o abono',
  owner_payment_reversal: 'Reverso de cobro o abono',
  credit_limit: 'Límite de crédito',
  sign_in: 'Inicio de sesión',
  sign_in_failed: 'Inicio de sesión fallido',
  account_locked: 'Bloqueo por intentos fallidos',
  address_throttled: 'Conexión frenada por intentos fallidos',
  terminal_sign_in: 'Inicio de sesión en terminal',
};

/** How a draw's exposure is ordered: by the payout if the number wins (the default), amount sold, tickets or the number itself. */
export const EXPOSURE_SORTS = ['payout', 'amount', 'tickets', 'selection'] as const;
export type ExposureSort = (typeof EXPOSURE_SORTS)[number];
export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * Who a sales limit (tope) counts the sales of: every booth (`global`), one owner's booths
 * (`owner`, a client user), one booth (`booth`) or one seller account (`seller`).
 */
export const LIMIT_SCOPES = ['global', 'owner', 'booth', 'seller'] as const;
export type LimitScope = (typeof LIMIT_SCOPES)[number];

/**
 * The fixed `code` of every 409 a sale, a cancellation, a payment, a terminal sign-in, a limit
 * write, a booth day's closing or a user's role change answers (its `message` is Spanish, for people).
 */
export const CONFLICT_CODES = [
  'SELLER_LOGGED_IN_ELSEWHERE',
  'IDEMPOTENCY_KEY_REUSED',
  'DRAW_CLOSED',
  'GAME_NOT_ENABLED',
  'DAY_CLOSED',
  'NUMBER_LIMIT_EXCEEDED',
  'NUMBER_BLOCKED',
  'CANCEL_WINDOW_EXPIRED',
  'TICKET_NOT_ACTIVE',
  'PRIZE_ALREADY_PAID',
  'TICKET_NOT_WINNER',
  'DRAW_NOT_SETTLED',
  'PRIZE_EXPIRED',
  'PRIZE_AMOUNT_CHANGED',
  'RESULT_HAS_PAID_PRIZES',
  'LIMIT_EXISTS',
  'DAY_NOT_CLOSED',
  'DAY_ALREADY_APPROVED',
  'DAY_REOPEN_EXPIRED',
  'PAYMENT_ALREADY_REVERSED',
  'USER_OWNS_BOOTHS',
  'GAME_EXISTS',
  'DRAW_OPEN',
  'RESULT_CONFLICT',
  'DRAW_EXISTS',
  'DRAW_SETTLED',
  'DRAW_SUSPENDED',
  'TICKET_NOT_REFUNDABLE',
  'DAY_OFF_EXISTS',
  'CURRENCY_IN_USE',
  // The drawer (issue 38 item 4): a day approved with expenses undecided; an expense decided twice.
  'EXPENSES_PENDING',
  'EXPENSE_ALREADY_DECIDED',
  // A sale that would take what its booth's owner owes past its credit limit (ARCHITECTURE §9).
  'CREDIT_LIMIT_REACHED',
] as const;
export type ConflictCode = (typeof CONFLICT_CODES)[number];

/**
 * The drawer (issue 38 item 4). The currencies a float or an expense is kept in (`VES` bolívares,
 * `USD` dollars), never added together.
 */
export const DRAWER_CURRENCIES = ['VES', 'USD'] as const;
export type DrawerCurrency = (typeof DRAWER_CURRENCIES)[number];
/** The banca's default currency until its setting exists (issue 38 item 1): a day read without `currency` shows it. */
export const DEFAULT_DRAWER_CURRENCY: DrawerCurrency = 'USD';

/** How a sale was received or a prize paid: only `efectivo` goes through the drawer. */
export const PAYMENT_METHODS = ['efectivo', 'pago_movil', 'transferencia', 'punto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  efectivo: 'Efectivo',
  pago_movil: 'Pago móvil',
  transferencia: 'Transferencia',
  punto: 'Punto de venta',
};

/** A booth's expense's category (a fixed list; its value is what the screens show). */
export const EXPENSE_CATEGORIES = ['Servicios', 'Papelería', 'Transporte', 'Alimentación', 'Limpieza', 'Otro'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** An expense waits for its booth's owner (or an administrator): only approved ones leave the expected cash. */
export const EXPENSE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];
export const EXPENSE_STATUS_LABELS: Readonly<Record<ExpenseStatus, string>> = {
  pending: 'Pendiente',
  approved: 'Aprobado',
  rejected: 'Rechazado',
};

/**
 * The audit trail in the staff's words: what an entry changed, field by field, with the Spanish
 * names and values the screens use. One describer for the audit screen and the API's CSV export,
 * so both say the same. Plain data and functions (no TypeBox): `@banca/contracts/audit-changes`.
 *
 * An entry keeps the fields a write changed (`before` → `after`), or a new record's or an event's
 * values (`after` alone). Shown are only the fields that changed; ids of other records (a booth, a
 * module…) by their names where the entry carries them (`names`); moments on the business clock
 * (the caller's `moment`); a password only as "cambiada".
 */
import type { AuditRecordType } from './enums';
import { moneyText } from './money';
import {
  BOOTH_DAY_STATUS_LABELS,
  COUNTRY_LABELS,
  DOCUMENT_TYPE_LABELS,
  DRAW_STATUS_LABELS,
  EXPENSE_STATUS_LABELS,
  LANGUAGE_LABELS,
  PAYMENT_DIRECTION_LABELS,
  PAYMENT_METHOD_LABELS,
  ROLE_LABELS,
} from './enums';

export type AuditFieldValues = Record<string, unknown>;

/** Which record an id field names, and the kinds of record the trail names (`record_type`). */
export const AUDIT_REFERENCES = {
  owner_id: 'user',
  seller_user_id: 'user',
  parent_id: 'user',
  ticket_booth_id: 'booth',
  seller_id: 'seller',
  module_id: 'module',
  game_type_id: 'game_type',
  draw_id: 'draw',
} as const;
/** Every kind of record an entry is about, and a game type (named by the fields that point at one). */
export type AuditNameKind = AuditRecordType | 'game_type';

/** How an entry's `names` are keyed: `booth:3` → 'Agencia La Fortuna'. */
export const auditNameKey = (kind: AuditNameKind, id: number): string => `${kind}:${id}`;

/** The Spanish name of every field the trail records, as the forms and pages call it. */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  // A user (the user dialog's Perfil and Seguridad).
  username: 'Usuario',
  role: 'Rol',
  first_name: 'Nombre',
  last_name: 'Apellido',
  document_type: 'Tipo de documento',
  document_number: 'Número de documento',
  email: 'Correo',
  phone: 'Teléfono',
  language: 'Idioma',
  country: 'País',
  timezone: 'Zona horaria',
  avatar: 'Foto',
  location: 'Ubicación',
  account_balance: 'Saldo',
  parent_id: 'Creado por',
  password: 'Contraseña',
  isactive: 'Estado',
  isverified: 'Verificado',
  loginattempts: 'Intentos fallidos',
  loginattempts_expire_at: 'Intentos fallidos vigentes hasta',
  lastlogin: 'Último acceso',
  deletedat: 'Fecha de eliminación',
  sessions: 'Sesiones',
  // Its settings, modules and game types.
  sale_percentage: 'Porcentaje de venta',
  participation_percentage: 'Porcentaje de participación',
  module_id: 'Módulo',
  assigned: 'Estado del módulo',
  game_type_id: 'Tipo de juego',
  enabled: 'Habilitado',
  // Recorded before migration 0028 dropped it (it never counted in any figure).
  profit_percentage: 'Ganancia pactada',
  // One figure for every currency, recorded before migration 0036 gave each currency its own.
  sales_limit: 'Límite de venta',
  sales_limit_ves: 'Límite de venta (Bs)',
  sales_limit_usd: 'Límite de venta ($)',
  // Its prize plan for a game type (its payout is `payout`'s, as a game type's).
  commission_percentage: 'Comisión',
  // A booth and its sellers.
  name: 'Nombre',
  owner_id: 'Propietario',
  deleted_at: 'Fecha de eliminación',
  seller_id: 'Vendedor',
  // A seller.
  label: 'Etiqueta',
  ticket_booth_id: 'Taquilla',
  seller_user_id: 'Usuario vinculado',
  is_active: 'Estado',
  failed_attempts: 'Intentos fallidos',
  logged_in_elsewhere: 'Sesión abierta en otro dispositivo',
  assigned_at: 'Asignado a la taquilla',
  // A draw.
  status: 'Estado',
  draw_at: 'Fecha del sorteo',
  prize: 'Premio mayor',
  closed_at: 'Ventas cerradas',
  winning_numbers: 'Resultado',
  proposed_numbers: 'Resultado propuesto',
  proposed_source: 'Proveedor del resultado propuesto',
  proposed_at: 'Propuesto el',
  auto_results: 'Resultados automáticos',
  source: 'Proveedor',
  settled_at: 'Liquidado',
  origin: 'Origen',
  planned_at: 'Hora del horario',
  suspended_at: 'Suspendido',
  suspended_by_user_id: 'Suspendido por',
  suspend_reason: 'Motivo de la suspensión',
  refunded_tickets: 'Tickets reintegrados',
  refund_paid_at: 'Reintegro pagado',
  day_off: 'Día feriado',
  // A game module's sales settings.
  cutoff_minutes: 'Cierre de ventas (minutos antes)',
  prize_expiry_days: 'Caducidad de premios (días)',
  // A lottery (game module) set up by the banca, and its game types.
  description: 'Descripción',
  result_format: 'Formato del resultado',
  schedule: 'Horario',
  kind: 'Clase',
  bet_format: 'Formato de la jugada',
  payout: 'Paga',
  min_bet: 'Apuesta mínima',
  max_bet: 'Apuesta máxima',
  min_bet_ves: 'Apuesta mínima (Bs)',
  min_bet_usd: 'Apuesta mínima ($)',
  max_bet_ves: 'Apuesta máxima (Bs)',
  max_bet_usd: 'Apuesta máxima ($)',
  // A booth's terminal.
  cancel_window_minutes: 'Minutos para anular',
  // A booth's currencies; the banca's (enabled ones and the default of money reads).
  currencies: 'Monedas',
  default: 'Moneda predeterminada',
  currency: 'Moneda',
  terminal_sessions: 'Sesiones de terminal',
  // A ticket: its sale, cancellation and payment.
  code: 'Código',
  amount: 'Monto',
  lines: 'Jugadas',
  draw_id: 'Sorteo',
  // A sale's or a payment's: the id its form made, sent again with every retry.
  request_id: 'Id de la operación',
  reason: 'Motivo',
  in_window: 'Dentro del plazo',
  paid_at: 'Pagado',
  paid_by: 'Pagado por',
  // A sales limit (tope).
  scope: 'Alcance',
  scope_id: 'Titular',
  selection: 'Número',
  max_amount: 'Monto máximo',
  // A booth's day and an owner's payments.
  day: 'Día',
  sales: 'Ventas',
  prizes_paid: 'Premios pagados',
  refunds: 'Reintegros',
  commission: 'Comisión',
  expected_cash: 'Efectivo esperado',
  declared_cash: 'Efectivo contado',
  difference: 'Diferencia',
  direction: 'Tipo',
  reversed_at: 'Reversado',
  // An owner's credit limit in one currency.
  credit_limit: 'Límite de crédito',
  // A booth day's drawer: its float, its expenses and how money was received or paid.
  blind_count: 'Conteo a ciegas',
  opening_float: 'Fondo de caja',
  expense_id: 'Gasto',
  category: 'Categoría',
  note: 'Nota',
  payment_method: 'Forma de pago',
  // Security events (sign-ins, failures, locks, throttled addresses).
  known_device: 'Dispositivo conocido',
  name_hash: 'Usuario escrito (huella)',
  attempts: 'Intentos fallidos',
  locked_until: 'Bloqueada hasta',
  failures: 'Intentos fallidos',
  until: 'Hasta',
  own_password: 'Contraseña actual en «Mi perfil»',
  terminal: 'Terminal de taquilla',
  signin_pending: 'Intentos en curso',
  signin_pending_until: 'Intentos en curso hasta',
  failed_attempts_expire_at: 'Intentos fallidos vigentes hasta',
};

/** Fields that say which thing an entry is about (a module, a game type, a seller): shown even when they did not change. */
const SUBJECTS = new Set(['module_id', 'game_type_id', 'seller_id']);
/** Never shown: the record's own id and its bookkeeping. */
const NEVER = new Set(['id', 'createdat', 'created_at', 'updatedat', 'updated_at', 'version']);
/** A new record's values nobody typed (counters at zero, the system's marks): left out of a creation. */
const NOT_TYPED = new Set([
  'parent_id',
  'account_balance',
  'avatar',
  'isverified',
  'loginattempts',
  'loginattempts_expire_at',
  'lastlogin',
  'failed_attempts',
  'logged_in_elsewhere',
  'assigned_at',
  'deletedat',
  'deleted_at',
  'signin_pending',
  'signin_pending_until',
  'failed_attempts_expire_at',
]);
const MOMENTS = new Set([
  'closed_at',
  'settled_at',
  'planned_at',
  'suspended_at',
  'refund_paid_at',
  'draw_at',
  'deletedat',
  'deleted_at',
  'lastlogin',
  'loginattempts_expire_at',
  'assigned_at',
  'paid_at',
  'reversed_at',
  'locked_until',
  'until',
  'signin_pending_until',
  'failed_attempts_expire_at',
]);
const MONEY = new Set([
  'account_balance',
  'prize',
  'amount',
  'max_amount',
  'sales',
  'prizes_paid',
  'refunds',
  'commission',
  'expected_cash',
  'declared_cash',
  'difference',
  'opening_float',
  'credit_limit',
]);
const PERCENTAGES = new Set(['sale_percentage', 'participation_percentage', 'profit_percentage', 'commission_percentage']);
const CODES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  role: ROLE_LABELS,
  document_type: DOCUMENT_TYPE_LABELS,
  language: LANGUAGE_LABELS,
  country: COUNTRY_LABELS,
  // A draw's or a booth day's: both say open and closed alike.
  status: { ...EXPENSE_STATUS_LABELS, ...DRAW_STATUS_LABELS, ...BOOTH_DAY_STATUS_LABELS },
  direction: PAYMENT_DIRECTION_LABELS,
  payment_method: PAYMENT_METHOD_LABELS,
};
/** Business days (`2026-11-28`), written as the screens write a date. */
const DAYS = new Set(['day', 'date']);
/** Yes/no fields in the words of the switches and tags that show them. */
const STATES: Readonly<Record<string, readonly [string, string]>> = {
  isactive: ['Activo', 'Inactivo'],
  is_active: ['Activo', 'Inactivo'],
  assigned: ['Habilitado', 'No habilitado'],
  blind_count: ['Sí', 'No'],
};

/** A password's value in the trail (it is never recorded, only that it changed). */
const SECRET = '(cambiada)';

// Made on first use: a page's first Intl object loads the locale data, and the terminal's first
// screen imports this module (through the kit's labels) without describing any change.
let numberFormat: Intl.NumberFormat | undefined;
const numbers = () => (numberFormat ??= new Intl.NumberFormat('es-VE', { maximumFractionDigits: 2 }));

/** The screens' way with a business day: 28/11/2026 (the kit's `formatDate`, for the API's CSV). */
const dayText = (day: string) => day.split('-').reverse().join('/');

export interface AuditDescribeOptions {
  /** A moment (ISO text) on the business clock, as the screens write one: '20/11/2026 11:30'. */
  moment: (iso: string) => string;
  /** An amount (`moneyText` unless told). */
  money?: (value: number) => string;
  /** A business day (`2026-11-28`); the screens pass the kit's formatter. */
  day?: (day: string) => string;
}

/** One line of an entry: a field that changed (`before` → `after`), or a value (`after` alone). */
export interface AuditChangeLine {
  field: string;
  label: string;
  before?: string;
  after: string;
}

/** What an entry describes: the field values it recorded and the names of the records its ids point at. */
export interface DescribableAuditEntry {
  before: AuditFieldValues | null;
  after: AuditFieldValues | null;
  names?: Readonly<Record<string, string>>;
}

const empty = (value: unknown) => value === null || value === undefined || value === '';
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A field's value as the screens show it. */
export function auditValue(
  field: string,
  value: unknown,
  { moment, money: amount = moneyText, day = dayText, names = {} }: AuditDescribeOptions & { names?: Readonly<Record<string, string>> },
): string {
  if (empty(value)) return '—';
  if (field in AUDIT_REFERENCES && typeof value === 'number') {
    return names[auditNameKey(AUDIT_REFERENCES[field as keyof typeof AUDIT_REFERENCES], value)] ?? `#${value}`;
  }
  if (value === SECRET) return 'cambiada';
  if (field in STATES && typeof value === 'boolean') return STATES[field][value ? 0 : 1];
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (field in CODES && typeof value === 'string') return CODES[field][value] ?? value;
  if (MOMENTS.has(field) && typeof value === 'string') return moment(value);
  if (DAYS.has(field) && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return day(value);
  if (PERCENTAGES.has(field) && typeof value === 'number') return `${numbers().format(value)} %`;
  if (MONEY.has(field) && (typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))))
    return amount(Number(value));
  if (typeof value === 'number') return numbers().format(value);
  if (field === 'sessions' && Array.isArray(value)) {
    return value
      .map(
        (session: { browser?: string; address?: string | null }) =>
          `${session.browser ?? 'Navegador'} (${session.address ?? 'sin dirección'})`,
      )
      .join(', ');
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * The lines of an entry in the staff's words: first what it is about (a module, a game type, a
 * seller), then each field that changed, before and after — or, for a new record or an event,
 * the values it was given. Unchanged fields, ids and bookkeeping are left out.
 */
export function describeAuditChanges(entry: DescribableAuditEntry, options: AuditDescribeOptions): AuditChangeLine[] {
  const context = { ...options, names: entry.names };
  const label = (field: string) => AUDIT_FIELD_LABELS[field] ?? field;
  const shown = (field: string, value: unknown) => auditValue(field, value, context);
  // A removal keeps what was there (`before` alone): its values, as a creation's.
  const changes = entry.before !== null && entry.after !== null;
  const values = (changes ? entry.after : (entry.after ?? entry.before)) ?? {};
  const before = changes ? (entry.before ?? {}) : {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(values)])].filter((field) => !NEVER.has(field));
  const subjects: AuditChangeLine[] = [];
  const lines: AuditChangeLine[] = [];
  for (const field of fields) {
    const was = before[field];
    const is = values[field];
    if (SUBJECTS.has(field)) {
      subjects.push({ field, label: label(field), after: shown(field, is ?? was) });
    } else if (field === 'password') {
      lines.push({ field, label: label(field), after: 'cambiada' });
    } else if (!changes) {
      if (empty(is) || NOT_TYPED.has(field)) continue;
      lines.push({ field, label: label(field), after: shown(field, is) });
    } else if (!(field in before)) {
      // Set by the write, with nothing before it (when a draw's sales closed).
      lines.push({ field, label: label(field), after: shown(field, is) });
    } else if (!same(was, is)) {
      lines.push({ field, label: label(field), before: shown(field, was), after: shown(field, is) });
    }
  }
  return [...subjects, ...lines];
}

/** A line as text: «Teléfono: 0414 → 0424», «Contraseña: cambiada». */
export const auditLineText = (line: AuditChangeLine): string =>
  line.before === undefined ? `${line.label}: ${line.after}` : `${line.label}: ${line.before} → ${line.after}`;

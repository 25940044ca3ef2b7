/**
 * Spanish names of the API's codes that every app shows the same way. Each code's label has one
 * home:
 * - beside the code in `@banca/contracts/enums` when the API itself writes it (the audit CSV's
 *   record types, actions and field values — roles, document types, languages, countries, draw
 *   statuses —, why a session ended); the kit re-exports those the apps show;
 * - here, in the kit, when more than one app shows it (ticket statuses, game kinds, the draw
 *   statuses' colours);
 * - in a remote's `src/shared/labels.ts` when only that remote shows it (user levels, hierarchy
 *   levels, draw types, report groupings).
 * A table is named after its code with `_LABELS` (the text) or `_TAGS` (text and colour), never
 * with the name of the code list itself; it is read with `labelOf` and offered with `optionsOf`.
 */
import { AUDIT_FIELD_LABELS } from '@banca/contracts/audit-changes';
import { DRAW_STATUS_LABELS } from '@banca/contracts/enums';
import type { DrawStatus, GameKind, TicketStatus } from '@banca/contracts';

export {
  BOOTH_DAY_STATUS_LABELS,
  COUNTRY_LABELS,
  DOCUMENT_TYPE_LABELS,
  LANGUAGE_LABELS,
  PAYMENT_DIRECTION_LABELS,
  ROLE_LABELS,
} from '@banca/contracts/enums';

/** How a code is shown as a tag (`StatusTag`): its Spanish label and antd colour. */
export interface TagStyle {
  label: string;
  color: string;
}

/**
 * A draw's status, the one vocabulary of every screen (dashboard, draws, tickets, reports): open
 * for sales, sales closed awaiting the result, result confirmed.
 */
export const DRAW_STATUS_TAGS: Record<DrawStatus, TagStyle> = {
  open: { label: DRAW_STATUS_LABELS.open, color: 'green' },
  closed: { label: DRAW_STATUS_LABELS.closed, color: 'gold' },
  settled: { label: DRAW_STATUS_LABELS.settled, color: 'default' },
  suspended: { label: DRAW_STATUS_LABELS.suspended, color: 'red' },
};

/** A ticket's (or a line's) status: cancelled, or pending until its draw is settled, then its result. */
export const TICKET_STATUS_TAGS: Record<TicketStatus, TagStyle> = {
  pending: { label: 'Pendiente', color: 'gold' },
  winner: { label: 'Ganador', color: 'green' },
  loser: { label: 'No ganador', color: 'default' },
  cancelled: { label: 'Anulado', color: 'red' },
  refunded: { label: 'Reintegrado', color: 'purple' },
};

/**
 * Whether a winner's prize was paid, shown beside its «Ganador» (never instead of it) on every
 * screen that lists or shows tickets: a ticket's status is its result, the payment a fact of its own.
 */
export const PRIZE_PAYMENT_TAGS: Record<PrizePayment, TagStyle> = {
  paid: { label: 'Pagado', color: 'blue' },
  unpaid: { label: 'Sin pagar', color: 'orange' },
};
export type PrizePayment = 'paid' | 'unpaid';

/** A winner's prize payment (null for any other ticket: nothing to pay). */
export const prizePaymentOf = (ticket: { status: TicketStatus; paid: boolean }): PrizePayment | null =>
  ticket.status === 'winner' ? (ticket.paid ? 'paid' : 'unpaid') : null;

/** The kinds of game type (a module's games, a ticket's lines). */
export const GAME_KIND_LABELS: Record<GameKind, string> = {
  single: 'Apuesta simple',
  parlay: 'Parley',
};

/** A code outside the known lists is shown as it came; none is a dash. */
export const labelOf = <K extends string>(labels: Record<K, string>, code: string | null | undefined): string =>
  code ? (labels[code as K] ?? code) : '—';

/** A labels table as the options of an antd Select. */
export const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

/** Whether a text from the URL is one of the allowed codes. */
export const isOneOf = <T extends string>(options: readonly T[], value: string | null | undefined): value is T =>
  value !== null && value !== undefined && (options as readonly string[]).includes(value);

/** What each payment direction means, said where it is chosen. */
export const PAYMENT_DIRECTION_HELP = {
  owner_pays: 'La banca recibe dinero del propietario: su saldo sube.',
  banca_pays: 'La banca le entrega dinero al propietario: su saldo baja.',
} as const;

/** A money figure of the reports and the statement: its one name, and its formula for a tooltip. */
export interface MoneyFigure {
  label: string;
  formula: string;
}

/**
 * The money figures, one word each on every screen and export (Reportes, Estado de cuenta, the
 * dashboard): «Resultado» is what the banca keeps before the owner's commission, «Neto» what is
 * left after it.
 */
export const MONEY_FIGURES = {
  sales: { label: 'Ventas', formula: 'Lo vendido, sin los tickets anulados.' },
  prizes: { label: 'Premios', formula: 'Lo que ganaron los tickets ganadores.' },
  result: { label: 'Resultado', formula: 'Ventas − premios.' },
  commission: {
    label: 'Comisión',
    formula:
      'La de cada jugada vendida (su monto × el porcentaje con que se vendió: el del plan del propietario para su tipo de juego o, sin él, su porcentaje de venta; redondeado al céntimo), sumada: puede diferir unos céntimos de ventas × porcentaje.',
  },
  net: { label: 'Neto', formula: 'Ventas − premios − comisión.' },
  participation: {
    label: 'Participación',
    formula: 'Porcentaje de participación del propietario × el neto positivo que queda tras las pérdidas arrastradas.',
  },
  expectedCash: {
    label: 'Efectivo esperado',
    formula:
      'Fondo de caja + ventas − premios y reintegros pagados − gastos aprobados, sin lo cobrado o pagado por pago móvil, transferencia o punto: lo que debería haber en la caja. Negativo cuando salió más de lo que entró.',
  },
  payments: {
    label: 'Cobros y abonos',
    formula: 'Cobros (el propietario paga a la banca, +) menos abonos (la banca paga al propietario, −), con sus reversiones.',
  },
} as const satisfies Record<string, MoneyFigure>;

/** Why a day's expected cash can be below zero, said beside it where it is shown (back-office and terminal). */
export const NEGATIVE_EXPECTED_CASH = 'Negativo: se pagaron más premios que lo vendido, y la caja entregó ese dinero.';

/** What a user's setting (Configuración) is, beside its name, by its key. */
export const SETTING_HINTS: Readonly<Record<string, string>> = {
  sale_percentage:
    'Es la comisión del propietario: este porcentaje de las ventas de sus taquillas, salvo en los tipos de juego con una comisión propia (Módulos).',
  participation_percentage: 'La parte del neto positivo de cada día que le corresponde al propietario.',
};

/**
 * An owner's prize plan for a game type (its Módulos tab): the payout its booths sell with and its
 * commission; empty keeps the default, shown beside. A sold line keeps what it was sold with.
 */
export const PRIZE_PLAN = {
  payout: {
    label: AUDIT_FIELD_LABELS.payout,
    hint: 'Cuántas veces la apuesta paga una jugada ganadora en las taquillas de este propietario.',
    /** What an empty field uses. */
    byDefault: 'el pago del tipo de juego',
  },
  commission: {
    label: AUDIT_FIELD_LABELS.commission_percentage,
    hint: 'La comisión del propietario sobre lo vendido de este tipo de juego.',
    byDefault: 'su «Porcentaje de venta» (Configuración)',
  },
  /** What a value that is the default says beside it. */
  byDefault: 'por defecto',
} as const;

/**
 * A booth's own prize plan (its «Plan de premios»): over its owner's, each empty field inherits what
 * is shown beside (the owner's plan, else the game type's payout and the owner's «Porcentaje de venta»).
 */
export const BOOTH_PRIZE_PLAN = {
  payout: {
    label: AUDIT_FIELD_LABELS.payout,
    hint: 'Cuántas veces la apuesta paga una jugada ganadora en esta taquilla.',
    byDefault: 'el del propietario',
  },
  commission: {
    label: AUDIT_FIELD_LABELS.commission_percentage,
    hint: 'La comisión del propietario sobre lo vendido en esta taquilla de este tipo de juego.',
    byDefault: 'la del propietario',
  },
  /** What an inherited value says beside it. */
  byDefault: 'heredado',
} as const;

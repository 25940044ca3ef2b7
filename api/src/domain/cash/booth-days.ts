/**
 * A booth's business day (cuadre): its figures (from the daily sums the database keeps as tickets
 * are sold, cancelled and paid), its closing with the cash counted, its approval and reopening. The
 * system's closing at 00:30 of the next day is the catch-up with the clock's (../clock-catch-up.ts),
 * which a day's read, the days list, closing, approving and reopening call first. A day is a
 * `booth_days` row, made by its first movement.
 *
 * The cancellation, the prize payment and the refund payment call `assertBoothDayOpen` inside their
 * transactions, and the sale makes the same check in `sell_ticket_attempt`
 * (src/db/functions/sell_ticket_attempt.sql): each locks the day's row FOR SHARE, so a closing (which
 * locks it FOR UPDATE) waits for the operations in flight and every later one sees the day closed
 * (409 DAY_CLOSED). A closed day's figures are recorded at its closing; only a draw suspended after
 * it records them again, told (recordRefundsOnClosedDays).
 */
import type {
  BoothDay,
  BoothDayList,
  BoothDayListQuery,
  BoothDayRow,
  BoothDayTicketList,
  BoothDayTicketsQuery,
  CashActor,
} from '@banca/contracts';
import { can } from '@banca/contracts/access';
import type { BoothDayStatus, Role } from '@banca/contracts/enums';
import type { Currency } from '@banca/contracts/money';
import { BOOTH_DAY_AUTO_CLOSE_MINUTES, PAGE_SIZE } from '@banca/contracts/limits';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { boothDays, ticketBooths, tickets } from '../../db/schema';
import { invalidField, ConflictError, AppError, notFound, staleRecord } from '../../errors';
import { type Audit, type AuditedDb, auditedWrite } from '../audit';
import { auditFigures, catchUpWithClock, recordFigures } from '../clock-catch-up';
import { centsOf, centsOfText, decimalOf } from './money';
import { notifyClosingDifference, notifyRefundsOnClosedDay } from './money-events';
import { boothInScope, lockBoothDay } from './day-rows';
import { assertNoPendingExpenses, dayExpenses, dayFloats, drawerFigures } from './drawer';
import { currencyOfRead } from '../currencies';
import { dayText } from '../notifications';
import { pageOffset } from '../paging';
import { checkRange } from '../reports';
import { boothScope, type DataScope } from '../scope';
import { ticketRows } from '../tickets';
import { addDays, businessDayOf, businessMomentOf, checkDays, withinDays } from '../time';
import type { Versioned } from '../versions';
import { versionMatches } from '../versions';
import type { Write } from '../writes';

export type BoothDayOperation = 'sale' | 'cancel' | 'payment';

export interface BoothDayCheck {
  boothId: number;
  /** When the operation happens (the API's clock): its business day is the booth's day it falls on. */
  at: Date;
  operation: BoothDayOperation;
}

const OPERATION_TEXT: Record<BoothDayOperation, string> = {
  sale: 'vender',
  cancel: 'anular tickets',
  payment: 'pagar premios',
};

/** When the system closes a day still open: 00:30 of the next day. */
export const autoCloseMomentOf = (day: string): Date => businessMomentOf(addDays(day, 1), BOOTH_DAY_AUTO_CLOSE_MINUTES);

/**
 * Refuses (409 DAY_CLOSED) an operation dated on a closed day of its booth, and holds the day open
 * (its row locked FOR SHARE) until the operation's transaction ends.
 */
export async function assertBoothDayOpen(tx: AuditedDb, check: BoothDayCheck): Promise<void> {
  const day = businessDayOf(check.at);
  const { status } = await lockBoothDay(tx, check.boothId, day, 'share');
  if (status !== 'open') throw dayClosed(day, check.operation);
}

/** The 409 of an operation dated on a closed day (`day`, 'YYYY-MM-DD') of its booth. */
export function dayClosed(day: string, operation: BoothDayOperation): ConflictError {
  return new ConflictError(
    'DAY_CLOSED',
    `El día ${dayText(day)} de esta taquilla ya está cerrado: no se puede ${OPERATION_TEXT[operation]} con esa fecha.`,
  );
}

// ---------------------------------------------------------------------------------------------
// Reading days.

/** A day row as read: the stored figures of a closed day, the sums as they stand for an open one. */
interface DayRecord {
  id: number | null;
  booth_id: number;
  booth_name: string;
  date: string;
  status: BoothDayStatus | null;
  tickets: number;
  sales: number;
  cancelled_tickets: number;
  cancelled: number;
  paid_tickets: number;
  prizes_paid: number;
  commission: number;
  refunds: number;
  refunds_paid: number;
  opening_float: number;
  expenses: number;
  pending_expenses: number;
  pago_movil: number;
  transferencia: number;
  punto: number;
  expected_cash: number;
  declared_cash: number | null;
  difference: number | null;
  closed_by_user: string | null;
  closed_by_seller: string | null;
  closed_at: string | null;
  approved_by_user: string | null;
  approved_at: string | null;
  owner_id: number | null;
  owner_name: string | null;
  version: number | null;
}

/**
 * A day's expected cash from its figures `f` (dayFigures) and its drawer `dr` (drawerFigures): the
 * opening float and what its drawer took, less the prizes and refunds it paid, its approved expenses
 * and the money received or paid without cash (never in the drawer).
 */
const EXPECTED_CASH = sql.raw(
  '(f.sales - f.prizes_paid - f.refunds_paid + dr.opening_float - dr.expenses - dr.pago_movil - dr.transferencia - dr.punto)',
);

/**
 * The columns of a day (`d`: booth_days, `ticket_booths`: its booth, `f`: its figures). Money leaves SQL as
 * float8 only for the answer; every sum and difference is numeric.
 */
const dayColumns = sql`
  d.id, ticket_booths.id as booth_id, ticket_booths.name as booth_name, to_char(f.day, 'YYYY-MM-DD') as date, d.status,
  f.tickets, f.sales::float8 as sales, f.cancelled_tickets, f.cancelled::float8 as cancelled,
  f.paid_tickets, f.prizes_paid::float8 as prizes_paid, f.commission::float8 as commission,
  f.refunds::float8 as refunds, f.refunds_paid::float8 as refunds_paid,
  dr.opening_float::float8 as opening_float, dr.expenses::float8 as expenses, dr.pending_expenses,
  dr.pago_movil::float8 as pago_movil, dr.transferencia::float8 as transferencia, dr.punto::float8 as punto,
  ${EXPECTED_CASH}::float8 as expected_cash, f.declared_cash::float8 as declared_cash,
  (f.declared_cash - ${EXPECTED_CASH})::float8 as difference,
  (select cu.first_name || ' ' || cu.last_name from users cu where cu.id = d.closed_by_user_id) as closed_by_user,
  (select cs.label from sellers cs where cs.id = d.closed_by_seller_id) as closed_by_seller,
  to_json(d.closed_at) #>> '{}' as closed_at,
  (select au.first_name || ' ' || au.last_name from users au where au.id = d.approved_by_user_id) as approved_by_user,
  to_json(d.approved_at) #>> '{}' as approved_at,
  d.owner_id, (select o.first_name || ' ' || o.last_name from users o where o.id = d.owner_id) as owner_name,
  d.version`;

/**
 * The figures in `currency` of a day row `d` of its booth (`ticket_booths`, unaliased: the data scope names it) on day `day`:
 * recorded when closed (`booth_day_figures`, one row per currency; none for a currency of no movement before migration 0031: zero),
 * the sums of that currency otherwise: two currencies are never added.
 * A refunded ticket left the sums as a cancellation, but its money stays in the drawer until paid
 * back: the day shows it in `sales` (and not in `cancelled`), in `refunds`, and takes it from the
 * expected cash when `refunds_paid` (the statement, the banca's money, keeps it out of sales).
 */
const dayFigures = (day: SQL, currency: Currency) => sql`lateral (
  select ${day} as day, coalesce(x.tickets, s.tickets, 0) + coalesce(x.refund_tickets, r.refund_tickets, 0) as tickets,
         coalesce(x.sales, s.sales, 0) + coalesce(x.refunds, r.refunds, 0) as sales,
         coalesce(x.cancelled_tickets, s.cancelled_tickets, 0) - coalesce(x.refund_tickets, r.refund_tickets, 0) as cancelled_tickets,
         coalesce(x.cancelled, s.cancelled, 0) - coalesce(x.refunds, r.refunds, 0) as cancelled,
         coalesce(x.paid_tickets, s.paid_tickets, 0) as paid_tickets, coalesce(x.prizes_paid, s.prizes_paid, 0) as prizes_paid,
         coalesce(x.commission, s.commission, 0) as commission,
         coalesce(x.refunds, r.refunds, 0) as refunds, coalesce(x.refunds_paid, r.refunds_paid, 0) as refunds_paid,
         x.declared_cash
  from (select 1) one
  left join booth_day_figures x on x.booth_day_id = d.id and x.currency = ${currency}
  left join lateral booth_day_sums(ticket_booths.id, ${day}, ${currency}::text) s on d.status is null or d.status = 'open'
  left join lateral booth_day_refunds(ticket_booths.id, ${day}, ${currency}::text) r on d.status is null or d.status = 'open'
) f`;

function actorOf(user: string | null, seller: string | null, closed: boolean): CashActor | null {
  if (seller !== null) return { name: seller, kind: 'terminal' };
  if (user !== null) return { name: user, kind: 'user' };
  return closed ? { name: 'sistema', kind: 'system' } : null;
}

/** `blind`: the terminal of a booth counting blind, which sees no expected cash (nor difference) while the day is open. */
function rowOf(record: DayRecord, now: Date, currency: Currency, blind = false): BoothDayRow {
  // A day without movement has no record: open until the system's closing time, then closed by it.
  const closedBySystem = record.status === null && now >= autoCloseMomentOf(record.date);
  const status: BoothDayStatus = record.status ?? (closedBySystem ? 'closed' : 'open');
  return {
    id: record.id,
    booth: { id: record.booth_id, name: record.booth_name },
    date: record.date,
    status,
    tickets: record.tickets,
    sales: record.sales,
    cancelled_tickets: record.cancelled_tickets,
    cancelled: record.cancelled,
    paid_tickets: record.paid_tickets,
    prizes_paid: record.prizes_paid,
    commission: record.commission,
    refunds: record.refunds,
    refunds_paid: record.refunds_paid,
    currency,
    opening_float: record.opening_float,
    expenses: record.expenses,
    pending_expenses: record.pending_expenses,
    non_cash: { pago_movil: record.pago_movil, transferencia: record.transferencia, punto: record.punto },
    expected_cash: blind && status === 'open' ? null : record.expected_cash,
    declared_cash: record.declared_cash,
    difference: blind && status === 'open' ? null : record.difference,
    closed_by: actorOf(record.closed_by_user, record.closed_by_seller, status !== 'open'),
    closed_at: closedBySystem ? autoCloseMomentOf(record.date).toISOString() : record.closed_at && new Date(record.closed_at).toISOString(),
    approved_by: actorOf(record.approved_by_user, null, false),
    approved_at: record.approved_at && new Date(record.approved_at).toISOString(),
  };
}

/** Who looks at a day, for what it may do with it: a staff role, or its booth's terminal. */
export type DayViewer = { kind: 'staff'; role: Role } | { kind: 'terminal' };

/** One day of a booth the scope sees (404 otherwise; a day after today is a 400), with its version. */
export async function readBoothDay(
  db: Database,
  boothId: number,
  date: string,
  scope: DataScope,
  viewer: DayViewer,
  now: Date,
  asked?: Currency,
): Promise<Versioned<BoothDay>> {
  checkDays({ date });
  const currency = await currencyOfRead(db, asked);
  if (date > businessDayOf(now)) throw invalidField('date', 'La fecha no puede ser posterior a hoy.');
  await catchUpWithClock(db, now);
  const [record] = await queryRows<DayRecord & { blind_count: boolean; currencies: Currency[] }>(
    db,
    sql`select ${dayColumns}, ticket_booths.blind_count, ticket_booths.currencies
        from ticket_booths
        left join booth_days d on d.ticket_booth_id = ticket_booths.id and d.day = ${date}::date
        cross join ${dayFigures(sql`${date}::date`, currency)}
        cross join ${drawerFigures(sql`${date}::date`, currency)}
        where ticket_booths.id = ${boothId} and ${boothScope(scope) ?? sql`true`}`,
  );
  if (!record) throw notFound('La taquilla');
  const row = rowOf(record, now, currency, viewer.kind === 'terminal' && record.blind_count);
  const mayClose = viewer.kind === 'terminal' || can(viewer.role, 'cash:close');
  const mayApprove = viewer.kind === 'staff' && can(viewer.role, 'cash:approve');
  const [floats, expenseItems] = record.id === null ? [[], []] : await Promise.all([dayFloats(db, record.id), dayExpenses(db, record.id)]);
  return {
    record: {
      ...row,
      owner: record.owner_id !== null ? { id: record.owner_id, name: record.owner_name ?? '' } : null,
      actions: {
        close: row.status === 'open' && mayClose,
        approve: row.status === 'closed' && row.id !== null && mayApprove,
        // Whoever approves may reopen (access cash:approve), until the system would close it again.
        reopen: row.status === 'closed' && row.id !== null && mayApprove && now < autoCloseMomentOf(date),
        // The drawer's writes (drawer.ts): its terminal, its owner, an administrator (access cash:approve).
        drawer: row.status === 'open' && (viewer.kind === 'terminal' || mayApprove),
        decide_expenses: row.status !== 'approved' && mayApprove,
      },
      blind_count: record.blind_count,
      currencies: record.currencies,
      floats,
      expense_items: expenseItems,
    },
    version: record.version ?? 1,
  };
}

// ---------------------------------------------------------------------------------------------
// Closing and approving.

/** A recorded day's figures per currency, with the expected cash and the difference (drawer part included). */
async function recordedFiguresOf(tx: Database, dayId: number, date: string) {
  const rows = await queryRows<{
    currency: Currency;
    sales: string;
    prizes_paid: string;
    refunds: string;
    refunds_paid: string;
    commission: string;
    refund_tickets: number;
    declared: string | null;
  }>(
    tx,
    sql`select currency, (sales + refunds)::text as sales, prizes_paid::text, refunds::text, refunds_paid::text, commission::text,
               refund_tickets, declared_cash::text as declared
        from booth_day_figures where booth_day_id = ${dayId} order by currency`,
  );
  const figures = [];
  for (const row of rows) {
    const drawer = centsOfText(await drawerPartOf(tx, dayId, date, row.currency));
    const expected = centsOfText(row.sales) - centsOfText(row.prizes_paid) - centsOfText(row.refunds_paid) + drawer;
    figures.push({
      ...row,
      expected: decimalOf(expected),
      difference: row.declared === null ? null : decimalOf(centsOfText(row.declared) - expected),
    });
  }
  return figures;
}

/**
 * The cash counted at a closing, per currency of the booth: `{ declared_cash: n }` for a booth selling
 * in one, `{ declared_cash: { VES: n, USD: n } }` for one selling in two (400 naming the field).
 */
async function declaredOf(tx: Database, boothId: number, declaredCash: number | Partial<Record<Currency, number>>) {
  const [booth] = await tx.select({ currencies: ticketBooths.currencies }).from(ticketBooths).where(eq(ticketBooths.id, boothId));
  const currencies = booth.currencies as Currency[];
  const asked: Partial<Record<Currency, number>> =
    typeof declaredCash === 'number' ? (currencies.length === 1 ? { [currencies[0]]: declaredCash } : {}) : declaredCash;
  const declared: Partial<Record<Currency, string>> = {};
  for (const currency of currencies) {
    const field = typeof declaredCash === 'number' ? 'declared_cash' : `declared_cash.${currency}`;
    const amount = asked[currency];
    if (amount === undefined) {
      throw invalidField(field, 'Esta taquilla vende en bolívares y en dólares: indica el efectivo contado de cada moneda.');
    }
    const cents = centsOf(amount);
    if (cents === null) throw invalidField(field, 'El efectivo contado admite como máximo dos decimales.');
    declared[currency] = decimalOf(cents);
  }
  for (const currency of Object.keys(asked) as Currency[]) {
    if (!currencies.includes(currency)) throw invalidField(`declared_cash.${currency}`, 'Esta taquilla no vende en esa moneda.');
  }
  return declared;
}

/**
 * Closes a booth's day with the cash counted: its figures are recorded as they stand, and from
 * then on its sales and payments dated that day are refused. Its terminal, its owner, an
 * administrator or operator. 409 DAY_CLOSED when it is closed already (by someone, or by the system
 * at 00:30 of the next day).
 */
export async function closeBoothDay(
  db: Database,
  boothId: number,
  date: string,
  declaredCash: number | Partial<Record<Currency, number>>,
  viewer: DayViewer,
  write: Write,
): Promise<Versioned<BoothDay>> {
  checkDays({ date });
  const { now, scope } = write;
  if (date > businessDayOf(now)) throw invalidField('date', 'No se puede cerrar un día que aún no empieza.');
  const terminal = scope.kind === 'terminal' ? scope : undefined;
  return auditedWrite(db, write.actor, async (tx, audit) => {
    await boothInScope(tx, boothId, scope);
    await catchUpWithClock(tx, now);
    const day = await lockBoothDay(tx, boothId, date, 'update');
    if (day.status !== 'open') throw new ConflictError('DAY_CLOSED', `El día ${dayText(date)} de esta taquilla ya está cerrado.`);
    const declared = await declaredOf(tx, boothId, declaredCash);
    const [closed] = await queryRows<{ owner_id: number | null; version: number }>(
      tx,
      sql`update booth_days
          set status = 'closed', closed_at = ${now.toISOString()}::timestamptz,
              closed_by_user_id = ${terminal ? null : write.actor.userId}, closed_by_seller_id = ${terminal?.sellerId ?? null},
              version = booth_days.version + 1
          where booth_days.id = ${day.id} and booth_days.status = 'open' and ${versionMatches(boothDays.version, write.condition) ?? sql`true`}
          returning owner_id, version`,
    );
    if (!closed) throw staleRecord();
    await recordFigures(tx, sql`d.id = ${day.id}`, declared);
    const figures = await recordedFiguresOf(tx, day.id, date);
    audit({
      action: 'day_close',
      recordType: 'booth_day',
      recordId: day.id,
      before: { status: 'open' },
      after: { status: 'closed', ticket_booth_id: boothId, day: date, ...auditFigures(figures, true) },
    });
    const [booth] = await tx.select({ name: ticketBooths.name }).from(ticketBooths).where(eq(ticketBooths.id, boothId));
    for (const counted of figures) {
      if (counted.difference === null || Number(counted.difference) === 0) continue;
      await notifyClosingDifference(
        tx,
        {
          id: day.id,
          closing: closed.version,
          boothName: booth.name,
          date,
          ownerId: closed.owner_id,
          expected: counted.expected,
          difference: counted.difference,
          currency: counted.currency,
        },
        now,
      );
    }
    return readBoothDay(tx, boothId, date, scope, viewer, now);
  });
}

/** Approves a closed day (its owner or an administrator). 409 DAY_NOT_CLOSED, DAY_ALREADY_APPROVED. */
export async function approveBoothDay(
  db: Database,
  boothId: number,
  date: string,
  viewer: DayViewer,
  write: Write,
): Promise<Versioned<BoothDay>> {
  checkDays({ date });
  const { now, scope } = write;
  return auditedWrite(db, write.actor, async (tx, audit) => {
    await boothInScope(tx, boothId, scope);
    await catchUpWithClock(tx, now);
    const [day] = await queryRows<{ id: number; status: BoothDayStatus }>(
      tx,
      sql`select id, status from booth_days where ticket_booth_id = ${boothId} and day = ${date}::date for update`,
    );
    if (!day) {
      if (date <= businessDayOf(now) && now >= autoCloseMomentOf(date)) {
        throw new AppError('not_found', 'Ese día la taquilla no tuvo movimiento: no hay cierre que aprobar.');
      }
      throw new ConflictError('DAY_NOT_CLOSED', 'El día aún no está cerrado: ciérralo con el efectivo contado antes de aprobarlo.');
    }
    if (day.status === 'open') {
      throw new ConflictError('DAY_NOT_CLOSED', 'El día aún no está cerrado: ciérralo con el efectivo contado antes de aprobarlo.');
    }
    if (day.status === 'approved') throw new ConflictError('DAY_ALREADY_APPROVED', 'Este cierre ya está aprobado.');
    await assertNoPendingExpenses(tx, day.id);
    const [approved] = await queryRows<{ id: number }>(
      tx,
      sql`update booth_days set status = 'approved', approved_at = ${now.toISOString()}::timestamptz,
                 approved_by_user_id = ${write.actor.userId}, version = booth_days.version + 1
          where booth_days.id = ${day.id} and booth_days.status = 'closed' and ${versionMatches(boothDays.version, write.condition) ?? sql`true`}
          returning booth_days.id`,
    );
    if (!approved) throw staleRecord();
    audit({
      action: 'day_approve',
      recordType: 'booth_day',
      recordId: day.id,
      before: { status: 'closed' },
      after: { status: 'approved', ticket_booth_id: boothId, day: date },
    });
    return readBoothDay(tx, boothId, date, scope, viewer, now);
  });
}

/**
 * Opens again a day closed by mistake (its owner or an administrator), with the reason in the audit
 * trail: its recorded figures and count are dropped, so it sums its tickets again and its terminal
 * sells and pays that day again until it is closed anew. Only until 00:30 of the next day, when the
 * system would close it again. 409 DAY_NOT_CLOSED, DAY_ALREADY_APPROVED, DAY_REOPEN_EXPIRED.
 */
export async function reopenBoothDay(
  db: Database,
  boothId: number,
  date: string,
  reason: string,
  viewer: DayViewer,
  write: Write,
): Promise<Versioned<BoothDay>> {
  checkDays({ date });
  const { now, scope } = write;
  return auditedWrite(db, write.actor, async (tx, audit) => {
    await boothInScope(tx, boothId, scope);
    await catchUpWithClock(tx, now);
    const [day] = await queryRows<{ id: number; status: BoothDayStatus; declared_cash: Record<Currency, number> | null }>(
      tx,
      sql`select d.id, d.status, (select jsonb_object_agg(x.currency, x.declared_cash::float8) from booth_day_figures x
                                  where x.booth_day_id = d.id and x.declared_cash is not null) as declared_cash
          from booth_days d where d.ticket_booth_id = ${boothId} and d.day = ${date}::date for update of d`,
    );
    if (day?.status === 'approved') {
      throw new ConflictError('DAY_ALREADY_APPROVED', 'Este cierre ya está aprobado: un día aprobado no se puede reabrir.');
    }
    if (now >= autoCloseMomentOf(date)) {
      throw new ConflictError(
        'DAY_REOPEN_EXPIRED',
        `El día ${dayText(date)} ya no se puede reabrir: pasadas las 00:30 del día siguiente queda cerrado por el sistema.`,
      );
    }
    if (!day || day.status === 'open') throw new ConflictError('DAY_NOT_CLOSED', 'El día está abierto: no hay cierre que reabrir.');
    const [reopened] = await queryRows<{ id: number }>(
      tx,
      sql`update booth_days
          set status = 'open', closed_at = null, closed_by_user_id = null, closed_by_seller_id = null, version = booth_days.version + 1
          where booth_days.id = ${day.id} and booth_days.status = 'closed' and ${versionMatches(boothDays.version, write.condition) ?? sql`true`}
          returning booth_days.id`,
    );
    if (!reopened) throw staleRecord();
    await tx.execute(sql`delete from booth_day_figures where booth_day_id = ${day.id}`);
    const counted =
      day.declared_cash === null
        ? null
        : Object.keys(day.declared_cash).length === 1
          ? Object.values(day.declared_cash)[0]
          : day.declared_cash;
    audit({
      action: 'day_reopen',
      recordType: 'booth_day',
      recordId: day.id,
      before: { status: 'closed', declared_cash: counted },
      after: { status: 'open', ticket_booth_id: boothId, day: date, reason },
    });
    return readBoothDay(tx, boothId, date, scope, viewer, now);
  });
}

/**
 * The drawer's part of a day's expected cash in `currency` (its float less its approved expenses and
 * the money that never touched the drawer).
 */
async function drawerPartOf(tx: Database, dayId: number, date: string, currency: Currency): Promise<string> {
  const [{ drawer }] = await queryRows<{ drawer: string }>(
    tx,
    sql`select (dr.opening_float - dr.expenses - dr.pago_movil - dr.transferencia - dr.punto)::text as drawer
        from booth_days d join ticket_booths on ticket_booths.id = d.ticket_booth_id
        cross join ${drawerFigures(sql`${date}::date`, currency)}
        where d.id = ${dayId}`,
  );
  return drawer;
}

/**
 * A suspension's refunds dated on a day their booth had already closed (the draw suspended after the
 * closing): that day's recorded figures are taken again from its tickets, so the day, the owner's
 * statement and a recount from the tickets agree. Its refunds rise and its commission falls (the
 * statement's sales with it); its expected cash, count and difference stay, the refunded money being
 * still in the drawer until it is paid back on an open day. Never silently: the day's version moves,
 * the trail keeps `day_refunds` (before and after) and its owner and the administrators are told.
 * Every (booth, day) of the refunds is locked FOR UPDATE, an open one too: a closing in flight waits
 * and records the refunds itself.
 */
export async function recordRefundsOnClosedDays(
  tx: AuditedDb,
  audit: Audit,
  suspension: { drawId: number; drawName: string; boothIds: readonly number[] },
  now: Date,
): Promise<void> {
  if (suspension.boothIds.length === 0) return;
  const date = businessDayOf(now);
  const days = await queryRows<{
    id: number;
    status: BoothDayStatus;
    ticket_booth_id: number;
    booth_name: string;
    owner_id: number | null;
  }>(
    tx,
    sql`select d.id, d.status, d.ticket_booth_id, b.name as booth_name, d.owner_id from booth_days d join ticket_booths b on b.id = d.ticket_booth_id
        where d.ticket_booth_id = any(${`{${suspension.boothIds.join(',')}}`}::int[]) and d.day = ${date}::date
        order by d.id for update of d`,
  );
  for (const day of days.filter((row) => row.status !== 'open')) {
    const before = await recordedFiguresOf(tx, day.id, date);
    await recordFigures(tx, sql`d.id = ${day.id}`, null);
    const [{ version }] = await queryRows<{ version: number }>(
      tx,
      sql`update booth_days set version = version + 1 where id = ${day.id} returning version`,
    );
    for (const after of await recordedFiguresOf(tx, day.id, date)) {
      const earlier = before.find((figures) => figures.currency === after.currency);
      const was = {
        refunds: earlier?.refunds ?? '0',
        commission: earlier?.commission ?? '0',
        refund_tickets: earlier?.refund_tickets ?? 0,
      };
      if (after.refunds === was.refunds && after.refund_tickets === was.refund_tickets) continue;
      audit({
        action: 'day_refunds',
        recordType: 'booth_day',
        recordId: day.id,
        before: { refunds: Number(was.refunds), commission: Number(was.commission) },
        after: {
          refunds: Number(after.refunds),
          commission: Number(after.commission),
          currency: after.currency,
          ticket_booth_id: day.ticket_booth_id,
          day: date,
          draw_id: suspension.drawId,
        },
      });
      await notifyRefundsOnClosedDay(
        tx,
        {
          id: day.id,
          version,
          boothName: day.booth_name,
          date,
          ownerId: day.owner_id,
          drawName: suspension.drawName,
          tickets: after.refund_tickets - was.refund_tickets,
          amount: decimalOf(centsOfText(after.refunds) - centsOfText(was.refunds)),
          commission: { before: was.commission, after: after.commission },
          expected: after.expected,
          currency: after.currency,
        },
        now,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Lists.

const STATUS_FILTER: Record<BoothDayStatus, SQL> = {
  open: sql`d.status = 'open'`,
  closed: sql`d.status = 'closed'`,
  approved: sql`d.status = 'approved'`,
};

/** "Cierres de caja": the days with movement of the booths the scope sees, newest first, and their totals. */
export async function listBoothDays(db: Database, scope: DataScope, query: BoothDayListQuery, now: Date): Promise<BoothDayList> {
  checkRange(query.from, query.to);
  await catchUpWithClock(db, now);
  const currency = await currencyOfRead(db, query.currency);
  const page = query.page ?? 1;
  const size = query.limit ?? PAGE_SIZE;
  const where = sql.join(
    [
      sql`d.day between ${query.from}::date and ${query.to}::date`,
      boothScope(scope) ?? sql`true`,
      query.booth_id !== undefined ? sql`d.ticket_booth_id = ${query.booth_id}` : sql`true`,
      query.status !== undefined ? STATUS_FILTER[query.status] : sql`true`,
    ],
    sql` and `,
  );
  const [records, [totals]] = await Promise.all([
    queryRows<DayRecord>(
      db,
      sql`select ${dayColumns}
          from booth_days d join ticket_booths on ticket_booths.id = d.ticket_booth_id
          cross join ${dayFigures(sql`d.day`, currency)}
          cross join ${drawerFigures(sql`d.day`, currency)}
          where ${where}
          order by d.day desc, ticket_booths.name, d.id
          limit ${size} offset ${(page - 1) * size}`,
    ),
    queryRows<BoothDayList['totals'] & { total: number }>(
      db,
      sql`select count(*)::int as total, coalesce(sum(f.tickets), 0)::int as tickets, coalesce(sum(f.sales), 0)::float8 as sales,
                 coalesce(sum(f.cancelled), 0)::float8 as cancelled, coalesce(sum(f.prizes_paid), 0)::float8 as prizes_paid,
                 coalesce(sum(f.commission), 0)::float8 as commission, coalesce(sum(${EXPECTED_CASH}), 0)::float8 as expected_cash,
                 coalesce(sum(f.refunds), 0)::float8 as refunds, coalesce(sum(f.refunds_paid), 0)::float8 as refunds_paid,
                 coalesce(sum(f.declared_cash), 0)::float8 as declared_cash,
                 coalesce(sum(f.declared_cash - ${EXPECTED_CASH}), 0)::float8 as difference
          from booth_days d join ticket_booths on ticket_booths.id = d.ticket_booth_id
          cross join ${dayFigures(sql`d.day`, currency)}
          cross join ${drawerFigures(sql`d.day`, currency)}
          where ${where}`,
    ),
  ]);
  const { total, ...sums } = totals;
  return {
    days: records.map((record) => rowOf(record, now, currency)),
    page,
    total,
    totalPages: Math.ceil(total / size),
    totals: sums,
  };
}

const DAY_TICKETS: Record<BoothDayTicketsQuery['kind'], (date: string) => SQL> = {
  sold: (date) => withinDays(tickets.created_at, date),
  cancelled: (date) => and(isNotNull(tickets.cancelled_at), withinDays(tickets.cancelled_at, date))!,
  paid: (date) => and(isNotNull(tickets.paid_at), withinDays(tickets.paid_at, date))!,
};

/** The tickets of a booth's day: those sold, cancelled or paid that day, newest sale first. */
export async function boothDayTickets(
  db: Database,
  boothId: number,
  date: string,
  scope: DataScope,
  query: BoothDayTicketsQuery,
): Promise<BoothDayTicketList> {
  checkDays({ date });
  await boothInScope(db, boothId, scope);
  const page = query.page ?? 1;
  const size = query.limit ?? PAGE_SIZE;
  const where = and(eq(tickets.ticket_booth_id, boothId), DAY_TICKETS[query.kind](date));
  const [rows, [{ total }]] = await Promise.all([
    ticketRows(db, where, size, pageOffset(page, size)),
    db.select({ total: sql<number>`count(*)::int` }).from(tickets).where(where),
  ]);
  const ids = `{${rows.map((row) => row.id).join(',')}}`;
  const extras = await queryRows<{
    id: number;
    cancelled_at: string | null;
    cancel_reason: string | null;
    paid_amount: number | null;
    commission: number;
  }>(
    db,
    // A cancelled ticket's commission left the day with its amount: it counts none.
    sql`select t.id, to_json(t.cancelled_at) #>> '{}' as cancelled_at, t.cancel_reason, t.paid_amount::float8 as paid_amount,
               case when t.cancelled_at is not null then 0
                    else coalesce((select sum(l.commission) from ticket_lines l where l.ticket_id = t.id), 0) end::float8 as commission
        from tickets t where t.id = any(${ids}::int[])`,
  );
  const extraOf = new Map(extras.map((extra) => [extra.id, extra]));
  return {
    tickets: rows.map((row) => {
      const extra = extraOf.get(row.id)!;
      return {
        ...row,
        cancelled_at: extra.cancelled_at && new Date(extra.cancelled_at).toISOString(),
        cancel_reason: extra.cancel_reason,
        paid_amount: extra.paid_amount,
        commission: extra.commission,
      };
    }),
    page,
    total,
    totalPages: Math.ceil(total / size),
  };
}

/**
 * An owner's statement ("Estado de cuenta") and its balance: the database's `owner_statement`
 * (src/db/functions/owner_statement.sql) walks the owner's days — the figures of its booths' days, participation after
 * the losses carried, the payments between the banca and the owner — and keeps the running balance,
 * all in SQL numeric. The balance after the last day is the owner's `account_balance`.
 *
 * Payments (cobro, `owner_pays`: the owner pays the banca; abono, `banca_pays`: the banca pays the owner) are dated when they
 * are entered; a reversal, by an administrator, is dated when it is made, so no past day changes.
 */
import { createHash } from 'node:crypto';
import type { OwnerPayment, OwnerPaymentBody, Statement, StatementGameType } from '@banca/contracts';
import type { DrawerCurrency } from '@banca/contracts/enums';
import type { Currency } from '@banca/contracts/money';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { ownerPayments, users } from '../../db/schema';
import { sqlConstraint, sqlState } from '../../sql-state';
import { invalidField, ConflictError, notFound } from '../../errors';
import { auditedWrite } from '../audit';
import { catchUpWithClock } from '../clock-catch-up';
import { statementDrawer } from './drawer';
import { currencyOfRead } from '../currencies';
import { centsOf, decimalOf } from './money';
import { checkRange } from '../reports';
import type { DataScope } from '../scope';
import { addDays, dayStart } from '../time';
import type { Write } from '../writes';

/** The balance of each user given, by id, in the banca's default currency: its statement's for a booth owner, 0 for anyone else. */
export async function balancesOf(db: Database, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ owner_id: number; balance: number }>(
    db,
    sql`select owner_id, balance::float8 as balance from owner_balances(${`{${ids.join(',')}}`}::int[], ${await currencyOfRead(db, undefined)}::text)`,
  );
  return new Map(rows.map((row) => [row.owner_id, row.balance]));
}

/** The balance in the banca's default currency of every owner with any movement (the hierarchy's amounts). */
export async function allBalances(db: Database): Promise<Map<number, number>> {
  const rows = await queryRows<{ owner_id: number; balance: number }>(
    db,
    sql`select owner_id, balance::float8 as balance from owner_balances(array(
          select distinct owner_id from booth_days where owner_id is not null
          union select distinct owner_id from owner_payments), ${await currencyOfRead(db, undefined)}::text)`,
  );
  return new Map(rows.map((row) => [row.owner_id, row.balance]));
}

/** The owner a statement is of: a client user the scope may see (a client itself only), 404 otherwise. */
async function ownerInScope(db: Database, id: number, scope: DataScope) {
  if (scope.kind !== 'all' && !(scope.kind === 'owner' && scope.userId === id)) throw notFound('El propietario');
  const [owner] = await queryRows<{ id: number; name: string; participation_percentage: number; sale_percentage: number }>(
    db,
    sql`select u.id, u.first_name || ' ' || u.last_name as name,
               coalesce((select s.setting_value from user_settings s where s.user_id = u.id and s.setting_key = 'participation_percentage'), 0)::float8
                 as participation_percentage,
               coalesce((select s.setting_value from user_settings s where s.user_id = u.id and s.setting_key = 'sale_percentage'), 0)::float8
                 as sale_percentage
        from users u where u.id = ${id} and u.role = 'client'`,
  );
  if (!owner) throw notFound('El propietario');
  return owner;
}

const paymentColumns = sql`p.id, p.direction, p.amount::float8 as amount, p.currency, p.reason, to_json(p.created_at) #>> '{}' as created_at,
  (select u.first_name || ' ' || u.last_name from users u where u.id = p.created_by_user_id) as created_by,
  to_json(p.reversed_at) #>> '{}' as reversed_at,
  (select u.first_name || ' ' || u.last_name from users u where u.id = p.reversed_by_user_id) as reversed_by,
  p.reversal_reason`;

type PaymentRecord = OwnerPayment;

const paymentOf = (record: PaymentRecord): OwnerPayment => ({
  ...record,
  created_at: new Date(record.created_at).toISOString(),
  reversed_at: record.reversed_at && new Date(record.reversed_at).toISOString(),
});

/** An owner's statement over a range of business days, within the caller's scope. */
export async function ownerStatement(
  db: Database,
  id: number,
  from: string,
  to: string,
  scope: DataScope,
  now: Date,
  currency?: DrawerCurrency,
): Promise<Statement> {
  checkRange(from, to);
  const owner = await ownerInScope(db, id, scope);
  const shown = await currencyOfRead(db, currency);
  await catchUpWithClock(db, now);
  const [summary] = await queryRows<
    Omit<Statement, 'owner' | 'from' | 'to' | 'payments' | 'totals'> & { totals: Omit<Statement['totals'], 'expenses' | 'non_cash'> }
  >(
    db,
    sql`with s as materialized (select * from owner_statement(${id}, ${shown}::text)),
             r as (select * from s where s.day between ${from}::date and ${to}::date)
        select coalesce((select s.balance from s where s.day < ${from}::date order by s.day desc limit 1), 0)::float8 as opening_balance,
               coalesce((select json_agg(json_build_object(
                 'date', to_char(r.day, 'YYYY-MM-DD'), 'sales', r.sales::float8, 'prizes', r.prizes::float8,
                 'commission', r.commission::float8, 'net', r.net::float8,
                 'participation_percentage', r.participation_percentage::float8, 'participation', r.participation::float8,
                 'carried_loss', r.carried_loss::float8, 'payments', r.payments::float8, 'balance', r.balance::float8,
                 'open_booths', r.open_booths) order by r.day) from r), '[]') as days,
               (select json_build_object(
                 'sales', coalesce(sum(r.sales), 0)::float8, 'prizes', coalesce(sum(r.prizes), 0)::float8,
                 'commission', coalesce(sum(r.commission), 0)::float8, 'net', coalesce(sum(r.net), 0)::float8,
                 'participation', coalesce(sum(r.participation), 0)::float8, 'payments', coalesce(sum(r.payments), 0)::float8) from r) as totals,
               coalesce((select s.balance from s where s.day <= ${to}::date order by s.day desc limit 1), 0)::float8 as closing_balance,
               coalesce((select s.balance from s order by s.day desc limit 1), 0)::float8 as balance`,
  );
  const payments = await queryRows<PaymentRecord>(
    db,
    sql`select ${paymentColumns} from owner_payments p
        where p.owner_id = ${id} and p.currency = ${shown}
          and ((p.created_at >= ${dayStart(from)} and p.created_at < ${dayStart(addDays(to, 1))})
            or (p.reversed_at >= ${dayStart(from)} and p.reversed_at < ${dayStart(addDays(to, 1))}))
        order by p.created_at, p.id`,
  );
  const drawer = await statementDrawer(db, id, from, to, shown);
  const none = { expenses: 0, non_cash: { pago_movil: 0, transferencia: 0, punto: 0 } };
  const days = (summary.days as Omit<Statement['days'][number], 'expenses' | 'non_cash'>[]).map((day) => ({
    ...day,
    ...(drawer.byDay.get(day.date) ?? none),
  }));
  return {
    owner,
    from,
    to,
    ...summary,
    currency: shown,
    days,
    totals: { ...summary.totals, ...drawer.totals },
    payments: payments.map(paymentOf),
    by_game_type: await byGameType(db, id, from, to, shown),
  };
}

/**
 * The range's sales and commission per game type of the owner's booth days (the days the statement
 * counts), from the daily sums per game type: the same lines' kept commissions, so they add up to the
 * statement's totals.
 */
async function byGameType(db: Database, id: number, from: string, to: string, currency: Currency): Promise<StatementGameType[]> {
  return queryRows<StatementGameType>(
    db,
    sql`select s.game_type_id, m.name as module, g.name, sum(s.sales - s.cancelled)::float8 as sales,
               sum(s.commission - s.cancelled_commission)::float8 as commission
        from booth_days d
        join daily_sales s on s.ticket_booth_id = d.ticket_booth_id and s.day = d.day and s.currency = ${currency}
        join game_types g on g.id = s.game_type_id join modules m on m.id = g.module_id
        where d.owner_id = ${id} and d.day between ${from}::date and ${to}::date
        group by s.game_type_id, m.name, g.name, m.sort_order
        having sum(s.sales - s.cancelled) <> 0 or sum(s.commission - s.cancelled_commission) <> 0
        order by m.sort_order, m.name, s.game_type_id`,
  );
}

/** What a payment asks, as its hash keeps it (amount in cents). */
function requestHash(body: OwnerPaymentBody): string {
  return (
    createHash('sha256')
      // The currency only when named: a payment of before currencies keeps its hash.
      .update(JSON.stringify([body.direction, centsOf(body.amount), body.reason.trim(), ...(body.currency ? [body.currency] : [])]))
      .digest('hex')
  );
}

async function paymentById(db: Database, ownerId: number, paymentId: number): Promise<PaymentRecord | undefined> {
  const [payment] = await queryRows<PaymentRecord>(
    db,
    sql`select ${paymentColumns} from owner_payments p where p.id = ${paymentId} and p.owner_id = ${ownerId}`,
  );
  return payment;
}

/** The payment an owner already has under this request_id: the same one (a resend), or 409 for another. */
async function earlierPayment(db: Database, ownerId: number, body: OwnerPaymentBody, hash: string): Promise<OwnerPayment | undefined> {
  const [earlier] = await db
    .select({ id: ownerPayments.id, hash: ownerPayments.request_hash })
    .from(ownerPayments)
    .where(and(eq(ownerPayments.owner_id, ownerId), eq(ownerPayments.request_id, body.request_id)));
  if (!earlier) return undefined;
  if (earlier.hash !== hash) {
    throw new ConflictError(
      'IDEMPOTENCY_KEY_REUSED',
      'Ese identificador (request_id) ya se usó para otro abono o cobro: genera uno nuevo para cada movimiento.',
    );
  }
  return paymentOf((await paymentById(db, ownerId, earlier.id))!);
}

/**
 * Records money between the banca and an owner (an administrator): idempotent by `request_id`,
 * audited. Answers the payment and whether it was recorded before (a resend).
 */
export async function createOwnerPayment(
  db: Database,
  ownerId: number,
  body: OwnerPaymentBody,
  write: Write,
): Promise<{ payment: OwnerPayment; replayed: boolean }> {
  const cents = centsOf(body.amount);
  if (cents === null) throw invalidField('amount', 'El monto admite como máximo dos decimales.');
  if (cents <= 0) throw invalidField('amount', 'El monto debe ser mayor que 0.');
  const reason = body.reason.trim();
  const currency = await currencyOfRead(db, body.currency);
  const hash = requestHash(body);
  const earlier = await earlierPayment(db, ownerId, body, hash);
  if (earlier) return { payment: earlier, replayed: true };
  try {
    const payment = await auditedWrite(db, write.actor, async (tx, audit) => {
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, ownerId), eq(users.role, 'client')))
        .for('share');
      if (!owner) throw notFound('El propietario');
      const [created] = await tx
        .insert(ownerPayments)
        .values({
          owner_id: ownerId,
          direction: body.direction,
          amount: sql`${decimalOf(cents)}::numeric`,
          currency,
          reason,
          request_id: body.request_id,
          request_hash: hash,
          created_at: write.now,
          created_by_user_id: write.actor.userId,
        })
        .returning({ id: ownerPayments.id });
      audit({
        action: 'owner_payment',
        recordType: 'owner_payment',
        recordId: created.id,
        after: {
          owner_id: ownerId,
          direction: body.direction,
          amount: Number(decimalOf(cents)),
          currency,
          reason,
          request_id: body.request_id,
        },
      });
      return paymentOf((await paymentById(tx, ownerId, created.id))!);
    });
    return { payment, replayed: false };
  } catch (error) {
    // The same request_id recorded by a request racing this one: it committed first.
    if (sqlState(error) === '23505' && sqlConstraint(error) === 'owner_payments_request_key') {
      const raced = await earlierPayment(db, ownerId, body, hash);
      if (raced) return { payment: raced, replayed: true };
    }
    throw error;
  }
}

/**
 * Reverses a payment (an administrator): it stays on the day it was made, and its reversal counts
 * on the day it is reversed. 409 PAYMENT_ALREADY_REVERSED.
 */
export async function reverseOwnerPayment(
  db: Database,
  ownerId: number,
  paymentId: number,
  reason: string,
  write: Write,
): Promise<OwnerPayment> {
  return auditedWrite(db, write.actor, async (tx, audit) => {
    const [payment] = await tx
      .select({
        reversedAt: ownerPayments.reversed_at,
        direction: ownerPayments.direction,
        amount: sql<string>`${ownerPayments.amount}::text`,
      })
      .from(ownerPayments)
      .where(and(eq(ownerPayments.id, paymentId), eq(ownerPayments.owner_id, ownerId)))
      .for('update');
    if (!payment) throw notFound('El movimiento');
    if (payment.reversedAt !== null) throw new ConflictError('PAYMENT_ALREADY_REVERSED', 'Este movimiento ya fue reversado.');
    await tx
      .update(ownerPayments)
      .set({ reversed_at: write.now, reversed_by_user_id: write.actor.userId, reversal_reason: reason })
      .where(eq(ownerPayments.id, paymentId));
    audit({
      action: 'owner_payment_reversal',
      recordType: 'owner_payment',
      recordId: paymentId,
      before: { reversed_at: null },
      after: {
        reversed_at: write.now.toISOString(),
        reason,
        owner_id: ownerId,
        direction: payment.direction,
        amount: Number(payment.amount),
      },
    });
    return paymentOf((await paymentById(tx, ownerId, paymentId))!);
  });
}

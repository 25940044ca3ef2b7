/**
 * The drawer of a booth's day (issue 38 item 4): the opening float per currency, the expenses paid
 * from it (pending until its owner or an administrator approves or rejects them; only approved ones
 * count) and the money that never touched it (sales received and prizes paid by pago móvil,
 * transferencia or punto de venta). The day's expected cash (booth-days.ts) reads them through
 * `drawerFigures`, in the one currency the read asks for.
 *
 * A float or an expense is written while the day is open, holding its row FOR SHARE like a sale
 * (assertBoothDayOpen), so a closing waits for it; an expense is decided until the day is approved.
 */
import type { BoothDayExpense, BoothDayFloat, ExpenseBody, ExpenseList, ExpenseListQuery, SetFloatBody } from '@banca/contracts';
import type { DrawerCurrency, ExpenseStatus } from '@banca/contracts/enums';
import { CURRENCY_LABELS } from '@banca/contracts/money';
import { sql, type SQL } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { invalidField, ConflictError, notFound } from '../../errors';
import { auditedWrite } from '../audit';
import { boothInScope, lockBoothDay } from './day-rows';
import { centsOf, centsOfText, decimalOf } from './money';
import { dayText } from '../notifications';
import { boothScope, type DataScope } from '../scope';
import { businessDayOf, checkDays } from '../time';
import type { Write } from '../writes';

/**
 * The drawer figures `dr` of a day row `d` (booth_days, null for a day without movement) of booth
 * `ticket_booths` on day `day`, in `currency`: its float, its approved expenses, how many expenses
 * wait (any currency) and the non-cash money per method in that currency (booth_day_non_cash).
 */
export const drawerFigures = (day: SQL, currency: DrawerCurrency) => sql`lateral (
  select coalesce((select fl.amount from booth_day_floats fl where fl.booth_day_id = d.id and fl.currency = ${currency}), 0) as opening_float,
         coalesce((select sum(e.amount) from booth_day_expenses e
                   where e.booth_day_id = d.id and e.currency = ${currency} and e.status = 'approved'), 0) as expenses,
         (select count(*) from booth_day_expenses e where e.booth_day_id = d.id and e.status = 'pending')::int as pending_expenses,
         n.pago_movil, n.transferencia, n.punto
  from booth_day_non_cash(ticket_booths.id, ${day}, ${currency}::text) n
) dr`;

/** The day's open row for a drawer write (made if missing), held FOR SHARE; 409 DAY_CLOSED otherwise. */
async function openDayFor(tx: Database, boothId: number, date: string, write: Write, what: string): Promise<number> {
  checkDays({ date });
  if (date > businessDayOf(write.now)) throw invalidField('date', 'La fecha no puede ser posterior a hoy.');
  await boothInScope(tx, boothId, write.scope);
  const day = await lockBoothDay(tx, boothId, date, 'share');
  if (day.status !== 'open') {
    throw new ConflictError('DAY_CLOSED', `El día ${dayText(date)} de esta taquilla ya está cerrado: no se puede ${what}.`);
  }
  return day.id;
}

/** A float or an expense is in a currency its booth sells in (400 naming `currency`): no other is ever read. */
async function assertBoothCurrency(tx: Database, boothId: number, currency: DrawerCurrency): Promise<void> {
  const [booth] = await queryRows<{ currencies: DrawerCurrency[] }>(tx, sql`select currencies from ticket_booths where id = ${boothId}`);
  if (!booth?.currencies.includes(currency)) throw invalidField('currency', `Esta taquilla no vende en ${CURRENCY_LABELS[currency]}.`);
}

/** Whole cents of an amount of the drawer: 400 naming `amount` with more than two decimals, or ≤ 0 unless `zero` is allowed. */
function amountCents(amount: number, zero: boolean): number {
  const cents = centsOf(amount);
  if (cents === null) throw invalidField('amount', 'El monto admite como máximo dos decimales.');
  if (cents < 0 || (cents === 0 && !zero)) throw invalidField('amount', 'El monto debe ser mayor que 0.');
  return cents;
}

/** Who wrote, as the drawer's rows keep it: a staff user or a terminal's seller account. */
const authorOf = (write: Write) =>
  write.scope.kind === 'terminal' ? { user: null, seller: write.scope.sellerId } : { user: write.actor.userId, seller: null };

/** Sets (or changes) a day's opening float in one currency, while the day is open. */
export async function setBoothDayFloat(
  db: Database,
  boothId: number,
  date: string,
  body: SetFloatBody,
  write: Write,
): Promise<BoothDayFloat> {
  const cents = amountCents(body.amount, true);
  const author = authorOf(write);
  return auditedWrite(db, write.actor, async (tx, audit) => {
    const dayId = await openDayFor(tx, boothId, date, write, 'cambiar su fondo de caja');
    await assertBoothCurrency(tx, boothId, body.currency);
    const [before] = await queryRows<{ amount: string }>(
      tx,
      sql`select amount::text from booth_day_floats where booth_day_id = ${dayId} and currency = ${body.currency}`,
    );
    const [set] = await queryRows<{ amount: number; set_at: string }>(
      tx,
      sql`insert into booth_day_floats (booth_day_id, currency, amount, set_at, set_by_user_id, set_by_seller_id)
          values (${dayId}, ${body.currency}, ${decimalOf(cents)}::numeric, ${write.now.toISOString()}::timestamptz, ${author.user}, ${author.seller})
          on conflict (booth_day_id, currency) do update
            set amount = excluded.amount, set_at = excluded.set_at, set_by_user_id = excluded.set_by_user_id, set_by_seller_id = excluded.set_by_seller_id
          returning amount::float8 as amount, to_json(set_at) #>> '{}' as set_at`,
    );
    audit({
      action: 'day_float',
      recordType: 'booth_day',
      recordId: dayId,
      before: { opening_float: before ? Number(before.amount) : null, currency: body.currency },
      after: { opening_float: set.amount, currency: body.currency, ticket_booth_id: boothId, day: date },
    });
    return { currency: body.currency, amount: set.amount, set_at: new Date(set.set_at).toISOString() };
  });
}

/** Enters an expense paid from the drawer on an open day: pending until its owner or an administrator decides. */
export async function createBoothDayExpense(
  db: Database,
  boothId: number,
  date: string,
  body: ExpenseBody,
  write: Write,
): Promise<BoothDayExpense> {
  const cents = amountCents(body.amount, false);
  const author = authorOf(write);
  const note = body.note.trim();
  return auditedWrite(db, write.actor, async (tx, audit) => {
    const dayId = await openDayFor(tx, boothId, date, write, 'registrar gastos');
    await assertBoothCurrency(tx, boothId, body.currency);
    const [{ id }] = await queryRows<{ id: number }>(
      tx,
      sql`insert into booth_day_expenses (booth_day_id, currency, amount, category, note, created_at, created_by_user_id, created_by_seller_id)
          values (${dayId}, ${body.currency}, ${decimalOf(cents)}::numeric, ${body.category}, ${note}, ${write.now.toISOString()}::timestamptz,
                  ${author.user}, ${author.seller})
          returning id`,
    );
    audit({
      action: 'expense_create',
      recordType: 'booth_day',
      recordId: dayId,
      after: {
        expense_id: id,
        currency: body.currency,
        amount: Number(decimalOf(cents)),
        category: body.category,
        note,
        ticket_booth_id: boothId,
        day: date,
      },
    });
    const [expense] = await expenseRows(tx, sql`e.id = ${id}`);
    return expense;
  });
}

/**
 * Approves or rejects a pending expense (its booth's owner, an administrator). 409
 * EXPENSE_ALREADY_DECIDED when decided already; DAY_ALREADY_APPROVED when its day is approved.
 */
export async function decideExpense(db: Database, id: number, decision: 'approved' | 'rejected', write: Write): Promise<BoothDayExpense> {
  return auditedWrite(db, write.actor, async (tx, audit) => {
    const [expense] = await queryRows<{
      status: ExpenseStatus;
      booth_day_id: number;
      day_status: string;
      amount: string;
      currency: string;
    }>(
      tx,
      sql`select e.status, e.booth_day_id, d.status as day_status, e.amount::text, e.currency
          from booth_day_expenses e join booth_days d on d.id = e.booth_day_id join ticket_booths on ticket_booths.id = d.ticket_booth_id
          where e.id = ${id} and ${boothScope(write.scope) ?? sql`true`}
          for update of e, d`,
    );
    if (!expense) throw notFound('El gasto');
    if (expense.status !== 'pending') {
      const said = expense.status === 'approved' ? 'aprobado' : 'rechazado';
      throw new ConflictError('EXPENSE_ALREADY_DECIDED', `Este gasto ya fue ${said}.`);
    }
    if (expense.day_status === 'approved') {
      throw new ConflictError('DAY_ALREADY_APPROVED', 'El cierre de ese día ya está aprobado: sus gastos ya no cambian.');
    }
    await tx.execute(
      sql`update booth_day_expenses set status = ${decision}, decided_at = ${write.now.toISOString()}::timestamptz,
                 decided_by_user_id = ${write.actor.userId}
          where id = ${id}`,
    );
    audit({
      action: decision === 'approved' ? 'expense_approve' : 'expense_reject',
      recordType: 'booth_day',
      recordId: expense.booth_day_id,
      before: { expense_id: id, status: 'pending' },
      after: { expense_id: id, status: decision, amount: Number(expense.amount), currency: expense.currency },
    });
    const [decided] = await expenseRows(tx, sql`e.id = ${id}`);
    return decided;
  });
}

interface ExpenseRecord {
  id: number;
  booth_id: number;
  booth_name: string;
  date: string;
  currency: DrawerCurrency;
  amount: number;
  category: BoothDayExpense['category'];
  note: string;
  status: ExpenseStatus;
  created_at: string;
  created_by_user: string | null;
  created_by_seller: string | null;
  decided_at: string | null;
  decided_by_user: string | null;
}

/** Expenses matching `where` (over `e` booth_day_expenses, `d` booth_days, `ticket_booths`), oldest first. */
async function expenseRows(db: Database, where: SQL, limit = 200, newestFirst = false): Promise<BoothDayExpense[]> {
  const rows = await queryRows<ExpenseRecord>(
    db,
    sql`select e.id, ticket_booths.id as booth_id, ticket_booths.name as booth_name, to_char(d.day, 'YYYY-MM-DD') as date, e.currency,
               e.amount::float8 as amount, e.category, e.note, e.status, to_json(e.created_at) #>> '{}' as created_at,
               (select u.first_name || ' ' || u.last_name from users u where u.id = e.created_by_user_id) as created_by_user,
               (select s.label from sellers s where s.id = e.created_by_seller_id) as created_by_seller,
               to_json(e.decided_at) #>> '{}' as decided_at,
               (select u.first_name || ' ' || u.last_name from users u where u.id = e.decided_by_user_id) as decided_by_user
        from booth_day_expenses e join booth_days d on d.id = e.booth_day_id join ticket_booths on ticket_booths.id = d.ticket_booth_id
        where ${where}
        order by ${newestFirst ? sql`e.created_at desc, e.id desc` : sql`e.created_at, e.id`}
        limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    booth: { id: row.booth_id, name: row.booth_name },
    date: row.date,
    currency: row.currency,
    amount: row.amount,
    category: row.category,
    note: row.note,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    created_by:
      row.created_by_seller !== null
        ? { name: row.created_by_seller, kind: 'terminal' }
        : { name: row.created_by_user ?? 'sistema', kind: 'user' },
    decided_at: row.decided_at && new Date(row.decided_at).toISOString(),
    decided_by: row.decided_by_user !== null ? { name: row.decided_by_user, kind: 'user' } : null,
  }));
}

/** A day's expenses (every status and currency), oldest first. */
export const dayExpenses = (db: Database, dayId: number): Promise<BoothDayExpense[]> =>
  expenseRows(db, sql`e.booth_day_id = ${dayId}`, 1000);

/** A day's opening floats, one per currency set. */
export async function dayFloats(db: Database, dayId: number): Promise<BoothDayFloat[]> {
  const rows = await queryRows<{ currency: DrawerCurrency; amount: number; set_at: string }>(
    db,
    sql`select currency, amount::float8 as amount, to_json(set_at) #>> '{}' as set_at from booth_day_floats
        where booth_day_id = ${dayId} order by currency`,
  );
  return rows.map((row) => ({ ...row, set_at: new Date(row.set_at).toISOString() }));
}

/** The expenses of the booths the scope sees (by status, booth), newest first: an owner's list of those to decide. */
export function listExpenses(db: Database, scope: DataScope, query: ExpenseListQuery): Promise<ExpenseList> {
  const where = sql.join(
    [
      boothScope(scope) ?? sql`true`,
      query.status !== undefined ? sql`e.status = ${query.status}` : sql`true`,
      query.booth_id !== undefined ? sql`ticket_booths.id = ${query.booth_id}` : sql`true`,
    ],
    sql` and `,
  );
  return expenseRows(db, where, 200, true).then((expenses) => ({ expenses }));
}

/** 409 EXPENSES_PENDING: a day is approved only once each of its expenses is approved or rejected. */
export async function assertNoPendingExpenses(tx: Database, dayId: number): Promise<void> {
  const [{ pending }] = await queryRows<{ pending: number }>(
    tx,
    sql`select count(*)::int as pending from booth_day_expenses where booth_day_id = ${dayId} and status = 'pending'`,
  );
  if (pending > 0) {
    throw new ConflictError(
      'EXPENSES_PENDING',
      pending === 1
        ? 'Este día tiene un gasto por aprobar o rechazar: decídelo antes de aprobar el cierre.'
        : `Este día tiene ${pending} gastos por aprobar o rechazar: decídelos antes de aprobar el cierre.`,
    );
  }
}

type NonCash = { pago_movil: number; transferencia: number; punto: number };

/**
 * The drawer of an owner's statement, per day of its booths between `from` and `to` and in total:
 * approved expenses and the non-cash money (informative: the statement's net and balance do not
 * move with them).
 */
export async function statementDrawer(db: Database, ownerId: number, from: string, to: string, currency: DrawerCurrency) {
  const rows = await queryRows<{ date: string; expenses: string; pago_movil: string; transferencia: string; punto: string }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as date, sum(dr.expenses)::text as expenses, sum(dr.pago_movil)::text as pago_movil,
               sum(dr.transferencia)::text as transferencia, sum(dr.punto)::text as punto
        from booth_days d join ticket_booths on ticket_booths.id = d.ticket_booth_id
        cross join ${drawerFigures(sql`d.day`, currency)}
        where d.owner_id = ${ownerId} and d.day between ${from}::date and ${to}::date
        group by d.day`,
  );
  const totals = { expenses: 0, non_cash: { pago_movil: 0, transferencia: 0, punto: 0 } as NonCash };
  const byDay = new Map<string, { expenses: number; non_cash: NonCash }>();
  // Summed in cents: the figures are exact, the answer's numbers are not added as floats.
  const cents = { expenses: 0, pago_movil: 0, transferencia: 0, punto: 0 };
  for (const row of rows) {
    const day = {
      expenses: centsOfText(row.expenses),
      pago_movil: centsOfText(row.pago_movil),
      transferencia: centsOfText(row.transferencia),
      punto: centsOfText(row.punto),
    };
    for (const key of Object.keys(cents) as (keyof typeof cents)[]) cents[key] += day[key];
    byDay.set(row.date, {
      expenses: day.expenses / 100,
      non_cash: { pago_movil: day.pago_movil / 100, transferencia: day.transferencia / 100, punto: day.punto / 100 },
    });
  }
  totals.expenses = cents.expenses / 100;
  totals.non_cash = { pago_movil: cents.pago_movil / 100, transferencia: cents.transferencia / 100, punto: cents.punto / 100 };
  return { byDay, totals };
}

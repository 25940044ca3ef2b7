/**
 * The money history of the demo data set, as the booths would have made it: a few tickets cancelled
 * by their terminal within the window, most winners paid at their booth within two days of the
 * draw, every past day closed (by the booth's terminal with the cash counted, now and then with a
 * difference, or left to the system at 00:30) and most closings approved by the owner, and the
 * payments between the banca and the owners (abonos and cobros, one of them reversed). Today's
 * days stay open. The daily sums and the booth days follow from the database's triggers.
 */
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { BOOTH_DAY_AUTO_CLOSE_MINUTES } from '@banca/contracts/limits';
import type { Currency } from '@banca/contracts/money';
import { ownerPayments } from '../db/schema';
import { notifyClosingDifference, notifyPrizesToPay } from '../domain/cash/money-events';
import { businessMoment } from '../domain/time';
import { insertInBatches } from './batch';
import type { SeededBooth, SeededSeller } from './booths';
import type { SeededDraw } from './draws';
import type { Random } from './random';
import { DAY, HOUR, MINUTE, between, caracasDay, caracasTime, earliest } from './time';
import type { SeededTicket } from './tickets';
import type { SeededUsers } from './users';

const CANCEL_REASONS = ['Número equivocado', 'El cliente se arrepintió', 'Monto equivocado', 'Sorteo equivocado'];
const PAYMENT_REASONS = {
  owner_pays: ['Depósito de la semana', 'Transferencia del cierre', 'Entrega en oficina'],
  banca_pays: ['Pago de premios cubiertos por la banca', 'Reintegro de participación'],
} as const;

export interface CashSources {
  users: SeededUsers;
  booths: SeededBooth[];
  sellers: SeededSeller[];
  draws: SeededDraw[];
  tickets: SeededTicket[];
}

export async function seedCash(db: Database, random: Random, now: Date, sources: CashSources): Promise<void> {
  const { users, booths, sellers, draws, tickets: sold } = sources;
  const today = caracasDay(now);
  const sellersAt = (boothId: number) => sellers.filter((s) => s.boothId === boothId);

  // Cancelled by their terminal within the booth's window: about one ticket in seventy that did not win.
  const cancelled = sold
    .filter((t) => !t.isWinner && random.chance(1 / 70))
    .map((t) => ({ ticket: t, at: new Date(t.createdAt.getTime() + random.int(1, 4) * MINUTE), reason: random.pick(CANCEL_REASONS) }))
    .filter(({ ticket, at }) => at <= now && at < ticket.draw.drawAt);
  if (cancelled.length > 0) {
    const rows = cancelled.map(
      ({ ticket, at, reason }) => sql`(${ticket.id}::int, ${at.toISOString()}::timestamptz, ${reason}::text, ${ticket.seller.id}::int)`,
    );
    await db.execute(sql`
      update tickets t set cancelled_at = v.at, cancel_reason = v.reason, cancelled_in_window = true, cancelled_by_seller_id = v.seller_id
      from (values ${sql.join(rows, sql`, `)}) v (id, at, reason, seller_id) where t.id = v.id`);
  }

  // Most winners collect their prize at the booth, from ten minutes to two days after the draw.
  const settled = new Set(draws.filter((d) => d.status === 'settled').map((d) => d.id));
  const paid = sold
    .filter((t) => t.isWinner && settled.has(t.draw.id) && random.chance(0.85))
    .map((t) => ({
      ticket: t,
      at: between(random, new Date(t.draw.drawAt.getTime() + 10 * MINUTE), new Date(t.draw.drawAt.getTime() + 2 * DAY)),
    }))
    .filter(({ at }) => at <= new Date(now.getTime() - 5 * MINUTE));
  if (paid.length > 0) {
    const rows = paid.map(({ ticket, at }) => sql`(${ticket.id}::int, ${at.toISOString()}::timestamptz, ${ticket.seller.id}::int)`);
    await db.execute(sql`
      update tickets t set paid_at = v.at, paid_amount = t.prize_amount, paid_by_seller_id = v.seller_id, paid_booth_id = t.ticket_booth_id
      from (values ${sql.join(rows, sql`, `)}) v (id, at, seller_id) where t.id = v.id`);
  }

  // The days before today: each opened at its first sale, and closed.
  await db.execute(sql`
    update booth_days d set opened_at = coalesce(
      (select min(t.created_at) from tickets t where t.ticket_booth_id = d.ticket_booth_id and t.created_at >= ${businessMoment(sql`d.day`, 0)}
         and t.created_at < ${businessMoment(sql`d.day + 1`, 0)}),
      ${businessMoment(sql`d.day`, 7 * 60)})`);
  const days = await queryRows<{ id: number; booth_id: number; day: string; owner_id: number | null }>(
    db,
    sql`select id, ticket_booth_id as booth_id, to_char(day, 'YYYY-MM-DD') as day, owner_id
        from booth_days where day < ${today}::date order by day, ticket_booth_id`,
  );
  const yesterday = caracasDay(new Date(now.getTime() - DAY));
  const bySystem: number[] = [];
  const counted: SQL[] = [];
  const approved: SQL[] = [];
  const differences: { id: number; boothId: number; day: string; ownerId: number | null; closedAt: Date }[] = [];
  for (const day of days) {
    const dayOffset = Math.round((Date.parse(`${day.day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY);
    const terminal = sellersAt(day.booth_id);
    // One day in twelve nobody counts the cash: the system closes it at 00:30.
    if (terminal.length === 0 || random.chance(1 / 12)) {
      bySystem.push(day.id);
      continue;
    }
    const closedAt = between(random, caracasTime(now, dayOffset, 21), caracasTime(now, dayOffset, 23));
    // Most counts match; some are short or over by a little.
    const differenceCents = random.chance(0.2) ? (random.chance(0.6) ? -1 : 1) * random.int(100, 5000) : 0;
    counted.push(sql`(${day.id}::int, ${closedAt.toISOString()}::timestamptz, ${differenceCents}::int, ${random.pick(terminal).id}::int)`);
    if (differenceCents !== 0 && dayOffset >= -5)
      differences.push({ id: day.id, boothId: day.booth_id, day: day.day, ownerId: day.owner_id, closedAt });
    const approvedAt = between(random, caracasTime(now, dayOffset + 1, 9), caracasTime(now, dayOffset + 1, 12));
    if (day.day < yesterday && day.owner_id !== null && random.chance(0.85) && approvedAt < now) {
      approved.push(sql`(${day.id}::int, ${approvedAt.toISOString()}::timestamptz, ${day.owner_id}::int)`);
    }
  }
  // A closed day's figures, one row per currency (booth_day_figures, as the closing records them).
  const figures = (ids: SQL) => sql`
    insert into booth_day_figures (booth_day_id, currency, tickets, sales, cancelled_tickets, cancelled, paid_tickets, prizes_paid,
                                   commission, refund_tickets, refunds, refunds_paid)
    select d.id, c.currency, s.*, r.*
    from booth_days d cross join unnest('{VES,USD}'::text[]) as c(currency)
    cross join lateral booth_day_sums(d.ticket_booth_id, d.day, c.currency) s
    cross join lateral booth_day_refunds(d.ticket_booth_id, d.day, c.currency) r
    where d.id = any(${ids})
    order by d.id, c.currency`;
  if (bySystem.length > 0) {
    const ids = sql`${`{${bySystem.join(',')}}`}::int[]`;
    await db.execute(sql`
      update booth_days d set status = 'closed', closed_at = ${businessMoment(sql`d.day + 1`, BOOTH_DAY_AUTO_CLOSE_MINUTES)}
      where d.id = any(${ids})`);
    await db.execute(figures(ids));
  }
  if (counted.length > 0) {
    await db.execute(sql`
      update booth_days d set status = 'closed', closed_at = v.closed_at, closed_by_seller_id = v.seller_id
      from (values ${sql.join(counted, sql`, `)}) v (id, closed_at, difference, seller_id) where d.id = v.id`);
    await db.execute(figures(sql`array(select v.id from (values ${sql.join(counted, sql`, `)}) v (id, closed_at, difference, seller_id))`));
    // Each currency the booth sells in is counted: the difference drawn for the day, in each.
    await db.execute(sql`
      update booth_day_figures f set declared_cash = greatest(f.sales - f.prizes_paid + v.difference::numeric / 100, 0)
      from (values ${sql.join(counted, sql`, `)}) v (id, closed_at, difference, seller_id), booth_days d, ticket_booths b
      where f.booth_day_id = v.id and d.id = v.id and b.id = d.ticket_booth_id and f.currency = any(b.currencies)`);
  }
  if (approved.length > 0) {
    await db.execute(sql`
      update booth_days d set status = 'approved', approved_at = v.at, approved_by_user_id = v.owner_id
      from (values ${sql.join(approved, sql`, `)}) v (id, at, owner_id) where d.id = v.id`);
  }
  const boothName = new Map(booths.map((b) => [b.id, b.name]));
  for (const day of differences) {
    const counts = await queryRows<{ expected: string; difference: string; closing: number; currency: Currency }>(
      db,
      sql`select (f.sales - f.prizes_paid)::text as expected, (f.declared_cash - (f.sales - f.prizes_paid))::text as difference,
                 d.version as closing, f.currency
          from booth_days d join booth_day_figures f on f.booth_day_id = d.id and f.declared_cash is not null where d.id = ${day.id}`,
    );
    for (const closed of counts) {
      if (Number(closed.difference) === 0) continue;
      await notifyClosingDifference(
        db,
        { id: day.id, boothName: boothName.get(day.boothId) ?? '', date: day.day, ownerId: day.ownerId, ...closed },
        day.closedAt,
      );
    }
  }

  // The latest settled draws tell of the prizes still to pay.
  const latestSettled = draws
    .filter((d) => d.status === 'settled')
    .sort((a, b) => b.drawAt.getTime() - a.drawAt.getTime())
    .slice(0, 3);
  for (const draw of latestSettled) await notifyPrizesToPay(db, draw.id, earliest(new Date(draw.drawAt.getTime() + 5 * MINUTE), now));

  // Money between the banca and the owners: weekly abonos, now and then a cobro; the demo client's
  // latest abono entered twice by mistake and reversed.
  const payments: (typeof ownerPayments.$inferInsert)[] = [];
  for (const owner of users.boothOwners) {
    for (let week = 3; week >= 0; week--) {
      const at = between(random, caracasTime(now, -7 * week - 6, 10), caracasTime(now, -7 * week - 2, 17));
      if (at >= now) continue;
      const direction = random.chance(0.85) ? 'owner_pays' : 'banca_pays';
      payments.push({
        owner_id: owner.id,
        direction,
        amount: random.int(5, 60) * 100,
        reason: random.pick(PAYMENT_REASONS[direction]),
        request_id: `seed-${owner.id}-${week}`,
        request_hash: 'seed',
        created_at: at,
        created_by_user_id: users.admin.id,
      });
    }
  }
  const mistaken = payments.filter((p) => p.owner_id === users.client.id && p.direction === 'owner_pays').at(-1);
  if (mistaken) {
    const at = new Date((mistaken.created_at as Date).getTime() + 2 * MINUTE);
    const reversedAt = new Date(at.getTime() + 3 * HOUR);
    payments.push({
      ...mistaken,
      request_id: `${mistaken.request_id}-again`,
      created_at: at,
      ...(reversedAt < now
        ? { reversed_at: reversedAt, reversed_by_user_id: users.admin.id, reversal_reason: 'Registrado dos veces' }
        : {}),
    });
  }
  await insertInBatches(db, ownerPayments, payments);
}

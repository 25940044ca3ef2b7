/**
 * Draws changed by hand (issue 36, item 4): an extra draw, an open draw's new time, and a draw that
 * did not happen suspended with every active ticket refunded. Each is one audited transaction.
 *
 * A draw made or moved by hand is `origin: manual`: a schedule re-plan removes only the planner's
 * draws (games.ts), and a moved draw keeps the schedule's moment it was planned for (`planned_at`,
 * a unique key with the lottery), so the planner never makes that moment again.
 */
import type { DrawDetail } from '@banca/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { draws, moduleDaysOff, modules, tickets } from '../../db/schema';
import { sqlState } from '../../sql-state';
import { invalidField, ConflictError, notFound, staleRecord } from '../../errors';
import { type Audit, type AuditedDb, auditedWrite } from '../audit';
import { recordRefundsOnClosedDays } from '../cash/booth-days';
import { moneyText, notify } from '../notifications';
import { LIMITS_LOCK } from '../sales/limits';
import { businessClockOf, businessDayOf } from '../time';
import { nextVersion, type Versioned, versionMatches } from '../versions';
import type { Write } from '../writes';
import { readDraw } from './reads';
import { closeDueDraws } from './schedule';

const DRAW_EXISTS = 'Esta lotería ya tiene un sorteo a esa hora.';
const PAST_TIME = 'La hora del sorteo ya pasó: indica una hora futura.';

/** A draw's name as the planner writes it: `<lottery> HH:MM` (Caracas time). */
const drawName = (lottery: string, at: Date) => `${lottery} ${businessClockOf(at).time.slice(0, 5)}`;

/** A write of a draw at a moment taken by another draw of its lottery: 409 DRAW_EXISTS; other errors as they are. */
function duplicateMoment(error: unknown): unknown {
  return sqlState(error) === '23505' ? new ConflictError('DRAW_EXISTS', DRAW_EXISTS) : error;
}

/** 400 naming `draw_at` for a day off of the lottery (the planner makes no draw that day, nor may a person). */
async function checkNotDayOff(tx: Database, moduleId: number, at: Date): Promise<void> {
  const day = businessDayOf(at);
  const [off] = await tx
    .select({ reason: moduleDaysOff.reason })
    .from(moduleDaysOff)
    .where(and(eq(moduleDaysOff.module_id, moduleId), eq(moduleDaysOff.day, day)));
  if (off) throw invalidField('draw_at', `Ese día es feriado para esta lotería (${off.reason}): no tiene sorteos.`);
}

/**
 * An extra draw of an active lottery at a future moment, named like a planned one; its top prize is
 * that of the lottery's latest draw. 400 naming `draw_at` (past, day off) or `module_id` (unknown or
 * inactive lottery); 409 DRAW_EXISTS when the lottery already draws at that moment.
 */
export async function createDraw(db: Database, body: { module_id: number; draw_at: string }, write: Write): Promise<Versioned<DrawDetail>> {
  const at = new Date(body.draw_at);
  if (at <= write.now) throw invalidField('draw_at', PAST_TIME);
  return auditedWrite(db, write.actor, async (tx, audit) => {
    const [module] = await tx.select({ name: modules.name, status: modules.status }).from(modules).where(eq(modules.id, body.module_id));
    if (!module) throw invalidField('module_id', 'La lotería indicada no existe.');
    if (module.status !== 'active') throw invalidField('module_id', 'La lotería está inactiva: actívala en Juegos antes de crear sorteos.');
    await checkNotDayOff(tx, body.module_id, at);
    const [latest] = await tx
      .select({ prize: draws.prize })
      .from(draws)
      .where(eq(draws.module_id, body.module_id))
      .orderBy(desc(draws.draw_at))
      .limit(1);
    const name = drawName(module.name, at);
    const [created] = await tx
      .insert(draws)
      .values({ module_id: body.module_id, name, draw_at: at, prize: latest?.prize ?? 0, created_at: write.now, origin: 'manual' })
      .returning({ id: draws.id })
      .catch((error: unknown) => {
        throw duplicateMoment(error);
      });
    audit({
      action: 'create',
      recordType: 'draw',
      recordId: created.id,
      after: { module_id: body.module_id, name, draw_at: at.toISOString(), origin: 'manual' },
    });
    return readDraw(tx, created.id, write.scope);
  });
}

/**
 * An open draw's new time (If-Match): 400 naming `draw_at` when it is past (or a day off of its
 * lottery), 409 DRAW_CLOSED when the draw is not open, DRAW_EXISTS when its lottery already draws
 * then. Its name follows the new time; it becomes `manual` and keeps its `planned_at`.
 */
export async function moveDraw(db: Database, id: number, drawAt: string, write: Write): Promise<Versioned<DrawDetail>> {
  const at = new Date(drawAt);
  if (at <= write.now) throw invalidField('draw_at', PAST_TIME);
  return auditedWrite(db, write.actor, async (tx, audit) => {
    await closeDueDraws(tx, write.now);
    const [draw] = await tx
      .select({
        status: draws.status,
        version: draws.version,
        name: draws.name,
        draw_at: draws.draw_at,
        module_id: draws.module_id,
        lottery: modules.name,
      })
      .from(draws)
      .innerJoin(modules, eq(modules.id, draws.module_id))
      .where(eq(draws.id, id))
      .for('update', { of: draws });
    if (!draw) throw notFound('El sorteo');
    if (write.condition !== undefined && !write.condition.includes(draw.version)) throw staleRecord();
    if (draw.status !== 'open')
      throw new ConflictError('DRAW_CLOSED', 'Las ventas de este sorteo ya están cerradas: no se puede cambiar su hora.');
    await checkNotDayOff(tx, draw.module_id, at);
    const name = drawName(draw.lottery, at);
    await tx
      .update(draws)
      .set({ draw_at: at, name, origin: 'manual', version: nextVersion(draws.version) })
      .where(and(eq(draws.id, id), versionMatches(draws.version, write.condition)))
      .catch((error: unknown) => {
        throw duplicateMoment(error);
      });
    audit({
      action: 'update',
      recordType: 'draw',
      recordId: id,
      before: { draw_at: draw.draw_at.toISOString() },
      after: { draw_at: at.toISOString(), name, origin: 'manual' },
    });
    await notifyMove(tx, { id, version: draw.version + 1, before: { name: draw.name, at: draw.draw_at }, name, at }, write.now);
    return readDraw(tx, id, write.scope);
  });
}

/**
 * Suspends a draw that did not happen (If-Match): status `suspended` and every active ticket
 * `refunded` (cancelled by the suspension: who, when, why), so its amounts leave the limits, the
 * exposure, the daily sums, the reports and the commission through the tickets' triggers, in this
 * same transaction; the money is owed back to the buyers (refunds.ts). The booths' owners (and the
 * administrators and operators) are told. 409 DRAW_SETTLED once it has a result, DRAW_SUSPENDED
 * when suspended already.
 */
export async function suspendDraw(db: Database, id: number, reason: string, write: Write): Promise<Versioned<DrawDetail>> {
  return auditedWrite(db, write.actor, async (tx, audit) => {
    // Alone, like a limit's change: the sales and cancellations in flight finish first, and every
    // later one reads the draw suspended (sell_ticket_attempt reads it after this lock).
    await takeLimitsLockAlone(tx);
    await closeDueDraws(tx, write.now);
    const [draw] = await tx
      .select({ status: draws.status, version: draws.version, name: draws.name })
      .from(draws)
      .where(eq(draws.id, id))
      .for('update', { of: draws });
    if (!draw) throw notFound('El sorteo');
    if (write.condition !== undefined && !write.condition.includes(draw.version)) throw staleRecord();
    if (draw.status === 'settled') {
      throw new ConflictError(
        'DRAW_SETTLED',
        'Este sorteo ya tiene resultado: no se puede suspender. Corrige el resultado si es necesario.',
      );
    }
    if (draw.status === 'suspended') throw new ConflictError('DRAW_SUSPENDED', 'Este sorteo ya está suspendido.');
    await suspendLocked(tx, audit, { id, status: draw.status, name: draw.name }, reason, write);
    return readDraw(tx, id, write.scope);
  });
}

/**
 * The suspension itself, of a draw (open or closed) whose row the caller locked, under the limits'
 * lock taken alone: the draw suspended, its active tickets refunded, the trail and the notices.
 */
export async function suspendLocked(
  tx: AuditedDb,
  audit: Audit,
  draw: { id: number; status: string; name: string },
  reason: string,
  write: Write,
): Promise<void> {
  const { id } = draw;
  await tx
    .update(draws)
    .set({
      status: 'suspended',
      suspended_at: write.now,
      suspended_by_user_id: write.actor.userId,
      suspend_reason: reason,
      closed_at: sql`coalesce(${draws.closed_at}, ${write.now.toISOString()}::timestamptz)`,
      version: nextVersion(draws.version),
    })
    .where(eq(draws.id, id));
  const refunded = await tx
    .update(tickets)
    .set({
      cancelled_at: write.now,
      cancel_reason: reason,
      cancelled_in_window: false,
      cancelled_by_user_id: write.actor.userId,
      cancelled_by_seller_id: null,
      refunded_at: write.now,
    })
    .where(and(eq(tickets.draw_id, id), sql`${tickets.cancelled_at} is null`))
    .returning({ id: tickets.id, code: tickets.code, amount: tickets.amount, boothId: tickets.ticket_booth_id });
  audit({
    action: 'draw_suspend',
    recordType: 'draw',
    recordId: id,
    before: { status: draw.status },
    after: { status: 'suspended', reason, refunded_tickets: refunded.length },
  });
  for (const ticket of refunded) {
    audit({
      action: 'refund',
      recordType: 'ticket',
      recordId: ticket.id,
      before: { status: 'active' },
      after: { status: 'refunded', reason, code: ticket.code, amount: Number(ticket.amount) },
    });
  }
  const boothIds = [...new Set(refunded.map((ticket) => ticket.boothId))];
  await recordRefundsOnClosedDays(tx, audit, { drawId: id, drawName: draw.name, boothIds }, write.now);
  await notifySuspension(tx, id, draw.name, reason, write.now);
}

/** Takes the limits' lock alone (see suspendDraw). */
export async function takeLimitsLockAlone(tx: AuditedDb): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LIMITS_LOCK})`);
}

/** A moment as a notice writes it, on the banca's clock: «28/11/2026 19:00». */
const momentText = (at: Date) => {
  const clock = businessClockOf(at);
  return `${clock.day} ${clock.time.slice(0, 5)}`;
};

/**
 * Tells the administrators and operators of a draw moved to another time, and each booth owner whose
 * booths sold it (tickets and amount: buyers to tell), once per move (`version`: the draw's after it).
 */
async function notifyMove(
  tx: AuditedDb,
  move: { id: number; version: number; before: { name: string; at: Date }; name: string; at: Date },
  now: Date,
): Promise<void> {
  const sold = await queryRows<{ owner_id: number; tickets: number; amount: string }>(
    tx,
    sql`select b.owner_id, count(*)::int as tickets, sum(t.amount)::text as amount
        from tickets t join ticket_booths b on b.id = t.ticket_booth_id
        where t.draw_id = ${move.id} and t.cancelled_at is null and b.owner_id is not null
        group by b.owner_id order by b.owner_id`,
  );
  const event = `draw-moved:${move.id}:${move.version}`;
  const title = `${move.before.name}: sorteo con nueva hora`;
  const text = `${move.before.name} (${momentText(move.before.at)}) pasa al ${momentText(move.at)} y se llama ${move.name}; sus ventas cierran según la nueva hora.`;
  await notify(tx, { roles: ['admin', 'operator'] }, [{ eventKey: event, title, body: text }], now);
  for (const row of sold) {
    const tickets = row.tickets === 1 ? '1 ticket vendido' : `${row.tickets} tickets vendidos`;
    await notify(
      tx,
      { users: [row.owner_id] },
      [
        {
          eventKey: event,
          title,
          body: `${text} Tus taquillas tienen ${tickets} de este sorteo (${moneyText(row.amount)}): avisa a sus compradores.`,
        },
      ],
      now,
    );
  }
}

/** Tells the administrators and operators of a suspended draw, and each booth owner of its refunds to pay. */
async function notifySuspension(tx: AuditedDb, drawId: number, drawName: string, reason: string, now: Date): Promise<void> {
  const owed = await queryRows<{ owner_id: number | null; whole: boolean; tickets: number; amount: string }>(
    tx,
    sql`select b.owner_id, grouping(b.owner_id) = 1 as whole, count(*)::int as tickets, sum(t.amount)::text as amount
        from tickets t join ticket_booths b on b.id = t.ticket_booth_id
        where t.draw_id = ${drawId} and t.refunded_at is not null
        group by grouping sets ((b.owner_id), ())`,
  );
  const event = `draw-suspended:${drawId}`;
  const title = `${drawName}: sorteo suspendido`;
  const text = (tickets: number, amount: string, where: string) =>
    `${drawName} se suspendió (${reason}). ${tickets} ${tickets === 1 ? 'ticket queda reintegrado' : 'tickets quedan reintegrados'}${where}: ${moneyText(amount)} por devolver a los compradores en Reintegros por pagar.`;
  const whole = owed.find((row) => row.whole);
  await notify(
    tx,
    { roles: ['admin', 'operator'] },
    [
      {
        eventKey: event,
        title,
        body: whole ? text(whole.tickets, whole.amount, '') : `${drawName} se suspendió (${reason}). No tenía tickets vendidos.`,
      },
    ],
    now,
  );
  for (const row of owed) {
    if (row.whole || row.owner_id === null) continue;
    await notify(
      tx,
      { users: [row.owner_id] },
      [{ eventKey: event, title, body: text(row.tickets, row.amount, ' en tus taquillas') }],
      now,
    );
  }
}

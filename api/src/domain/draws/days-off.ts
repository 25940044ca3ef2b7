/**
 * A lottery's days off (holidays): the planner makes no draw of it that day (planner.ts), an extra
 * or moved draw may not fall on it (changes.ts), and adding one takes that day's draws away in the
 * same transaction — suspended with their tickets refunded when they have any (or a limit of their
 * own), removed otherwise. Removing a day off plans its draws again.
 */
import type { DayOff, DayOffAdded, DayOffList } from '@banca/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { moduleDaysOff, modules } from '../../db/schema';
import { sqlState } from '../../sql-state';
import { invalidField, ConflictError, notFound } from '../../errors';
import { type AuditedDb, auditedWrite } from '../audit';
import { dayText, notify } from '../notifications';
import { businessDayOf } from '../time';
import type { Write } from '../writes';
import { suspendLocked, takeLimitsLockAlone } from './changes';
import { planDraws } from './planner';
import { closeDueDraws } from './schedule';

const dayOffOf = (row: { day: string; reason: string; created_at: Date }): DayOff => ({
  date: row.day,
  reason: row.reason,
  created_at: row.created_at.toISOString(),
});

async function moduleNamed(db: Database, id: number): Promise<string> {
  const [module] = await db.select({ name: modules.name }).from(modules).where(eq(modules.id, id));
  if (!module) throw notFound('El juego');
  return module.name;
}

/** A lottery's days off, nearest first (404 for an unknown lottery). */
export async function listDaysOff(db: Database, moduleId: number): Promise<DayOffList> {
  await moduleNamed(db, moduleId);
  const rows = await db
    .select({ day: moduleDaysOff.day, reason: moduleDaysOff.reason, created_at: moduleDaysOff.created_at })
    .from(moduleDaysOff)
    .where(eq(moduleDaysOff.module_id, moduleId))
    .orderBy(asc(moduleDaysOff.day));
  return { days_off: rows.map(dayOffOf) };
}

/**
 * Marks a day off (today or later: 400 naming `date` otherwise; 409 DAY_OFF_EXISTS twice): that
 * day's open or closed draws of the lottery are suspended (refunding their tickets) when they have
 * tickets or limits of their own, removed otherwise; settled draws stay as they are.
 */
export async function addDayOff(
  db: Database,
  moduleId: number,
  form: { date: string; reason: string },
  write: Write,
): Promise<DayOffAdded> {
  if (form.date < businessDayOf(write.now)) throw invalidField('date', 'La fecha ya pasó: indica hoy o un día futuro.');
  return auditedWrite(db, write.actor, async (tx, audit) => {
    // Alone, like a suspension: no sale lands on a draw of that day while it is taken away.
    await takeLimitsLockAlone(tx);
    const lottery = await moduleNamed(tx, moduleId);
    await closeDueDraws(tx, write.now);
    const [row] = await tx
      .insert(moduleDaysOff)
      .values({ module_id: moduleId, day: form.date, reason: form.reason, created_by_user_id: write.actor.userId, created_at: write.now })
      .returning()
      .catch((error: unknown) => {
        throw sqlState(error) === '23505' ? new ConflictError('DAY_OFF_EXISTS', 'Ese día ya es feriado para esta lotería.') : error;
      });
    audit({ action: 'update', recordType: 'module', recordId: moduleId, after: { day_off: form.date, reason: form.reason } });
    const ofDay = await queryRows<{ id: number; name: string; status: string; draw_at: string; kept: boolean }>(
      tx,
      sql`select d.id, d.name, d.status, to_json(d.draw_at) #>> '{}' as draw_at,
                 (exists (select 1 from tickets t where t.draw_id = d.id)
                  or exists (select 1 from sales_limits l where l.draw_id = d.id)
                  or exists (select 1 from draw_number_scope_sales n where n.draw_id = d.id)) as kept
          from draws d
          where d.module_id = ${moduleId} and business_day(d.draw_at) = ${form.date}::date and d.status in ('open', 'closed')
          order by d.draw_at
          for update`,
    );
    let suspended = 0;
    let removed = 0;
    for (const draw of ofDay) {
      if (draw.kept) {
        await suspendLocked(tx, audit, draw, `Día feriado: ${form.reason}`, write);
        suspended += 1;
      } else {
        await tx.execute(sql`delete from draws where id = ${draw.id}`);
        audit({
          action: 'delete',
          recordType: 'draw',
          recordId: draw.id,
          before: { name: draw.name, draw_at: new Date(draw.draw_at).toISOString(), module_id: moduleId },
        });
        removed += 1;
      }
    }
    await notifyDayOff(tx, { moduleId, lottery, date: form.date, reason: form.reason, suspended, removed }, write.now);
    return { ...dayOffOf(row), suspended_draws: suspended, removed_draws: removed };
  });
}

/**
 * Tells the administrators and operators, and the owner of every booth (each terminal sells the
 * lottery), of a day off: the lottery has no draw that day. The draws it suspended are told apart,
 * with their refunds (changes.ts).
 */
async function notifyDayOff(
  tx: AuditedDb,
  off: { moduleId: number; lottery: string; date: string; reason: string; suspended: number; removed: number },
  now: Date,
): Promise<void> {
  const owners = await queryRows<{ owner_id: number }>(
    tx,
    sql`select distinct owner_id from ticket_booths where owner_id is not null and deleted_at is null order by owner_id`,
  );
  const draws = (count: number, one: string, many: string) => (count === 1 ? `1 sorteo ${one}` : `${count} sorteos ${many}`);
  const taken =
    off.suspended + off.removed === 0
      ? 'No tenía sorteos planificados ese día.'
      : `Ese día ${[off.removed > 0 ? draws(off.removed, 'quitado', 'quitados') : '', off.suspended > 0 ? draws(off.suspended, 'suspendido (sus tickets quedan reintegrados)', 'suspendidos (sus tickets quedan reintegrados)') : ''].filter(Boolean).join(' y ')}.`;
  await notify(
    tx,
    { roles: ['admin', 'operator'], users: owners.map((row) => row.owner_id) },
    [
      {
        eventKey: `day-off:${off.moduleId}:${off.date}:${now.toISOString()}`,
        title: `${off.lottery}: día feriado el ${dayText(off.date)}`,
        body: `${off.lottery} no tiene sorteos el ${dayText(off.date)} (${off.reason}): las taquillas no la venden ese día. ${taken}`,
      },
    ],
    now,
  );
}

/** Removes a day off (404 when that day is not one) and plans the lottery's draws of that day again. */
export async function removeDayOff(db: Database, moduleId: number, date: string, write: Write, horizonDays: number): Promise<void> {
  await auditedWrite(db, write.actor, async (tx, audit) => {
    const [removed] = await tx
      .delete(moduleDaysOff)
      .where(and(eq(moduleDaysOff.module_id, moduleId), eq(moduleDaysOff.day, date)))
      .returning({ reason: moduleDaysOff.reason });
    if (!removed) throw notFound('Ese día feriado');
    audit({ action: 'update', recordType: 'module', recordId: moduleId, before: { day_off: date, reason: removed.reason } });
    await planDraws(tx, write.now, horizonDays);
  });
}

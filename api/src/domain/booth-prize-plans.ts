/**
 * A booth's own prize plan (issue 38 item 2, "and optionally a booth"): per game type, the payout it
 * sells with and the owner's commission percentage on its sales, over its owner's plan (null: inherited
 * — the owner's plan, else the game type's payout and the owner's «Porcentaje de venta»). The sale
 * resolves the three with `prize_plan_of(booth, owner, game type)`; a line keeps what it was sold with.
 */
import type { BoothPlanGame, PrizePlan, PrizePlanEntry } from '@banca/contracts';
import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import { boothGameConfigs, ticketBooths } from '../db/schema';
import { notFound } from '../errors';
import { type Audit, type AuditedDb, auditedWrite } from './audit';
import { boothUnder, boothWriteRefusal, liveBooth } from './booths';
import { assertGameTypesExist, checkPrizePlan } from './modules';
import { boothScope, type DataScope } from './scope';
import { nextVersion, type Versioned } from './versions';
import type { Write } from './writes';

/** The live booth in scope with its owner and version; 404 otherwise (another owner's booth included). */
async function findBooth(db: Database, id: number, scope: DataScope) {
  const [booth] = await db
    .select({ owner_id: ticketBooths.owner_id, version: ticketBooths.version })
    .from(ticketBooths)
    .where(and(eq(ticketBooths.id, id), liveBooth, boothScope(scope)));
  if (!booth) throw notFound('La taquilla');
  return booth;
}

/** The booth's plan: the game types where it has a payout or a commission of its own. */
async function planOf(db: Database, boothId: number): Promise<PrizePlan> {
  return db
    .select({
      game_type_id: boothGameConfigs.game_type_id,
      payout: boothGameConfigs.payout,
      commission_percentage: boothGameConfigs.commission_percentage,
    })
    .from(boothGameConfigs)
    .where(
      and(
        eq(boothGameConfigs.ticket_booth_id, boothId),
        or(isNotNull(boothGameConfigs.payout), isNotNull(boothGameConfigs.commission_percentage)),
      ),
    )
    .orderBy(asc(boothGameConfigs.game_type_id));
}

/** The booth's prize plan with its version: staff's view of any booth, an owner's of its own (404 for another's). */
export async function readBoothPrizePlan(db: Database, boothId: number, scope: DataScope): Promise<Versioned<PrizePlan>> {
  const { version } = await findBooth(db, boothId, scope);
  return { record: await planOf(db, boothId), version };
}

/**
 * The game types the booth sells (the active ones its owner has enabled, of an assigned module), each
 * with the booth's own plan and what it inherits (`prize_plan_of` without the booth's own), with the
 * booth's version: the «Plan de premios» screen.
 */
export async function readBoothPlanGames(db: Database, boothId: number, scope: DataScope): Promise<Versioned<BoothPlanGame[]>> {
  const { owner_id, version } = await findBooth(db, boothId, scope);
  if (owner_id === null) return { record: [], version };
  const rows = await queryRows<BoothPlanGame>(
    db,
    sql`select g.id as game_type_id, m.name as module_name, g.name,
               b.payout::float8 as payout, b.commission_percentage::float8 as commission_percentage,
               p.payout::float8 as inherited_payout, p.commission_percentage::float8 as inherited_commission_percentage
        from game_types g
        join modules m on m.id = g.module_id
        join user_modules um on um.user_id = ${owner_id} and um.module_id = g.module_id and um.assigned
        join user_game_configs c on c.user_id = ${owner_id} and c.game_type_id = g.id and c.enabled
        left join booth_game_configs b on b.ticket_booth_id = ${boothId} and b.game_type_id = g.id
        cross join lateral prize_plan_of(null, ${owner_id}, g.id) p
        where g.status = 'active'
        order by m.sort_order, m.id, g.id`,
  );
  return { record: rows, version };
}

/** Saves one game type's entry of the booth's plan, audited as the booth's game configuration. */
async function saveEntry(tx: AuditedDb, audit: Audit, boothId: number, entry: PrizePlanEntry, was: PrizePlanEntry): Promise<void> {
  const { game_type_id, payout, commission_percentage } = entry;
  if (payout === null && commission_percentage === null) {
    await tx
      .delete(boothGameConfigs)
      .where(and(eq(boothGameConfigs.ticket_booth_id, boothId), eq(boothGameConfigs.game_type_id, game_type_id)));
  } else {
    await tx
      .insert(boothGameConfigs)
      .values({ ticket_booth_id: boothId, game_type_id, payout, commission_percentage })
      .onConflictDoUpdate({
        target: [boothGameConfigs.ticket_booth_id, boothGameConfigs.game_type_id],
        set: { payout, commission_percentage },
      });
  }
  const before: Record<string, unknown> = { game_type_id };
  const after: Record<string, unknown> = { game_type_id };
  for (const key of ['payout', 'commission_percentage'] as const) {
    if (was[key] === entry[key]) continue;
    before[key] = was[key];
    after[key] = entry[key];
  }
  audit({ action: 'game_config', recordType: 'booth', recordId: boothId, before, after });
}

/**
 * Replaces a live booth's prize plan (the administrator's): each game type sent gets its payout and
 * commission (null: inherited), every other one inherits again; each change is audited as the booth's
 * game configuration and moves the booth's version. 400 naming the entry's field, 404 for an unknown
 * booth or game type, 412 for a stale If-Match.
 */
export async function saveBoothPrizePlan(db: Database, boothId: number, plan: PrizePlan, write: Write): Promise<Versioned<PrizePlan>> {
  checkPrizePlan(plan);
  return auditedWrite(db, write.actor, async (tx, audit) => {
    await assertGameTypesExist(tx, plan);
    const [moved] = await tx
      .update(ticketBooths)
      .set({ version: nextVersion(ticketBooths.version) })
      .where(boothUnder(boothId, write))
      .returning({ version: ticketBooths.version });
    if (!moved) throw await boothWriteRefusal(tx, boothId, write.scope);
    const sent = new Map(plan.map((entry) => [entry.game_type_id, entry]));
    const today = new Map((await planOf(tx, boothId)).map((entry) => [entry.game_type_id, entry]));
    // What is not sent inherits again: those of the plan today that the body leaves out.
    for (const game_type_id of today.keys()) {
      if (!sent.has(game_type_id)) sent.set(game_type_id, { game_type_id, payout: null, commission_percentage: null });
    }
    for (const entry of sent.values()) {
      const was = today.get(entry.game_type_id) ?? { game_type_id: entry.game_type_id, payout: null, commission_percentage: null };
      if (was.payout === entry.payout && was.commission_percentage === entry.commission_percentage) continue;
      await saveEntry(tx, audit, boothId, entry, was);
    }
    return { record: await planOf(tx, boothId), version: moved.version };
  });
}

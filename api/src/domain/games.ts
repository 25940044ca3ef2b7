/** Game modules as the games page shows them: with their enabled users and next draws, or with their game types. */
import type { GameDetail, GameModule, GameSettingsForm } from '@banca/contracts';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { draws, gameTypes, modules, userModules, users } from '../db/schema';
import { notFound, staleRecord } from '../http/errors';
import { auditedWrite, changedFields } from './audit';
import { nextVersion, type Versioned, versionMatches } from './versions';
import { type DataScope, userScope } from './scope';
import type { Write } from './writes';

/** How many enabled users and current draws each module of the list shows. */
const ENABLED_USERS_SHOWN = 20;
const CURRENT_DRAWS_SHOWN = 10;

/** Every module with its first enabled users the scope may see and its next active or pending draws. */
export async function gameModules(db: Database, scope: DataScope): Promise<GameModule[]> {
  // Each module's first users and next draws, ranked per module in one query each.
  const rankedUsers = db
    .select({
      module_id: userModules.module_id,
      id: users.id,
      name: sql<string>`${users.first_name} || ' ' || ${users.last_name}`.as('name'),
      email: users.email,
      rank: sql<number>`(row_number() over (partition by ${userModules.module_id} order by ${users.id}))::int`.as('rank'),
      total: sql<number>`(count(*) over (partition by ${userModules.module_id}))::int`.as('total'),
    })
    .from(userModules)
    .innerJoin(users, eq(users.id, userModules.user_id))
    .where(and(eq(userModules.assigned, true), isNull(users.deletedat), userScope(scope)))
    .as('ranked_users');
  const rankedDraws = db
    .select({
      module_id: draws.module_id,
      id: draws.id,
      name: draws.name,
      date: draws.draw_at,
      rank: sql<number>`(row_number() over (partition by ${draws.module_id} order by ${draws.draw_at}, ${draws.id}))::int`.as('rank'),
    })
    .from(draws)
    .where(eq(draws.status, 'open'))
    .as('ranked_draws');
  const [moduleRows, userRows, drawRows] = await Promise.all([
    db.select().from(modules).orderBy(asc(modules.sort_order), asc(modules.id)),
    db
      .select()
      .from(rankedUsers)
      .where(lte(rankedUsers.rank, ENABLED_USERS_SHOWN))
      .orderBy(asc(rankedUsers.module_id), asc(rankedUsers.rank)),
    db
      .select()
      .from(rankedDraws)
      .where(lte(rankedDraws.rank, CURRENT_DRAWS_SHOWN))
      .orderBy(asc(rankedDraws.module_id), asc(rankedDraws.rank)),
  ]);
  return moduleRows.map((m) => {
    const enabled = userRows.filter((u) => u.module_id === m.id);
    return {
      id: m.id,
      code: m.code,
      name: m.name,
      description: m.description,
      enabledUsers: enabled.map(({ id, name, email }) => ({ id, name, email })),
      enabled_users_total: enabled[0]?.total ?? 0,
      draws: drawRows.filter((d) => d.module_id === m.id).map(({ id, name, date }) => ({ id, name, date: date.toISOString() })),
    };
  });
}

/** One module with its game types and its sales settings, with its version; 404 for an unknown id. */
export async function gameDetail(db: Database, id: number): Promise<Versioned<GameDetail>> {
  const [found] = await db.select().from(modules).where(eq(modules.id, id)).limit(1);
  if (!found) throw notFound('El juego');
  const types = await db
    .select({
      id: gameTypes.id,
      code: gameTypes.code,
      name: gameTypes.name,
      kind: gameTypes.kind,
      description: gameTypes.description,
      payout: gameTypes.payout,
      min_bet: gameTypes.min_bet,
    })
    .from(gameTypes)
    .where(eq(gameTypes.module_id, found.id))
    .orderBy(asc(gameTypes.id));
  return {
    version: found.version,
    record: {
      id: found.id,
      code: found.code,
      name: found.name,
      description: found.description,
      cutoff_minutes: found.cutoff_minutes,
      prize_expiry_days: found.prize_expiry_days,
      types,
    },
  };
}

/**
 * Sets a module's cutoff (minutes before a draw its sales close) and prize expiry (days), under
 * If-Match (404, then 412), as one audited write; the next sales and payments follow them.
 */
export async function updateGameSettings(db: Database, id: number, form: GameSettingsForm, write: Write): Promise<Versioned<GameDetail>> {
  await auditedWrite(db, write.actor, async (tx, audit) => {
    const [before] = await tx.select().from(modules).where(eq(modules.id, id)).for('update');
    if (!before) throw notFound('El juego');
    const [after] = await tx
      .update(modules)
      .set({ cutoff_minutes: form.cutoff_minutes, prize_expiry_days: form.prize_expiry_days, version: nextVersion(modules.version) })
      .where(and(eq(modules.id, id), versionMatches(modules.version, write.condition)))
      .returning();
    if (!after) throw staleRecord();
    audit({ action: 'update', recordType: 'module', recordId: id, ...changedFields(before, after) });
  });
  return gameDetail(db, id);
}

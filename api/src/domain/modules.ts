/**
 * The game modules a user may sell (the Modules tab), and each game type's limit and prize plan: the
 * payout the owner's booths sell with and its commission percentage (null: the default — the game
 * type's payout, the owner's «Porcentaje de venta»; the sale resolves them with `prize_plan_of`).
 */
import type { GameConfig, GameConfigForm, ModuleAssignment, ModuleGames, PrizePlan, UserModule } from '@banca/contracts';
import { hasAtMostTwoDecimals } from '@banca/contracts/limits';
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gameTypes, modules, userGameConfigs, userModules, userSettings } from '../db/schema';
import { invalidField, notFound } from '../errors';
import { type Audit, type AuditedDb, auditedWrite, changedFields } from './audit';
import { findUser, writeBelowUser } from './users';
import type { DataScope } from './scope';
import type { Versioned } from './versions';
import type { Write } from './writes';

/** Every module with its state for the user: assigned or not, its game types and those enabled. */
async function modulesOf(db: Database, userId: number): Promise<UserModule[]> {
  return db
    .select({
      id: modules.id,
      code: modules.code,
      name: modules.name,
      assigned: sql<boolean>`coalesce(${userModules.assigned}, false)`,
      game_types: sql<number>`(select count(*)::int from ${gameTypes} where ${gameTypes.module_id} = ${modules.id})`,
      configurations: sql<number>`(select count(*)::int from ${userGameConfigs} join ${gameTypes} on ${gameTypes.id} = ${userGameConfigs.game_type_id}
        where ${gameTypes.module_id} = ${modules.id} and ${userGameConfigs.user_id} = ${userId} and ${userGameConfigs.enabled})`,
    })
    .from(modules)
    .leftJoin(userModules, and(eq(userModules.module_id, modules.id), eq(userModules.user_id, userId)))
    .orderBy(asc(modules.sort_order), asc(modules.id));
}

async function findModule(db: Database, moduleId: number) {
  const [found] = await db.select().from(modules).where(eq(modules.id, moduleId)).limit(1);
  if (!found) throw notFound('El módulo');
  return found;
}

/** Whether the module is assigned to the user (never set: no). */
async function moduleAssigned(db: Database, userId: number, moduleId: number): Promise<boolean> {
  const [assignment] = await db
    .select({ assigned: userModules.assigned })
    .from(userModules)
    .where(and(eq(userModules.user_id, userId), eq(userModules.module_id, moduleId)));
  return assignment?.assigned ?? false;
}

/**
 * Assigns or withdraws a module of the user, recording the change. A module assigned with none of
 * its game types enabled for the user gets them all enabled (each recorded), so an enabled module
 * can be played at once; one whose types were chosen before (then withdrawn) gets them back as
 * they were.
 */
async function assignModule(tx: AuditedDb, audit: Audit, userId: number, moduleId: number, assigned: boolean): Promise<void> {
  const was = await moduleAssigned(tx, userId, moduleId);
  await tx
    .insert(userModules)
    .values({ user_id: userId, module_id: moduleId, assigned })
    .onConflictDoUpdate({ target: [userModules.user_id, userModules.module_id], set: { assigned } });
  audit({
    action: 'modules',
    recordType: 'user',
    recordId: userId,
    before: { module_id: moduleId, assigned: was },
    after: { module_id: moduleId, assigned },
  });
  if (!assigned || was) return;
  const games = await gamesOf(tx, userId, moduleId);
  if (games.some((game) => game.enabled)) return;
  for (const game of games) await saveGameConfig(tx, audit, userId, game.game_type_id, { enabled: true });
}

/** The module's game types with the user's configuration (never configured: disabled, no limit, the defaults). */
async function gamesOf(db: Database, userId: number, moduleId: number): Promise<GameConfig[]> {
  const salePercentage = sql<number>`coalesce((select ${userSettings.setting_value} from ${userSettings}
    where ${userSettings.user_id} = ${userId} and ${userSettings.setting_key} = 'sale_percentage'), 0)::float8`;
  return db
    .select({
      game_type_id: gameTypes.id,
      name: gameTypes.name,
      kind: gameTypes.kind,
      enabled: sql<boolean>`coalesce(${userGameConfigs.enabled}, false)`,
      sales_limit: sql<GameConfig['sales_limit']>`json_build_object('VES', coalesce(${userGameConfigs.sales_limit_ves}, 0),
        'USD', coalesce(${userGameConfigs.sales_limit_usd}, 0))`,
      payout: userGameConfigs.payout,
      commission_percentage: userGameConfigs.commission_percentage,
      default_payout: gameTypes.payout,
      default_commission_percentage: salePercentage,
    })
    .from(gameTypes)
    .leftJoin(userGameConfigs, and(eq(userGameConfigs.game_type_id, gameTypes.id), eq(userGameConfigs.user_id, userId)))
    .where(eq(gameTypes.module_id, moduleId))
    .orderBy(asc(gameTypes.id));
}

/** 404 unless the game type belongs to the module. */
async function assertGameTypeOf(db: Database, moduleId: number, gameTypeId: number): Promise<void> {
  const [game] = await db
    .select({ id: gameTypes.id })
    .from(gameTypes)
    .where(and(eq(gameTypes.id, gameTypeId), eq(gameTypes.module_id, moduleId)));
  if (!game) throw notFound('El tipo de juego');
}

const configColumns = {
  enabled: userGameConfigs.enabled,
  sales_limit_ves: userGameConfigs.sales_limit_ves,
  sales_limit_usd: userGameConfigs.sales_limit_usd,
  payout: userGameConfigs.payout,
  commission_percentage: userGameConfigs.commission_percentage,
};

/** 400 naming the field when a plan's payout or percentage has more than two decimals. */
function checkPlan(prefix: string, form: { payout?: number | null; commission_percentage?: number | null }): void {
  for (const key of ['payout', 'commission_percentage'] as const) {
    const value = form[key];
    if (value != null && !hasAtMostTwoDecimals(value)) {
      throw invalidField(`${prefix}${key}`, `El campo «${prefix}${key}» debe tener como máximo 2 decimales.`);
    }
  }
}

/** 400 naming the entry's field: a payout or percentage with more than two decimals, a game type named twice (an owner's or a booth's plan). */
export function checkPrizePlan(plan: PrizePlan): void {
  const seen = new Set<number>();
  plan.forEach((entry, index) => {
    checkPlan(`${index}.`, entry);
    if (seen.has(entry.game_type_id)) {
      throw invalidField(`${index}.game_type_id`, `El campo «${index}.game_type_id» repite un tipo de juego del plan.`);
    }
    seen.add(entry.game_type_id);
  });
}

/** 404 unless every game type a plan names exists. */
export async function assertGameTypesExist(db: Database, plan: PrizePlan): Promise<void> {
  const ids = plan.map((entry) => entry.game_type_id);
  const known = ids.length ? await db.select({ id: gameTypes.id }).from(gameTypes).where(inArray(gameTypes.id, ids)) : [];
  if (known.length !== ids.length) throw notFound('El tipo de juego');
}

/** Saves what `changes` holds of the user's configuration of a game type (the rest stays). */
async function saveGameConfig(tx: AuditedDb, audit: Audit, userId: number, gameTypeId: number, form: GameConfigForm): Promise<void> {
  const { enabled, sales_limit, payout, commission_percentage } = form;
  const changes = {
    ...(enabled !== undefined ? { enabled } : {}),
    // Each currency's limit sent is set; one left out stays.
    ...(sales_limit?.VES !== undefined ? { sales_limit_ves: sales_limit.VES } : {}),
    ...(sales_limit?.USD !== undefined ? { sales_limit_usd: sales_limit.USD } : {}),
    ...(payout !== undefined ? { payout } : {}),
    ...(commission_percentage !== undefined ? { commission_percentage } : {}),
  };
  const configOf = (db: Database) =>
    db
      .select(configColumns)
      .from(userGameConfigs)
      .where(and(eq(userGameConfigs.user_id, userId), eq(userGameConfigs.game_type_id, gameTypeId)));
  // Never configured reads as disabled, 0, the defaults (as `gamesOf` shows it).
  const [before = { enabled: false, sales_limit_ves: 0, sales_limit_usd: 0, payout: null, commission_percentage: null }] =
    await configOf(tx);
  const [after] = await tx
    .insert(userGameConfigs)
    .values({ user_id: userId, game_type_id: gameTypeId, ...changes })
    .onConflictDoUpdate({
      target: [userGameConfigs.user_id, userGameConfigs.game_type_id],
      set: Object.keys(changes).length ? changes : { enabled: sql`${userGameConfigs.enabled}` },
    })
    .returning(configColumns);
  const changed = changedFields(before, after);
  audit({
    action: 'game_config',
    recordType: 'user',
    recordId: userId,
    before: { game_type_id: gameTypeId, ...changed.before },
    after: { game_type_id: gameTypeId, ...changed.after },
  });
}

// The reads answer the user's version read first: what changed after it only makes a later write ask for a reload.

/** Every module with its state for the user (the Modules tab), with the user's version. */
export async function readUserModules(db: Database, userId: number): Promise<Versioned<UserModule[]>> {
  const { version } = await findUser(db, userId);
  return { record: await modulesOf(db, userId), version };
}

/** A module's game types with the user's configuration ("N of M enabled"), with the user's version; 404 for an unknown module. */
export async function readModuleGames(db: Database, userId: number, moduleId: number): Promise<Versioned<ModuleGames>> {
  const { version } = await findUser(db, userId);
  const found = await findModule(db, moduleId);
  const assigned = await moduleAssigned(db, userId, moduleId);
  const games = await gamesOf(db, userId, moduleId);
  return {
    record: {
      module: { id: found.id, name: found.name, assigned },
      games,
      enabled: games.filter((g) => g.enabled).length,
      total: games.length,
    },
    version,
  };
}

/**
 * Assigns or withdraws a module of a live user and answers the Modules tab (a module assigned
 * with no game type enabled gets them all: `assignModule`): 404 for an unknown module or user, 409
 * for a deleted user, 412 for a stale If-Match.
 */
export async function setUserModule(db: Database, userId: number, form: ModuleAssignment, write: Write): Promise<Versioned<UserModule[]>> {
  return auditedWrite(db, write.actor, async (tx, audit) => {
    await findModule(tx, form.id);
    return writeBelowUser(tx, userId, write, async () => {
      await assignModule(tx, audit, userId, form.id, form.assigned);
      return modulesOf(tx, userId);
    });
  });
}

/**
 * Saves a live user's configuration of a game type of the module and answers it: 400 for a payout or
 * percentage with more than two decimals, 404 for a game type not of the module or an unknown user, 409 for a deleted user,
 * 412 for a stale If-Match.
 */
export async function configureUserGame(
  db: Database,
  userId: number,
  moduleId: number,
  gameTypeId: number,
  form: GameConfigForm,
  write: Write,
): Promise<Versioned<GameConfig>> {
  checkPlan('', form);
  return auditedWrite(db, write.actor, async (tx, audit) => {
    await assertGameTypeOf(tx, moduleId, gameTypeId);
    return writeBelowUser(tx, userId, write, async () => {
      await saveGameConfig(tx, audit, userId, gameTypeId, form);
      const games = await gamesOf(tx, userId, moduleId);
      return games.find((g) => g.game_type_id === gameTypeId)!;
    });
  });
}

/** The user's prize plan: the game types where it has a payout or a commission of its own. */
async function planOf(db: Database, userId: number): Promise<PrizePlan> {
  return db
    .select({
      game_type_id: userGameConfigs.game_type_id,
      payout: userGameConfigs.payout,
      commission_percentage: userGameConfigs.commission_percentage,
    })
    .from(userGameConfigs)
    .where(
      and(eq(userGameConfigs.user_id, userId), or(isNotNull(userGameConfigs.payout), isNotNull(userGameConfigs.commission_percentage))),
    )
    .orderBy(asc(userGameConfigs.game_type_id));
}

/**
 * An owner's prize plan (ARCHITECTURE §9), with the user's version: an administrator's or an
 * operator's view of any user, a client's of its own only (404 for another's, as for a statement).
 */
export async function readPrizePlan(db: Database, userId: number, scope: DataScope): Promise<Versioned<PrizePlan>> {
  if (scope.kind !== 'all' && !(scope.kind === 'owner' && scope.userId === userId)) throw notFound('El usuario');
  const { version } = await findUser(db, userId);
  return { record: await planOf(db, userId), version };
}

/**
 * Replaces a live user's prize plan: each game type sent gets its payout and commission (null: the
 * default), every other one goes back to the defaults; each change is audited as its game
 * configuration's. 400 naming the entry's field (two decimals at most, a game type named twice),
 * 404 for an unknown game type or user, 409 for a deleted user, 412 for a stale If-Match.
 */
export async function savePrizePlan(db: Database, userId: number, plan: PrizePlan, write: Write): Promise<Versioned<PrizePlan>> {
  checkPrizePlan(plan);
  return auditedWrite(db, write.actor, async (tx, audit) => {
    await assertGameTypesExist(tx, plan);
    return writeBelowUser(tx, userId, write, async () => {
      const sent = new Map(plan.map((entry) => [entry.game_type_id, entry]));
      const today = new Map((await planOf(tx, userId)).map((entry) => [entry.game_type_id, entry]));
      // What is not sent goes back to the defaults: those of the plan today that the body leaves out.
      for (const game_type_id of today.keys()) {
        if (!sent.has(game_type_id)) sent.set(game_type_id, { game_type_id, payout: null, commission_percentage: null });
      }
      for (const { game_type_id, payout, commission_percentage } of sent.values()) {
        const was = today.get(game_type_id) ?? { payout: null, commission_percentage: null };
        if (was.payout === payout && was.commission_percentage === commission_percentage) continue;
        await saveGameConfig(tx, audit, userId, game_type_id, { payout, commission_percentage });
      }
      return planOf(tx, userId);
    });
  });
}

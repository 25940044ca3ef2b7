/** The game modules a user may sell (the Modules tab), and each game type's commission and limit. */
import type { GameConfig, GameConfigForm, ModuleAssignment, ModuleGames, UserModule } from '@banca/contracts';
import { hasAtMostTwoDecimals } from '@banca/contracts/limits';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gameTypes, modules, userGameConfigs, userModules } from '../db/schema';
import { invalidField, notFound } from '../errors';
import { type Audit, type AuditedDb, auditedWrite, changedFields } from './audit';
import { findUser, writeBelowUser } from './users';
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

/** The module's game types with the user's configuration (never configured: disabled, 0, 0). */
async function gamesOf(db: Database, userId: number, moduleId: number): Promise<GameConfig[]> {
  return db
    .select({
      game_type_id: gameTypes.id,
      name: gameTypes.name,
      kind: gameTypes.kind,
      enabled: sql<boolean>`coalesce(${userGameConfigs.enabled}, false)`,
      profit_percentage: sql<number>`coalesce(${userGameConfigs.profit_percentage}, 0)::float8`,
      sales_limit: sql<number>`coalesce(${userGameConfigs.sales_limit}, 0)`,
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

/** Saves what `changes` holds of the user's configuration of a game type (the rest stays). */
async function saveGameConfig(tx: AuditedDb, audit: Audit, userId: number, gameTypeId: number, form: GameConfigForm): Promise<void> {
  const { enabled, profit_percentage, sales_limit } = form;
  const changes = {
    ...(enabled !== undefined ? { enabled } : {}),
    ...(profit_percentage !== undefined ? { profit_percentage } : {}),
    ...(sales_limit !== undefined ? { sales_limit } : {}),
  };
  const configOf = (db: Database) =>
    db
      .select({
        enabled: userGameConfigs.enabled,
        profit_percentage: userGameConfigs.profit_percentage,
        sales_limit: userGameConfigs.sales_limit,
      })
      .from(userGameConfigs)
      .where(and(eq(userGameConfigs.user_id, userId), eq(userGameConfigs.game_type_id, gameTypeId)));
  // Never configured reads as disabled, 0, 0 (as `gamesOf` shows it).
  const [before = { enabled: false, profit_percentage: 0, sales_limit: 0 }] = await configOf(tx);
  const [after] = await tx
    .insert(userGameConfigs)
    .values({ user_id: userId, game_type_id: gameTypeId, ...changes })
    .onConflictDoUpdate({
      target: [userGameConfigs.user_id, userGameConfigs.game_type_id],
      set: Object.keys(changes).length ? changes : { enabled: sql`${userGameConfigs.enabled}` },
    })
    .returning({
      enabled: userGameConfigs.enabled,
      profit_percentage: userGameConfigs.profit_percentage,
      sales_limit: userGameConfigs.sales_limit,
    });
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
 * Saves a live user's configuration of a game type of the module and answers it: 400 for more than
 * two decimals, 404 for a game type not of the module or an unknown user, 409 for a deleted user,
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
  if (form.profit_percentage !== undefined && !hasAtMostTwoDecimals(form.profit_percentage)) {
    throw invalidField('profit_percentage', 'El campo «profit_percentage» debe tener como máximo 2 decimales.');
  }
  return auditedWrite(db, write.actor, async (tx, audit) => {
    await assertGameTypeOf(tx, moduleId, gameTypeId);
    return writeBelowUser(tx, userId, write, async () => {
      await saveGameConfig(tx, audit, userId, gameTypeId, form);
      const games = await gamesOf(tx, userId, moduleId);
      return games.find((g) => g.game_type_id === gameTypeId)!;
    });
  });
}

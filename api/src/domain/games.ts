/**
 * Game modules (the banca's lotteries) as the games page shows them: with their enabled users and
 * next draws, or with their schedule and game types; and the lotteries the banca sets up itself.
 */
import type { GameCreateForm, GameDetail, GameModule, GameSettingsForm, GameType, GameTypeUpdateForm, Schedule } from '@banca/contracts';
import { BET_FORMAT_LABELS, RESULT_FORMAT_LABELS, RESULT_FORMAT_OF_BET, type ResultFormat } from '@banca/contracts/draw-rules';
import { CURRENCIES, CURRENCY_LABELS, type Currency } from '@banca/contracts/money';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { draws, gameTypes, moduleSchedules, modules, userModules, users } from '../db/schema';
import { sqlState } from '../sql-state';
import { invalidField, ConflictError, notFound, staleRecord } from '../errors';
import { type Audit, type AuditedDb, auditedWrite, changedFields, recordedFields } from './audit';
import { planDraws } from './draws/planner';
import { centsOf } from './cash/money';
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

/** One module with its schedule, its game types and its sales settings, with its version; 404 for an unknown id. */
export async function gameDetail(db: Database, id: number): Promise<Versioned<GameDetail>> {
  const [found] = await db.select().from(modules).where(eq(modules.id, id)).limit(1);
  if (!found) throw notFound('El juego');
  const [types, schedule] = await Promise.all([
    db.select(gameTypeColumns).from(gameTypes).where(eq(gameTypes.module_id, found.id)).orderBy(asc(gameTypes.id)),
    scheduleOfModule(db, found.id),
  ]);
  return {
    version: found.version,
    record: {
      id: found.id,
      code: found.code,
      name: found.name,
      description: found.description,
      result_format: found.result_format,
      cutoff_minutes: found.cutoff_minutes,
      prize_expiry_days: found.prize_expiry_days,
      status: found.status,
      auto_results: found.auto_results,
      schedule,
      types,
    },
  };
}

const gameTypeColumns = {
  id: gameTypes.id,
  code: gameTypes.code,
  name: gameTypes.name,
  kind: gameTypes.kind,
  bet_format: gameTypes.bet_format,
  description: gameTypes.description,
  payout: gameTypes.payout,
  min_bet: sql<GameType['min_bet']>`json_build_object('VES', ${gameTypes.min_bet_ves}::float8, 'USD', ${gameTypes.min_bet_usd}::float8)`,
  max_bet: sql<GameType['max_bet']>`json_build_object('VES', ${gameTypes.max_bet_ves}::float8, 'USD', ${gameTypes.max_bet_usd}::float8)`,
  status: gameTypes.status,
  version: gameTypes.version,
};

/** A module's schedule rows as the API shows them: one entry per set of weekdays, its times in order. */
async function scheduleOfModule(db: Database, moduleId: number): Promise<Schedule> {
  const rows = await db
    .select({ weekday: moduleSchedules.weekday, time: moduleSchedules.time })
    .from(moduleSchedules)
    .where(eq(moduleSchedules.module_id, moduleId))
    .orderBy(asc(moduleSchedules.time), asc(moduleSchedules.weekday));
  const daysOfTime = new Map<string, number[]>();
  for (const row of rows) daysOfTime.set(row.time, [...(daysOfTime.get(row.time) ?? []), row.weekday]);
  const timesOfDays = new Map<string, { weekdays: number[]; times: string[] }>();
  for (const [time, weekdays] of daysOfTime) {
    const key = weekdays.join(',');
    const entry = timesOfDays.get(key) ?? { weekdays, times: [] };
    entry.times.push(time);
    timesOfDays.set(key, entry);
  }
  return [...timesOfDays.values()];
}

/** The (weekday, time) rows of a schedule, each once. */
function scheduleRows(schedule: Schedule): { weekday: number; time: string }[] {
  const rows = new Set(schedule.flatMap(({ weekdays, times }) => weekdays.flatMap((weekday) => times.map((time) => `${weekday} ${time}`))));
  return [...rows].sort().map((row) => {
    const [weekday, time] = row.split(' ');
    return { weekday: Number(weekday), time };
  });
}

const WEEKDAY_NAMES = ['', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'];

/** A schedule as the audit trail shows it: "Lun Mar: 08:00 12:00 · Dom: 10:00". */
const scheduleText = (schedule: Schedule): string =>
  schedule.map(({ weekdays, times }) => `${weekdays.map((day) => WEEKDAY_NAMES[day]).join(' ')}: ${times.join(' ')}`).join(' · ');

/** Stake or payout cents, or 400 naming the field when it has more than two decimals. */
function twoDecimals(field: string, value: number): number {
  const cents = centsOf(value);
  if (cents === null) throw invalidField(field, `El campo «${field}» admite como máximo dos decimales.`);
  return cents;
}

/** A game type's bets in each currency (ARCHITECTURE §9). */
interface Bets {
  min_bet: Record<Currency, number>;
  max_bet: Record<Currency, number | null>;
}

/** A game type's bets: two decimals each and, in each currency, a maximum not below the minimum (400 naming the field: `max_bet.VES`). */
function checkBets(prefix: string, payout: number | undefined, bets: Bets): void {
  if (payout !== undefined) twoDecimals(`${prefix}payout`, payout);
  for (const currency of CURRENCIES) {
    const min = twoDecimals(`${prefix}min_bet.${currency}`, bets.min_bet[currency]);
    const max = bets.max_bet[currency];
    if (max !== null && twoDecimals(`${prefix}max_bet.${currency}`, max) < min) {
      throw invalidField(
        `${prefix}max_bet.${currency}`,
        `El campo «${prefix}max_bet.${currency}» no puede ser menor que la apuesta mínima en ${CURRENCY_LABELS[currency]}.`,
      );
    }
  }
}

/** The columns of a game type's bets. */
const betColumns = (bets: Bets) => ({
  min_bet_ves: bets.min_bet.VES,
  min_bet_usd: bets.min_bet.USD,
  max_bet_ves: bets.max_bet.VES,
  max_bet_usd: bets.max_bet.USD,
});

/** Each new game type: its bet format settled against the lottery's result format, its code once, its bets (400 naming the field). */
function checkNewTypes(resultFormat: ResultFormat, types: GameCreateForm['types']): void {
  const codes = new Set<string>();
  types.forEach((type, index) => {
    const field = `types.${index}.`;
    if (RESULT_FORMAT_OF_BET[type.bet_format] !== resultFormat) {
      throw invalidField(
        `${field}bet_format`,
        `El campo «${field}bet_format» no corresponde al formato de resultado del juego: «${BET_FORMAT_LABELS[type.bet_format]}» se juega con «${RESULT_FORMAT_LABELS[RESULT_FORMAT_OF_BET[type.bet_format]]}».`,
      );
    }
    filled(`${field}name`, type.name);
    if (codes.has(type.code.toLowerCase()))
      throw invalidField(`${field}code`, `El campo «${field}code» repite el código de otro tipo de juego.`);
    codes.add(type.code.toLowerCase());
    checkBets(field, type.payout, type);
  });
}

/** A name typed with only spaces: 400 naming the field (the schema counts the spaces). */
function filled(field: string, text: string | undefined): void {
  if (text !== undefined && text.trim() === '') throw invalidField(field, `El campo «${field}» no puede estar vacío.`);
}

const GAME_EXISTS = 'Ya existe un juego con ese código.';

/**
 * A schedule written again: the module's rows replaced, then its future open draws that have no
 * ticket (nor a limit of their own) and no longer match the schedule removed, each in the trail;
 * then the coming draws planned. A draw with tickets is never removed or moved.
 */
async function replan(tx: AuditedDb, audit: Audit, moduleId: number, schedule: Schedule | undefined, now: Date, horizonDays: number) {
  if (schedule !== undefined) {
    await tx.delete(moduleSchedules).where(eq(moduleSchedules.module_id, moduleId));
    const rows = scheduleRows(schedule);
    if (rows.length > 0) await tx.insert(moduleSchedules).values(rows.map((row) => ({ module_id: moduleId, ...row })));
    const removed = await tx.execute(sql`
      delete from draws d
      where d.module_id = ${moduleId} and d.status = 'open' and d.origin = 'schedule' and d.draw_at > ${now.toISOString()}::timestamptz
        and not exists (select 1 from tickets t where t.draw_id = d.id)
        and not exists (select 1 from sales_limits l where l.draw_id = d.id)
        and not exists (select 1 from draw_number_scope_sales n where n.draw_id = d.id)
        and not exists (
          select 1 from module_schedules s
          where s.module_id = d.module_id
            and s.weekday = extract(isodow from d.draw_at at time zone 'America/Caracas')
            and s.time = to_char(d.draw_at at time zone 'America/Caracas', 'HH24:MI'))
      returning d.id, d.name, d.draw_at
    `);
    for (const draw of (removed as unknown as { rows: { id: number; name: string; draw_at: string | Date }[] }).rows) {
      audit({
        action: 'delete',
        recordType: 'draw',
        recordId: draw.id,
        before: { name: draw.name, draw_at: new Date(draw.draw_at).toISOString(), module_id: moduleId },
      });
    }
  }
  await planDraws(tx, now, horizonDays);
}

/**
 * Creates a lottery with its schedule and game types, as one audited write, and plans its draws
 * `horizonDays` ahead: 400 naming the field for a bet format its result format does not settle, a
 * repeated type code or a stake with more than two decimals; 409 GAME_EXISTS for a code in use.
 */
export async function createGame(db: Database, form: GameCreateForm, write: Write, horizonDays: number): Promise<Versioned<GameDetail>> {
  filled('name', form.name);
  checkNewTypes(form.result_format, form.types);
  const code = form.code.trim();
  const id = await auditedWrite(db, write.actor, async (tx, audit) => {
    const [existing] = await tx.select({ id: modules.id }).from(modules).where(sql`lower(${modules.code}) = lower(${code})`);
    if (existing) throw new ConflictError('GAME_EXISTS', GAME_EXISTS, {}, { code: GAME_EXISTS });
    const [created] = await tx
      .insert(modules)
      .values({
        code,
        name: form.name.trim(),
        description: form.description.trim(),
        result_format: form.result_format,
        cutoff_minutes: form.cutoff_minutes,
        prize_expiry_days: form.prize_expiry_days,
        sort_order: sql`(select coalesce(max(${modules.sort_order}), 0) + 1 from ${modules})`,
      })
      .returning();
    audit({
      action: 'create',
      recordType: 'module',
      recordId: created.id,
      after: { ...recordedFields(created), schedule: scheduleText(form.schedule) },
    });
    const types = await tx
      .insert(gameTypes)
      .values(
        form.types.map((type) => ({
          module_id: created.id,
          code: type.code.trim(),
          name: type.name.trim(),
          kind: type.kind,
          bet_format: type.bet_format,
          payout: type.payout,
          ...betColumns(type),
        })),
      )
      .returning();
    for (const type of types) audit({ action: 'create', recordType: 'game_type', recordId: type.id, after: recordedFields(type) });
    await replan(tx, audit, created.id, form.schedule, write.now, horizonDays);
    return created.id;
  }).catch((error: unknown) => {
    // Two administrators creating the same code at once: the unique index answers the second.
    if (sqlState(error) === '23505') throw new ConflictError('GAME_EXISTS', GAME_EXISTS, {}, { code: GAME_EXISTS });
    throw error;
  });
  return gameDetail(db, id);
}

/**
 * Sets a module's cutoff (minutes before a draw its sales close) and prize expiry (days), and when
 * sent its name, description, schedule and status, under If-Match (404, then 412), as one audited
 * write; the next sales and payments follow them. A schedule sent re-plans the draws ahead
 * (`replan`); an inactive lottery gets no new draws.
 */
export async function updateGameSettings(
  db: Database,
  id: number,
  form: GameSettingsForm,
  write: Write,
  horizonDays: number,
): Promise<Versioned<GameDetail>> {
  filled('name', form.name);
  await auditedWrite(db, write.actor, async (tx, audit) => {
    const [before] = await tx.select().from(modules).where(eq(modules.id, id)).for('update');
    if (!before) throw notFound('El juego');
    const scheduleBefore = form.schedule === undefined ? undefined : scheduleText(await scheduleOfModule(tx, id));
    const [after] = await tx
      .update(modules)
      .set({
        cutoff_minutes: form.cutoff_minutes,
        prize_expiry_days: form.prize_expiry_days,
        name: form.name?.trim(),
        description: form.description?.trim(),
        status: form.status,
        auto_results: form.auto_results,
        version: nextVersion(modules.version),
      })
      .where(and(eq(modules.id, id), versionMatches(modules.version, write.condition)))
      .returning();
    if (!after) throw staleRecord();
    const changes = changedFields(before, after);
    if (form.schedule !== undefined) {
      const scheduleAfter = scheduleText(scheduleOf(form.schedule));
      if (scheduleAfter !== scheduleBefore) {
        changes.before.schedule = scheduleBefore;
        changes.after.schedule = scheduleAfter;
      }
    }
    audit({ action: 'update', recordType: 'module', recordId: id, ...changes });
    if (form.schedule !== undefined || after.status !== before.status) await replan(tx, audit, id, form.schedule, write.now, horizonDays);
  });
  return gameDetail(db, id);
}

/** A schedule as a form sent it, in the detail's shape (so the trail compares like with like). */
function scheduleOf(schedule: Schedule): Schedule {
  const daysOfTime = new Map<string, number[]>();
  for (const { weekday, time } of scheduleRows(schedule).sort((a, b) => a.time.localeCompare(b.time) || a.weekday - b.weekday)) {
    daysOfTime.set(time, [...(daysOfTime.get(time) ?? []), weekday]);
  }
  const grouped = new Map<string, { weekdays: number[]; times: string[] }>();
  for (const [time, weekdays] of daysOfTime) {
    const entry = grouped.get(weekdays.join(',')) ?? { weekdays, times: [] };
    entry.times.push(time);
    grouped.set(weekdays.join(','), entry);
  }
  return [...grouped.values()];
}

/**
 * Sets a game type's payout, minimum and maximum bet and status (what is not sent stays), under
 * If-Match on the type's version (404, then 412), as one audited write. Sales after it follow it;
 * a sold line keeps the `potential_payout` it was sold with.
 */
export async function updateGameType(
  db: Database,
  moduleId: number,
  typeId: number,
  form: GameTypeUpdateForm,
  write: Write,
): Promise<Versioned<GameType>> {
  return auditedWrite(db, write.actor, async (tx, audit) => {
    const [before] = await tx
      .select()
      .from(gameTypes)
      .where(and(eq(gameTypes.id, typeId), eq(gameTypes.module_id, moduleId)))
      .for('update');
    if (!before) throw notFound('El tipo de juego');
    // Each currency sent is set; one left out stays.
    const bets: Bets = {
      min_bet: { VES: form.min_bet?.VES ?? before.min_bet_ves, USD: form.min_bet?.USD ?? before.min_bet_usd },
      max_bet: {
        VES: form.max_bet?.VES === undefined ? before.max_bet_ves : form.max_bet.VES,
        USD: form.max_bet?.USD === undefined ? before.max_bet_usd : form.max_bet.USD,
      },
    };
    checkBets('', form.payout, bets);
    const [after] = await tx
      .update(gameTypes)
      .set({
        payout: form.payout,
        ...betColumns(bets),
        status: form.status,
        version: nextVersion(gameTypes.version),
      })
      .where(and(eq(gameTypes.id, typeId), versionMatches(gameTypes.version, write.condition)))
      .returning();
    if (!after) throw staleRecord();
    audit({ action: 'update', recordType: 'game_type', recordId: typeId, ...changedFields(before, after) });
    const [record] = await tx.select(gameTypeColumns).from(gameTypes).where(eq(gameTypes.id, typeId));
    return { version: record.version, record };
  });
}

/**
 * The audit trail. Every write of the API runs through `auditedWrite`: one transaction in which
 * the write changes its records and says what it did (`audit(...)`), and the audit rows are
 * inserted before the commit. A write that fails rolls its rows back with it; a write that
 * records nothing is refused (it throws, rolling back), so no change commits without its row.
 *
 * The domain functions that change data take an `AuditedDb` — the transaction `auditedWrite`
 * hands out — so a new write that forgets the audit does not compile.
 */
import type { AuditAction, AuditEntry, AuditFilters, AuditRecordType } from '@banca/contracts';
import { AUDIT_REFERENCES, type AuditNameKind, auditNameKey } from '@banca/contracts/audit-changes';
import { AUDIT_EXPORT_MAX_ROWS, PAGE_SIZE } from '@banca/contracts/limits';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  auditLog,
  boothDays,
  draws,
  gameTypes,
  modules,
  ownerPayments,
  salesLimits,
  sellers,
  ticketBooths,
  tickets,
  users,
} from '../db/schema';
import { likePattern, pageOffset } from './paging';
import { addDays, dayStart } from './time';

declare const AUDITED: unique symbol;
/** A transaction opened by `auditedWrite`: the only database the domain's write functions accept. */
export type AuditedDb = Database & { readonly [AUDITED]: true };

/**
 * Who makes a write and from where; `userId` null is the server itself (its recovery command, its
 * schedule) or a booth terminal, which names its seller account (`sellerId`).
 */
export interface AuditActor {
  userId: number | null;
  /** A booth terminal's seller account. */
  sellerId?: number | null;
  username: string | null;
  address: string | null;
}

/** The author the audit trail names for what the server does by itself (a draw's closing at its time, a day's at 00:30). */
export const SYSTEM_ACTOR: AuditActor = { userId: null, username: 'sistema', address: null };

/** Field values of a record, as they were before a write and as they are after it. */
export type AuditValues = Record<string, unknown>;

export interface AuditRecord {
  action: AuditAction;
  recordType: AuditRecordType;
  recordId: number;
  /** Only the fields the write changed (`changedFields` picks them); null for a create or an event. */
  before?: AuditValues | null;
  after?: AuditValues | null;
}

/** What a write calls, once per record it changed, to have it recorded in its transaction. */
export type Audit = (record: AuditRecord) => void;

/** A password's place in the trail: that it changed, never its value or hash. */
export const SECRET_CHANGED = '(cambiada)';

/** Columns whose values never enter the trail (secrets), or mean nothing to a reader (bookkeeping). */
const UNRECORDED = new Set(['password_hash', 'token_hash', 'search_text', 'password_version', 'version', 'updatedat', 'updated_at']);

const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/**
 * The fields that differ between two states of a record (both read in the write's transaction),
 * without secrets and bookkeeping columns: `{ before, after }` holding just those fields.
 */
export function changedFields(before: AuditValues, after: AuditValues): { before: AuditValues; after: AuditValues } {
  const changed: { before: AuditValues; after: AuditValues } = { before: {}, after: {} };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (UNRECORDED.has(key)) continue;
    const was = plain(before[key]);
    const is = plain(after[key]);
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    changed.before[key] = was ?? null;
    changed.after[key] = is ?? null;
  }
  return changed;
}

/** A new record's fields as the trail keeps them (without secrets and bookkeeping). */
export function recordedFields(record: AuditValues): AuditValues {
  return Object.fromEntries(Object.entries(record).flatMap(([key, value]) => (UNRECORDED.has(key) ? [] : [[key, plain(value) ?? null]])));
}

/**
 * Runs `write` in one transaction with the audit rows it records: `write` changes its records
 * through `tx` and calls `audit(...)` for each; the rows are inserted before the commit. A write
 * that records nothing throws (and rolls back): every write says what it did.
 */
export function auditedWrite<T>(db: Database, actor: AuditActor, write: (tx: AuditedDb, audit: Audit) => Promise<T>): Promise<T> {
  return runAudited(db, actor, write, true);
}

/**
 * `auditedWrite` for what the server does on its own schedule (closing due draws), which may find
 * nothing to do: then nothing is recorded. Inside another write's transaction it is a savepoint of
 * its own, so its rows name the server, not that write's author.
 */
export function auditedScheduledWrite<T>(db: Database, actor: AuditActor, write: (tx: AuditedDb, audit: Audit) => Promise<T>): Promise<T> {
  return runAudited(db, actor, write, false);
}

async function runAudited<T>(
  db: Database,
  actor: AuditActor,
  write: (tx: AuditedDb, audit: Audit) => Promise<T>,
  mustRecord: boolean,
): Promise<T> {
  return db.transaction(async (tx) => {
    const records: AuditRecord[] = [];
    const answer = await write(tx as unknown as AuditedDb, (record) => records.push(record));
    if (records.length === 0) {
      if (mustRecord) throw new Error('a write recorded nothing in the audit trail');
      return answer;
    }
    await tx.insert(auditLog).values(
      records.map((record) => ({
        actor_id: actor.userId,
        actor_seller_id: actor.sellerId ?? null,
        actor_username: actor.username,
        address: actor.address,
        action: record.action,
        record_type: record.recordType,
        record_id: record.recordId,
        before: record.before ?? null,
        after: record.after ?? null,
      })),
    );
    return answer;
  });
}

function filtersOf(filters: AuditFilters): SQL | undefined {
  const search = filters.search?.trim();
  return and(
    search ? sql`lower(${auditLog.actor_username}) LIKE ${likePattern(search)}` : undefined,
    filters.actor_id ? eq(auditLog.actor_id, filters.actor_id) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.address ? eq(auditLog.address, filters.address) : undefined,
    filters.record_type ? eq(auditLog.record_type, filters.record_type) : undefined,
    filters.record_id ? eq(auditLog.record_id, filters.record_id) : undefined,
    filters.from ? sql`${auditLog.at} >= ${dayStart(filters.from)}` : undefined,
    filters.to ? sql`${auditLog.at} < ${dayStart(addDays(filters.to, 1))}` : undefined,
  );
}

type AuditRow = typeof auditLog.$inferSelect;

function entryOf(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor_id: row.actor_id,
    actor_username: row.actor_username,
    address: row.address,
    action: row.action as AuditAction,
    record_type: row.record_type as AuditRecordType | null,
    record_id: row.record_id,
    before: (row.before as AuditValues | null) ?? null,
    after: (row.after as AuditValues | null) ?? null,
  };
}

/** The names of each kind of record, read by id: a user by its name, a game type with its module's. */
const NAME_QUERIES: Record<AuditNameKind, (db: Database, ids: number[]) => Promise<{ id: number; name: string }[]>> = {
  user: (db, ids) =>
    db
      .select({
        id: users.id,
        name: sql<string>`coalesce(nullif(trim(${users.first_name} || ' ' || ${users.last_name}), ''), ${users.username})`,
      })
      .from(users)
      .where(inArray(users.id, ids)),
  seller: (db, ids) => db.select({ id: sellers.id, name: sellers.label }).from(sellers).where(inArray(sellers.id, ids)),
  booth: (db, ids) => db.select({ id: ticketBooths.id, name: ticketBooths.name }).from(ticketBooths).where(inArray(ticketBooths.id, ids)),
  draw: (db, ids) => db.select({ id: draws.id, name: draws.name }).from(draws).where(inArray(draws.id, ids)),
  module: (db, ids) => db.select({ id: modules.id, name: modules.name }).from(modules).where(inArray(modules.id, ids)),
  game_type: (db, ids) =>
    db
      .select({ id: gameTypes.id, name: sql<string>`${gameTypes.name} || ' (' || ${modules.name} || ')'` })
      .from(gameTypes)
      .innerJoin(modules, eq(modules.id, gameTypes.module_id))
      .where(inArray(gameTypes.id, ids)),
  ticket: (db, ids) => db.select({ id: tickets.id, name: tickets.code }).from(tickets).where(inArray(tickets.id, ids)),
  sales_limit: (db, ids) =>
    db
      .select({ id: salesLimits.id, name: sql<string>`${gameTypes.name} || coalesce(' ' || ${salesLimits.selection}, '')` })
      .from(salesLimits)
      .innerJoin(gameTypes, eq(gameTypes.id, salesLimits.game_type_id))
      .where(inArray(salesLimits.id, ids)),
  booth_day: (db, ids) =>
    db
      .select({ id: boothDays.id, name: sql<string>`${ticketBooths.name} || ' · ' || to_char(${boothDays.day}, 'DD/MM/YYYY')` })
      .from(boothDays)
      .innerJoin(ticketBooths, eq(ticketBooths.id, boothDays.ticket_booth_id))
      .where(inArray(boothDays.id, ids)),
  owner_payment: (db, ids) =>
    db
      .select({
        id: ownerPayments.id,
        name: sql<string>`coalesce(nullif(trim(${users.first_name} || ' ' || ${users.last_name}), ''), ${users.username})`,
      })
      .from(ownerPayments)
      .innerJoin(users, eq(users.id, ownerPayments.owner_id))
      .where(inArray(ownerPayments.id, ids)),
  // The banca's settings are one record with no name of its own.
  banca_settings: async (_db, ids) => ids.map((id) => ({ id, name: 'Monedas' })),
};

/**
 * Gives each entry the names of the records it points at — itself, and the ids among its fields
 * (an owner, a booth, a module…) — so the trail reads «Taquilla: Agencia Norte», not an id. One
 * query per kind of record for the whole page (or export).
 */
async function withNames(db: Database, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const wanted = new Map<AuditNameKind, Set<number>>();
  const want = (kind: AuditNameKind, id: unknown) => {
    if (typeof id !== 'number' || !Number.isInteger(id)) return;
    if (!wanted.has(kind)) wanted.set(kind, new Set());
    wanted.get(kind)!.add(id);
  };
  const referencesOf = (entry: AuditEntry): [AuditNameKind, unknown][] => [
    // A security event may name no record.
    ...(entry.record_type ? [[entry.record_type, entry.record_id] as [AuditNameKind, unknown]] : []),
    ...[entry.before, entry.after].flatMap((values) =>
      Object.entries(values ?? {}).flatMap(([field, id]): [AuditNameKind, unknown][] =>
        field in AUDIT_REFERENCES ? [[AUDIT_REFERENCES[field as keyof typeof AUDIT_REFERENCES], id]] : [],
      ),
    ),
  ];
  for (const entry of entries) for (const [kind, id] of referencesOf(entry)) want(kind, id);
  const names = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([kind, ids]) => {
      for (const { id, name } of await NAME_QUERIES[kind](db, [...ids])) names.set(auditNameKey(kind, id), name);
    }),
  );
  return entries.map((entry) => {
    const own = Object.fromEntries(
      referencesOf(entry).flatMap(([kind, id]) => {
        const key = typeof id === 'number' ? auditNameKey(kind, id) : null;
        return key && names.has(key) ? [[key, names.get(key)!]] : [];
      }),
    );
    return { ...entry, names: own };
  });
}

/** A page of the entries matching the filters, newest first (by moment, then id), with the names they point at. */
export async function listAudit(db: Database, filters: AuditFilters, page: number): Promise<{ rows: AuditEntry[]; total: number }> {
  const where = filtersOf(filters);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(PAGE_SIZE).offset(pageOffset(page)),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows: await withNames(db, rows.map(entryOf)), total };
}

/** The newest AUDIT_EXPORT_MAX_ROWS entries matching the filters, newest first, with the names they point at. */
export async function exportAudit(db: Database, filters: AuditFilters): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(filtersOf(filters))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_EXPORT_MAX_ROWS);
  return withNames(db, rows.map(entryOf));
}

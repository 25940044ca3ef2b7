/**
 * Sales limits (topes): the limits people set, what each scope has sold of a number, and how a
 * sale holds them.
 *
 * What each scope of a limit has sold — every booth (`global`), the booth's owner, the booth, the
 * seller account — of a number (game type and selection) in a draw is one row of
 * `draw_number_scope_sales`, moved by the triggers on ticket lines and tickets in the writing
 * transaction (src/db/functions/draw_number_sales_*.sql), with the limit that applies to that scope (`max_amount`).
 *
 * Why no limit is ever passed: the sale (`sell_ticket_attempt`, src/db/functions/, called by sales.ts) adds
 * what it sells of each number to each scope's row with one conditional INSERT … ON CONFLICT DO
 * UPDATE … WHERE amount + need <= max_amount, rows in key order: the check and the addition are one
 * update of the locked row's newest version, and a row the statement leaves alone is a refusal
 * (the transaction rolls back). Another sale of any of those numbers, on this API instance or
 * another, waits on the row's lock until the first commits or rolls back, and then checks what the
 * first left. Locks are always taken in one key order, so two sales never wait on each other in a
 * cycle; a cancellation locks the same rows in the same order first (`lockNumbers`). A limit's
 * value changes only under the advisory lock LIMITS_LOCK taken alone, which every sale and
 * cancellation holds shared, so no limit changes under a sale's check, and the limit a sale stores
 * on a new row is the current one. On PGlite transactions run one at a time; the same statements
 * hold there too.
 */
import type { Availability, AvailabilityQuery, SalesLimit, SalesLimitForm, SalesLimitListQuery } from '@banca/contracts';
import { type BetFormat, BET_FORMAT_DESCRIPTIONS, normalizeSelection } from '@banca/contracts/draw-rules';
import type { LimitScope } from '@banca/contracts/enums';
import type { Currency } from '@banca/contracts/money';
import { PAGE_SIZE } from '@banca/contracts/limits';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { draws, gameTypes, modules, salesLimits, sellers, ticketBooths, users } from '../../db/schema';
import { invalidField, ConflictError, notFound, staleRecord } from '../../errors';
import { sqlState } from '../../sql-state';
import { auditedWrite, changedFields, recordedFields } from '../audit';
import { centsOf, decimalOf } from '../cash/money';
import { currencyOfRead } from '../currencies';
import { pageOffset } from '../paging';
import type { DataScope } from '../scope';
import { nextVersion, type Versioned, versionMatches } from '../versions';
import type { Write } from '../writes';

/** The advisory lock that orders limit changes and sales (see the top of this file and src/db/functions/sales_limit_of.sql). */
export const LIMITS_LOCK = 72_616_265;

/** Taken first by every sale and cancellation: shared with each other, alone by a limit's change. */
export const shareLimitsLock = sql`pg_advisory_xact_lock_shared(${LIMITS_LOCK})`;
const takeLimitsLock = sql`select pg_advisory_xact_lock(${LIMITS_LOCK})`;

/** The scopes of a ticket's sale: its draw, the booth's owner, the booth and the seller account. */
export interface SaleScopes {
  drawId: number;
  ownerId: number | null;
  boothId: number;
  sellerId: number;
}

/** A number of a draw: game type and selection. */
export interface DrawNumber {
  gameTypeId: number;
  selection: string;
}

/**
 * Locks the sums of every scope of the given numbers in the sale's key order, so a cancellation
 * changes them in the order every sale does (inside its transaction, after `shareLimitsLock`).
 */
export async function lockNumbers(tx: Database, scopes: SaleScopes, numbers: readonly DrawNumber[]): Promise<void> {
  if (numbers.length === 0) return;
  const scopeKeys = [sql`('global', 0)`, sql`('booth', ${scopes.boothId}::int)`, sql`('seller', ${scopes.sellerId}::int)`];
  if (scopes.ownerId !== null) scopeKeys.push(sql`('owner', ${scopes.ownerId}::int)`);
  const keys = numbers.map((number) => sql`(${number.gameTypeId}::int, ${number.selection}::text)`);
  await tx.execute(sql`
    select 1 from draw_number_scope_sales s
    where s.draw_id = ${scopes.drawId}
      and (s.game_type_id, s.selection) in (${sql.join(keys, sql`, `)})
      and (s.scope, s.scope_id) in (${sql.join(scopeKeys, sql`, `)})
    order by s.draw_id, s.game_type_id, s.selection, s.currency, s.scope, s.scope_id
    for update`);
}

// ---------------------------------------------------------------------------------------------
// The limits people set.

const holderName = sql<string | null>`case ${salesLimits.scope}
  when 'owner' then (select ${users.first_name} || ' ' || ${users.last_name} from ${users} where ${users.id} = ${salesLimits.scope_id})
  when 'booth' then (select ${ticketBooths.name} from ${ticketBooths} where ${ticketBooths.id} = ${salesLimits.scope_id})
  when 'seller' then (select ${sellers.label} from ${sellers} where ${sellers.id} = ${salesLimits.scope_id})
end`;

const limitColumns = {
  id: salesLimits.id,
  scope: salesLimits.scope,
  scope_id: salesLimits.scope_id,
  scope_name: holderName,
  game_type_id: salesLimits.game_type_id,
  game_type_name: gameTypes.name,
  module_name: modules.name,
  draw_id: salesLimits.draw_id,
  draw_name: draws.name,
  draw_at: draws.draw_at,
  selection: salesLimits.selection,
  currency: salesLimits.currency,
  max_amount: salesLimits.max_amount,
  created_at: salesLimits.created_at,
  updated_at: salesLimits.updated_at,
  version: salesLimits.version,
};

function selectLimits(db: Database) {
  return db
    .select(limitColumns)
    .from(salesLimits)
    .innerJoin(gameTypes, eq(gameTypes.id, salesLimits.game_type_id))
    .innerJoin(modules, eq(modules.id, gameTypes.module_id))
    .leftJoin(draws, eq(draws.id, salesLimits.draw_id));
}

type LimitRecord = Awaited<ReturnType<typeof selectLimits>>[number];

function limitOf(row: LimitRecord): SalesLimit {
  return {
    ...row,
    currency: row.currency as Currency,
    max_amount: Number(row.max_amount),
    blocked: Number(row.max_amount) === 0,
    draw_at: row.draw_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The limits a scope sees: all of them; a client those that apply to its booths (global, its own, its booths', their sellers'). */
function limitScope(scope: DataScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind !== 'owner') return sql`false`;
  const owned = sql`select ${ticketBooths.id} from ${ticketBooths} where ${ticketBooths.owner_id} = ${scope.userId}`;
  return sql`(${salesLimits.scope} = 'global'
    or (${salesLimits.scope} = 'owner' and ${salesLimits.scope_id} = ${scope.userId})
    or (${salesLimits.scope} = 'booth' and ${salesLimits.scope_id} in (${owned}))
    or (${salesLimits.scope} = 'seller' and ${salesLimits.scope_id} in (select ${sellers.id} from ${sellers} where ${sellers.ticket_booth_id} in (${owned}))))`;
}

/** A page of the limits the scope sees, newest first, by draw, game type, number, scope and holder. */
export async function listSalesLimits(db: Database, scope: DataScope, query: SalesLimitListQuery) {
  const page = query.page ?? 1;
  const selection = query.selection?.trim();
  const where = and(
    limitScope(scope),
    query.scope ? eq(salesLimits.scope, query.scope) : undefined,
    query.scope_id ? eq(salesLimits.scope_id, query.scope_id) : undefined,
    query.game_type_id ? eq(salesLimits.game_type_id, query.game_type_id) : undefined,
    query.draw_id ? eq(salesLimits.draw_id, query.draw_id) : undefined,
    selection ? sql`${salesLimits.selection} = ${selection}` : undefined,
    query.currency ? eq(salesLimits.currency, query.currency) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectLimits(db).where(where).orderBy(desc(salesLimits.id)).limit(PAGE_SIZE).offset(pageOffset(page)),
    db.select({ total: count() }).from(salesLimits).where(where),
  ]);
  return { rows: rows.map(limitOf), page, total };
}

/** One limit the scope sees, with its version; 404 otherwise. */
export async function findSalesLimit(db: Database, id: number, scope: DataScope = { kind: 'all' }): Promise<Versioned<SalesLimit>> {
  const [row] = await selectLimits(db)
    .where(and(eq(salesLimits.id, id), limitScope(scope)))
    .limit(1);
  if (!row) throw notFound('El tope');
  return { record: limitOf(row), version: row.version };
}

/** A limit's amount as cents: 0 … MONEY.max with two decimals at most (400 naming `max_amount`). */
function limitCents(amount: number): number {
  const cents = centsOf(amount);
  if (cents === null) throw invalidField('max_amount', 'El campo «max_amount» admite como máximo dos decimales.');
  return cents;
}

/** Sets again the limits stored on the sums of what a limit covers (its holder, game type, draw and number). */
async function refreshSums(
  tx: Database,
  limit: Pick<typeof salesLimits.$inferSelect, 'scope' | 'scope_id' | 'game_type_id' | 'draw_id' | 'selection' | 'currency'>,
) {
  await tx.execute(
    sql`select draw_number_scope_refresh(${limit.scope}, ${limit.scope_id ?? 0}, ${limit.game_type_id}, ${limit.draw_id}::int, ${limit.selection}::text, ${limit.currency}::text)`,
  );
}

/** Checks a new limit's holder, game type, draw and number (400 naming the field); answers the number as stored. */
async function checkedLimit(tx: Database, form: SalesLimitForm): Promise<string | null> {
  if ((form.scope === 'global') !== (form.scope_id === null)) {
    throw invalidField(
      'scope_id',
      form.scope === 'global' ? 'Un tope global no lleva «scope_id».' : 'El campo «scope_id» es obligatorio para ese alcance.',
    );
  }
  if (form.scope_id !== null) {
    const holder =
      form.scope === 'owner'
        ? tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, form.scope_id), eq(users.role, 'client'), isNull(users.deletedat)))
        : form.scope === 'booth'
          ? tx
              .select({ id: ticketBooths.id })
              .from(ticketBooths)
              .where(and(eq(ticketBooths.id, form.scope_id), isNull(ticketBooths.deleted_at)))
          : tx.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, form.scope_id));
    if ((await holder).length === 0) {
      const what = { owner: 'un cliente existente', booth: 'una taquilla existente', seller: 'un vendedor existente', global: '' }[
        form.scope
      ];
      throw invalidField('scope_id', `El campo «scope_id» debe ser ${what}.`);
    }
  }
  const [type] = await tx
    .select({ moduleId: gameTypes.module_id, format: gameTypes.bet_format })
    .from(gameTypes)
    .where(eq(gameTypes.id, form.game_type_id));
  if (!type) throw invalidField('game_type_id', 'El campo «game_type_id» debe ser un tipo de juego existente.');
  if (form.draw_id !== null) {
    const [draw] = await tx.select({ moduleId: draws.module_id, status: draws.status }).from(draws).where(eq(draws.id, form.draw_id));
    if (!draw) throw invalidField('draw_id', 'El campo «draw_id» debe ser un sorteo existente.');
    if (draw.moduleId !== type.moduleId) throw invalidField('draw_id', 'El sorteo es de otro juego que el tipo de juego del tope.');
    if (draw.status === 'settled') throw invalidField('draw_id', 'El sorteo ya tiene resultado: un tope ya no cambia nada.');
  }
  if (form.selection === null) return null;
  const selection = normalizeSelection(type.format as BetFormat, form.selection);
  if (selection === null)
    throw invalidField('selection', `El número no es válido para ese tipo de juego: ${BET_FORMAT_DESCRIPTIONS[type.format as BetFormat]}`);
  return selection;
}

const LIMIT_EXISTS = 'Ya existe un tope con ese alcance, tipo de juego, sorteo y número: edítalo.';

/** Creates a limit (admin, operator): one audited transaction that also sets the limits of the sums it covers. */
export async function createSalesLimit(db: Database, form: SalesLimitForm, write: Write): Promise<Versioned<SalesLimit>> {
  const cents = limitCents(form.max_amount);
  // A limit counts one currency's sales: the one named, which the banca must have enabled, else its default.
  const currency = await currencyOfRead(db, form.currency);
  const id = await auditedWrite(db, write.actor, async (tx, audit) => {
    await tx.execute(takeLimitsLock);
    const selection = await checkedLimit(tx, form);
    const values = {
      scope: form.scope,
      scope_id: form.scope_id,
      game_type_id: form.game_type_id,
      draw_id: form.draw_id,
      selection,
      currency,
      max_amount: sql`${decimalOf(cents)}::numeric`,
    };
    const [existing] = await tx
      .select({ id: salesLimits.id })
      .from(salesLimits)
      .where(
        and(
          eq(salesLimits.scope, form.scope),
          sql`coalesce(${salesLimits.scope_id}, 0) = ${form.scope_id ?? 0}`,
          eq(salesLimits.game_type_id, form.game_type_id),
          sql`coalesce(${salesLimits.draw_id}, 0) = ${form.draw_id ?? 0}`,
          sql`coalesce(${salesLimits.selection}, '') = ${selection ?? ''}`,
          eq(salesLimits.currency, currency),
        ),
      );
    if (existing) throw new ConflictError('LIMIT_EXISTS', LIMIT_EXISTS, { existing_id: existing.id });
    const [created] = await tx
      .insert(salesLimits)
      .values({ ...values, created_at: write.now, updated_at: write.now })
      .returning();
    await refreshSums(tx, created);
    audit({ action: 'create', recordType: 'sales_limit', recordId: created.id, after: recordedFields(created) });
    return created.id;
  }).catch((error: unknown) => {
    // Two administrators creating the same limit at once: the unique index answers the second.
    if (sqlState(error) === '23505') throw new ConflictError('LIMIT_EXISTS', LIMIT_EXISTS);
    throw error;
  });
  return findSalesLimit(db, id);
}

/** Changes a limit's amount under If-Match (404, then 412). */
export async function updateSalesLimit(db: Database, id: number, maxAmount: number, write: Write): Promise<Versioned<SalesLimit>> {
  const cents = limitCents(maxAmount);
  await auditedWrite(db, write.actor, async (tx, audit) => {
    await tx.execute(takeLimitsLock);
    const [before] = await tx.select().from(salesLimits).where(eq(salesLimits.id, id)).for('update');
    if (!before) throw notFound('El tope');
    const [after] = await tx
      .update(salesLimits)
      .set({ max_amount: sql`${decimalOf(cents)}::numeric`, updated_at: write.now, version: nextVersion(salesLimits.version) })
      .where(and(eq(salesLimits.id, id), versionMatches(salesLimits.version, write.condition)))
      .returning();
    if (!after) throw staleRecord();
    await refreshSums(tx, after);
    audit({ action: 'update', recordType: 'sales_limit', recordId: id, ...changedFields(before, after) });
  });
  return findSalesLimit(db, id);
}

/**
 * Deletes a limit under If-Match: the sums it covered fall back to the next limit that applies.
 * Answers the version the deletion closes it with (its last one plus one).
 */
export async function deleteSalesLimit(db: Database, id: number, write: Write): Promise<Versioned<{ ok: true }>> {
  return auditedWrite(db, write.actor, async (tx, audit) => {
    await tx.execute(takeLimitsLock);
    const [before] = await tx.select().from(salesLimits).where(eq(salesLimits.id, id)).for('update');
    if (!before) throw notFound('El tope');
    const [deleted] = await tx
      .delete(salesLimits)
      .where(and(eq(salesLimits.id, id), versionMatches(salesLimits.version, write.condition)))
      .returning({ id: salesLimits.id });
    if (!deleted) throw staleRecord();
    await refreshSums(tx, before);
    audit({ action: 'delete', recordType: 'sales_limit', recordId: id, before: recordedFields(before), after: null });
    return { record: { ok: true as const }, version: before.version + 1 };
  });
}

// ---------------------------------------------------------------------------------------------
// What may still be sold.

/** A number as its game type's bet format writes it (400 naming `selection` otherwise). */
export function selectionOf(format: BetFormat, typed: string, field = 'selection'): string {
  const selection = normalizeSelection(format, typed);
  if (selection === null) throw invalidField(field, `El número no es válido para ese tipo de juego: ${BET_FORMAT_DESCRIPTIONS[format]}`);
  return selection;
}

/** Whose sales an availability asks about: the scopes that apply, narrowest last. */
export type AvailabilityScopes = [LimitScope, number][];

/**
 * The scopes an availability answers for: a terminal its own four; staff the global one, with
 * `booth_id` that booth's and its owner's, with `seller_id` that account's too (a client also its
 * own owner scope). Booths and sellers outside the caller's scope are a 404.
 */
export async function availabilityScopes(
  db: Database,
  scope: DataScope,
  query: Pick<AvailabilityQuery, 'booth_id' | 'seller_id'>,
): Promise<AvailabilityScopes> {
  const keys: AvailabilityScopes = [['global', 0]];
  let boothId = scope.kind === 'terminal' ? scope.boothId : query.booth_id;
  const sellerId = scope.kind === 'terminal' ? scope.sellerId : query.seller_id;
  if (sellerId !== undefined) {
    const [seller] = await db.select({ boothId: sellers.ticket_booth_id }).from(sellers).where(eq(sellers.id, sellerId));
    if (!seller) throw notFound('El vendedor');
    boothId ??= seller.boothId ?? undefined;
  }
  let ownerId: number | null = scope.kind === 'owner' ? scope.userId : null;
  if (boothId !== undefined) {
    const [booth] = await db.select({ ownerId: ticketBooths.owner_id }).from(ticketBooths).where(eq(ticketBooths.id, boothId));
    if (!booth || (scope.kind === 'owner' && booth.ownerId !== scope.userId)) throw notFound('La taquilla');
    ownerId = booth.ownerId;
  }
  if (ownerId !== null) keys.push(['owner', ownerId]);
  if (boothId !== undefined) keys.push(['booth', boothId]);
  if (sellerId !== undefined) keys.push(['seller', sellerId]);
  return keys;
}

/** What may still be sold of a number of a draw in the given scopes: the limit that leaves least. */
export async function numberAvailability(
  db: Database,
  drawId: number,
  query: Pick<AvailabilityQuery, 'game_type_id' | 'selection'>,
  scopes: AvailabilityScopes,
  currency: Currency,
): Promise<Availability> {
  const [draw] = await db
    .select({ moduleId: draws.module_id, format: gameTypes.bet_format, typeModule: gameTypes.module_id })
    .from(draws)
    .leftJoin(gameTypes, eq(gameTypes.id, query.game_type_id))
    .where(eq(draws.id, drawId));
  if (!draw) throw notFound('El sorteo');
  if (draw.format === null || draw.typeModule !== draw.moduleId) {
    throw invalidField('game_type_id', 'El campo «game_type_id» debe ser un tipo de juego del sorteo.');
  }
  const selection = selectionOf(draw.format as BetFormat, query.selection);
  const keys = scopes.map(([scope, scopeId], rank) => sql`(${scope}::text, ${scopeId}::int, ${rank}::int)`);
  const rows = await queryRows<{ scope: LimitScope; sold: number; max_amount: number | null; available: number | null }>(
    db,
    sql`select k.scope, coalesce(s.amount, 0)::float8 as sold, l.max_amount::float8 as max_amount,
               greatest(l.max_amount - coalesce(s.amount, 0), 0)::float8 as available
        from (values ${sql.join(keys, sql`, `)}) k (scope, scope_id, rank)
        left join draw_number_scope_sales s
          on (s.draw_id, s.game_type_id, s.selection, s.currency, s.scope, s.scope_id) = (${drawId}, ${query.game_type_id}, ${selection}, ${currency}, k.scope, k.scope_id)
        cross join lateral (select case when s.draw_id is null
          then sales_limit_of(k.scope, k.scope_id, ${drawId}, ${query.game_type_id}, ${selection}, ${currency}::text) else s.max_amount end as max_amount) l
        order by (l.max_amount - coalesce(s.amount, 0)) nulls last, k.rank desc`,
  );
  const binding = rows[0];
  if (!binding || binding.max_amount === null) {
    const narrowest = rows.find((row) => row.scope === scopes.at(-1)![0]);
    return { selection, limit: null, sold: Number(narrowest?.sold ?? 0), available: null, blocked: false, scope: null, currency };
  }
  return {
    selection,
    limit: Number(binding.max_amount),
    sold: Number(binding.sold),
    available: Number(binding.available),
    blocked: rows.some((row) => row.max_amount !== null && Number(row.max_amount) === 0),
    scope: binding.scope,
    currency,
  };
}

/**
 * The sale from a booth terminal and the cancellation of a ticket: each one audited transaction
 * that checks, writes and records, so a refused sale sells no line and leaves nothing behind.
 *
 * A sale is idempotent by its `request_id` (unique per seller account): sent again with the same
 * body it answers the ticket it made; with another body it is refused. Sales limits hold inside
 * its transaction (sales-limits.ts), and its lines keep, from the moment of sale, their potential
 * payout and the commission the booth's owner earns (its `sale_percentage` then).
 */
import { createHash } from 'node:crypto';
import type { LimitRefusalLine, Sale, SaleBody, TicketDetail } from '@banca/contracts';
import type { BetFormat } from '@banca/contracts/draw-rules';
import type { LimitScope } from '@banca/contracts/enums';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';
import { tickets } from '../db/schema';
import { sqlConstraint, sqlState } from '../db/sql-state';
import { badRequest, ConflictError, type HttpError, notFound } from '../http/errors';
import { auditedWrite, type AuditedDb } from './audit';
import { assertBoothDayOpen } from './booth-days';
import { centsOf, decimalOf } from './money';
import { type NearLimit, notifyNumbersNearLimit } from './money-events';
import { type LockedNumber, lockNumbers, type NumberNeed, type SaleScopes, selectionOf, shareLimitsLock } from './sales-limits';
import { ticketScope } from './scope';
import { cancelUntilOf, cutoffOf, newTicketCode, selectTicketFacts, ticketById, ticketDetail, type TicketViewer } from './tickets';
import type { Write } from './writes';

/** The booth terminal that sells: its seller account and the booth it works at. */
export interface SellingTerminal {
  sellerId: number;
  boothId: number;
}

/** The terminal a write comes from (its scope); a sale or a terminal's cancellation needs one. */
export function terminalOf(write: Write): SellingTerminal | undefined {
  return write.scope.kind === 'terminal' ? { sellerId: write.scope.sellerId, boothId: write.scope.boothId } : undefined;
}

const DRAW_CLOSED = 'Las ventas de este sorteo están cerradas.';

/** What a sale asks, as its hash keeps it: the draw and the lines as sent (amounts in cents). */
function requestHash(body: SaleBody): string {
  const asked = {
    draw_id: body.draw_id,
    lines: body.lines.map((line) => [line.game_type_id, line.selection.trim(), centsOf(line.amount)]),
  };
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

interface SaleContext {
  draw_name: string;
  draw_status: 'open' | 'closed' | 'settled';
  draw_at: Date | string;
  module_id: number;
  cutoff_minutes: number;
  booth_name: string;
  owner_id: number | null;
  cancel_window_minutes: number;
  seller_label: string;
  /** The owner's sale percentage (numeric text), 0 without one. */
  sale_percentage: string;
  module_assigned: boolean;
  types: { id: number; name: string; module_id: number; bet_format: BetFormat; min_bet: string; enabled: boolean }[] | null;
}

/** The draw, the booth and its owner, the game types asked for; taking the limits lock (shared) first. */
async function saleContext(tx: Database, terminal: SellingTerminal, body: SaleBody): Promise<SaleContext | undefined> {
  const typeIds = `{${[...new Set(body.lines.map((line) => line.game_type_id))].join(',')}}`;
  const [context] = await queryRows<SaleContext>(
    tx,
    sql`select d.name as draw_name, d.status as draw_status, d.draw_at, d.module_id, m.cutoff_minutes,
               b.name as booth_name, b.owner_id, b.cancel_window_minutes, s.label as seller_label,
               coalesce((select us.setting_value::text from user_settings us
                         where us.user_id = b.owner_id and us.setting_key = 'sale_percentage'), '0') as sale_percentage,
               coalesce((select um.assigned from user_modules um where um.user_id = b.owner_id and um.module_id = d.module_id), false)
                 as module_assigned,
               (select json_agg(json_build_object('id', g.id, 'name', g.name, 'module_id', g.module_id, 'bet_format', g.bet_format,
                                                  'min_bet', g.min_bet::text, 'enabled', coalesce(c.enabled, false)))
                from game_types g left join user_game_configs c on c.user_id = b.owner_id and c.game_type_id = g.id
                where g.id = any(${typeIds}::int[])) as types
        from (select ${shareLimitsLock}) lock
        cross join draws d
        join modules m on m.id = d.module_id
        join ticket_booths b on b.id = ${terminal.boothId}
        join sellers s on s.id = ${terminal.sellerId}
        where d.id = ${body.draw_id}`,
  );
  return context;
}

/** A line's place in a 400: `lines.<i>.<field>`, and its message naming the line as people count (from 1). */
const lineError = (index: number, field: string, problem: string) =>
  badRequest(`lines.${index}.${field}`, `Jugada ${index + 1}: ${problem}`);

interface CheckedLine {
  index: number;
  gameTypeId: number;
  gameTypeName: string;
  selection: string;
  cents: number;
}

/** Each line read and checked against its game type (400 naming the line), in the request's order. */
function checkedLines(body: SaleBody, context: SaleContext): CheckedLine[] {
  const types = new Map((context.types ?? []).map((type) => [type.id, type]));
  const lines = body.lines.map((line, index) => {
    const cents = centsOf(line.amount);
    if (cents === null) throw lineError(index, 'amount', 'el monto admite como máximo dos decimales.');
    if (cents <= 0) throw lineError(index, 'amount', 'el monto debe ser mayor que 0.');
    const type = types.get(line.game_type_id);
    if (!type) throw lineError(index, 'game_type_id', 'el tipo de juego no existe.');
    let selection: string;
    try {
      selection = selectionOf(type.bet_format, line.selection, `lines.${index}.selection`);
    } catch (error) {
      throw lineError(index, 'selection', (error as HttpError).message.replace('El número', 'el número'));
    }
    const minimum = centsOf(Number(type.min_bet)) ?? 0;
    if (cents < minimum) throw lineError(index, 'amount', `el monto mínimo de ${type.name} es ${decimalOf(minimum).replace('.', ',')}.`);
    return { index, gameTypeId: type.id, gameTypeName: type.name, selection, cents };
  });
  // A game type of another game, or one the booth's owner may not sell: refused naming the lines.
  const notEnabled = lines.filter((line) => {
    const type = types.get(line.gameTypeId)!;
    return type.module_id !== context.module_id || !context.module_assigned || !type.enabled;
  });
  if (notEnabled.length > 0) {
    const fields = Object.fromEntries(
      notEnabled.map((line) => [
        `lines.${line.index}.game_type_id`,
        `Jugada ${line.index + 1}: ${line.gameTypeName} no se vende en esta taquilla para este sorteo.`,
      ]),
    );
    throw new ConflictError(
      'GAME_NOT_ENABLED',
      `${Object.values(fields).join(' ')} El tipo de juego debe ser del sorteo y estar habilitado para el propietario de la taquilla.`,
      {},
      fields,
    );
  }
  return lines;
}

/** What the sale adds to each number (lines on one number add up). */
function needsOf(lines: CheckedLine[]): NumberNeed[] {
  const needs = new Map<string, NumberNeed>();
  for (const line of lines) {
    const key = `${line.gameTypeId}\u0000${line.selection}`;
    const need = needs.get(key) ?? { gameTypeId: line.gameTypeId, selection: line.selection, cents: 0 };
    need.cents += line.cents;
    needs.set(key, need);
  }
  return [...needs.values()];
}

const money = (value: number) => value.toLocaleString('es-VE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Sells a ticket for a terminal: the whole sale or nothing. Answers the sale and whether it is one
 * made before with the same `request_id` (sent again: nothing new is sold).
 */
export async function sell(db: Database, body: SaleBody, write: Write): Promise<{ sale: Sale; replayed: boolean }> {
  const terminal = terminalOf(write);
  if (!terminal) throw new Error('a sale comes from a booth terminal');
  const { actor, now } = write;
  const hash = requestHash(body);
  const replay = await earlierSale(db, terminal, body.request_id, hash);
  if (replay) return { sale: replay, replayed: true };
  try {
    const id = await auditedWrite(db, actor, (tx, audit) => sellWithin(tx, audit, terminal, body, hash, now));
    return { sale: await saleOf(db, id), replayed: false };
  } catch (error) {
    // The same request_id sold by a request racing this one: it committed first.
    if (sqlState(error) === '23505' && sqlConstraint(error) === 'tickets_seller_request_key') {
      const earlier = await earlierSale(db, terminal, body.request_id, hash);
      if (earlier) return { sale: earlier, replayed: true };
    }
    throw error;
  }
}

async function sellWithin(
  tx: AuditedDb,
  audit: Parameters<Parameters<typeof auditedWrite>[2]>[1],
  terminal: SellingTerminal,
  body: SaleBody,
  hash: string,
  now: Date,
): Promise<number> {
  const context = await saleContext(tx, terminal, body);
  if (!context) throw notFound('El sorteo');
  const lines = checkedLines(body, context);
  const drawAt = new Date(context.draw_at);
  const cutoff = cutoffOf({ drawAt, cutoffMinutes: context.cutoff_minutes });
  if (context.draw_status !== 'open' || now >= cutoff) throw new ConflictError('DRAW_CLOSED', DRAW_CLOSED);
  await assertBoothDayOpen(tx, { boothId: terminal.boothId, at: now, operation: 'sale' });

  const totalCents = lines.reduce((sum, line) => sum + line.cents, 0);
  const [ticket] = await tx
    .insert(tickets)
    .values({
      code: newTicketCode(),
      ticket_booth_id: terminal.boothId,
      seller_id: terminal.sellerId,
      draw_id: body.draw_id,
      amount: sql`${decimalOf(totalCents)}::numeric`,
      created_at: now,
      request_id: body.request_id,
      request_hash: hash,
    })
    .returning({ id: tickets.id, code: tickets.code });

  // The limits: every scope of every number locked in key order, then checked under that lock.
  const scopes = { drawId: body.draw_id, ownerId: context.owner_id, boothId: terminal.boothId, sellerId: terminal.sellerId };
  const locked = await lockNumbers(tx, scopes, needsOf(lines));
  const refused = locked.filter((row) => !row.fits);
  if (refused.length > 0) throw limitRefusal(lines, locked);

  const values = lines.map(
    (line) => sql`(${line.index}::int, ${line.gameTypeId}::int, ${line.selection}::text, ${decimalOf(line.cents)}::numeric)`,
  );
  await tx.execute(sql`
    insert into ticket_lines (ticket_id, game_type_id, selection, amount, potential_payout, sale_percentage, commission)
    select ${ticket.id}, v.game_type_id, v.selection, v.amount, round(v.amount * g.payout, 2),
           ${context.sale_percentage}::numeric, round(v.amount * ${context.sale_percentage}::numeric / 100, 2)
    from (values ${sql.join(values, sql`, `)}) v (position, game_type_id, selection, amount)
    join game_types g on g.id = v.game_type_id
    order by v.position`);
  await notifyNumbersNearLimit(tx, nearLimits(scopes, needsOf(lines), locked), context.owner_id, now);
  audit({
    action: 'sale',
    recordType: 'ticket',
    recordId: ticket.id,
    after: {
      code: ticket.code,
      draw_id: body.draw_id,
      ticket_booth_id: terminal.boothId,
      seller_id: terminal.sellerId,
      amount: Number(decimalOf(totalCents)),
      lines: lines.length,
      request_id: body.request_id,
    },
  });
  return ticket.id;
}

/** The scopes whose sales of a number this sale takes to 80 % of their limit or past it (from below), in whole cents. */
function nearLimits(scopes: SaleScopes, needs: NumberNeed[], locked: LockedNumber[]): NearLimit[] {
  const scopeIds: Record<LimitScope, number> = { global: 0, owner: scopes.ownerId ?? 0, booth: scopes.boothId, seller: scopes.sellerId };
  return locked.flatMap((row) => {
    if (row.max_amount === null || row.max_amount <= 0) return [];
    const need = needs.find((n) => n.gameTypeId === row.game_type_id && n.selection === row.selection)?.cents ?? 0;
    const max = Math.round(row.max_amount * 100);
    const sold = Math.round(row.sold * 100);
    if (sold * 5 >= max * 4 || (sold + need) * 5 < max * 4) return [];
    return [
      { drawId: scopes.drawId, gameTypeId: row.game_type_id, selection: row.selection, scope: row.scope, scopeId: scopeIds[row.scope] },
    ];
  });
}

/** The 409 of a sale a limit refused: each refused line with the limit that binds, what is sold and what is left. */
function limitRefusal(lines: CheckedLine[], locked: Awaited<ReturnType<typeof lockNumbers>>): ConflictError {
  const refusals: LimitRefusalLine[] = [];
  for (const line of lines) {
    // The scope that leaves least of this number (the most refused when several refuse).
    const binding = locked
      .filter((row) => !row.fits && row.game_type_id === line.gameTypeId && row.selection === line.selection)
      .sort((a, b) => Number(a.available) - Number(b.available))[0];
    if (!binding) continue;
    refusals.push({
      index: line.index,
      game_type_id: line.gameTypeId,
      selection: line.selection,
      limit: Number(binding.max_amount),
      sold: Number(binding.sold),
      available: Number(binding.available),
      scope: binding.scope,
    });
  }
  const blocked = refusals.every((line) => line.limit === 0);
  const detail = refusals
    .map((line) =>
      line.limit === 0
        ? `jugada ${line.index + 1} (${line.selection}): número bloqueado`
        : `jugada ${line.index + 1} (${line.selection}): disponible ${money(line.available)} de ${money(line.limit)}`,
    )
    .join('; ');
  return blocked
    ? new ConflictError('NUMBER_BLOCKED', `No se vende: ${detail}.`, { lines: refusals })
    : new ConflictError('NUMBER_LIMIT_EXCEEDED', `Se pasa del tope de venta: ${detail}.`, { lines: refusals });
}

/** The ticket a seller account sold with this request_id, if the same sale; 409 when another sale used it. */
async function earlierSale(db: Database, terminal: SellingTerminal, requestId: string, hash: string): Promise<Sale | undefined> {
  const [earlier] = await db
    .select({ id: tickets.id, hash: tickets.request_hash })
    .from(tickets)
    .where(and(eq(tickets.seller_id, terminal.sellerId), eq(tickets.request_id, requestId)));
  if (!earlier) return undefined;
  if (earlier.hash !== hash) {
    throw new ConflictError(
      'IDEMPOTENCY_KEY_REUSED',
      'Ese identificador de venta (request_id) ya se usó para otra venta: genera uno nuevo para cada venta.',
    );
  }
  return saleOf(db, earlier.id);
}

/** A sold ticket as the sale answers it. */
export async function saleOf(db: Database, id: number): Promise<Sale> {
  const [sale] = await queryRows<Omit<Sale, 'cancel_until'> & { cutoff_minutes: number; cancel_window_minutes: number }>(
    db,
    sql`select t.id, t.code, t.draw_id, d.name as draw_name, to_json(d.draw_at) #>> '{}' as draw_at,
               json_build_object('id', b.id, 'name', b.name) as booth, json_build_object('id', s.id, 'label', s.label) as seller,
               t.amount::float8 as total, to_json(t.created_at) #>> '{}' as created_at, m.cutoff_minutes, b.cancel_window_minutes,
               (select json_agg(json_build_object('game_type_id', l.game_type_id, 'game_type_name', g.name, 'selection', l.selection,
                                                  'amount', l.amount::float8, 'potential_payout', l.potential_payout::float8) order by l.id)
                from ticket_lines l join game_types g on g.id = l.game_type_id where l.ticket_id = t.id) as lines
        from tickets t
        join draws d on d.id = t.draw_id
        join modules m on m.id = d.module_id
        join ticket_booths b on b.id = t.ticket_booth_id
        join sellers s on s.id = t.seller_id
        where t.id = ${id}`,
  );
  const { cutoff_minutes, cancel_window_minutes, ...rest } = sale;
  const createdAt = new Date(rest.created_at);
  const drawAt = new Date(rest.draw_at);
  return {
    ...rest,
    draw_at: drawAt.toISOString(),
    created_at: createdAt.toISOString(),
    cancel_until: cancelUntilOf({
      createdAt,
      cancelWindowMinutes: cancel_window_minutes,
      drawAt,
      cutoffMinutes: cutoff_minutes,
    }).toISOString(),
  };
}

/**
 * Cancels a ticket with a reason: one audited transaction in which its amounts leave the sums,
 * the limits and the exposure (the ticket's triggers). A terminal, its own tickets within the
 * booth's window and before the cutoff; staff (admin, operator, the booth's owner) while the
 * draw's sales are open, recorded as out of the window.
 */
export async function cancelTicket(db: Database, id: number, reason: string, viewer: TicketViewer, write: Write): Promise<TicketDetail> {
  const { scope, now } = write;
  const terminal = terminalOf(write);
  await auditedWrite(db, write.actor, async (tx, audit) => {
    await tx.execute(sql`select ${shareLimitsLock}`);
    const [facts] = await selectTicketFacts(tx)
      .where(and(ticketById(id), ticketScope(scope)))
      .for('update', { of: tickets });
    if (!facts) throw notFound('El ticket');
    if (facts.cancelledAt !== null) throw new ConflictError('TICKET_NOT_ACTIVE', 'Este ticket ya está anulado.');
    if (facts.drawStatus !== 'open') throw new ConflictError('DRAW_CLOSED', DRAW_CLOSED);
    const pastCutoff = now >= cutoffOf(facts);
    if (terminal && (pastCutoff || now > cancelUntilOf(facts))) {
      throw new ConflictError(
        'CANCEL_WINDOW_EXPIRED',
        'Ya no se puede anular desde la taquilla: terminó el plazo para anular este ticket. Pide la anulación a la administración.',
        { cancel_until: cancelUntilOf(facts).toISOString() },
      );
    }
    if (pastCutoff) throw new ConflictError('DRAW_CLOSED', DRAW_CLOSED);
    await assertBoothDayOpen(tx, { boothId: facts.ticketBoothId, at: now, operation: 'cancel' });
    // The numbers' sums are locked in the same key order as a sale's before the ticket leaves them.
    const lines = await queryRows<{ game_type_id: number; selection: string }>(
      tx,
      sql`select distinct game_type_id, selection from ticket_lines where ticket_id = ${id}`,
    );
    const [{ owner_id: ownerId }] = await queryRows<{ owner_id: number | null }>(
      tx,
      sql`select owner_id from ticket_booths where id = ${facts.ticketBoothId}`,
    );
    await lockNumbers(
      tx,
      { drawId: facts.drawId, ownerId, boothId: facts.ticketBoothId, sellerId: facts.sellerId },
      lines.map((line) => ({ gameTypeId: line.game_type_id, selection: line.selection, cents: 0 })),
    );
    await tx
      .update(tickets)
      .set({
        cancelled_at: now,
        cancel_reason: reason,
        cancelled_in_window: terminal !== undefined,
        cancelled_by_user_id: terminal ? null : write.actor.userId,
        cancelled_by_seller_id: terminal?.sellerId ?? null,
      })
      .where(eq(tickets.id, id));
    audit({
      action: 'cancel',
      recordType: 'ticket',
      recordId: id,
      before: { status: 'active' },
      after: { status: 'cancelled', reason, in_window: terminal !== undefined, code: facts.code },
    });
  });
  return ticketDetail(db, ticketById(id), scope, viewer, now);
}

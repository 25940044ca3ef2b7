/**
 * The sale from a booth terminal and the cancellation of a ticket: each one audited transaction
 * that checks, writes and records, so a refused sale sells no line and leaves nothing behind (the
 * sale's is one statement, `sell_ticket`, which writes its audit row itself).
 *
 * A sale is idempotent by its `request_id` (unique per seller account): sent again with the same
 * body it answers the ticket it made; with another body it is refused. Sales limits hold inside
 * its transaction (limits.ts), and its lines keep, from the moment of sale, the payout and the
 * commission percentage of the owner's prize plan then (`prize_plan_of`, migration 0029), their
 * potential payout and the commission they earn.
 */
import { createHash } from 'node:crypto';
import type { LimitRefusalLine, Sale, SaleBody, TicketDetail } from '@banca/contracts';
import type { BetFormat } from '@banca/contracts/draw-rules';
import type { LimitScope } from '@banca/contracts/enums';
import { CURRENCY_LABELS, type Currency } from '@banca/contracts/money';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { gameTypes, tickets } from '../../db/schema';
import { sqlConstraint, sqlDetail, sqlState } from '../../sql-state';
import { invalidField, ConflictError, type AppError, notFound } from '../../errors';
import { auditedWrite } from '../audit';
import { assertBoothDayOpen, dayClosed } from '../cash/booth-days';
import { centsOf, decimalOf } from '../cash/money';
import { notifyNumbersNearLimit } from '../cash/money-events';
import { moneyText } from '../notifications';
import { lockNumbers, selectionOf, shareLimitsLock } from './limits';
import { ticketScope } from '../scope';
import { cancelUntilOf, cutoffOf, newTicketCode, selectTicketFacts, ticketById, ticketDetail, type TicketViewer } from '../tickets';
import type { Write } from '../writes';

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

/** The sale's payment method when it is not cash (drizzle/0028), else undefined. */
const nonCashMethod = (body: SaleBody) => (body.payment_method && body.payment_method !== 'efectivo' ? body.payment_method : undefined);

/** What a sale asks, as its hash keeps it: the draw, the currency and the lines as sent (amounts in cents). */
function requestHash(body: SaleBody): string {
  const asked = {
    draw_id: body.draw_id,
    // Only when sent: a sale of before currencies keeps its hash.
    ...(body.currency ? { currency: body.currency } : {}),
    lines: body.lines.map((line) => [line.game_type_id, line.selection.trim(), centsOf(line.amount)]),
    // Only a non-cash sale says how it was paid, so a cash sale's hash is what it always was.
    ...(nonCashMethod(body) ? { payment_method: body.payment_method } : {}),
  };
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

/** What a sale needs of a game type to read its lines: fixed catalog data (no route changes it). */
interface GameTypeFacts {
  id: number;
  name: string;
  bet_format: BetFormat;
}

/** The game types per database, read once and again when a sale names one not read yet. */
const gameTypeCache = new WeakMap<Database, Map<number, GameTypeFacts>>();

async function gameTypesOf(db: Database, ids: readonly number[]): Promise<Map<number, GameTypeFacts>> {
  const cached = gameTypeCache.get(db);
  if (cached && ids.every((id) => cached.has(id))) return cached;
  const rows = await db.select({ id: gameTypes.id, name: gameTypes.name, bet_format: gameTypes.bet_format }).from(gameTypes);
  const types = new Map(rows.map((row) => [row.id, row as GameTypeFacts]));
  gameTypeCache.set(db, types);
  return types;
}

/** A line's place in a 400: `lines.<i>.<field>`, and its message naming the line as people count (from 1). */
const lineError = (index: number, field: string, problem: string) =>
  invalidField(`lines.${index}.${field}`, `Jugada ${index + 1}: ${problem}`);

interface CheckedLine {
  index: number;
  gameTypeId: number;
  gameTypeName: string;
  selection: string;
  cents: number;
}

/** Each line read and checked against its game type's bet format (400 naming the line), in the request's order. */
function checkedLines(body: SaleBody, types: Map<number, GameTypeFacts>): CheckedLine[] {
  return body.lines.map((line, index) => {
    const cents = centsOf(line.amount);
    if (cents === null) throw lineError(index, 'amount', 'el monto admite como máximo dos decimales.');
    if (cents <= 0) throw lineError(index, 'amount', 'el monto debe ser mayor que 0.');
    const type = types.get(line.game_type_id);
    if (!type) throw lineError(index, 'game_type_id', 'el tipo de juego no existe.');
    let selection: string;
    try {
      selection = selectionOf(type.bet_format, line.selection, `lines.${index}.selection`);
    } catch (error) {
      throw lineError(index, 'selection', (error as AppError).message.replace('El número', 'el número'));
    }
    return { index, gameTypeId: type.id, gameTypeName: type.name, selection, cents };
  });
}

/** The ticket `sell_ticket` answers (src/db/functions/sell_ticket.sql). */
interface SoldTicket {
  id: number;
  code: string;
  created_at: string;
  total: number;
  draw_name: string;
  draw_at: string;
  cutoff_minutes: number;
  booth_name: string;
  cancel_window_minutes: number;
  seller_label: string;
  lines: Sale['lines'];
  currency: Currency;
  /** The scopes this sale took to 80 % of their limit (only when asked to answer them, else `NEAR_LIMIT`). */
  near: { game_type_id: number; selection: string; scope: LimitScope; scope_id: number }[] | null;
  owner_id: number | null;
}

type SellOutcome =
  | SoldTicket
  | { replay: number; hash: string }
  | { error: 'DRAW_NOT_FOUND' | 'DRAW_CLOSED' | 'NEAR_LIMIT' }
  | { error: 'DAY_CLOSED'; day: string }
  /** The booth does not sell in the currency named (`asked`), or sells in two and the sale named none. */
  | { error: 'CURRENCY'; asked: Currency | null }
  | { error: 'GAME_NOT_ENABLED'; lines: number[] }
  | { error: 'MIN_BET'; lines: { index: number; name: string; min_bet: number }[]; currency: Currency }
  | { error: 'MAX_BET'; lines: { index: number; name: string; max_bet: number }[]; currency: Currency }
  | { error: 'LIMIT'; refused: RefusedScope[]; currency: Currency }
  | { error: 'CREDIT_LIMIT_REACHED'; currency: Currency; limit: number; owed: number };

interface RefusedScope {
  game_type_id: number;
  selection: string;
  scope: LimitScope;
  limit: number;
  sold: number;
}

/**
 * Sells a ticket for a terminal: the whole sale or nothing. Answers the sale and whether it is one
 * made before with the same `request_id` (sent again: nothing new is sold).
 *
 * The sale is one statement, `sell_ticket` (src/db/functions/sell_ticket.sql), its own transaction: the booth's day,
 * the draw, the game types, the limits, the ticket with its lines and sums, and its audit row, all
 * or nothing. A sale that takes a number to 80 % of a limit owes a notice, which is written here:
 * that statement refuses it (`NEAR_LIMIT`, undone), and it is sold again in a transaction that also
 * writes the notice — once per number, draw and scope, so rarely.
 */
export async function sell(db: Database, body: SaleBody, write: Write): Promise<{ sale: Sale; replayed: boolean }> {
  const terminal = terminalOf(write);
  if (!terminal) throw new Error('a sale comes from a booth terminal');
  const hash = requestHash(body);
  const types = await gameTypesOf(
    db,
    body.lines.map((line) => line.game_type_id),
  );
  const lines = checkedLines(body, types);
  try {
    // A non-cash sale records its method in the sale's transaction (sellTicket); a cash one stays one statement.
    let outcome = nonCashMethod(body)
      ? await db
          .transaction(async (tx) => {
            const sold = await sellTicket(tx, { terminal, body, lines, hash, write, notices: false });
            if (!('id' in sold)) throw new NotSold(sold);
            return sold;
          })
          .catch((error) => {
            if (error instanceof NotSold) return error.outcome;
            throw error;
          })
      : await sellTicket(db, { terminal, body, lines, hash, write, notices: false });
    if ('error' in outcome && outcome.error === 'NEAR_LIMIT') {
      outcome = await db
        .transaction(async (tx) => {
          const again = await sellTicket(tx, { terminal, body, lines, hash, write, notices: true });
          // Not sold this time either: its statement failed, so the transaction rolls back.
          if (!('near' in again)) throw new NotSold(again);
          const crossed = (again.near ?? []).map((near) => ({
            drawId: body.draw_id,
            gameTypeId: near.game_type_id,
            selection: near.selection,
            scope: near.scope,
            scopeId: near.scope_id,
            currency: again.currency,
          }));
          await notifyNumbersNearLimit(tx, crossed, again.owner_id, write.now);
          return again;
        })
        .catch((error) => {
          if (error instanceof NotSold) return error.outcome;
          throw error;
        });
    }
    if ('replay' in outcome) return { sale: await replayOf(db, outcome.replay, outcome.hash, hash), replayed: true };
    if ('error' in outcome) throw saleRefusal(outcome, lines);
    return { sale: saleAnswer(outcome, body, terminal), replayed: false };
  } catch (error) {
    // The same request_id sold by a request racing this one: it committed first.
    if (sqlState(error) === '23505' && sqlConstraint(error) === 'tickets_seller_request_key') {
      const earlier = await earlierSale(db, terminal, body.request_id, hash);
      if (earlier) return { sale: earlier, replayed: true };
    }
    throw error;
  }
}

/**
 * One call of `sell_ticket` (src/db/functions/sell_ticket.sql) on `db`: a statement of its own, or one of a
 * transaction's. The currency the sale names (empty when none) goes in the transaction's
 * `banca.sale_currency`, set by the same statement before the sale (a subquery with a volatile
 * function is run first and never merged); `sell_ticket_attempt` checks it against the booth's
 * currencies, or takes the booth's only one, which the ticket's `currency` default reads (drizzle/0037):
 * no statement of its own reads them first.
 */
async function sellTicket(
  db: Database,
  sale: {
    terminal: SellingTerminal;
    body: SaleBody;
    lines: CheckedLine[];
    hash: string;
    write: Write;
    notices: boolean;
  },
): Promise<SellOutcome> {
  const { terminal, body, lines, write } = sale;
  const array = (values: (number | string)[], type: string) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}::${sql.raw(type)}`),
      sql`, `,
    )}]::${sql.raw(type)}[]`;
  const types = array(
    lines.map((line) => line.gameTypeId),
    'int',
  );
  const selections = array(
    lines.map((line) => line.selection),
    'text',
  );
  const amounts = array(
    lines.map((line) => decimalOf(line.cents)),
    'numeric',
  );
  try {
    const [{ outcome }] = await queryRows<{ outcome: SellOutcome }>(
      db,
      sql`select sell_ticket(${terminal.sellerId}::int, ${terminal.boothId}::int, ${body.draw_id}::int, ${body.request_id}::text,
                             ${sale.hash}::text, ${newTicketCode()}::text, ${write.now.toISOString()}::timestamptz,
                             ${types}, ${selections}, ${amounts}, ${write.actor.username}::text, ${write.actor.address}::text,
                             ${sale.notices}::boolean) as outcome
          from (select set_config('banca.sale_currency', ${body.currency ?? ''}::text, true) offset 0) as currency`,
    );
    const method = nonCashMethod(body);
    // Only ever inside a transaction (sell): the ticket and its method commit together.
    if (method && 'id' in outcome) await db.execute(sql`update tickets set payment_method = ${method} where id = ${outcome.id}`);
    return outcome;
  } catch (error) {
    // A sale not made: its statement was undone, and the error carries the answer.
    if (sqlState(error) === SALE_NOT_MADE) return JSON.parse(sqlDetail(error) ?? '') as SellOutcome;
    throw error;
  }
}

/** The SQLSTATE `sell_ticket` raises for a sale it did not make (src/db/functions/sell_ticket.sql). */
const SALE_NOT_MADE = 'BS001';

/** Thrown out of a transaction whose sale was not made (refused, or a replay), to roll it back. */
class NotSold {
  constructor(readonly outcome: SellOutcome) {}
}

/** The sale's answer from the ticket `sell_ticket` made. */
function saleAnswer(outcome: SoldTicket, body: SaleBody, terminal: SellingTerminal): Sale {
  const createdAt = new Date(outcome.created_at);
  const drawAt = new Date(outcome.draw_at);
  return {
    id: outcome.id,
    code: outcome.code,
    draw_id: body.draw_id,
    draw_name: outcome.draw_name,
    draw_at: drawAt.toISOString(),
    booth: { id: terminal.boothId, name: outcome.booth_name },
    seller: { id: terminal.sellerId, label: outcome.seller_label },
    total: outcome.total,
    currency: outcome.currency,
    created_at: createdAt.toISOString(),
    cancel_until: cancelUntilOf({
      createdAt,
      cancelWindowMinutes: outcome.cancel_window_minutes,
      drawAt,
      cutoffMinutes: outcome.cutoff_minutes,
    }).toISOString(),
    lines: outcome.lines,
  };
}

/** The error a refused sale answers (`sell_ticket`'s statement was undone). */
function saleRefusal(outcome: Extract<SellOutcome, { error: string }>, lines: CheckedLine[]): AppError {
  switch (outcome.error) {
    case 'CURRENCY':
      return outcome.asked === null
        ? invalidField('currency', 'Elige la moneda de la venta: esta taquilla vende en bolívares y en dólares.')
        : invalidField('currency', `Esta taquilla no vende en ${CURRENCY_LABELS[outcome.asked]}.`);
    case 'DRAW_NOT_FOUND':
      return notFound('El sorteo');
    case 'DAY_CLOSED':
      return dayClosed(outcome.day, 'sale');
    case 'NEAR_LIMIT':
      // Only a sale made without a transaction of its own answers it, and `sell` sells that one again.
      throw new Error('sell_ticket answered NEAR_LIMIT to a sale that writes its notices');
    case 'DRAW_CLOSED':
      return new ConflictError('DRAW_CLOSED', DRAW_CLOSED);
    case 'MIN_BET': {
      const [first] = outcome.lines;
      return lineError(first.index, 'amount', `el monto mínimo de ${first.name} es ${moneyText(first.min_bet, outcome.currency)}.`);
    }
    case 'MAX_BET': {
      const [first] = outcome.lines;
      return lineError(first.index, 'amount', `el monto máximo de ${first.name} es ${moneyText(first.max_bet, outcome.currency)}.`);
    }
    case 'GAME_NOT_ENABLED': {
      // A game type of another game, or one the booth's owner may not sell: refused naming the lines.
      const fields = Object.fromEntries(
        outcome.lines.map((index) => [
          `lines.${index}.game_type_id`,
          `Jugada ${index + 1}: ${lines[index].gameTypeName} no se vende en esta taquilla para este sorteo.`,
        ]),
      );
      return new ConflictError(
        'GAME_NOT_ENABLED',
        `${Object.values(fields).join(' ')} El tipo de juego debe ser del sorteo y estar habilitado para el propietario de la taquilla.`,
        {},
        fields,
      );
    }
    case 'LIMIT':
      return limitRefusal(lines, outcome.refused, outcome.currency);
    case 'CREDIT_LIMIT_REACHED': {
      const limit = Number(outcome.limit);
      const owed = Number(outcome.owed);
      return new ConflictError(
        'CREDIT_LIMIT_REACHED',
        `No se vende: el propietario de la taquilla debe ${moneyText(owed, outcome.currency)} de un crédito de ${moneyText(limit, outcome.currency)}, y esta venta lo pasaría. Un abono a su estado de cuenta lo libera.`,
        { currency: outcome.currency, limit, owed },
      );
    }
  }
}

/** The 409 of a sale a limit refused: each refused line with the limit that binds, what is sold and what is left. */
function limitRefusal(lines: CheckedLine[], refused: RefusedScope[], currency: Currency): ConflictError {
  const refusals: LimitRefusalLine[] = [];
  for (const line of lines) {
    // The scope that leaves least of this number (the most refused when several refuse).
    const binding = refused
      .filter((row) => row.game_type_id === line.gameTypeId && row.selection === line.selection)
      .map((row) => ({ ...row, available: Math.max(centsOf(row.limit)! - centsOf(row.sold)!, 0) / 100 }))
      .sort((a, b) => a.available - b.available)[0];
    if (!binding) continue;
    refusals.push({
      index: line.index,
      game_type_id: line.gameTypeId,
      selection: line.selection,
      limit: Number(binding.limit),
      sold: Number(binding.sold),
      available: binding.available,
      scope: binding.scope,
    });
  }
  const blocked = refusals.every((line) => line.limit === 0);
  const detail = refusals
    .map((line) =>
      line.limit === 0
        ? `jugada ${line.index + 1} (${line.selection}): número bloqueado`
        : `jugada ${line.index + 1} (${line.selection}): disponible ${moneyText(line.available, currency)} de ${moneyText(line.limit, currency)}`,
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
  return earlier ? replayOf(db, earlier.id, earlier.hash, hash) : undefined;
}

/** The ticket a request_id made, when sent again with the same body; 409 when it came with another. */
async function replayOf(db: Database, id: number, earlierHash: string | null, hash: string): Promise<Sale> {
  if (earlierHash !== hash) {
    throw new ConflictError(
      'IDEMPOTENCY_KEY_REUSED',
      'Ese identificador de venta (request_id) ya se usó para otra venta: genera uno nuevo para cada venta.',
    );
  }
  return saleOf(db, id);
}

/** A sold ticket as the sale answers it. */
export async function saleOf(db: Database, id: number): Promise<Sale> {
  const [sale] = await queryRows<Omit<Sale, 'cancel_until'> & { cutoff_minutes: number; cancel_window_minutes: number }>(
    db,
    sql`select t.id, t.code, t.draw_id, d.name as draw_name, to_json(d.draw_at) #>> '{}' as draw_at,
               json_build_object('id', b.id, 'name', b.name) as booth, json_build_object('id', s.id, 'label', s.label) as seller,
               t.amount::float8 as total, t.currency, to_json(t.created_at) #>> '{}' as created_at, m.cutoff_minutes, b.cancel_window_minutes,
               (select json_agg(json_build_object('game_type_id', l.game_type_id, 'game_type_name', g.name, 'selection', l.selection,
                                                  'amount', l.amount::float8, 'potential_payout', l.potential_payout::float8,
                                                  'payout', l.payout::float8) order by l.id)
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
      lines.map((line) => ({ gameTypeId: line.game_type_id, selection: line.selection })),
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

/**
 * A draw's lifecycle by hand — open → closed (sales closed before the draw's time) → settled
 * (result confirmed: every ticket settled), and a settled draw's correction. Each write is one use
 * case: one audited transaction whose UPDATE checks the status it expects and If-Match, answering
 * the draw with its new version.
 */
import type { DrawDetail } from '@banca/contracts';
import { type ResultFormat, resultParts, resultProblem, resultText } from '@banca/contracts/draw-rules';
import type { DrawStatus } from '@banca/contracts/enums';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { drawResults, draws, modules, tickets } from '../../db/schema';
import { invalidField, ConflictError, conflict, type AppError, notFound, staleRecord } from '../../errors';
import { auditedWrite } from '../audit';
import { notifyPrizesToPay } from '../cash/money-events';
import { nextVersion, type Versioned, type VersionCondition, versionMatches } from '../versions';
import type { Write } from '../writes';
import { readDraw } from './reads';
import { closeDueDraws } from './schedule';
import { settleTickets } from './settlement';

const DRAW_STATUS_CONFLICTS: Record<DrawStatus, string> = {
  open: 'Las ventas de este sorteo siguen abiertas: ciérralas antes de ingresar el resultado.',
  closed: 'Este sorteo aún no tiene resultado: ingrésalo antes de corregirlo.',
  settled: 'Este sorteo ya tiene resultado confirmado: corrígelo si es necesario.',
  suspended: 'Este sorteo está suspendido: no tiene resultado.',
};

/**
 * Why a lifecycle write found no row to update: the draw does not exist (404), If-Match names
 * another version (412: somebody else changed it since it was read — the usual case of two
 * administrators at once), or it is not in the status the write needs (409).
 */
async function refusal(db: Database, id: number, expected: DrawStatus, condition: VersionCondition): Promise<AppError> {
  const [draw] = await db.select({ status: draws.status, version: draws.version }).from(draws).where(eq(draws.id, id));
  if (!draw) return notFound('El sorteo');
  if (condition !== undefined && !condition.includes(draw.version)) return staleRecord();
  if (expected === 'open') return conflict('status', 'Las ventas de este sorteo ya están cerradas.');
  return conflict('status', DRAW_STATUS_CONFLICTS[draw.status]);
}

/** Closes the sales of an open draw before its time. */
export async function closeDrawSales(db: Database, id: number, write: Write): Promise<Versioned<DrawDetail>> {
  return auditedWrite(db, write.actor, async (tx, audit) => {
    await closeDueDraws(tx, write.now);
    const [closed] = await tx
      .update(draws)
      .set({ status: 'closed', closed_at: write.now, version: nextVersion(draws.version) })
      .where(and(eq(draws.id, id), eq(draws.status, 'open'), versionMatches(draws.version, write.condition)))
      .returning({ id: draws.id });
    if (!closed) throw await refusal(tx, id, 'open', write.condition);
    audit({
      action: 'draw_close',
      recordType: 'draw',
      recordId: id,
      before: { status: 'open' },
      after: { status: 'closed', closed_at: write.now.toISOString() },
    });
    return readDraw(tx, id, write.scope);
  });
}

/** Enters the result of a closed draw and settles its tickets. */
export function enterDrawResult(db: Database, id: number, numbers: readonly string[], write: Write): Promise<Versioned<DrawDetail>> {
  return confirmResult(db, id, numbers, write, 'closed');
}

/**
 * Corrects the result of a settled draw: its tickets are settled again from scratch (prizes are
 * recomputed, never added to), and the history keeps the old and the new numbers.
 */
export function correctDrawResult(db: Database, id: number, numbers: readonly string[], write: Write): Promise<Versioned<DrawDetail>> {
  return confirmResult(db, id, numbers, write, 'settled');
}

/**
 * Confirms a closed draw's result (or corrects a settled one's) and settles its tickets. `source`:
 * the results feed that sends it (`POST /v1/results/feed`), when no administrator enters it.
 */
export async function confirmResult(
  db: Database,
  id: number,
  numbers: readonly string[],
  write: Write,
  expected: 'closed' | 'settled',
  source: string | null = null,
): Promise<Versioned<DrawDetail>> {
  return auditedWrite(db, write.actor, async (tx, audit) => {
    await closeDueDraws(tx, write.now);
    // Locked first: the previous numbers the history records are the ones this write replaces.
    const [draw] = await tx
      .select({ format: modules.result_format, status: draws.status, previous: draws.winning_numbers })
      .from(draws)
      .innerJoin(modules, eq(modules.id, draws.module_id))
      .where(eq(draws.id, id))
      .for('update', { of: draws });
    if (!draw) throw notFound('El sorteo');
    const format: ResultFormat = draw.format;
    const problem = resultProblem(format, numbers);
    if (problem !== null) throw invalidField('numbers', problem);
    const text = resultText(format, numbers);
    if (expected === 'settled' && draw.status === 'settled' && draw.previous === text) {
      throw invalidField('numbers', 'El resultado corregido es igual al actual.');
    }
    // When it happened is the database's clock once the row is locked: confirmations of one draw
    // take turns here, so their times (and the audit rows', see auditLog.at) follow the order
    // they apply in, whichever instance — and whichever clock — took each request.
    const [{ at }] = await queryRows<{ at: string }>(tx, sql`SELECT clock_timestamp()::text AS at`);
    const confirmedAt = new Date(at);
    // The status, the version and the result change in one conditional UPDATE: of two
    // administrators confirming at once, exactly one finds the row as it expects it.
    const [updated] = await tx
      .update(draws)
      .set({
        status: 'settled',
        winning_numbers: text,
        settled_at: confirmedAt,
        // A proposal of the feed is answered by the confirmed result, whichever it is.
        proposed_numbers: null,
        proposed_source: null,
        proposed_at: null,
        version: nextVersion(draws.version),
      })
      .where(and(eq(draws.id, id), eq(draws.status, expected), versionMatches(draws.version, write.condition)))
      .returning({ id: draws.id });
    if (!updated) throw await refusal(tx, id, expected, write.condition);
    await tx.insert(drawResults).values({
      draw_id: id,
      winning_numbers: text,
      previous_numbers: expected === 'settled' ? draw.previous : null,
      // An administrator (the route's access) or the results feed (its source).
      entered_by: source === null ? write.actor.userId : null,
      source,
      entered_at: confirmedAt,
    });
    await settleTickets(tx, id, resultParts(format, text)!);
    // A paid prize is money out of a cash drawer: a correction may not change it.
    const changedPaid = await tx
      .select({ id: tickets.id, code: tickets.code })
      .from(tickets)
      .where(
        and(
          eq(tickets.draw_id, id),
          sql`${tickets.paid_at} is not null`,
          sql`(not ${tickets.is_winner} or ${tickets.prize_amount} <> ${tickets.paid_amount})`,
        ),
      )
      .orderBy(asc(tickets.id));
    if (changedPaid.length > 0) {
      throw new ConflictError(
        'RESULT_HAS_PAID_PRIZES',
        `La corrección cambiaría premios ya pagados (${changedPaid.map((t) => t.code).join(', ')}): no se aplicó.`,
        { tickets: changedPaid },
      );
    }
    await notifyPrizesToPay(tx, id, write.now);
    audit({
      action: expected === 'closed' ? 'draw_result' : 'draw_correction',
      recordType: 'draw',
      recordId: id,
      before: { status: draw.status, winning_numbers: draw.previous },
      after: { status: 'settled', winning_numbers: text },
    });
    return readDraw(tx, id, write.scope);
  });
}

/**
 * Prizes: a ticket verified by its code, and its prize paid once — by the terminal of the booth
 * that sold it, the booth's owner, an administrator or an operator — in one audited transaction
 * that locks the ticket, so two payments at once pay once and a result corrected meanwhile is seen.
 */
import type { PrizePayment, TicketDetail } from '@banca/contracts';
import type { PaymentMethod } from '@banca/contracts/enums';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sellers, ticketBooths, tickets, users } from '../../db/schema';
import { invalidField, ConflictError, notFound } from '../../errors';
import { auditedWrite } from '../audit';
import { assertBoothDayOpen } from '../cash/booth-days';
import { centsOf, centsOfText, decimalOf } from '../cash/money';
import { moneyText } from '../notifications';
import { type DataScope, payableScope } from '../scope';
import { prizeExpiresAtOf, selectTicketFacts, storedTicketCode, ticketById, ticketDetail, type TicketViewer } from '../tickets';
import type { Write } from '../writes';

/** A ticket by its code (as typed), with its status, prize and payment; 404 outside the caller's reach. */
export function verifyTicket(db: Database, code: string, viewer: TicketViewer, scope: DataScope, now: Date): Promise<TicketDetail> {
  return ticketDetail(db, and(eq(tickets.code, storedTicketCode(code)), payableScope(scope))!, { kind: 'all' }, viewer, now);
}

/** Who paid a ticket, where and when, for the answer to a second payment. */
async function paymentOf(db: Database, id: number) {
  const [paid] = await db
    .select({
      at: tickets.paid_at,
      user: sql<string | null>`${users.first_name} || ' ' || ${users.last_name}`,
      seller: sellers.label,
      booth: ticketBooths.name,
    })
    .from(tickets)
    .leftJoin(users, eq(users.id, tickets.paid_by_user_id))
    .leftJoin(sellers, eq(sellers.id, tickets.paid_by_seller_id))
    .leftJoin(ticketBooths, eq(ticketBooths.id, tickets.paid_booth_id))
    .where(eq(tickets.id, id));
  return { at: paid.at!, by: paid.seller !== null ? `${paid.seller} (terminal)` : (paid.user ?? 'sistema'), booth: paid.booth };
}

/**
 * Pays a winning ticket's prize if it is still `expectedAmount` (the amount the payer saw). 409:
 * TICKET_NOT_ACTIVE (cancelled), DRAW_NOT_SETTLED, TICKET_NOT_WINNER, PRIZE_ALREADY_PAID (who,
 * when, where), PRIZE_EXPIRED, PRIZE_AMOUNT_CHANGED (with the prize as it is now).
 */
export async function payPrize(
  db: Database,
  id: number,
  expectedAmount: number,
  write: Write,
  method: PaymentMethod = 'efectivo',
): Promise<PrizePayment> {
  const expected = centsOf(expectedAmount);
  if (expected === null) throw invalidField('expected_amount', 'El campo «expected_amount» admite como máximo dos decimales.');
  const { scope, now } = write;
  const terminal = scope.kind === 'terminal' ? scope : undefined;
  return auditedWrite(db, write.actor, async (tx, audit) => {
    const [facts] = await selectTicketFacts(tx)
      .where(and(ticketById(id), payableScope(scope)))
      .for('update', { of: tickets });
    if (!facts) throw notFound('El ticket');
    if (facts.cancelledAt !== null) throw new ConflictError('TICKET_NOT_ACTIVE', 'Este ticket está anulado: no tiene premio.');
    if (facts.drawStatus !== 'settled') {
      throw new ConflictError('DRAW_NOT_SETTLED', 'El sorteo de este ticket aún no tiene resultado: su premio no se puede pagar todavía.');
    }
    if (!facts.isWinner) throw new ConflictError('TICKET_NOT_WINNER', 'Este ticket no es ganador.');
    if (facts.paidAt !== null) {
      const paid = await paymentOf(tx, id);
      const where = paid.booth === null ? 'desde la administración' : `en ${paid.booth}`;
      throw new ConflictError('PRIZE_ALREADY_PAID', `Este premio ya se pagó: lo pagó ${paid.by} ${where}.`, {
        paid_at: paid.at.toISOString(),
        paid_by: paid.by,
        paid_booth: paid.booth,
      });
    }
    const expiresAt = prizeExpiresAtOf(facts);
    if (now > expiresAt) throw new ConflictError('PRIZE_EXPIRED', 'El premio de este ticket caducó: pasó el plazo para cobrarlo.');
    const prize = centsOfText(facts.prize);
    if (expected !== prize) {
      throw new ConflictError(
        'PRIZE_AMOUNT_CHANGED',
        `El premio de este ticket es ${moneyText(decimalOf(prize), facts.currency)}, no el monto indicado: revísalo antes de pagar.`,
        { prize_amount: Number(decimalOf(prize)) },
      );
    }
    await assertBoothDayOpen(tx, { boothId: terminal?.boothId ?? facts.ticketBoothId, at: now, operation: 'payment' });
    await tx
      .update(tickets)
      .set({
        paid_at: now,
        paid_amount: sql`${tickets.prize_amount}`,
        paid_by_user_id: terminal ? null : write.actor.userId,
        paid_by_seller_id: terminal?.sellerId ?? null,
        paid_booth_id: terminal?.boothId ?? null,
        paid_method: method,
      })
      .where(eq(tickets.id, id));
    const paid = await paymentOf(tx, id);
    audit({
      action: 'pay',
      recordType: 'ticket',
      recordId: id,
      before: { paid_at: null },
      after: { paid_at: now.toISOString(), amount: Number(decimalOf(prize)), code: facts.code, paid_by: paid.by, payment_method: method },
    });
    return { ticket_id: id, paid_at: now.toISOString(), paid_by: paid.by, amount: Number(decimalOf(prize)) };
  });
}

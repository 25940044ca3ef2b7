/**
 * Refunds: a ticket of a suspended draw (draws/changes.ts) is owed back to its buyer; its refund is
 * paid once — by the terminal of the booth that sold it, the booth's owner, an administrator or an
 * operator — in one audited transaction whose UPDATE finds it unpaid, so two payments at once pay once.
 * The booth's day counts it in `refunds_paid` (booth_day_refunds, migration 0026).
 */
import type { RefundPayment } from '@banca/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sellers, ticketBooths, tickets, users } from '../../db/schema';
import { ConflictError, notFound } from '../../errors';
import { auditedWrite } from '../audit';
import { assertBoothDayOpen } from '../cash/booth-days';
import { payableScope } from '../scope';
import { ticketById } from '../tickets';
import type { Write } from '../writes';

/** Who paid a refund back and when. */
async function refundPaymentOf(db: Database, id: number) {
  const [paid] = await db
    .select({
      at: tickets.refund_paid_at,
      user: sql<string | null>`${users.first_name} || ' ' || ${users.last_name}`,
      seller: sellers.label,
      booth: ticketBooths.name,
    })
    .from(tickets)
    .leftJoin(users, eq(users.id, tickets.refund_paid_by_user_id))
    .leftJoin(sellers, eq(sellers.id, tickets.refund_paid_by_seller_id))
    .leftJoin(ticketBooths, eq(ticketBooths.id, tickets.refund_paid_booth_id))
    .where(eq(tickets.id, id));
  return { at: paid.at!, by: paid.seller !== null ? `${paid.seller} (terminal)` : (paid.user ?? 'sistema'), booth: paid.booth };
}

/** Pays a refunded ticket's amount back: 409 TICKET_NOT_REFUNDABLE when it is not refunded or its refund was paid (who, when). */
export async function payRefund(db: Database, id: number, write: Write): Promise<RefundPayment> {
  const { scope, now } = write;
  const terminal = scope.kind === 'terminal' ? scope : undefined;
  return auditedWrite(db, write.actor, async (tx, audit) => {
    const [ticket] = await tx
      .select({
        code: tickets.code,
        boothId: tickets.ticket_booth_id,
        amount: sql<string>`${tickets.amount}::text`,
        refundedAt: tickets.refunded_at,
        refundPaidAt: tickets.refund_paid_at,
      })
      .from(tickets)
      .where(and(ticketById(id), payableScope(scope)))
      .for('update');
    if (!ticket) throw notFound('El ticket');
    if (ticket.refundedAt === null) {
      throw new ConflictError('TICKET_NOT_REFUNDABLE', 'Este ticket no tiene reintegro: su sorteo no fue suspendido.');
    }
    if (ticket.refundPaidAt !== null) {
      const paid = await refundPaymentOf(tx, id);
      const where = paid.booth === null ? 'desde la administración' : `en ${paid.booth}`;
      throw new ConflictError('TICKET_NOT_REFUNDABLE', `Este reintegro ya se pagó: lo pagó ${paid.by} ${where}.`, {
        paid_at: paid.at.toISOString(),
        paid_by: paid.by,
      });
    }
    await assertBoothDayOpen(tx, { boothId: terminal?.boothId ?? ticket.boothId, at: now, operation: 'payment' });
    await tx
      .update(tickets)
      .set({
        refund_paid_at: now,
        refund_paid_by_user_id: terminal ? null : write.actor.userId,
        refund_paid_by_seller_id: terminal?.sellerId ?? null,
        refund_paid_booth_id: terminal?.boothId ?? null,
      })
      .where(and(eq(tickets.id, id), isNull(tickets.refund_paid_at)));
    const paid = await refundPaymentOf(tx, id);
    const amount = Number(ticket.amount);
    audit({
      action: 'refund_pay',
      recordType: 'ticket',
      recordId: id,
      before: { refund_paid_at: null },
      after: { refund_paid_at: now.toISOString(), amount, code: ticket.code, paid_by: paid.by },
    });
    return { ticket_id: id, paid_at: now.toISOString(), paid_by: paid.by, amount };
  });
}

/** The terminal's words for a ticket's state (the kit's names, a tag style of the terminal's own). */
import type { TicketStatus } from '@banca/contracts';
import { PRIZE_PAYMENT_TAGS, prizePaymentOf, TICKET_STATUS_TAGS } from '@banca/kit';

/** A ticket's status as a small tag; a winner's «Ganador» has «Pagado» or «Sin pagar» beside it, as in the back-office. */
export function StatusTag({ status, paid = false }: { status: TicketStatus; paid?: boolean }) {
  const payment = prizePaymentOf({ status, paid });
  return (
    <>
      <span className={`t-tag t-tag-${status}`}>{TICKET_STATUS_TAGS[status].label}</span>
      {payment && <span className={`t-tag t-tag-${payment}`}>{PRIZE_PAYMENT_TAGS[payment].label}</span>}
    </>
  );
}

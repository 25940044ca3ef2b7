/** The terminal's words for a ticket's state (the kit's names, a tag style of the terminal's own). */
import type { TicketStatus } from '@banca/contracts';
import { TICKET_STATUS_TAGS } from '@banca/kit';

/** A ticket's status as a small tag; a paid winner says "Pagado". */
export function StatusTag({ status, paid = false }: { status: TicketStatus; paid?: boolean }) {
  if (status === 'winner' && paid) return <span className="t-tag t-tag-paid">Pagado</span>;
  return <span className={`t-tag t-tag-${status}`}>{TICKET_STATUS_TAGS[status].label}</span>;
}

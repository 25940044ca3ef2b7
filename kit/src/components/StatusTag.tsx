import type { TicketStatus } from '@banca/contracts';
import { Tag } from 'antd';
import { PRIZE_PAYMENT_TAGS, prizePaymentOf, TICKET_STATUS_TAGS, type TagStyle } from '../labels';

/** A coloured tag for a code (a draw status, a ticket result, a hierarchy level, a user level...). */
export function StatusTag<T extends string>({ value, styles }: { value: T; styles: Record<T, TagStyle> }) {
  const style = styles[value] as TagStyle | undefined;
  return <Tag color={style?.color ?? 'default'}>{style?.label ?? value}</Tag>;
}

/**
 * A ticket's status and, for a winner, whether its prize was paid: «Ganador» then «Pagado» or «Sin
 * pagar» (the kit's labels), the same on every screen.
 */
export function TicketStatusTags({ status, paid }: { status: TicketStatus; paid: boolean }) {
  const payment = prizePaymentOf({ status, paid });
  return (
    <>
      <StatusTag value={status} styles={TICKET_STATUS_TAGS} />
      {payment && <StatusTag value={payment} styles={PRIZE_PAYMENT_TAGS} />}
    </>
  );
}

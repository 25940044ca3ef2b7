/** A ticket as its receipt shows it, from the sale's answer or from the ticket's detail, and as text to share. */
import type { Sale, TicketDetail, TicketStatus } from '@banca/contracts';
import type { Currency } from '@banca/contracts/money';
import { selectionLabel } from '@banca/contracts/draw-rules';
import { formatCurrency, formatDate, formatDateTime, formatPayout, formatTime, TICKET_STATUS_TAGS } from '@banca/kit';

export interface ReceiptData {
  code: string;
  boothName: string;
  sellerLabel: string;
  drawName: string;
  drawAt: string;
  /** `payout`: the multiplier the line was sold with (its owner's prize plan then), beside what it pays. */
  lines: { gameTypeName: string; selection: string; amount: number; potentialPayout: number; payout: number }[];
  total: number;
  /** Every amount of the ticket is in it. */
  currency: Currency;
  createdAt: string;
  cancelUntil: string;
  /** Known from the ticket's detail: an annulled ticket's receipt says so. */
  status?: TicketStatus;
}

/**
 * `labelOf` shows a line's selection as people read it (an animal with its name, `00 Ballena`);
 * the sale's answer names the game type, whose bet format the terminal knows from the draw.
 */
export function receiptOfSale(sale: Sale, labelOf: (gameTypeId: number, selection: string) => string = (_, s) => s): ReceiptData {
  return {
    code: sale.code,
    boothName: sale.booth.name,
    sellerLabel: sale.seller.label,
    drawName: sale.draw_name,
    drawAt: sale.draw_at,
    lines: sale.lines.map((line) => ({
      gameTypeName: line.game_type_name,
      selection: labelOf(line.game_type_id, line.selection),
      amount: line.amount,
      potentialPayout: line.potential_payout,
      payout: line.payout,
    })),
    total: sale.total,
    currency: sale.currency,
    createdAt: sale.created_at,
    cancelUntil: sale.cancel_until,
  };
}

export function receiptOfTicket(ticket: TicketDetail): ReceiptData {
  return {
    code: ticket.code,
    boothName: ticket.booth_name,
    sellerLabel: ticket.seller_label,
    drawName: ticket.draw.name,
    drawAt: ticket.draw.draw_at,
    lines: ticket.lines.map((line) => ({
      gameTypeName: line.game_type_name,
      selection: selectionLabel(line.bet_format, line.selection),
      amount: line.amount,
      potentialPayout: line.potential_payout,
      payout: line.payout,
    })),
    total: ticket.amount,
    currency: ticket.currency,
    createdAt: ticket.created_at,
    cancelUntil: ticket.cancel_until,
    status: ticket.status,
  };
}

/** What a line pays if it wins, and its multiplier: «paga $175,00, 70×». */
export const payText = (line: Pick<ReceiptData['lines'][number], 'potentialPayout' | 'payout'>, currency: ReceiptData['currency']) =>
  `paga ${formatCurrency(line.potentialPayout, currency)}, ${formatPayout(line.payout)}`;

/** "Anular hasta 11:07" on the banca's clock. */
export const cancelUntilText = (data: Pick<ReceiptData, 'cancelUntil'>) => `Anular hasta ${formatTime(data.cancelUntil)}`;

/**
 * The draw and when it is: «Lotería Nacional 12:00 · 26/11/2026» — a draw named after its hour
 * gets only the day after it, not the hour a second time.
 */
export function drawText(data: Pick<ReceiptData, 'drawName' | 'drawAt'>): string {
  const named = data.drawName.includes(formatTime(data.drawAt));
  return `${data.drawName} · ${named ? formatDate(data.drawAt) : formatDateTime(data.drawAt)}`;
}

/** The receipt as plain text: what sharing sends (a message, a note) when a picture or a print is not at hand. */
export function receiptText(data: ReceiptData): string {
  return [
    data.boothName,
    `Ticket ${data.code}`,
    ...(data.status === 'cancelled' ? [TICKET_STATUS_TAGS.cancelled.label.toUpperCase()] : []),
    `Sorteo: ${drawText(data)}`,
    ...data.lines.map(
      (line) => `${line.gameTypeName} ${line.selection}: ${formatCurrency(line.amount, data.currency)} (${payText(line, data.currency)})`,
    ),
    `Total: ${formatCurrency(data.total, data.currency)}`,
    `Vendido: ${formatDateTime(data.createdAt)} · ${data.sellerLabel}`,
    cancelUntilText(data),
  ].join('\n');
}

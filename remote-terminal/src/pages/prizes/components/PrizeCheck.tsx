import type { Currency } from '@banca/contracts/money';
import { selectionLabel } from '@banca/contracts/draw-rules';
import type { TicketDetail } from '@banca/contracts';
import type { PaymentMethod } from '@banca/contracts/enums';
import { formatCurrency, formatDate, formatDateTime } from '@banca/kit';
import { useState } from 'react';
import { ConfirmRow } from '../../../shared/ConfirmRow';
import { StatusTag } from '../../../shared/labels';
import { PaymentMethodField } from '../../../shared/PaymentMethodField';
import { usePayPrize } from '../hooks/usePayPrize';

export const PRIZE_TEXT = {
  pay: (amount: string) => `Pagar ${amount}`,
  confirm: (amount: string) => `Confirmar el pago de ${amount}`,
  paid: 'Premio pagado.',
  method: 'Forma de pago del premio',
  pending: 'El sorteo aún no tiene resultado: el ticket no se puede pagar todavía.',
  loser: 'Este ticket no ganó.',
  cancelled: 'Este ticket fue anulado: no tiene premio.',
  refunded: 'Su sorteo se suspendió: se devuelve lo jugado (ver Reintegros por pagar).',
} as const;

/** Who paid a prize, when and where, as a seller reads it. */
function paidText(payment: { at: string; by: { name: string }; amount: number; booth_name: string | null }, currency: Currency): string {
  const where = payment.booth_name ? ` en ${payment.booth_name}` : ' desde la administración';
  return `Pagado el ${formatDateTime(payment.at)} por ${payment.by.name}${where}: ${formatCurrency(payment.amount, currency)}.`;
}

/** A refusal of the payment, in words that say what to do. */
function refusalText(error: { code?: string; message: string; body?: unknown }, currency: Currency): string {
  const body = (error.body ?? {}) as { paid_at?: string; paid_by?: string; paid_booth?: string | null; prize_amount?: number };
  if (error.code === 'PRIZE_ALREADY_PAID' && body.paid_at) {
    const where = body.paid_booth ? ` en ${body.paid_booth}` : ' desde la administración';
    return `Ya estaba pagado: el ${formatDateTime(body.paid_at)} por ${body.paid_by ?? '—'}${where}. No lo pagues otra vez.`;
  }
  if (error.code === 'PRIZE_AMOUNT_CHANGED' && body.prize_amount !== undefined) {
    return `El premio cambió (ahora ${formatCurrency(body.prize_amount, currency)}): se corrigió el resultado. Vuelve a verificar el ticket.`;
  }
  return error.message;
}

/**
 * A ticket found by its code: its status, its draw and result, its prize, and paying it — once,
 * with a second tap to confirm the amount; a prize paid already says by whom, when and where.
 */
export function PrizeCheck({ ticket }: { ticket: TicketDetail }) {
  const pay = usePayPrize(ticket.id);
  const [confirming, setConfirming] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>('efectivo');
  const prize = formatCurrency(ticket.prize_amount, ticket.currency);
  return (
    <section className="t-card" aria-labelledby="t-prize-heading">
      <h2 id="t-prize-heading">
        Ticket {ticket.code} <StatusTag status={ticket.status} paid={ticket.payment !== null} />
      </h2>
      <dl className="t-figures">
        <div>
          <dt>Sorteo</dt>
          <dd style={{ fontSize: 16 }}>
            {ticket.draw.name} · {formatDate(ticket.draw.draw_at)}
          </dd>
        </div>
        <div>
          <dt>Resultado</dt>
          <dd>{ticket.draw.winning_numbers ?? '—'}</dd>
        </div>
        <div>
          <dt>Jugado</dt>
          <dd>{formatCurrency(ticket.amount, ticket.currency)}</dd>
        </div>
        <div>
          <dt>Premio</dt>
          <dd>{ticket.status === 'winner' ? prize : '—'}</dd>
        </div>
      </dl>
      <ul className="t-lines" aria-label="Jugadas">
        {ticket.lines.map((line) => {
          // Once the draw has its result, the lines that won are marked (and what each pays).
          const won = ticket.draw.winning_numbers !== null && line.is_winner;
          return (
            <li key={line.id}>
              <span className="t-grow">
                {line.game_type_name} <strong>{selectionLabel(line.bet_format, line.selection)}</strong> ·{' '}
                {formatCurrency(line.amount, ticket.currency)}
              </span>
              {won && <span className="t-tag t-tag-winner">Ganadora · paga {formatCurrency(line.potential_payout, ticket.currency)}</span>}
            </li>
          );
        })}
      </ul>
      {ticket.status === 'pending' && <p>{PRIZE_TEXT.pending}</p>}
      {ticket.status === 'loser' && <p>{PRIZE_TEXT.loser}</p>}
      {ticket.status === 'cancelled' && <p>{PRIZE_TEXT.cancelled}</p>}
      {ticket.status === 'refunded' && (
        <p>{ticket.refund?.paid_at ? `Reintegro pagado por ${ticket.refund.paid_by ?? '—'}.` : PRIZE_TEXT.refunded}</p>
      )}
      {ticket.payment && (
        <div className={`t-alert ${pay.isSuccess ? 't-alert-success' : 't-alert-info'}`} role="status">
          {pay.isSuccess && <strong>{PRIZE_TEXT.paid}</strong>}
          <p>{paidText(ticket.payment, ticket.currency)}</p>
        </div>
      )}
      {pay.isError && (
        <div className="t-alert" role="alert">
          <p>{refusalText(pay.error, ticket.currency)}</p>
        </div>
      )}
      {ticket.status === 'winner' && !ticket.payment && ticket.actions.pay && (
        <>
          <p className="t-muted">Se puede pagar hasta el {formatDate(ticket.prize_expires_at)}.</p>
          <PaymentMethodField label={PRIZE_TEXT.method} value={method} onChange={setMethod} disabled={pay.isPending} />
          {confirming ? (
            <ConfirmRow
              back="Volver"
              onBack={() => setConfirming(false)}
              confirm={PRIZE_TEXT.confirm(prize)}
              pending={pay.isPending}
              onConfirm={() => pay.mutate({ expected: ticket.prize_amount, method })}
            />
          ) : (
            <button type="button" className="t-button t-button-primary t-button-big" onClick={() => setConfirming(true)}>
              {PRIZE_TEXT.pay(prize)}
            </button>
          )}
        </>
      )}
      {ticket.status === 'winner' && !ticket.payment && !ticket.actions.pay && (
        <p>
          Este premio no se puede pagar en esta taquilla
          {Date.parse(ticket.prize_expires_at) < Date.now() ? ': venció su plazo de cobro' : ''}.
        </p>
      )}
    </section>
  );
}

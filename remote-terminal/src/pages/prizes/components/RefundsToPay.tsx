import type { RefundPayment, TicketRow } from '@banca/contracts';
import { formatCurrency, terminalApi, ticketsKeys } from '@banca/kit';
import { type ApiError, toApiError, useAuthStore } from '@banca/shared-auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { terminalKeys } from '../../../shared/queryKeys';

export const REFUND_TEXT = {
  heading: 'Reintegros por pagar',
  none: 'No hay reintegros por pagar.',
  pay: (amount: string) => `Pagar reintegro de ${amount}`,
  confirm: (amount: string) => `Confirmar la devolución de ${amount}`,
  paid: (code: string, amount: string) => `Reintegro del ticket ${code} pagado: ${amount}.`,
  soldBy: (seller: string) => `vendido por ${seller}`,
} as const;

/** Pays a refund back once; every tickets list (this one too) is read again afterwards. */
function usePayRefund() {
  const queryClient = useQueryClient();
  return useMutation<RefundPayment, ApiError, number>({
    mutationFn: async (id) => {
      try {
        return await terminalApi.payRefund(id);
      } catch (error) {
        throw toApiError(error);
      }
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ticketsKeys.all }),
  });
}

/** One refund owed: its ticket, draw and amount (and who sold it, when another account of the booth did), paid with a second tap that says the amount. */
function RefundRow({ ticket, onPaid }: { ticket: TicketRow; onPaid: (text: string) => void }) {
  const pay = usePayRefund();
  const sellerId = useAuthStore((s) => s.terminal?.seller.id);
  const [confirming, setConfirming] = useState(false);
  const amount = formatCurrency(ticket.amount, ticket.currency);
  return (
    <li>
      <span className="t-grow">
        <strong>{ticket.code}</strong> · {ticket.draw_name} · {amount}
        {ticket.seller_id !== sellerId && ` · ${REFUND_TEXT.soldBy(ticket.seller_label)}`}
      </span>
      {pay.isError && (
        <span className="t-alert" role="alert">
          {pay.error.message}
        </span>
      )}
      {confirming ? (
        <button
          type="button"
          className="t-button t-button-primary"
          aria-disabled={pay.isPending}
          onClick={() => !pay.isPending && pay.mutate(ticket.id, { onSuccess: () => onPaid(REFUND_TEXT.paid(ticket.code, amount)) })}
        >
          {pay.isPending && <span className="t-spinner" aria-hidden />}
          {REFUND_TEXT.confirm(amount)}
        </button>
      ) : (
        <button type="button" className="t-button" onClick={() => setConfirming(true)}>
          {REFUND_TEXT.pay(amount)}
        </button>
      )}
    </li>
  );
}

/**
 * «Reintegros por pagar»: the booth's tickets of suspended draws (whichever of its seller accounts
 * sold them) whose money is still owed to the buyer (the server's list, `refund_owed`), each paid
 * back once.
 */
export function RefundsToPay() {
  const owed = useQuery({ queryKey: terminalKeys.refundsOwed, queryFn: () => terminalApi.refundsOwed() });
  const [paid, setPaid] = useState<string | null>(null);
  return (
    <section className="t-card" aria-labelledby="t-refunds-heading">
      <h2 id="t-refunds-heading">{REFUND_TEXT.heading}</h2>
      {paid && (
        <div className="t-alert t-alert-success" role="status">
          <strong>{paid}</strong>
        </div>
      )}
      {owed.isError && <p className="t-muted">No se pudieron leer los reintegros por pagar: {toApiError(owed.error).message}</p>}
      {owed.data && owed.data.tickets.length === 0 && <p className="t-muted">{REFUND_TEXT.none}</p>}
      {owed.data && owed.data.tickets.length > 0 && (
        <ul className="t-lines" aria-label={REFUND_TEXT.heading}>
          {owed.data.tickets.map((ticket) => (
            <RefundRow key={ticket.id} ticket={ticket} onPaid={setPaid} />
          ))}
        </ul>
      )}
    </section>
  );
}

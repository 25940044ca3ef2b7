import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { routes } from '../../routes';
import { formatCents } from '../../shared/money';
import { saleSender, saleStore } from './saleSender';

export const PENDING_TEXT = {
  sendingTitle: 'Enviando la venta…',
  resendingTitle: 'Reenviando la venta…',
  unknownTitle: 'Venta sin confirmar',
  unknownBody:
    'No llegó la respuesta del servidor, así que aún no se sabe si la venta se hizo. Se reenvía sola, con el mismo identificador, hasta saberlo: nunca se vende dos veces. No repitas la venta ni entregues el ticket todavía.',
  retry: 'Reintentar ahora',
  confirmed: (code: string, total: string) => `Venta confirmada: ticket ${code} (${total}).`,
  toReceipt: 'Ver el recibo en «Vender»',
} as const;

/** Seconds until the next resend, counted down. */
function useSecondsUntil(moment: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (moment === null) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [moment]);
  return moment === null ? null : Math.max(0, Math.ceil((moment - now) / 1000));
}

/** A sale confirmed while another page is shown: said there, with the way to its receipt. */
function ConfirmedElsewhere() {
  const state = useStore(saleStore);
  const { pathname } = useLocation();
  // "Vender" shows the receipt itself.
  if (state.status !== 'sold' || pathname === routes['terminal.sell'].path) return null;
  return (
    <div className="t-alert t-alert-success t-no-print" role="status">
      <p>{PENDING_TEXT.confirmed(state.sale.code, formatCents(Math.round(state.sale.total * 100)))}</p>
      <NavLink to={routes['terminal.sell'].path}>{PENDING_TEXT.toReceipt}</NavLink>
    </div>
  );
}

/**
 * A sale on its way or whose answer was lost, on every page: what happened, its lines and total,
 * when it is sent again, and a way to send it now. It scrolls itself into view when it appears (the
 * seller tapped "Vender" at the bottom of the page); a sale confirmed while another page is shown
 * is said on that page.
 */
export function PendingSaleNotice() {
  const state = useStore(saleStore);
  const seconds = useSecondsUntil(state.status === 'unknown' ? state.nextAttemptAt : null);
  const shown = state.status === 'unknown' || (state.status === 'sending' && state.attempt > 1);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // Not in every browser engine (nor jsdom): then it stays where it is drawn.
    if (shown) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [shown]);
  if (state.status === 'sold') return <ConfirmedElsewhere />;
  // The first sending is shown by the sale's own button; a resend or a lost answer here, on every page.
  if (!shown) return null;
  const { pending } = state;
  return (
    <section
      ref={ref}
      className="t-alert t-alert-warning t-pending t-no-print"
      role="status"
      aria-live="polite"
      aria-label="Venta sin confirmar"
    >
      <strong>{state.status === 'unknown' ? PENDING_TEXT.unknownTitle : PENDING_TEXT.resendingTitle}</strong>
      {state.status === 'unknown' && <p>{PENDING_TEXT.unknownBody}</p>}
      <p>
        {pending.draw.name}: {pending.lines.map((line) => `${line.selection} (${formatCents(line.cents)})`).join(', ')} · Total{' '}
        {formatCents(pending.totalCents)}
      </p>
      {state.status === 'unknown' && (
        <>
          <p className="t-muted">
            Intentos: {pending.attempts} ({state.lastError}). Próximo intento en {seconds ?? 0} s.
          </p>
          <button type="button" className="t-button" onClick={() => saleSender.retryNow()}>
            {PENDING_TEXT.retry}
          </button>
        </>
      )}
    </section>
  );
}

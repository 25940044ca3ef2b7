/**
 * Suspending a draw that did not happen (administrators): the reason is required and kept with the
 * draw, its tickets and the audit trail; the dialog says how many tickets will be refunded.
 */
import type { DrawDetail } from '@banca/contracts';
import { formatCount, formatCurrency, ReasonDialog } from '@banca/kit';

export const SUSPEND_REASON_REQUIRED = 'Escribe el motivo de la suspensión.';
const MAX_REASON = 500;

/** What the suspension does to the draw's tickets, in words. */
export function refundsText(draw: DrawDetail): string {
  if (draw.tickets_count === 0) return 'No tiene tickets vendidos: no hay nada que reintegrar.';
  const tickets = `${formatCount(draw.tickets_count)} ${draw.tickets_count === 1 ? 'ticket' : 'tickets'}`;
  return `Sus ${tickets} (${formatCurrency(draw.sales_total)}) quedarán reintegrados: el dinero se devuelve a los compradores en la taquilla que los vendió.`;
}

export function SuspendDrawDialog({
  draw,
  open,
  saving,
  onClose,
  onSubmit,
}: {
  draw: DrawDetail;
  open: boolean;
  saving: boolean;
  onClose: () => void;
  /** Resolves when suspended (or when the page took the refusal); rejects with a refusal the dialog shows. */
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  return (
    <ReasonDialog
      title={`Suspender «${draw.name}»`}
      open={open}
      saving={saving}
      onClose={onClose}
      onSubmit={onSubmit}
      description={`El sorteo no se realizó: no tendrá resultado. ${refundsText(draw)}`}
      label="Motivo de la suspensión"
      required={SUSPEND_REASON_REQUIRED}
      maxLength={MAX_REASON}
      submitText="Suspender sorteo"
    />
  );
}

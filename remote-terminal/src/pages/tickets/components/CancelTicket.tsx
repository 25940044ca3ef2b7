import type { TicketDetail } from '@banca/contracts';
import { MAX_CANCEL_REASON_LENGTH } from '@banca/contracts/limits';
import { formatDateTime, formatTime } from '@banca/kit';
import { type FormEvent, useState } from 'react';
import { countdown } from '../../../shared/serverClock';
import { TerminalField } from '../../../shared/TerminalField';
import { useCancelTicket } from '../hooks/useCancelTicket';

export const CANCEL_REASONS = ['Error al escribir la jugada', 'El cliente desistió de la compra', 'Monto equivocado'] as const;
const OTHER = 'other';

export const CANCEL_TEXT = {
  open: 'Anular ticket',
  confirm: 'Anular ticket',
  reasonLegend: 'Motivo de la anulación',
  other: 'Otro motivo',
  otherLabel: 'Escribe el motivo',
  reasonRequired: 'Elige o escribe el motivo.',
  done: 'Ticket anulado.',
} as const;

/** Why a cancellation was refused, with what the refusal names. */
function refusalText(error: { code?: string; message: string; body?: unknown }): string {
  if (error.code === 'CANCEL_WINDOW_EXPIRED') {
    const until = (error.body as { cancel_until?: string } | undefined)?.cancel_until;
    return until ? `Ya no se puede anular: el plazo terminó a las ${formatTime(until)}.` : error.message;
  }
  return error.message;
}

/**
 * Cancelling one's own ticket within the booth's window (the server decides: `actions.cancel`),
 * with a reason: a usual one at a tap, or one's own words. An annulled ticket says who, when and why.
 */
export function CancelTicket({ ticket, now }: { ticket: TicketDetail; now: number }) {
  const cancel = useCancelTicket(ticket.id);
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const [missing, setMissing] = useState(false);

  if (ticket.cancellation) {
    return (
      <div className="t-alert t-alert-info" role={cancel.isSuccess ? 'status' : undefined}>
        {cancel.isSuccess && <strong>{CANCEL_TEXT.done}</strong>}
        <p>
          Anulado el {formatDateTime(ticket.cancellation.at)} por {ticket.cancellation.by.name}: {ticket.cancellation.reason}
        </p>
      </div>
    );
  }
  if (!ticket.actions.cancel) {
    if (ticket.status !== 'pending') return null;
    return <p className="t-muted">Ya no se puede anular: el plazo terminó a las {formatTime(ticket.cancel_until)}.</p>;
  }
  const left = Date.parse(ticket.cancel_until) - now;
  if (!open) {
    return (
      <>
        <p className="t-muted">
          Se puede anular hasta las {formatTime(ticket.cancel_until)} {left > 0 && `(quedan ${countdown(left)})`}.
        </p>
        <button type="button" className="t-button t-button-danger" onClick={() => setOpen(true)}>
          {CANCEL_TEXT.open}
        </button>
      </>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = choice === OTHER ? other.trim() : choice;
    if (!reason) {
      setMissing(true);
      return;
    }
    cancel.mutate(reason);
  };
  return (
    <form className="t-card" onSubmit={submit} noValidate aria-label="Anular el ticket">
      <fieldset className="t-field" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="t-label">{CANCEL_TEXT.reasonLegend}</legend>
        <div className="t-choices">
          {[...CANCEL_REASONS, OTHER].map((reason) => (
            <label key={reason} className="t-choice" style={{ flexDirection: 'row', alignItems: 'center', gap: 8 }}>
              <input
                type="radio"
                name="reason"
                value={reason}
                checked={choice === reason}
                onChange={() => {
                  setChoice(reason);
                  setMissing(false);
                }}
              />
              {reason === OTHER ? CANCEL_TEXT.other : reason}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === OTHER && (
        <TerminalField id="t-cancel-other" label={CANCEL_TEXT.otherLabel}>
          <textarea
            id="t-cancel-other"
            className="t-input"
            maxLength={MAX_CANCEL_REASON_LENGTH}
            value={other}
            onChange={(event) => {
              setOther(event.target.value);
              setMissing(false);
            }}
          />
        </TerminalField>
      )}
      {missing && (
        <p className="t-field-error" role="alert">
          {CANCEL_TEXT.reasonRequired}
        </p>
      )}
      {cancel.isError && (
        <div className="t-alert" role="alert">
          <p>{refusalText(cancel.error)}</p>
        </div>
      )}
      <div className="t-row">
        <button type="button" className="t-button t-grow" onClick={() => setOpen(false)}>
          Volver
        </button>
        <button type="submit" className="t-button t-button-danger t-grow" aria-disabled={cancel.isPending}>
          {cancel.isPending && <span className="t-spinner" aria-hidden />} {CANCEL_TEXT.confirm}
        </button>
      </div>
    </form>
  );
}

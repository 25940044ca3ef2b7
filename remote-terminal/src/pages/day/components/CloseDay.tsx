import type { BoothDay } from '@banca/contracts';
import { moneyMaxProblem, type SpanishNumberValue, useSpanishNumberText } from '@banca/kit';
import { type FormEvent, useState } from 'react';
import { centsOf, formatCents } from '../../../shared/money';
import { useCloseDay } from '../hooks/useBoothDay';

export const CLOSE_TEXT = {
  title: 'Cerrar el día',
  counted: 'Efectivo contado',
  help: 'Cuenta el efectivo de la caja y escríbelo. Al cerrar, esta taquilla ya no puede vender, anular ni pagar premios con fecha de hoy.',
  review: 'Revisar el cierre',
  confirm: 'Cerrar el día',
  required: 'Escribe el efectivo contado.',
  negative: 'El efectivo contado no puede ser negativo.',
  changed: 'Las cifras del día cambiaron mientras contabas (hubo una venta, una anulación o un pago). Revísalas y vuelve a cerrar.',
} as const;

/** What the count says against what was expected: a surplus (sobrante), a shortfall (faltante) or even. */
export function differenceText(cents: number): string {
  if (cents === 0) return 'Cuadra exacto.';
  return cents > 0 ? `Sobrante de ${formatCents(cents)}.` : `Faltante de ${formatCents(-cents)}.`;
}

/**
 * Closing the day with the cash counted: typed the Spanish way, compared with the expected cash
 * before confirming, and sent on the figures the seller saw (a day that changed meanwhile is not
 * closed: the new figures are shown instead).
 */
export function CloseDay({ boothId, date, day, etag }: { boothId: number; date: string; day: BoothDay; etag: string | null }) {
  const close = useCloseDay(boothId, date);
  const [counted, setCounted] = useState<SpanishNumberValue>(null);
  const [reviewing, setReviewing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = useSpanishNumberText({ value: counted, onChange: setCounted, decimals: 2 });
  const countedCents = typeof counted === 'number' ? centsOf(counted) : null;
  // null on a blind count: the terminal learns the difference only once the day is closed.
  const expectedCents = day.expected_cash === null ? null : (centsOf(day.expected_cash) ?? 0);

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (field.reading.error !== undefined) return setError(field.reading.error);
    if (countedCents === null) return setError(CLOSE_TEXT.required);
    if (countedCents < 0) return setError(CLOSE_TEXT.negative);
    const tooMuch = moneyMaxProblem(countedCents / 100);
    if (tooMuch) return setError(tooMuch);
    setError(null);
    setReviewing(true);
  };

  return (
    <form className="t-card" onSubmit={review} noValidate aria-labelledby="t-close-heading">
      <h2 id="t-close-heading">{CLOSE_TEXT.title}</h2>
      <p className="t-muted">{CLOSE_TEXT.help}</p>
      <div className="t-field">
        <label htmlFor="t-counted">{CLOSE_TEXT.counted}</label>
        <input
          id="t-counted"
          className="t-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          value={field.text}
          disabled={reviewing}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            field.change(event.target.value);
            setError(null);
          }}
          onBlur={field.settle}
        />
        {error && (
          <span className="t-field-error" role="alert">
            {error}
          </span>
        )}
      </div>
      {close.isError && (
        <div className="t-alert" role="alert">
          <p>{close.error.status === 412 ? CLOSE_TEXT.changed : close.error.message}</p>
        </div>
      )}
      {reviewing && countedCents !== null ? (
        <>
          <div className="t-alert t-alert-warning" role="status">
            {expectedCents === null ? (
              <p>Efectivo contado {formatCents(countedCents)}: la diferencia se verá al cerrar.</p>
            ) : (
              <p>
                Efectivo esperado {formatCents(expectedCents)}, contado {formatCents(countedCents)}:{' '}
                {differenceText(countedCents - expectedCents)}
              </p>
            )}
          </div>
          <div className="t-row">
            <button type="button" className="t-button t-grow" onClick={() => setReviewing(false)}>
              Corregir
            </button>
            <button
              type="button"
              className="t-button t-button-primary t-grow"
              aria-disabled={close.isPending}
              onClick={() => {
                if (close.isPending) return;
                close.mutate({ declaredCash: countedCents / 100, etag }, { onError: () => setReviewing(false) });
              }}
            >
              {close.isPending && <span className="t-spinner" aria-hidden />} {CLOSE_TEXT.confirm}
            </button>
          </div>
        </>
      ) : (
        <button type="submit" className="t-button t-button-primary t-button-big">
          {CLOSE_TEXT.review}
        </button>
      )}
    </form>
  );
}

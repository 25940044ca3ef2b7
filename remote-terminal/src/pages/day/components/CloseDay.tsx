import type { BoothDay } from '@banca/contracts';
import { CURRENCY_LABELS, type Currency } from '@banca/contracts/money';
import { moneyMaxProblem, type SpanishNumberValue, UnreadableNumber, useSpanishNumberText } from '@banca/kit';
import { type FormEvent, useState } from 'react';
import { centsOf, formatCents } from '../../../shared/money';
import { ConfirmRow } from '../../../shared/ConfirmRow';
import { amountInput, TerminalField } from '../../../shared/TerminalField';
import { useCloseDay } from '../hooks/useBoothDay';

export const CLOSE_TEXT = {
  title: 'Cerrar el día',
  counted: 'Efectivo contado',
  help: 'Cuenta el efectivo de la caja y escríbelo. Al cerrar, esta taquilla ya no puede vender, anular ni pagar premios con fecha de hoy.',
  helpEach:
    'Cuenta el efectivo de cada moneda por separado y escribe cada uno. Al cerrar, esta taquilla ya no puede vender, anular ni pagar premios con fecha de hoy.',
  review: 'Revisar el cierre',
  confirm: 'Cerrar el día',
  required: 'Escribe el efectivo contado.',
  negative: 'El efectivo contado no puede ser negativo.',
  changed: 'Las cifras del día cambiaron mientras contabas (hubo una venta, una anulación o un pago). Revísalas y vuelve a cerrar.',
} as const;

/** The count's label: one currency, «Efectivo contado»; two, each named (never one amount for both). */
export const countedLabel = (currency: Currency, several: boolean): string =>
  several ? `${CLOSE_TEXT.counted} · ${CURRENCY_LABELS[currency]}` : CLOSE_TEXT.counted;

/** What the count says against what was expected: a surplus (sobrante), a shortfall (faltante) or even. */
export function differenceText(cents: number, currency?: Currency): string {
  if (cents === 0) return 'Cuadra exacto.';
  return cents > 0 ? `Sobrante de ${formatCents(cents, currency)}.` : `Faltante de ${formatCents(-cents, currency)}.`;
}

/** One currency's count, typed the Spanish way. */
function CountField({
  day,
  several,
  value,
  onChange,
  error,
  disabled,
}: {
  day: BoothDay;
  several: boolean;
  value: SpanishNumberValue;
  onChange: (value: SpanishNumberValue) => void;
  error: string | null;
  disabled: boolean;
}) {
  const field = useSpanishNumberText({ value, onChange, decimals: 2 });
  return (
    <TerminalField
      id={`t-counted-${day.currency}`}
      label={countedLabel(day.currency, several)}
      error={error}
      disabled={disabled}
      {...amountInput(field)}
    />
  );
}

/** A count's problem in Spanish, or null when it reads as an amount the API takes. */
function countProblem(value: SpanishNumberValue | undefined): string | null {
  if (value instanceof UnreadableNumber) return value.error;
  const cents = typeof value === 'number' ? centsOf(value) : null;
  if (cents === null) return CLOSE_TEXT.required;
  if (cents < 0) return CLOSE_TEXT.negative;
  return moneyMaxProblem(cents / 100);
}

/**
 * Closing the day with the cash counted — one amount per currency the booth sells in (`days`, one
 * read per currency), never added together: typed the Spanish way, each compared with its expected
 * cash before confirming, and sent on the figures the seller saw (a day that changed meanwhile is
 * not closed: the new figures are shown instead).
 */
export function CloseDay({ boothId, date, days, etag }: { boothId: number; date: string; days: BoothDay[]; etag: string | null }) {
  const close = useCloseDay(boothId, date);
  const several = days.length > 1;
  const [counted, setCounted] = useState<Partial<Record<Currency, SpanishNumberValue>>>({});
  const [reviewing, setReviewing] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Currency, string | null>>>({});
  const countedCents = (currency: Currency) => {
    const value = counted[currency];
    return typeof value === 'number' ? (centsOf(value) ?? 0) : 0;
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    const problems = Object.fromEntries(days.map((day) => [day.currency, countProblem(counted[day.currency])]));
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setReviewing(true);
  };

  const send = () => {
    // One currency: its amount (as always); two: the amount of each.
    const declaredCash = several
      ? Object.fromEntries(days.map((day) => [day.currency, countedCents(day.currency) / 100]))
      : countedCents(days[0].currency) / 100;
    close.mutate({ declaredCash, etag }, { onError: () => setReviewing(false) });
  };

  return (
    <form className="t-card" onSubmit={review} noValidate aria-labelledby="t-close-heading">
      <h2 id="t-close-heading">{CLOSE_TEXT.title}</h2>
      <p className="t-muted">{several ? CLOSE_TEXT.helpEach : CLOSE_TEXT.help}</p>
      {days.map((day) => (
        <CountField
          key={day.currency}
          day={day}
          several={several}
          value={counted[day.currency] ?? null}
          onChange={(value) => {
            setCounted((current) => ({ ...current, [day.currency]: value }));
            setErrors((current) => ({ ...current, [day.currency]: null }));
          }}
          error={errors[day.currency] ?? null}
          disabled={reviewing}
        />
      ))}
      {close.isError && (
        <div className="t-alert" role="alert">
          <p>{close.error.status === 412 ? CLOSE_TEXT.changed : close.error.message}</p>
        </div>
      )}
      {reviewing ? (
        <>
          <div className="t-alert t-alert-warning" role="status">
            {days.map((day) => {
              const cents = countedCents(day.currency);
              // null on a blind count: the terminal learns the difference only once the day is closed.
              return day.expected_cash === null ? (
                <p key={day.currency}>Efectivo contado {formatCents(cents, day.currency)}: la diferencia se verá al cerrar.</p>
              ) : (
                <p key={day.currency}>
                  Efectivo esperado {formatCents(centsOf(day.expected_cash) ?? 0, day.currency)}, contado {formatCents(cents, day.currency)}
                  : {differenceText(cents - (centsOf(day.expected_cash) ?? 0), day.currency)}
                </p>
              );
            })}
          </div>
          <ConfirmRow
            back="Corregir"
            onBack={() => setReviewing(false)}
            confirm={CLOSE_TEXT.confirm}
            pending={close.isPending}
            onConfirm={send}
          />
        </>
      ) : (
        <button type="submit" className="t-button t-button-primary t-button-big">
          {CLOSE_TEXT.review}
        </button>
      )}
    </form>
  );
}

import type { TerminalDraw } from '@banca/contracts';
import type { Currency } from '@banca/contracts/money';
import { BET_FORMAT_DESCRIPTIONS, type BetFormat, normalizeSelection } from '@banca/contracts/draw-rules';
import { moneyMaxProblem, type SpanishNumberValue, useSpanishNumberText } from '@banca/kit';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { centsOf, formatCents } from '../../../shared/money';
import { amountInput, TerminalField } from '../../../shared/TerminalField';
import { availabilityQuery, useAvailability } from '../hooks/useAvailability';
import { AnimalGrid } from './AnimalGrid';

type GameType = TerminalDraw['game_types'][number];

/** Bet formats typed with digits only: the phone shows its number pad. */
const DIGIT_FORMATS: ReadonlySet<BetFormat> = new Set(['terminal', 'triple', 'cuaterna', 'bingo_line', 'bingo_corners', 'bingo_full']);

export const LINE_TEXT = {
  number: 'Número',
  amount: 'Monto',
  add: 'Agregar jugada',
  amountPositive: 'El monto debe ser mayor que 0.',
  amountRequired: 'Escribe el monto.',
  blocked: (selection: string) => `El ${selection} está bloqueado: no se vende en este sorteo.`,
  exhausted: (selection: string, left: string) => `Del ${selection} solo quedan ${left} por vender.`,
  overLimit: (selection: string, typed: string, left: string) =>
    `Con esta jugada el ${selection} pasaría su tope: ya llevas ${typed} en este ticket y solo quedan ${left} por vender.`,
  largeStake: (amount: string, selection: string, gameType: string, threshold: string) =>
    `¿${amount} al ${selection}? Es mucho más de lo usual en ${gameType} (se confirma desde ${threshold}).`,
  confirmLarge: (amount: string) => `Sí, agregar ${amount}`,
  belowMin: (gameType: string, min: string) => `El monto mínimo de ${gameType} es ${min}.`,
  aboveMax: (gameType: string, max: string) => `El monto máximo de ${gameType} es ${max}.`,
  /** The bounds of a line's amount in the currency the terminal sells in. */
  bounds: (min: string, max: string | null) => (max === null ? `Monto mínimo: ${min}.` : `Monto: de ${min} a ${max}.`),
  correct: 'Corregir el monto',
} as const;

/** A stake this many times the game type's minimum bet (or more) is asked about once before it is added. */
export const LARGE_STAKE_MIN_BETS = 500;

/** The bounds of a line's amount in the sale's currency, in cents (`max` null: no maximum); dollars until the booth is known. */
export function betBoundsCents(gameType: GameType, currency: Currency = 'USD'): { min: number; max: number | null } {
  const max = gameType.max_bet[currency];
  return { min: centsOf(gameType.min_bet[currency]) ?? 0, max: max === null ? null : centsOf(max) };
}

/** From how many cents a line of this game type is asked about (500 × its minimum bet in the sale's currency; 1 when it has none). */
export const largeStakeCents = (gameType: GameType, currency?: Currency): number =>
  (betBoundsCents(gameType, currency).min || 100) * LARGE_STAKE_MIN_BETS;

export interface NewLine {
  selection: string;
  cents: number;
}

/** «Monto: de Bs 50,00 a Bs 5.000,00.»: the bounds of a line in the sale's currency. */
function boundsText(gameType: GameType, currency?: Currency): string {
  const { min, max } = betBoundsCents(gameType, currency);
  return LINE_TEXT.bounds(formatCents(min, currency), max === null ? null : formatCents(max, currency));
}

/** What the availability answer says of a number, in a few words. */
function AvailabilityText({
  data,
  pendingCents,
  currency,
}: {
  data: { limit: number | null; available: number | null; blocked: boolean };
  pendingCents: number;
  currency?: Currency;
}) {
  if (data.blocked) return <span className="t-available t-available-none">Bloqueado</span>;
  if (data.available === null) return <span className="t-available">Sin tope</span>;
  const leftCents = Math.max(0, (centsOf(data.available) ?? 0) - pendingCents);
  return (
    <span className={`t-available${leftCents === 0 ? ' t-available-none' : ''}`}>
      Disponible: {formatCents(leftCents, currency)} de {formatCents(centsOf(data.limit ?? 0) ?? 0, currency)}
    </span>
  );
}

/**
 * One line at a time: the number (as its bet format writes it), the amount the Spanish way
 * (`2,50`, the kit's number rules), and what is still available of that number before it is added.
 * By keyboard: Enter in the number goes to the amount, Enter in the amount adds the line and comes
 * back to the number; the amount stays for the next line. An animalitos bet is picked from the grid
 * of the 38 animals (or typed: `00`, `ballena`), then its amount.
 */
export function LineEntry({
  drawId,
  gameType,
  lastCents,
  centsOnNumber,
  disabled,
  numberRef,
  onAdd,
  currency,
}: {
  drawId: number | null;
  gameType: GameType | null;
  lastCents: number | null;
  /** What the lines already typed put on a number. */
  centsOnNumber: (selection: string) => number;
  disabled: boolean;
  numberRef: RefObject<HTMLInputElement | null>;
  onAdd: (line: NewLine) => void;
  /** The sale's currency: what is available is asked and written in it. */
  currency?: Currency;
}) {
  const [number, setNumber] = useState('');
  const [amount, setAmount] = useState<SpanishNumberValue>(lastCents === null ? null : lastCents / 100);
  const [error, setError] = useState<string | null>(null);
  /** A large stake asked about: added when the same line is added again. */
  const [confirming, setConfirming] = useState<NewLine | null>(null);
  const checking = useRef(false);
  const askRef = useRef<HTMLDivElement>(null);
  // The question is drawn under the fields: on a phone it would be behind the tabs (not in jsdom).
  useEffect(() => {
    if (confirming) askRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [confirming]);
  const queryClient = useQueryClient();
  const amountField = useSpanishNumberText({ value: amount, onChange: setAmount, decimals: 2 });
  const format = gameType?.bet_format ?? 'terminal';
  const selection = number.trim() ? normalizeSelection(format, number) : null;
  const availability = useAvailability(drawId, gameType?.id ?? null, selection, currency);
  const already = selection ? centsOnNumber(selection) : 0;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled || !gameType || checking.current) return;
    if (!selection) {
      setError(BET_FORMAT_DESCRIPTIONS[format]);
      numberRef.current?.focus();
      return;
    }
    const reading = amountField.reading;
    if (reading.error !== undefined) return setError(reading.error);
    if (reading.value === null) return setError(LINE_TEXT.amountRequired);
    const cents = centsOf(reading.value);
    if (cents === null || cents <= 0) return setError(LINE_TEXT.amountPositive);
    const tooMuch = moneyMaxProblem(cents / 100, 'por jugada');
    if (tooMuch) return setError(tooMuch);
    const bounds = betBoundsCents(gameType, currency);
    if (cents < bounds.min) return setError(LINE_TEXT.belowMin(gameType.name, formatCents(bounds.min, currency)));
    if (bounds.max !== null && cents > bounds.max) return setError(LINE_TEXT.aboveMax(gameType.name, formatCents(bounds.max, currency)));
    let known = availability.data && availability.data.selection === selection ? availability.data : null;
    // Typed faster than the answer came: asked now, so a second line on the number is checked against its tope too.
    if (!known && drawId !== null) {
      checking.current = true;
      try {
        known = await queryClient.fetchQuery(availabilityQuery(drawId, gameType.id, selection, currency));
      } catch {
        // No answer: the server checks the line on "Vender".
      } finally {
        checking.current = false;
      }
    }
    if (known?.blocked) return setError(LINE_TEXT.blocked(selection));
    if (known && known.available !== null) {
      const leftCents = Math.max(0, (centsOf(known.available) ?? 0) - already);
      if (cents > leftCents) {
        return setError(
          already > 0
            ? LINE_TEXT.overLimit(selection, formatCents(already, currency), formatCents(leftCents, currency))
            : LINE_TEXT.exhausted(selection, formatCents(leftCents, currency)),
        );
      }
    }
    if (cents >= largeStakeCents(gameType, currency) && (confirming?.selection !== selection || confirming.cents !== cents)) {
      setError(null);
      return setConfirming({ selection, cents });
    }
    setConfirming(null);
    setError(null);
    onAdd({ selection, cents });
    setNumber('');
    numberRef.current?.focus();
  };

  const focusAmount = (form: HTMLFormElement | null | undefined) => {
    const amountInput = form?.elements.namedItem('amount') as HTMLInputElement | null;
    amountInput?.focus();
    amountInput?.select();
  };

  const toAmount = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    if (!selection) {
      setError(number.trim() ? BET_FORMAT_DESCRIPTIONS[format] : null);
      return;
    }
    setError(null);
    focusAmount(event.currentTarget.form);
  };

  return (
    <form className="t-field" onSubmit={(event) => void add(event)} noValidate aria-label="Nueva jugada">
      <div className="t-row">
        <TerminalField
          id="t-number"
          label={LINE_TEXT.number}
          fieldClassName="t-grow"
          ref={numberRef}
          name="number"
          inputMode={DIGIT_FORMATS.has(format) ? 'numeric' : 'text'}
          autoComplete="off"
          placeholder={BET_FORMAT_DESCRIPTIONS[format].match(/\(por ejemplo ([^)]+)\)/)?.[1]}
          value={number}
          disabled={disabled}
          aria-invalid={error !== null && !selection ? true : undefined}
          aria-describedby="t-line-help"
          onChange={(event) => {
            setNumber(event.target.value);
            setError(null);
            setConfirming(null);
          }}
          onKeyDown={toAmount}
        />
        <TerminalField
          id="t-amount"
          label={LINE_TEXT.amount}
          fieldStyle={{ width: '38%' }}
          name="amount"
          disabled={disabled}
          aria-invalid={amountField.reading.error !== undefined ? true : undefined}
          {...amountInput(amountField, () => {
            setError(null);
            setConfirming(null);
          })}
        />
        <button type="submit" className="t-button t-button-primary t-icon-button" aria-label={LINE_TEXT.add} disabled={disabled}>
          +
        </button>
      </div>
      {format === 'animal' && (
        <AnimalGrid
          selected={selection}
          disabled={disabled}
          onPick={(animal) => {
            setNumber(animal);
            setError(null);
            setConfirming(null);
            focusAmount(numberRef.current?.form);
          }}
        />
      )}
      {confirming && gameType && (
        <div ref={askRef} className="t-alert t-alert-warning t-ask" role="alert">
          <p>
            {LINE_TEXT.largeStake(
              formatCents(confirming.cents, currency),
              confirming.selection,
              gameType.name,
              formatCents(largeStakeCents(gameType, currency), currency),
            )}
          </p>
          <div className="t-row">
            <button type="submit" className="t-button t-button-primary t-grow">
              {LINE_TEXT.confirmLarge(formatCents(confirming.cents, currency))}
            </button>
            <button
              type="button"
              className="t-button t-grow"
              onClick={() => {
                setConfirming(null);
                const amountInput = document.getElementById('t-amount') as HTMLInputElement | null;
                amountInput?.focus();
                amountInput?.select();
              }}
            >
              {LINE_TEXT.correct}
            </button>
          </div>
        </div>
      )}
      <div id="t-line-help" aria-live="polite">
        {error ? (
          <span className="t-field-error">{error}</span>
        ) : selection && availability.data && availability.data.selection === selection ? (
          <AvailabilityText data={availability.data} pendingCents={already} currency={currency} />
        ) : (
          <>
            <span className="t-muted">{BET_FORMAT_DESCRIPTIONS[format]}</span>
            {gameType && (
              <>
                {' '}
                <span className="t-muted">{boundsText(gameType, currency)}</span>
              </>
            )}
          </>
        )}
      </div>
    </form>
  );
}

/**
 * Numbers typed and shown the Spanish way: decimal comma, thousands dot (`1.234,5`). What people
 * type is read exactly or refused with a message: an ambiguous text (`7.5`, `1,000` where no
 * decimals are allowed) is never guessed at, since a wrong guess changes the amount tenfold or more.
 */

/** What a numeric field reads from its text: a number, nothing (empty), or why it cannot. */
export type NumberReading = { value: number | null; error?: undefined } | { value?: undefined; error: string };

/** The text of a numeric field that does not read as a number, kept with the reason (the form's value). */
export class UnreadableNumber {
  constructor(
    readonly text: string,
    readonly error: string,
  ) {}
}

const PLAIN = /^\d+$/;
const GROUPED = /^\d{1,3}(\.\d{3})+$/;
const DIGITS = /^\d+$/;

export const NUMBER_MESSAGES = {
  notNumber: 'Escribe solo un número, por ejemplo 1.234,5.',
  useComma: 'Usa la coma para los decimales (7,5) y el punto solo para los miles (1.000).',
  integer: 'Escribe un número entero, sin decimales.',
  decimals: (decimals: number) => `Admite como máximo ${decimals} ${decimals === 1 ? 'decimal' : 'decimales'}.`,
} as const;

/**
 * Reads a number written the Spanish way. `decimals` is the most decimal digits the field takes:
 * more is refused rather than rounded (with no decimals allowed, `1,000` is refused, not read as 1).
 */
export function parseSpanishNumber(text: string, { decimals = 2 }: { decimals?: number } = {}): NumberReading {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const negative = trimmed.startsWith('-');
  const body = negative ? trimmed.slice(1).trim() : trimmed;
  const parts = body.split(',');
  if (parts.length > 2) return { error: NUMBER_MESSAGES.useComma };
  const [whole, fraction] = parts;
  if (fraction !== undefined && !DIGITS.test(fraction)) {
    return { error: /^[\d.]+$/.test(fraction) ? NUMBER_MESSAGES.useComma : NUMBER_MESSAGES.notNumber };
  }
  const wholeOk = PLAIN.test(whole) || GROUPED.test(whole) || (whole === '' && fraction !== undefined);
  if (!wholeOk) return { error: /^[\d.]+$/.test(whole) ? NUMBER_MESSAGES.useComma : NUMBER_MESSAGES.notNumber };
  if (fraction !== undefined && fraction.length > decimals) {
    return { error: decimals === 0 ? NUMBER_MESSAGES.integer : NUMBER_MESSAGES.decimals(decimals) };
  }
  const value = Number(`${whole.replaceAll('.', '') || '0'}.${fraction ?? '0'}`);
  if (!Number.isFinite(value)) return { error: NUMBER_MESSAGES.notNumber };
  return { value: negative && value !== 0 ? -value : value };
}

const formats = new Map<number, Intl.NumberFormat>();

/** A number as the Spanish inputs show it: `1.234,5`; at most `decimals` decimal digits. */
export function formatSpanishNumber(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('es-VE', { maximumFractionDigits: decimals, useGrouping: true });
    formats.set(decimals, format);
  }
  return format.format(value);
}

/**
 * Amounts of money between JSON and SQL. JSON numbers are floats, so an amount is read into whole
 * cents once (refusing more than two decimals) and written to SQL as exact decimal text; sums and
 * products of money happen in SQL numeric, or in integer cents, never in floats.
 */
export { centsOf } from '@banca/contracts/money';

/** Whole cents as SQL numeric text: 12345 → '123.45', -5 → '-0.05'. */
export function decimalOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** SQL numeric text with at most two decimals as whole cents ('123.4' → 12340), exactly. */
export function centsOfText(text: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

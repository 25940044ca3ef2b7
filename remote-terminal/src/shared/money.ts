/**
 * Money on the terminal: amounts are added in integer cents, never as floats (0,10 + 0,20 is 0,30);
 * the server's totals are the ones the receipt shows.
 */
import { formatCurrency } from '@banca/kit';

/** An amount with at most two decimals, in cents (null when it has more, or is not finite). */
export function centsOf(amount: number): number | null {
  const cents = Math.round(amount * 100);
  return Number.isFinite(amount) && Math.abs(cents - amount * 100) < 1e-6 ? cents : null;
}

export const sumCents = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0);

/** Cents as the screens show money: `$1.234,50`. */
export const formatCents = (cents: number): string => formatCurrency(cents / 100);

/** Cents as an amount the API takes (two decimals at most). */
export const amountOf = (cents: number): number => cents / 100;

/**
 * Money on the terminal: amounts are added in integer cents, never as floats (0,10 + 0,20 is 0,30);
 * the server's totals are the ones the receipt shows.
 */
import type { Currency } from '@banca/contracts/money';
import { formatCurrency } from '@banca/kit';

export { centsOf } from '@banca/contracts/money';

export const sumCents = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0);

/** Cents as the screens show money: `$1.234,50`, `Bs 1.234,50`. */
export const formatCents = (cents: number, currency?: Currency): string => formatCurrency(cents / 100, currency);

/** Cents as an amount the API takes (two decimals at most). */
export const amountOf = (cents: number): number => cents / 100;

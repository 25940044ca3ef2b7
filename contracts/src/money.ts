/**
 * Money as every screen, message and export writes it: the sign first, then "$", the thousands
 * with a dot and two decimals with a comma (-$1.136,00). One formatter for the apps (the kit's
 * `formatCurrency`), the API's messages and notifications and the audit trail's CSV:
 * `@banca/contracts/money`. And amounts read into whole cents, the one way the API and the
 * terminal add money (JSON numbers are floats: 0,10 + 0,20 is 0,30 only in cents).
 */
import { hasAtMostTwoDecimals } from './limits';

/** An amount as whole cents, or null when it has more than two decimals (or is not finite). */
export function centsOf(amount: number): number | null {
  if (!Number.isFinite(amount) || !hasAtMostTwoDecimals(amount)) return null;
  return Math.round(amount * 100);
}

/** Made once: a formatter made at every call is slow (a refusal writes several amounts). */
let format: Intl.NumberFormat | undefined;

/** 1234.5 → '$1.234,50'; -1136 → '-$1.136,00'; a numeric text ('80.00') as its number. */
export function moneyText(value: number | string): string {
  const amount = Number(value);
  format ??= new Intl.NumberFormat('es-VE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${amount < 0 ? '-' : ''}$${format.format(Math.abs(amount))}`;
}

/**
 * Money as every screen, message and export writes it: the sign first, then the currency's symbol
 * ("Bs " for bolívares, "$" for dollars), the thousands with a dot and two decimals with a comma
 * (-$1.136,00; Bs 1.234,56). One formatter for the apps (the kit's `formatCurrency`), the API's
 * messages and notifications and the audit trail's CSV: `@banca/contracts/money`. And amounts read into whole cents, the one way the API and the
 * terminal add money (JSON numbers are floats: 0,10 + 0,20 is 0,30 only in cents).
 */
import { hasAtMostTwoDecimals } from './limits';

/** An amount as whole cents, or null when it has more than two decimals (or is not finite). */
export function centsOf(amount: number): number | null {
  if (!Number.isFinite(amount) || !hasAtMostTwoDecimals(amount)) return null;
  return Math.round(amount * 100);
}

/** The currencies a banca sells in (ARCHITECTURE §9): bolívares and US dollars. */
export const CURRENCIES = ['VES', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** How an amount of each currency is written before its figures. */
export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = { VES: 'Bs ', USD: '$' };

/** How a currency is named in a selector or a column. */
export const CURRENCY_LABELS: Readonly<Record<Currency, string>> = { VES: 'Bolívares (Bs)', USD: 'Dólares ($)' };

/** Whether a text is one of the currencies. */
export const isCurrency = (value: unknown): value is Currency => (CURRENCIES as readonly unknown[]).includes(value);

/** Made once: a formatter made at every call is slow (a refusal writes several amounts). */
let format: Intl.NumberFormat | undefined;

/**
 * 1234.5 → '$1.234,50'; -1136 → '-$1.136,00'; (1234.56, 'VES') → 'Bs 1.234,56'; a numeric text
 * ('80.00') as its number. Without a currency, dollars: the amounts written before currencies existed.
 */
export function moneyText(value: number | string, currency: Currency = 'USD'): string {
  const amount = Number(value);
  format ??= new Intl.NumberFormat('es-VE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${amount < 0 ? '-' : ''}${CURRENCY_SYMBOLS[currency]}${format.format(Math.abs(amount))}`;
}

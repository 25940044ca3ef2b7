/**
 * Money as every screen, message and export writes it: the sign first, then "$", the thousands
 * with a dot and two decimals with a comma (-$1.136,00). One formatter for the apps (the kit's
 * `formatCurrency`), the API's messages and notifications and the audit trail's CSV:
 * `@banca/contracts/money`.
 */

/** Made once: a formatter made at every call is slow (a refusal writes several amounts). */
let format: Intl.NumberFormat | undefined;

/** 1234.5 → '$1.234,50'; -1136 → '-$1.136,00'; a numeric text ('80.00') as its number. */
export function moneyText(value: number | string): string {
  const amount = Number(value);
  format ??= new Intl.NumberFormat('es-VE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${amount < 0 ? '-' : ''}$${format.format(Math.abs(amount))}`;
}

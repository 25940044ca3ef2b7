/**
 * The booth owner's credit, said on the sale screen once what it owes reaches 80 % of a limit
 * (ARCHITECTURE §9): the seller knows before a sale is refused with CREDIT_LIMIT_REACHED, and
 * the owner's payment at the banca is what lifts it.
 */
import type { CreditStatus } from '@banca/contracts';
import { creditUsedUp, warnedCredit } from '@banca/contracts/credit-rules';
import type { Currency } from '@banca/contracts/money';
import { formatCents } from '../../shared/money';

const IN_CURRENCY: Readonly<Record<Currency, string>> = { VES: 'en bolívares', USD: 'en dólares' };

export const CREDIT_TEXT = {
  near: (entry: CreditStatus) =>
    `Crédito ${IN_CURRENCY[entry.currency]} al ${entry.used_percentage} %: el propietario debe ${money(entry.owed, entry)} de ${money(entry.limit, entry)}.`,
  reached: (entry: CreditStatus) =>
    `Crédito ${IN_CURRENCY[entry.currency]} agotado: el propietario debe ${money(entry.owed, entry)} de ${money(entry.limit, entry)}. No se vende en esa moneda hasta que el propietario pague a la banca.`,
} as const;

const money = (amount: number, entry: CreditStatus) => formatCents(Math.round(amount * 100), entry.currency);

/** One line per currency whose credit is at least 80 % used; nothing otherwise. */
export function CreditNotice({ credit }: { credit: readonly CreditStatus[] | undefined }) {
  const warned = warnedCredit(credit ?? []);
  if (warned.length === 0) return null;
  const reached = warned.some(creditUsedUp);
  return (
    <div className={reached ? 't-alert' : 't-alert t-alert-warning'} role="status">
      {warned.map((entry) => (
        <p key={entry.currency}>{creditUsedUp(entry) ? CREDIT_TEXT.reached(entry) : CREDIT_TEXT.near(entry)}</p>
      ))}
    </div>
  );
}

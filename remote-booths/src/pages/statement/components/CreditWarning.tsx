/**
 * The owner's credit on its statement, once what it owes reaches 80 % of a currency's limit
 * (ARCHITECTURE §9): past 100 % its booths sell no more in that currency until it pays.
 */
import type { CreditStatus } from '@banca/contracts';
import { creditUsedUp, warnedCredit } from '@banca/contracts/credit-rules';
import { CURRENCY_LABELS } from '@banca/contracts/money';
import { dataOf, formatCurrency, statementsKeys, usersApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';

export const CREDIT_WARNING_TEXT = {
  near: (entry: CreditStatus) =>
    `Crédito en ${CURRENCY_LABELS[entry.currency]} al ${entry.used_percentage} %: debe ${formatCurrency(entry.owed, entry.currency)} de un límite de ${formatCurrency(entry.limit, entry.currency)}.`,
  reached: (entry: CreditStatus) =>
    `Crédito en ${CURRENCY_LABELS[entry.currency]} agotado: debe ${formatCurrency(entry.owed, entry.currency)} de un límite de ${formatCurrency(entry.limit, entry.currency)}. Sus taquillas no venden en esa moneda hasta un pago a la banca.`,
} as const;

/** The owner's credit, below its statement's key: a payment recorded on the statement reads it again. */
export function useOwnerCredit(ownerId: number | null) {
  return useQuery({
    queryKey: [...statementsKeys.detail(ownerId ?? 0), 'credit'],
    queryFn: () => usersApi.credit(ownerId!),
    enabled: ownerId !== null,
    select: dataOf,
  });
}

export function CreditWarning({ ownerId }: { ownerId: number | null }) {
  const credit = useOwnerCredit(ownerId);
  const warned = warnedCredit(credit.data?.status ?? []);
  if (warned.length === 0) return null;
  return (
    <Alert
      type={warned.some(creditUsedUp) ? 'error' : 'warning'}
      showIcon
      title={warned.map((entry) => (
        <div key={entry.currency}>{creditUsedUp(entry) ? CREDIT_WARNING_TEXT.reached(entry) : CREDIT_WARNING_TEXT.near(entry)}</div>
      ))}
    />
  );
}

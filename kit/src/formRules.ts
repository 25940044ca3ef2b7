/** Form rules the apps share. */
import { MONEY } from '@banca/contracts/limits';
import type { FormRule } from 'antd';
import { formatCurrency } from './format';
import { NUMBER_MESSAGES, UnreadableNumber } from './numbers';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The rule of a numeric field (a SpanishNumberInput): one message at a time — what is missing,
 * then a text that is not a number (the input's reason), then what `check` says of the number
 * (null when it is fine). The `required` flag only marks the label.
 */
export const numberRules = (requiredMessage: string, check: (value: number) => string | null): FormRule[] => [
  {
    required: true,
    validator: async (_, value: unknown) => {
      if (value instanceof UnreadableNumber) throw new Error(value.error);
      if (value === null || value === undefined || value === '') throw new Error(requiredMessage);
      const problem = isNumber(value) ? check(value) : NUMBER_MESSAGES.notNumber;
      if (problem) throw new Error(problem);
    },
  },
];

/** The rule of an optional numeric field: empty is fine (it means the default); otherwise as `numberRules`. */
export const optionalNumberRules = (check: (value: number) => string | null): FormRule[] => [
  {
    validator: async (_, value: unknown) => {
      if (value instanceof UnreadableNumber) throw new Error(value.error);
      if (value === null || value === undefined || value === '') return;
      const problem = isNumber(value) ? check(value) : NUMBER_MESSAGES.notNumber;
      if (problem) throw new Error(problem);
    },
  },
];

/**
 * The most an amount sent to the API may be (`MONEY.max` of contracts, the schemas' maximum), said
 * in words before sending: `moneyMaxProblem(2e9, 'por jugada')` → 'El monto máximo por jugada es
 * $1.000.000.000,00.'; null when the amount fits.
 */
export function moneyMaxProblem(value: number, what?: string): string | null {
  return value > MONEY.max ? `El monto máximo${what ? ` ${what}` : ''} es ${formatCurrency(MONEY.max)}.` : null;
}

/** Form rules the apps share. */
import { hasAtMostTwoDecimals, MONEY, PERCENTAGE } from '@banca/contracts/limits';
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

/** What a prize plan's fields say of a value they refuse (an owner's Módulos, a booth's «Plan de premios»). */
export const PRIZE_PLAN_MESSAGES = {
  percentageRange: `El porcentaje debe estar entre ${PERCENTAGE.min} y ${PERCENTAGE.max}.`,
  percentageDecimals: `El porcentaje admite como máximo ${PERCENTAGE.decimals} decimales.`,
  payoutRange: 'El pago debe ser mayor que 0 y como máximo 100.000.',
  payoutDecimals: 'El pago admite como máximo 2 decimales.',
} as const;

/** A prize plan's commission: empty (the default) or 0–100 with two decimals at most. */
export const optionalPercentageRules: FormRule[] = optionalNumberRules((value) => {
  if (value < PERCENTAGE.min || value > PERCENTAGE.max) return PRIZE_PLAN_MESSAGES.percentageRange;
  return hasAtMostTwoDecimals(value) ? null : PRIZE_PLAN_MESSAGES.percentageDecimals;
});

/** A prize plan's payout multiplier: empty (the default) or more than 0, two decimals at most (the API's rule). */
export const optionalPayoutRules: FormRule[] = optionalNumberRules((value) => {
  if (value <= 0 || value > 100000) return PRIZE_PLAN_MESSAGES.payoutRange;
  return hasAtMostTwoDecimals(value) ? null : PRIZE_PLAN_MESSAGES.payoutDecimals;
});

/** The catalog's form rules with their Spanish messages. */
import { hasAtMostTwoDecimals, MONEY } from '@banca/contracts/limits';
import { numberRules } from '@banca/kit';
import type { FormRule } from 'antd';

export const LIMIT_MESSAGES = {
  amountRequired: 'Ingresa el monto máximo (0 bloquea el número).',
  amountRange: `El monto debe estar entre 0 y ${MONEY.max.toLocaleString('es')}.`,
  amountDecimals: 'El monto admite como máximo dos decimales.',
} as const;

/** A limit's amount: 0 (blocks) … MONEY.max, two decimals at most. */
export const limitAmountRules: FormRule[] = numberRules(LIMIT_MESSAGES.amountRequired, (value) => {
  if (value < 0 || value > MONEY.max) return LIMIT_MESSAGES.amountRange;
  return hasAtMostTwoDecimals(value) ? null : LIMIT_MESSAGES.amountDecimals;
});

/** Form rules the apps share. */
import type { FormRule } from 'antd';
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

/**
 * A dialog that records an amount of money (issue 37 item 5): the amount typed the Spanish way
 * (`SpanishNumberInput`: 1.234,56), checked in words before anything is sent (missing, what the
 * caller refuses, above the API's maximum), and, when asked for, the reason kept with it. What the
 * dialog is about, or fields of the caller's own, go above the amount.
 */
import type { ReactNode } from 'react';
import { Form } from 'antd';
import { moneyMaxProblem, numberRules } from '../formRules';
import { FormDialog, type FormDialogProps } from './FormDialog';
import { ReasonField } from './ReasonDialog';
import { SpanishNumberInput, type SpanishNumberValue } from './SpanishNumberInput';

export interface AmountReasonValues {
  amount: SpanishNumberValue;
  reason?: string;
}

/** What `onSubmit` gets: the form's values with the amount a number and the reason trimmed. */
export type AmountReasonSubmit<T extends AmountReasonValues> = Omit<T, 'amount' | 'reason'> & { amount: number; reason: string };

export interface AmountReasonDialogProps<T extends AmountReasonValues> extends Omit<FormDialogProps<T>, 'onSubmit' | 'children'> {
  /** Resolves when recorded; rejects with the API's refusal, shown in the dialog. */
  onSubmit: (values: AmountReasonSubmit<T>) => Promise<unknown>;
  amount: {
    label: string;
    /** The message of an amount left empty. */
    required: string;
    /** What the caller refuses of a typed amount (≤ 0, negative), null when fine; above the maximum is said anyway. */
    problem: (value: number) => string | null;
    /** A line under the field. */
    extra?: ReactNode;
    /** Before the amount: the currency's sign. */
    prefix?: string;
  };
  /** The reason kept with the amount; none: the dialog asks for the amount alone. */
  reason?: { label: string; required: string; maxLength: number };
  /** Above the amount: what the dialog is about, or fields of the caller's own. */
  children?: ReactNode;
}

export function AmountReasonDialog<T extends AmountReasonValues>({
  onSubmit,
  amount,
  reason,
  children,
  ...dialog
}: AmountReasonDialogProps<T>) {
  return (
    <FormDialog<T>
      {...dialog}
      onSubmit={(values) => onSubmit({ ...values, amount: values.amount as number, reason: (values.reason ?? '').trim() })}
    >
      {children}
      <Form.Item
        name="amount"
        label={amount.label}
        extra={amount.extra}
        rules={numberRules(amount.required, (value) => amount.problem(value) ?? moneyMaxProblem(value))}
      >
        <SpanishNumberInput decimals={2} prefix={amount.prefix ?? '$'} autoFocus />
      </Form.Item>
      {reason && <ReasonField {...reason} />}
    </FormDialog>
  );
}

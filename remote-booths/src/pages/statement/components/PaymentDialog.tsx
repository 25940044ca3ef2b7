/**
 * Recording a payment between the banca and an owner: a cobro (the owner pays the banca) or an
 * abono (the banca pays the owner), its amount typed the Spanish way and a reason. The dialog makes
 * one `request_id` when it opens and sends it with every try, so a resend after a lost answer is the
 * same payment, never a second one; a new dialog makes a new one. It lives in the URL
 * (`?payment=new`): X, Escape, 'Cancelar' and the browser's Back ask before dropping what was typed.
 */
import { OWNER_PAYMENT_DIRECTIONS, type OwnerPaymentDirection } from '@banca/contracts';
import { MAX_PAYMENT_REASON_LENGTH } from '@banca/contracts/limits';
import { CURRENCY_SYMBOLS, type Currency } from '@banca/contracts/money';
import { toApiError } from '@banca/shared-auth';
import {
  applyFieldErrors,
  formatCurrency,
  GuardedModal,
  moneyMaxProblem,
  newUuid,
  numberRules,
  PAYMENT_DIRECTION_HELP,
  PAYMENT_DIRECTION_LABELS,
  SpanishNumberInput,
  useDirtyCheck,
  useDiscardGuard,
  type DialogParam,
  type SpanishNumberValue,
} from '@banca/kit';
import { Alert, App, Button, Flex, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useCreatePayment } from '../hooks/useStatement';

export const PAYMENT_SAVED: Record<OwnerPaymentDirection, string> = {
  owner_pays: 'Cobro registrado.',
  banca_pays: 'Abono registrado.',
};
export const AMOUNT_REQUIRED = 'Ingresa el monto.';
export const AMOUNT_POSITIVE = 'El monto debe ser mayor que 0.';
export const REASON_REQUIRED = 'Indica el motivo.';

interface PaymentValues {
  direction: OwnerPaymentDirection;
  amount: SpanishNumberValue;
  reason: string;
}

const INITIAL: PaymentValues = { direction: 'owner_pays', amount: null, reason: '' };

interface PaymentFormProps {
  owner: { id: number; name: string };
  /** The statement's currency: the payment is in it, and counts in that currency's statement only. */
  currency: Currency;
  /** 'Cancelar': through the dialog's guard (it asks when something was typed). */
  onCancel: () => void;
  /** Saved: closes without asking. */
  onSaved: () => void;
}

function PaymentForm({ owner, currency, onCancel, onSaved }: PaymentFormProps) {
  const [form] = Form.useForm<PaymentValues>();
  // One id for this payment, made once: every try of this dialog sends it.
  const [requestId] = useState(newUuid);
  const [alert, setAlert] = useState<string | null>(null);
  const create = useCreatePayment(owner.id);
  const { message } = App.useApp();
  const direction = Form.useWatch('direction', form) ?? 'owner_pays';
  // What was typed counts as unsaved until the payment is recorded.
  useDirtyCheck(() => {
    const values = form.getFieldsValue();
    return (values.direction ?? INITIAL.direction) !== INITIAL.direction || values.amount != null || (values.reason ?? '').trim() !== '';
  });

  const submit = (values: PaymentValues) => {
    setAlert(null);
    create.mutate(
      { request_id: requestId, direction: values.direction, amount: values.amount as number, currency, reason: values.reason.trim() },
      {
        onSuccess: (payment) => {
          void message.success(`${PAYMENT_SAVED[payment.direction]} ${formatCurrency(payment.amount, payment.currency)}`);
          onSaved();
        },
        onError: (error) => {
          if (!applyFieldErrors(form, error)) setAlert(toApiError(error).message);
        },
      },
    );
  };

  return (
    <Form<PaymentValues> form={form} layout="vertical" initialValues={INITIAL} onFinish={submit} autoComplete="off">
      {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
      <Form.Item name="direction" label="Tipo de movimiento" extra={PAYMENT_DIRECTION_HELP[direction]}>
        <Radio.Group
          optionType="button"
          options={OWNER_PAYMENT_DIRECTIONS.map((value) => ({ value, label: PAYMENT_DIRECTION_LABELS[value] }))}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label="Monto"
        rules={numberRules(AMOUNT_REQUIRED, (value) => (value <= 0 ? AMOUNT_POSITIVE : moneyMaxProblem(value)))}
      >
        <SpanishNumberInput decimals={2} prefix={CURRENCY_SYMBOLS[currency].trim()} autoFocus />
      </Form.Item>
      <Form.Item
        name="reason"
        label="Motivo"
        rules={[
          { required: true, whitespace: true, message: REASON_REQUIRED },
          { max: MAX_PAYMENT_REASON_LENGTH, message: `El motivo admite hasta ${MAX_PAYMENT_REASON_LENGTH} caracteres.` },
        ]}
      >
        <Input.TextArea rows={2} maxLength={MAX_PAYMENT_REASON_LENGTH} showCount />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onCancel}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Registrar
        </Button>
      </Flex>
    </Form>
  );
}

/** The dialog, open at `?payment=new`; its form (and so its request_id) is made anew each time it opens. */
export function PaymentDialog({
  owner,
  currency,
  dialog,
}: {
  owner: { id: number; name: string };
  currency: Currency;
  dialog: DialogParam;
}) {
  const close = () => dialog.close();
  const guard = useDiscardGuard(close, dialog);
  return (
    <GuardedModal
      guard={guard}
      title={`Cobro o abono · ${owner.name}`}
      open={dialog.target === 'new'}
      footer={null}
      destroyOnHidden
      width={480}
    >
      <PaymentForm owner={owner} currency={currency} onCancel={guard.close} onSaved={close} />
    </GuardedModal>
  );
}

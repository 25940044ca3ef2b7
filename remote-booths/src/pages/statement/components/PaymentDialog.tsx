/**
 * Recording a payment between the banca and an owner: a cobro (the owner pays the banca) or an
 * abono (the banca pays the owner), its amount typed the Spanish way and a reason. The dialog makes
 * one `request_id` when it opens and sends it with every try, so a resend after a lost answer is the
 * same payment, never a second one; a new dialog makes a new one. It lives in the URL
 * (`?payment=new`): X, Escape, 'Cancelar' and the browser's Back ask before dropping what was typed.
 */
import type { OwnerPaymentDirection } from '@banca/contracts';
import { OWNER_PAYMENT_DIRECTIONS } from '@banca/contracts/enums';
import { MAX_PAYMENT_REASON_LENGTH } from '@banca/contracts/limits';
import { CURRENCY_SYMBOLS, type Currency } from '@banca/contracts/money';
import {
  AmountReasonDialog,
  formatCurrency,
  newUuid,
  PAYMENT_DIRECTION_HELP,
  PAYMENT_DIRECTION_LABELS,
  type DialogParam,
  type SpanishNumberValue,
} from '@banca/kit';
import { App, Form, Radio } from 'antd';
import { useEffect, useState } from 'react';
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

/** Cobro or abono, with what the chosen one means. */
function DirectionField() {
  const direction = Form.useWatch<OwnerPaymentDirection | undefined>('direction') ?? INITIAL.direction;
  return (
    <Form.Item name="direction" label="Tipo de movimiento" extra={PAYMENT_DIRECTION_HELP[direction]}>
      <Radio.Group
        optionType="button"
        options={OWNER_PAYMENT_DIRECTIONS.map((value) => ({ value, label: PAYMENT_DIRECTION_LABELS[value] }))}
      />
    </Form.Item>
  );
}

/**
 * The dialog, open at `?payment=new`; each opening makes its own request_id. The payment is in the
 * statement's currency and counts in that currency's statement only.
 */
export function PaymentDialog({
  owner,
  currency,
  dialog,
}: {
  owner: { id: number; name: string };
  currency: Currency;
  dialog: DialogParam;
}) {
  const open = dialog.target === 'new';
  // One id for this payment: every try of this opening sends it; the next opening makes another.
  const [requestId, setRequestId] = useState(newUuid);
  useEffect(() => {
    if (open) setRequestId(newUuid());
  }, [open]);
  const create = useCreatePayment(owner.id);
  const { message } = App.useApp();

  return (
    <AmountReasonDialog<PaymentValues>
      title={`Cobro o abono · ${owner.name}`}
      open={open}
      saving={create.isPending}
      onClose={() => dialog.close()}
      dialog={dialog}
      initialValues={INITIAL}
      submitText="Registrar"
      amount={{
        label: 'Monto',
        required: AMOUNT_REQUIRED,
        problem: (value) => (value <= 0 ? AMOUNT_POSITIVE : null),
        prefix: CURRENCY_SYMBOLS[currency].trim(),
      }}
      reason={{ label: 'Motivo', required: REASON_REQUIRED, maxLength: MAX_PAYMENT_REASON_LENGTH }}
      onSubmit={async ({ direction, amount, reason }) => {
        const payment = await create.mutateAsync({ request_id: requestId, direction, amount, currency, reason });
        void message.success(`${PAYMENT_SAVED[payment.direction]} ${formatCurrency(payment.amount, payment.currency)}`);
        dialog.close();
      }}
    >
      <DirectionField />
    </AmountReasonDialog>
  );
}

/**
 * Recording a payment between the banca and an owner: an abono (the owner pays the banca) or a
 * cobro (the banca pays the owner), its amount typed the Spanish way and a reason. The dialog makes
 * one `request_id` when it opens and sends it with every try, so a resend after a lost answer is the
 * same payment, never a second one; a new dialog makes a new one.
 */
import type { OwnerPaymentDirection } from '@banca/contracts';
import { MAX_PAYMENT_REASON_LENGTH } from '@banca/contracts/limits';
import { toApiError } from '@banca/shared-auth';
import { applyFieldErrors, formatCurrency, newUuid, numberRules, SpanishNumberInput, type SpanishNumberValue } from '@banca/kit';
import { Alert, App, Button, Flex, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { PAYMENT_DIRECTION_LABELS } from '../../../shared/labels';
import { useCreatePayment } from '../hooks/useStatement';

export const PAYMENT_SAVED: Record<OwnerPaymentDirection, string> = {
  owner_pays: 'Abono registrado.',
  banca_pays: 'Cobro registrado.',
};
export const AMOUNT_REQUIRED = 'Ingresa el monto.';
export const AMOUNT_POSITIVE = 'El monto debe ser mayor que 0.';
export const REASON_REQUIRED = 'Indica el motivo.';

interface PaymentValues {
  direction: OwnerPaymentDirection;
  amount: SpanishNumberValue;
  reason: string;
}

const DIRECTION_HELP: Record<OwnerPaymentDirection, string> = {
  owner_pays: 'El propietario entrega dinero a la banca: su saldo sube.',
  banca_pays: 'La banca le entrega dinero al propietario: su saldo baja.',
};

function PaymentForm({ owner, onDone }: { owner: { id: number; name: string }; onDone: () => void }) {
  const [form] = Form.useForm<PaymentValues>();
  // One id for this payment, made once: every try of this dialog sends it.
  const [requestId] = useState(newUuid);
  const [alert, setAlert] = useState<string | null>(null);
  const create = useCreatePayment(owner.id);
  const { message } = App.useApp();
  const direction = Form.useWatch('direction', form) ?? 'owner_pays';

  const submit = (values: PaymentValues) => {
    setAlert(null);
    create.mutate(
      { request_id: requestId, direction: values.direction, amount: values.amount as number, reason: values.reason.trim() },
      {
        onSuccess: (payment) => {
          void message.success(`${PAYMENT_SAVED[payment.direction]} ${formatCurrency(payment.amount)}`);
          onDone();
        },
        onError: (error) => {
          if (!applyFieldErrors(form, error)) setAlert(toApiError(error).message);
        },
      },
    );
  };

  return (
    <Form<PaymentValues>
      form={form}
      layout="vertical"
      initialValues={{ direction: 'owner_pays', amount: null, reason: '' }}
      onFinish={submit}
      autoComplete="off"
    >
      {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
      <Form.Item name="direction" label="Tipo de movimiento" extra={DIRECTION_HELP[direction]}>
        <Radio.Group
          optionType="button"
          options={(['owner_pays', 'banca_pays'] as const).map((value) => ({ value, label: PAYMENT_DIRECTION_LABELS[value] }))}
        />
      </Form.Item>
      <Form.Item name="amount" label="Monto" rules={numberRules(AMOUNT_REQUIRED, (value) => (value <= 0 ? AMOUNT_POSITIVE : null))}>
        <SpanishNumberInput decimals={2} prefix="$" autoFocus />
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
        <Button onClick={onDone}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Registrar
        </Button>
      </Flex>
    </Form>
  );
}

/** The dialog; its form (and so its request_id) is made anew each time it opens. */
export function PaymentDialog({ owner, open, onClose }: { owner: { id: number; name: string }; open: boolean; onClose: () => void }) {
  return (
    <Modal title={`Abono o cobro · ${owner.name}`} open={open} onCancel={onClose} footer={null} destroyOnHidden width={480}>
      <PaymentForm owner={owner} onDone={onClose} />
    </Modal>
  );
}

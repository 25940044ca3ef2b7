/** Reversing a payment (administrators): the reason is required; the reversal shows on the day it is made. */
import type { OwnerPayment } from '@banca/contracts';
import { MAX_PAYMENT_REASON_LENGTH } from '@banca/contracts/limits';
import { toApiError } from '@banca/shared-auth';
import { formatCurrency, formatDateTime, PAYMENT_DIRECTION_LABELS } from '@banca/kit';
import { Alert, App, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useReversePayment } from '../hooks/useStatement';
import { REASON_REQUIRED } from './PaymentDialog';

export const PAYMENT_REVERSED = 'Movimiento reversado.';

function ReverseForm({ ownerId, payment, onDone }: { ownerId: number; payment: OwnerPayment; onDone: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const [alert, setAlert] = useState<string | null>(null);
  const reverse = useReversePayment(ownerId);
  const { message } = App.useApp();
  const submit = ({ reason }: { reason: string }) => {
    setAlert(null);
    reverse.mutate(
      { paymentId: payment.id, reason: reason.trim() },
      {
        onSuccess: () => {
          void message.success(PAYMENT_REVERSED);
          onDone();
        },
        onError: (error) => setAlert(toApiError(error).message),
      },
    );
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} autoComplete="off">
      {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
      <Typography.Paragraph>
        {PAYMENT_DIRECTION_LABELS[payment.direction]} de {formatCurrency(payment.amount, payment.currency)} del{' '}
        {formatDateTime(payment.created_at)} ({payment.reason}). La reversa queda en el estado de cuenta el día de hoy.
      </Typography.Paragraph>
      <Form.Item
        name="reason"
        label="Motivo de la reversa"
        rules={[
          { required: true, whitespace: true, message: REASON_REQUIRED },
          { max: MAX_PAYMENT_REASON_LENGTH, message: `El motivo admite hasta ${MAX_PAYMENT_REASON_LENGTH} caracteres.` },
        ]}
      >
        <Input.TextArea rows={2} maxLength={MAX_PAYMENT_REASON_LENGTH} showCount autoFocus />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>Cancelar</Button>
        <Button type="primary" danger htmlType="submit" loading={reverse.isPending}>
          Reversar
        </Button>
      </Flex>
    </Form>
  );
}

export function ReverseDialog({ ownerId, payment, onClose }: { ownerId: number; payment: OwnerPayment | null; onClose: () => void }) {
  return (
    <Modal title="Reversar movimiento" open={payment !== null} onCancel={onClose} footer={null} destroyOnHidden width={480}>
      {payment && <ReverseForm ownerId={ownerId} payment={payment} onDone={onClose} />}
    </Modal>
  );
}

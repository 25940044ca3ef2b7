/**
 * Suspending a draw that did not happen (administrators): the reason is required and kept with the
 * draw, its tickets and the audit trail; the dialog says how many tickets will be refunded.
 */
import type { DrawDetail } from '@banca/contracts';
import { formatCount, formatCurrency } from '@banca/kit';
import { toApiError } from '@banca/shared-auth';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';

export const SUSPEND_REASON_REQUIRED = 'Escribe el motivo de la suspensión.';
const MAX_REASON = 500;

/** What the suspension does to the draw's tickets, in words. */
export function refundsText(draw: DrawDetail): string {
  if (draw.tickets_count === 0) return 'No tiene tickets vendidos: no hay nada que reintegrar.';
  const tickets = `${formatCount(draw.tickets_count)} ${draw.tickets_count === 1 ? 'ticket' : 'tickets'}`;
  return `Sus ${tickets} (${formatCurrency(draw.sales_total)}) quedarán reintegrados: el dinero se devuelve a los compradores en la taquilla que los vendió.`;
}

export function SuspendDrawDialog({
  draw,
  open,
  saving,
  onClose,
  onSubmit,
}: {
  draw: DrawDetail;
  open: boolean;
  saving: boolean;
  onClose: () => void;
  /** Resolves when suspended (or when the page took the refusal); rejects with a refusal the dialog shows. */
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async ({ reason }: { reason: string }) => {
    setAlert(null);
    try {
      await onSubmit(reason.trim());
      form.resetFields();
    } catch (error) {
      setAlert(toApiError(error).message);
    }
  };

  return (
    <Modal title={`Suspender «${draw.name}»`} open={open} onCancel={onClose} footer={null} destroyOnHidden width={480}>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} autoComplete="off">
        {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
        <Typography.Paragraph>El sorteo no se realizó: no tendrá resultado. {refundsText(draw)}</Typography.Paragraph>
        <Form.Item
          name="reason"
          label="Motivo de la suspensión"
          rules={[
            { required: true, whitespace: true, message: SUSPEND_REASON_REQUIRED },
            { max: MAX_REASON, message: `El motivo admite hasta ${MAX_REASON} caracteres.` },
          ]}
        >
          <Input.TextArea rows={2} maxLength={MAX_REASON} showCount autoFocus />
        </Form.Item>
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="primary" danger htmlType="submit" loading={saving}>
            Suspender sorteo
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}

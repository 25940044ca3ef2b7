/**
 * Reopening a day closed by mistake (its owner or an administrator): the reason is required and
 * kept in the audit trail; the count is dropped and the booth sells and pays that day again.
 */
import type { BoothDay } from '@banca/contracts';
import { MAX_REOPEN_REASON_LENGTH } from '@banca/contracts/limits';
import { toApiError } from '@banca/shared-auth';
import { formatDate } from '@banca/kit';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';

export const REOPEN_REASON_REQUIRED = 'Escribe el motivo de la reapertura.';

export function ReopenDayDialog({
  day,
  open,
  saving,
  onClose,
  onSubmit,
}: {
  day: BoothDay;
  open: boolean;
  saving: boolean;
  onClose: () => void;
  /** Resolves when saved; rejects with the API's refusal, shown in the dialog. */
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
    <Modal title={`Reabrir el día ${formatDate(day.date)}`} open={open} onCancel={onClose} footer={null} destroyOnHidden width={480}>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} autoComplete="off">
        {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
        <Typography.Paragraph>
          {day.booth.name} vuelve a vender y pagar premios con fecha del {formatDate(day.date)}; el efectivo contado se descarta y el día se
          cierra de nuevo con otro conteo. Queda en la auditoría con su motivo.
        </Typography.Paragraph>
        <Form.Item
          name="reason"
          label="Motivo de la reapertura"
          rules={[
            { required: true, whitespace: true, message: REOPEN_REASON_REQUIRED },
            { max: MAX_REOPEN_REASON_LENGTH, message: `El motivo admite hasta ${MAX_REOPEN_REASON_LENGTH} caracteres.` },
          ]}
        >
          <Input.TextArea rows={2} maxLength={MAX_REOPEN_REASON_LENGTH} showCount autoFocus />
        </Form.Item>
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="primary" danger htmlType="submit" loading={saving}>
            Reabrir día
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}

/**
 * «Cambiar hora»: an open draw's new day and time on the banca's clock (administrators). A past
 * moment is refused in the form; the server's refusals (another draw of the lottery then, a day
 * off, sales closed meanwhile) are shown in the dialog.
 */
import type { DrawDetail } from '@banca/contracts';
import { businessMomentOf, businessTime } from '@banca/kit';
import { toApiError } from '@banca/shared-auth';
import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';

export const MOVE_PAST = 'Esa hora ya pasó: indica una hora futura.';

interface MoveForm {
  day: string;
  time: string;
}

export function MoveDrawDialog({
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
  /** Resolves when moved (or when the page took the refusal); rejects with a refusal the dialog shows. */
  onSubmit: (drawAt: string) => Promise<unknown>;
}) {
  const [form] = Form.useForm<MoveForm>();
  const [alert, setAlert] = useState<string | null>(null);
  const shown = businessTime(draw.draw_at);

  const submit = async ({ day, time }: MoveForm) => {
    setAlert(null);
    const drawAt = businessMomentOf(day, time);
    if (Date.parse(drawAt) <= Date.now()) {
      form.setFields([{ name: 'time', errors: [MOVE_PAST] }]);
      return;
    }
    try {
      await onSubmit(drawAt);
    } catch (error) {
      setAlert(toApiError(error).message);
    }
  };

  return (
    <Modal title={`Cambiar la hora de «${draw.name}»`} open={open} onCancel={onClose} footer={null} destroyOnHidden width={420}>
      <Form<MoveForm>
        form={form}
        layout="vertical"
        initialValues={{ day: shown.format('YYYY-MM-DD'), time: shown.format('HH:mm') }}
        onFinish={(values) => void submit(values)}
        autoComplete="off"
      >
        {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
        <Flex gap={12}>
          <Form.Item name="day" label="Fecha" rules={[{ required: true, message: 'Indica la fecha.' }]} style={{ flex: 1 }}>
            <Input type="date" />
          </Form.Item>
          <Form.Item name="time" label="Hora" rules={[{ required: true, message: 'Indica la hora.' }]} style={{ flex: 1 }}>
            <Input type="time" />
          </Form.Item>
        </Flex>
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            Cambiar hora
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}

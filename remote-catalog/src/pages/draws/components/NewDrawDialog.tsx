/**
 * «Nuevo sorteo»: an extra draw of a lottery at a day and time of its own on the banca's clock
 * (administrators), outside its schedule; a schedule change never removes it. A past moment is
 * refused in the form; the server's refusals (a draw of the lottery at that moment already, a day
 * off, an inactive lottery) are shown in the dialog.
 */
import type { DrawDetail } from '@banca/contracts';
import { businessMomentOf, businessTime, drawsApi } from '@banca/kit';
import { toApiError } from '@banca/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useGames } from '../../games/hooks/useGames';

export const NEW_DRAW_PAST = 'Esa hora ya pasó: indica una hora futura.';
export const DRAW_CREATED = 'Sorteo creado.';

interface NewDrawForm {
  module_id?: number;
  day: string;
  time: string;
}

export function NewDrawDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (draw: DrawDetail) => void }) {
  const [form] = Form.useForm<NewDrawForm>();
  const [alert, setAlert] = useState<string | null>(null);
  const games = useGames();
  const client = useQueryClient();
  const create = useMutation({
    mutationFn: ({ moduleId, drawAt }: { moduleId: number; drawAt: string }) => drawsApi.create(moduleId, drawAt),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['catalog', 'draws', 'list'] }),
  });
  const lotteries = (games.data ?? []).map((game) => ({ value: game.id, label: game.name }));

  const submit = ({ module_id, day, time }: NewDrawForm) => {
    setAlert(null);
    const drawAt = businessMomentOf(day, time);
    if (Date.parse(drawAt) <= Date.now()) {
      form.setFields([{ name: 'time', errors: [NEW_DRAW_PAST] }]);
      return;
    }
    create.mutate(
      { moduleId: module_id as number, drawAt },
      {
        onSuccess: (created) => {
          form.resetFields();
          onCreated(created.data);
        },
        onError: (error) => setAlert(toApiError(error).message),
      },
    );
  };

  return (
    <Modal title="Nuevo sorteo" open={open} onCancel={onClose} footer={null} destroyOnHidden width={440}>
      <Form<NewDrawForm>
        form={form}
        layout="vertical"
        initialValues={{ day: businessTime(new Date()).format('YYYY-MM-DD'), time: '' }}
        onFinish={submit}
        autoComplete="off"
      >
        {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
        <Form.Item name="module_id" label="Lotería" rules={[{ required: true, message: 'Elige la lotería.' }]}>
          <Select placeholder="Elige la lotería" loading={games.isPending} options={lotteries} showSearch optionFilterProp="label" />
        </Form.Item>
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
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            Crear sorteo
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}

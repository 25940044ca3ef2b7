/**
 * «Días feriados» of a lottery: its days off, listed; administrators add one (day and reason: that
 * day's draws are suspended, refunding their tickets, or removed) and remove one (its draws are planned again).
 */
import type { DayOff } from '@banca/contracts';
import { DataTable, formatDate, gamesApi, gamesKeys } from '@banca/kit';
import { toApiError } from '@banca/shared-auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, type TableColumnsType } from 'antd';
import { useState } from 'react';

export const DAY_OFF_REASON_REQUIRED = 'Escribe el motivo del feriado.';

export function DaysOff({ gameId, canEdit }: { gameId: number; canEdit: boolean }) {
  const key = [...gamesKeys.detail(gameId), 'days-off'];
  const client = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ date: string; reason: string }>();
  const [alert, setAlert] = useState<string | null>(null);
  const list = useQuery({ queryKey: key, queryFn: () => gamesApi.daysOff(gameId) });
  const changed = () => {
    void client.invalidateQueries({ queryKey: key });
    // Its draws changed: every catalog page that shows draws reads them again.
    void client.invalidateQueries({ queryKey: ['catalog'] });
  };
  const add = useMutation({
    mutationFn: (values: { date: string; reason: string }) =>
      gamesApi.addDayOff(gameId, { date: values.date, reason: values.reason.trim() }),
    onSuccess: (added) => {
      form.resetFields();
      setAlert(null);
      changed();
      void message.success(
        `Feriado agregado: ${added.suspended_draws} ${added.suspended_draws === 1 ? 'sorteo suspendido' : 'sorteos suspendidos'}, ${added.removed_draws} ${added.removed_draws === 1 ? 'eliminado' : 'eliminados'}.`,
      );
    },
    onError: (error) => setAlert(toApiError(error).message),
  });
  const remove = useMutation({
    mutationFn: (date: string) => gamesApi.removeDayOff(gameId, date),
    onSuccess: () => {
      changed();
      void message.success('Feriado quitado: sus sorteos se vuelven a crear.');
    },
    onError: (error) => setAlert(toApiError(error).message),
  });

  const columns: TableColumnsType<DayOff> = [
    { title: 'Fecha', dataIndex: 'date', render: (date: string) => formatDate(date) },
    { title: 'Motivo', dataIndex: 'reason' },
    ...(canEdit
      ? [
          {
            title: 'Acciones',
            key: 'remove',
            render: (_: unknown, day: DayOff) => (
              <Button size="small" aria-label={`Quitar el feriado del ${formatDate(day.date)}`} onClick={() => remove.mutate(day.date)}>
                Quitar
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      {alert && <Alert type="error" showIcon role="alert" title={alert} />}
      <DataTable<DayOff>
        rowKey="date"
        columns={columns}
        dataSource={list.data?.days_off ?? []}
        loading={list.isLoading}
        pagination={false}
        emptyText="Esta lotería no tiene días feriados."
      />
      {canEdit && (
        <Form form={form} layout="inline" onFinish={(values) => add.mutate(values)} autoComplete="off" aria-label="Agregar un día feriado">
          <Form.Item name="date" label="Fecha del feriado" rules={[{ required: true, message: 'Indica la fecha.' }]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item
            name="reason"
            label="Motivo"
            rules={[
              { required: true, whitespace: true, message: DAY_OFF_REASON_REQUIRED },
              { max: 200, message: 'El motivo admite hasta 200 caracteres.' },
            ]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            Agregar feriado
          </Button>
        </Form>
      )}
    </Flex>
  );
}

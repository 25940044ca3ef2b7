/**
 * A game module's settings: name, description, status, how many minutes before a draw its sales
 * close (0–60), how many days its prizes may be paid, its schedule (the week grid), and whether
 * the results feed's results are confirmed at once (`auto_results`) or wait for a person.
 * Administrators edit them (on the version they read: a 412 says someone else changed it);
 * everybody else reads them.
 */
import type { GameDetail, GameSettingsForm as GameSettingsBody } from '@banca/contracts';
import { GAME_STATUS_LABELS, GAME_STATUSES, type GameStatus } from '@banca/contracts/enums';
import { toApiError } from '@banca/shared-auth';
import {
  applyFieldErrors,
  gamesApi,
  gamesKeys,
  type SpanishNumberValue,
  useVersionedForm,
  useVersionedWrite,
  type VersionedAnswer,
} from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Descriptions, Flex, Form, Input, Row, Select, Switch } from 'antd';
import { useState } from 'react';
import { rowsOfSchedule, type ScheduleRow, scheduleOfRows, WEEKDAYS } from '../schedule/scheduleRows';
import { SalesWindowFields } from './SalesWindowFields';

/** What each setting of `auto_results` does with a result the feed sends. */
const AUTO_RESULTS_TEXT = {
  true: 'Activado: un resultado del proveedor se confirma y liquida al llegar. Desactivado: queda propuesto en el sorteo hasta que una persona lo confirme.',
  false: 'A confirmar: un resultado del proveedor queda propuesto en el sorteo hasta que una persona lo confirme.',
} as const;

export const SETTINGS_SAVED = 'Juego guardado: los cambios se aplican a las ventas siguientes.';

interface SettingsValues {
  name: string;
  description: string;
  status: GameStatus;
  cutoff_minutes: SpanishNumberValue;
  prize_expiry_days: SpanishNumberValue;
  schedule: ScheduleRow[];
  auto_results: boolean;
}

const valuesOf = (game: GameDetail): SettingsValues => ({
  name: game.name,
  description: game.description,
  status: game.status,
  cutoff_minutes: game.cutoff_minutes,
  prize_expiry_days: game.prize_expiry_days,
  schedule: rowsOfSchedule(game.schedule),
  auto_results: game.auto_results,
});

/** A schedule read aloud: "08:00 (Lun Mar Mié), 19:00 (todos los días)". */
const scheduleText = (game: GameDetail) =>
  rowsOfSchedule(game.schedule)
    .map((row) =>
      row.days.length === 7 ? `${row.time} (todos los días)` : `${row.time} (${row.days.map((day) => WEEKDAYS[day - 1].short).join(' ')})`,
    )
    .join(', ') || 'Sin horario';

export function GameSettingsForm({ loaded, canEdit }: { loaded: VersionedAnswer<GameDetail>; canEdit: boolean }) {
  const game = loaded.data;
  const [form] = Form.useForm<SettingsValues>();
  const [alert, setAlert] = useState<string | null>(null);
  const { message } = App.useApp();
  const client = useQueryClient();
  const write = useVersionedWrite();
  const version = useVersionedForm({ form, loaded, valuesOf, record: gamesKeys.detail(game.id), query: gamesKeys.detail(game.id) });
  const save = useMutation({
    mutationFn: (body: GameSettingsBody) =>
      write(gamesKeys.detail(game.id), version.base, (ifMatch) => gamesApi.updateSettings(game.id, body, ifMatch)),
    onSuccess: (saved) => client.setQueryData(gamesKeys.detail(game.id), saved),
  });

  if (!canEdit) {
    return (
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'cutoff', label: 'Cierre de ventas', children: `${game.cutoff_minutes} min antes del sorteo` },
          { key: 'expiry', label: 'Caducidad de premios', children: `${game.prize_expiry_days} días después del sorteo` },
          { key: 'status', label: 'Estado', children: GAME_STATUS_LABELS[game.status] },
          { key: 'schedule', label: 'Horario', children: scheduleText(game) },
          { key: 'auto', label: 'Resultados del proveedor', children: AUTO_RESULTS_TEXT[String(game.auto_results) as 'true' | 'false'] },
        ]}
      />
    );
  }

  const submit = (values: SettingsValues) => {
    setAlert(null);
    save.mutate(
      {
        name: values.name.trim(),
        description: (values.description ?? '').trim(),
        status: values.status,
        cutoff_minutes: values.cutoff_minutes as number,
        prize_expiry_days: values.prize_expiry_days as number,
        schedule: scheduleOfRows(values.schedule),
        auto_results: values.auto_results,
      },
      {
        onSuccess: (saved) => {
          version.saved(saved);
          void message.success(SETTINGS_SAVED);
        },
        onError: (error) => {
          if (version.refused(error)) return;
          if (!applyFieldErrors(form, error)) setAlert(toApiError(error).message);
        },
      },
    );
  };

  return (
    <Form<SettingsValues> form={form} layout="vertical" initialValues={valuesOf(game)} onFinish={submit} autoComplete="off">
      {version.notice}
      {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
      <Row gutter={16}>
        <Col xs={24} sm={16}>
          <Form.Item name="name" label="Nombre" rules={[{ required: true, whitespace: true, message: 'Ingresa el nombre.' }]}>
            <Input maxLength={80} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="status" label="Estado">
            <Select options={GAME_STATUSES.map((status) => ({ value: status, label: GAME_STATUS_LABELS[status] }))} />
          </Form.Item>
        </Col>
      </Row>
      <SalesWindowFields />
      <Form.Item name="auto_results" label="Resultados del proveedor" valuePropName="checked" extra={AUTO_RESULTS_TEXT.true}>
        <Switch checkedChildren="Automáticos" unCheckedChildren="A confirmar" />
      </Form.Item>
      <Flex justify="end">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Guardar juego
        </Button>
      </Flex>
    </Form>
  );
}

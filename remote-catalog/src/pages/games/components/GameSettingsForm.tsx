/**
 * A game module's sales settings: how many minutes before a draw its sales close (0–60) and how
 * many days its prizes may be paid. Administrators edit them (on the version they read); everybody
 * else reads them.
 */
import type { GameDetail, GameSettingsForm as GameSettingsBody } from '@banca/contracts';
import { CUTOFF_MINUTES, PRIZE_EXPIRY_DAYS } from '@banca/contracts/limits';
import { toApiError } from '@banca/shared-auth';
import {
  applyFieldErrors,
  gamesApi,
  gamesKeys,
  numberRules,
  SpanishNumberInput,
  type SpanishNumberValue,
  useVersionedForm,
  useVersionedWrite,
  type VersionedAnswer,
} from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Descriptions, Flex, Form, Row } from 'antd';
import { useState } from 'react';

export const SETTINGS_SAVED = 'Cierre de ventas y caducidad de premios guardados.';

interface SettingsValues {
  cutoff_minutes: SpanishNumberValue;
  prize_expiry_days: SpanishNumberValue;
}

const cutoffRules = numberRules('Ingresa los minutos de cierre.', (value) =>
  Number.isInteger(value) && value >= CUTOFF_MINUTES.min && value <= CUTOFF_MINUTES.max
    ? null
    : `Deben ser minutos enteros entre ${CUTOFF_MINUTES.min} y ${CUTOFF_MINUTES.max}.`,
);
const expiryRules = numberRules('Ingresa los días de caducidad.', (value) =>
  Number.isInteger(value) && value >= PRIZE_EXPIRY_DAYS.min && value <= PRIZE_EXPIRY_DAYS.max
    ? null
    : `Deben ser días enteros entre ${PRIZE_EXPIRY_DAYS.min} y ${PRIZE_EXPIRY_DAYS.max}.`,
);

const valuesOf = (game: GameDetail): SettingsValues => ({ cutoff_minutes: game.cutoff_minutes, prize_expiry_days: game.prize_expiry_days });

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
        ]}
      />
    );
  }

  const submit = (values: SettingsValues) => {
    setAlert(null);
    save.mutate(
      { cutoff_minutes: values.cutoff_minutes as number, prize_expiry_days: values.prize_expiry_days as number },
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
        <Col xs={24} sm={12}>
          <Form.Item name="cutoff_minutes" label="Cierre de ventas (minutos antes del sorteo)" rules={cutoffRules}>
            <SpanishNumberInput decimals={0} suffix="min" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="prize_expiry_days" label="Caducidad de premios (días)" rules={expiryRules}>
            <SpanishNumberInput decimals={0} suffix="días" />
          </Form.Item>
        </Col>
      </Row>
      <Flex justify="end">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Guardar ajustes de venta
        </Button>
      </Flex>
    </Form>
  );
}

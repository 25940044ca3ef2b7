/**
 * A game type's payout, minimum and maximum bet in each currency and status (administrators), written on the type's
 * own version (If-Match): a 412 says someone else changed it. Sales after it follow it; a sold
 * line keeps its potential payout.
 */
import type { GameDetail, GameTypeUpdateForm } from '@banca/contracts';
import { GAME_STATUS_LABELS, GAME_STATUSES, type GameStatus } from '@banca/contracts/enums';
import { toApiError } from '@banca/shared-auth';
import { applyFieldErrors, gamesApi, gamesKeys, numberRules, SpanishNumberInput, type SpanishNumberValue } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Col, Form, Modal, Row, Select } from 'antd';
import { useState } from 'react';
import { BetFields, type BetValues, betsOf } from './BetFields';

export const TYPE_SAVED = 'Tipo de juego guardado: se aplica a las ventas siguientes.';

type GameType = GameDetail['types'][number];

interface TypeValues extends BetValues {
  payout: SpanishNumberValue;
  status: GameStatus;
}

const payoutRules = numberRules('Ingresa la paga.', (value) => (value > 0 ? null : 'La paga debe ser mayor que 0.'));

export function GameTypeDialog({ gameId, type, onClose }: { gameId: number; type: GameType | null; onClose: () => void }) {
  const [form] = Form.useForm<TypeValues>();
  const [alert, setAlert] = useState<string | null>(null);
  const { message } = App.useApp();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: ({ id, body, version }: { id: number; body: GameTypeUpdateForm; version: number }) =>
      gamesApi.updateType(gameId, id, body, `"${version}"`),
    onSettled: () => client.invalidateQueries({ queryKey: gamesKeys.detail(gameId) }),
  });

  const submit = (values: TypeValues) => {
    if (!type) return;
    setAlert(null);
    const body: GameTypeUpdateForm = {
      payout: values.payout as number,
      ...betsOf(values),
      status: values.status,
    };
    save.mutate(
      { id: type.id, body, version: type.version },
      {
        onSuccess: () => {
          void message.success(TYPE_SAVED);
          onClose();
        },
        onError: (error) => {
          if (!applyFieldErrors(form, error)) setAlert(toApiError(error).message);
        },
      },
    );
  };

  return (
    <Modal
      open={type !== null}
      title={type ? `Editar ${type.name}` : 'Editar tipo de juego'}
      onCancel={onClose}
      okText="Guardar tipo de juego"
      cancelText="Cancelar"
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {type && (
        <Form<TypeValues>
          // Its own ids: the game's form, under this dialog, has fields of the same names.
          name="game_type"
          form={form}
          layout="vertical"
          autoComplete="off"
          onFinish={submit}
          initialValues={{ payout: type.payout, min_bet: type.min_bet, max_bet: type.max_bet, status: type.status }}
        >
          {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
          <Row gutter={12}>
            <Col xs={12}>
              <Form.Item name="payout" label="Paga (por 1)" rules={payoutRules}>
                <SpanishNumberInput decimals={2} />
              </Form.Item>
            </Col>
            <Col xs={12}>
              <Form.Item name="status" label="Estado">
                <Select options={GAME_STATUSES.map((status) => ({ value: status, label: GAME_STATUS_LABELS[status] }))} />
              </Form.Item>
            </Col>
            <BetFields />
          </Row>
        </Form>
      )}
    </Modal>
  );
}

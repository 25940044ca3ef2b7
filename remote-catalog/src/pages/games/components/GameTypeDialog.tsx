/**
 * A game type's payout, minimum and maximum bet in each currency and status (administrators), written on the type's
 * own version (If-Match): a 412 says someone else changed it. Sales after it follow it; a sold
 * line keeps its potential payout.
 */
import type { GameDetail, GameTypeUpdateForm } from '@banca/contracts';
import { GAME_STATUS_LABELS, GAME_STATUSES, type GameStatus } from '@banca/contracts/enums';
import { FormDialog, gamesApi, gamesKeys, numberRules, SpanishNumberInput, type SpanishNumberValue } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Col, Form, Row, Select } from 'antd';
import { BetFields, type BetValues, betsOf } from './BetFields';

export const TYPE_SAVED = 'Tipo de juego guardado: se aplica a las ventas siguientes.';

type GameType = GameDetail['types'][number];

interface TypeValues extends BetValues {
  payout: SpanishNumberValue;
  status: GameStatus;
}

const payoutRules = numberRules('Ingresa la paga.', (value) => (value > 0 ? null : 'La paga debe ser mayor que 0.'));

export function GameTypeDialog({ gameId, type, onClose }: { gameId: number; type: GameType | null; onClose: () => void }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: ({ id, body, version }: { id: number; body: GameTypeUpdateForm; version: number }) =>
      gamesApi.updateType(gameId, id, body, `"${version}"`),
    onSettled: () => client.invalidateQueries({ queryKey: gamesKeys.detail(gameId) }),
  });

  const submit = async (values: TypeValues) => {
    if (!type) return;
    const body: GameTypeUpdateForm = { payout: values.payout as number, ...betsOf(values), status: values.status };
    await save.mutateAsync({ id: type.id, body, version: type.version });
    void message.success(TYPE_SAVED);
    onClose();
  };

  return (
    <FormDialog<TypeValues>
      // Its own ids: the game's form, under this dialog, has fields of the same names.
      name="game_type"
      open={type !== null}
      title={type ? `Editar ${type.name}` : 'Editar tipo de juego'}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      submitText="Guardar tipo de juego"
      initialValues={type ? { payout: type.payout, min_bet: type.min_bet, max_bet: type.max_bet, status: type.status } : undefined}
    >
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
    </FormDialog>
  );
}

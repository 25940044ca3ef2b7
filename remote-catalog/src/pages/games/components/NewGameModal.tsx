/**
 * "Nuevo juego": a lottery with its result format, sales settings, schedule (the week grid) and
 * game types, created in one call (administrators). A 400 marks the field it names; a code in use
 * (409 GAME_EXISTS) marks the code.
 */
import type { GameCreateForm, GameDetail } from '@banca/contracts';
import {
  BET_FORMAT_DEFAULT_PAYOUT,
  type BetFormat,
  BET_FORMAT_LABELS,
  BET_FORMATS,
  RESULT_FORMAT_LABELS,
  RESULT_FORMAT_OF_BET,
  RESULT_FORMATS,
  type ResultFormat,
} from '@banca/contracts/draw-rules';
import { GAME_KINDS } from '@banca/contracts/enums';
import { toApiError } from '@banca/shared-auth';
import { FormDialog, GAME_KIND_LABELS, gamesApi, gamesKeys, numberRules, SpanishNumberInput, type SpanishNumberValue } from '@banca/kit';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Divider, Form, Input, Row, Select } from 'antd';
import { type ScheduleRow, scheduleOfRows } from '../schedule/scheduleRows';
import { SalesWindowFields } from './SalesWindowFields';
import { BetFields, type BetValues, betsOf } from './BetFields';

export const GAME_CREATED = 'Juego creado: sus sorteos se planificaron según el horario.';

interface TypeValues extends BetValues {
  code: string;
  name: string;
  kind: (typeof GAME_KINDS)[number];
  bet_format?: (typeof BET_FORMATS)[number];
  payout: SpanishNumberValue;
}

interface NewGameValues {
  code: string;
  name: string;
  description?: string;
  result_format?: ResultFormat;
  cutoff_minutes: SpanishNumberValue;
  prize_expiry_days: SpanishNumberValue;
  schedule: ScheduleRow[];
  types: TypeValues[];
}

const CODE = /^[A-Za-z0-9_-]{1,20}$/;
const codeRules = [
  { required: true, message: 'Ingresa el código.' },
  { pattern: CODE, message: 'Hasta 20 letras sin acentos, números, guion o guion bajo.' },
];
const payoutRules = numberRules('Ingresa la paga.', (value) => (value > 0 ? null : 'La paga debe ser mayor que 0.'));

const newType = (): TypeValues => ({
  code: '',
  name: '',
  kind: 'single',
  payout: null,
  min_bet: { VES: 1, USD: 1 },
  max_bet: { VES: null, USD: null },
});

export function NewGameModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (game: GameDetail) => void }) {
  const [form] = Form.useForm<NewGameValues>();
  const { message } = App.useApp();
  const client = useQueryClient();
  const resultFormat = Form.useWatch('result_format', form);
  const create = useMutation({
    mutationFn: (body: GameCreateForm) => gamesApi.create(body),
    onSuccess: (created) => {
      client.setQueryData(gamesKeys.detail(created.data.id), created);
      void client.invalidateQueries({ queryKey: ['catalog', 'games', 'list'] });
    },
  });
  const betOptions = BET_FORMATS.filter((format) => !resultFormat || RESULT_FORMAT_OF_BET[format] === resultFormat).map((format) => ({
    value: format,
    label: BET_FORMAT_LABELS[format],
  }));

  const submit = async (values: NewGameValues) => {
    const body: GameCreateForm = {
      code: values.code.trim(),
      name: values.name.trim(),
      description: (values.description ?? '').trim(),
      result_format: values.result_format as ResultFormat,
      cutoff_minutes: values.cutoff_minutes as number,
      prize_expiry_days: values.prize_expiry_days as number,
      schedule: scheduleOfRows(values.schedule),
      types: values.types.map((type) => ({
        code: type.code.trim(),
        name: type.name.trim(),
        kind: type.kind,
        bet_format: type.bet_format!,
        payout: type.payout as number,
        ...betsOf(type),
      })),
    };
    try {
      const created = await create.mutateAsync(body);
      void message.success(GAME_CREATED);
      onCreated(created.data);
    } catch (error) {
      const problem = toApiError(error);
      if (problem.status !== 409) throw error;
      // A code another lottery has: said on the code.
      form.setFields([{ name: 'code', errors: [problem.message] }]);
      return false;
    }
  };

  return (
    <FormDialog<NewGameValues>
      open={open}
      title="Nuevo juego"
      width={860}
      onClose={onClose}
      onSubmit={submit}
      saving={create.isPending}
      submitText="Crear juego"
      form={form}
      initialValues={{ cutoff_minutes: 5, prize_expiry_days: 30, schedule: [], types: [newType()] }}
    >
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          <Form.Item name="code" label="Código" rules={codeRules}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={16}>
          <Form.Item name="name" label="Nombre" rules={[{ required: true, whitespace: true, message: 'Ingresa el nombre.' }]}>
            <Input maxLength={80} />
          </Form.Item>
        </Col>
      </Row>
      <SalesWindowFields
        beside={
          <Form.Item
            name="result_format"
            label="Formato del resultado"
            rules={[{ required: true, message: 'Elige el formato del resultado.' }]}
          >
            <Select
              options={RESULT_FORMATS.map((format) => ({ value: format, label: RESULT_FORMAT_LABELS[format] }))}
              placeholder="Elige un formato"
              onChange={() => {
                // A bet format is settled against one result format: a new result format clears them.
                form.setFieldValue(
                  'types',
                  (form.getFieldValue('types') as TypeValues[]).map((type) => ({ ...type, bet_format: undefined })),
                );
              }}
            />
          </Form.Item>
        }
      />
      <Divider titlePlacement="start" plain>
        Tipos de juego
      </Divider>
      <Form.List name="types">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                title={`Tipo de juego ${index + 1}`}
                style={{ marginBottom: 12 }}
                extra={
                  fields.length > 1 && (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Quitar el tipo de juego ${index + 1}`}
                      onClick={() => remove(field.name)}
                    />
                  )
                }
              >
                <Row gutter={12}>
                  <Col xs={24} sm={6}>
                    <Form.Item name={[field.name, 'code']} label="Código" rules={codeRules}>
                      <Input maxLength={20} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={10}>
                    <Form.Item
                      name={[field.name, 'name']}
                      label="Nombre"
                      rules={[{ required: true, whitespace: true, message: 'Ingresa el nombre.' }]}
                    >
                      <Input maxLength={80} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={8}>
                    <Form.Item name={[field.name, 'kind']} label="Clase">
                      <Select options={GAME_KINDS.map((kind) => ({ value: kind, label: GAME_KIND_LABELS[kind] }))} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={9}>
                    <Form.Item
                      name={[field.name, 'bet_format']}
                      label="Formato de la jugada"
                      rules={[{ required: true, message: 'Elige el formato de la jugada.' }]}
                    >
                      <Select
                        options={betOptions}
                        placeholder={resultFormat ? 'Elige un formato' : 'Elige antes el formato del resultado'}
                        onChange={(format: BetFormat) => {
                          // The trade's usual payout (an animalito pays 30), unless one is typed already.
                          const usual = BET_FORMAT_DEFAULT_PAYOUT[format];
                          if (usual !== undefined && form.getFieldValue(['types', field.name, 'payout']) == null) {
                            form.setFieldValue(['types', field.name, 'payout'], usual);
                          }
                        }}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={8} sm={5}>
                    <Form.Item name={[field.name, 'payout']} label="Paga (por 1)" rules={payoutRules}>
                      <SpanishNumberInput decimals={2} />
                    </Form.Item>
                  </Col>
                </Row>
                <Row gutter={12}>
                  <BetFields name={[field.name]} path={['types', field.name]} />
                </Row>
              </Card>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add(newType())}>
              Agregar tipo de juego
            </Button>
          </>
        )}
      </Form.List>
    </FormDialog>
  );
}

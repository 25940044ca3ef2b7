/**
 * Creating a sales limit (whose sales it counts, the game type, one draw or every draw, one number
 * or every number, the most that may be sold; 0 blocks the number), or editing the amount of one.
 * An edit saves on the version it was opened with; when someone else changed the limit meanwhile,
 * the dialog keeps what was typed and offers to reload it.
 */
import type { LimitScope, SalesLimit, SalesLimitForm } from '@banca/contracts';
import { MAX_SELECTION_LENGTH } from '@banca/contracts/limits';
import { CURRENCY_SYMBOLS, type Currency } from '@banca/contracts/money';
import { toApiError } from '@banca/shared-auth';
import {
  optionsOf,
  applyFieldErrors,
  formatCurrency,
  limitsKeys,
  SearchSelect,
  SELECT_CLEAR,
  SpanishNumberInput,
  type SpanishNumberValue,
  CurrencySelect,
  useCurrencies,
  useOwnerOptions,
  useSellerSearchOptions,
  useVersionedForm,
  type VersionedAnswer,
} from '@banca/kit';
import { Alert, App, Button, Descriptions, Flex, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { LIMIT_SCOPE_LABELS, limitHolderText } from '../../../shared/labels';
import { limitAmountRules } from '../../../shared/validation';
import { useDrawOptions } from '../hooks/useDrawOptions';
import { useGameTypes } from '../hooks/useGameTypes';
import { useBoothSearchOptions } from '../hooks/useHolderOptions';
import { useCreateLimit, useUpdateLimit } from '../hooks/useLimitWrites';

export const LIMIT_CREATED = 'Tope creado correctamente.';
export const LIMIT_UPDATED = 'Tope actualizado correctamente.';

interface LimitValues {
  scope: LimitScope;
  scope_id: number | null;
  game_type_id: number | null;
  draw_id: number | null;
  selection: string;
  /** Null: the banca's default. */
  currency: Currency | null;
  max_amount: SpanishNumberValue;
}

const NEW_LIMIT: LimitValues = {
  scope: 'global',
  scope_id: null,
  game_type_id: null,
  draw_id: null,
  selection: '',
  currency: null,
  max_amount: null,
};

const HOLDER_LABEL: Record<Exclude<LimitScope, 'global'>, string> = { owner: 'Propietario', booth: 'Taquilla', seller: 'Vendedor' };
const HOLDER_REQUIRED: Record<Exclude<LimitScope, 'global'>, string> = {
  owner: 'Elige el propietario (un cliente).',
  booth: 'Elige la taquilla.',
  seller: 'Elige la cuenta de vendedor.',
};
const HOLDER_OPTIONS = { owner: useOwnerOptions, booth: useBoothSearchOptions, seller: useSellerSearchOptions } as const;

const SCOPE_HELP: Record<LimitScope, string> = {
  global: 'Cuenta lo vendido en todas las taquillas.',
  owner: 'Cuenta lo vendido en todas las taquillas del propietario.',
  booth: 'Cuenta lo vendido en esa taquilla.',
  seller: 'Cuenta lo vendido por esa cuenta de vendedor.',
};

const formOf = (values: LimitValues): SalesLimitForm => ({
  scope: values.scope,
  scope_id: values.scope === 'global' ? null : values.scope_id,
  game_type_id: values.game_type_id!,
  draw_id: values.draw_id ?? null,
  selection: values.selection.trim() === '' ? null : values.selection.trim(),
  ...(values.currency ? { currency: values.currency } : {}),
  max_amount: values.max_amount as number,
});

/** The form of a new limit. */
function NewLimitForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<LimitValues>();
  const [alert, setAlert] = useState<string | null>(null);
  const { message } = App.useApp();
  const create = useCreateLimit();
  const types = useGameTypes();
  const draws = useDrawOptions();
  const scope = Form.useWatch('scope', form) ?? 'global';
  const gameTypeId = Form.useWatch('game_type_id', form);
  const currencies = useCurrencies();
  const currency: Currency = Form.useWatch('currency', form) ?? currencies.default;
  const moduleId = types.types.find((type) => type.value === gameTypeId)?.moduleId;
  const drawOptions = draws.options.filter((draw) => !draw.settled && (moduleId === undefined || draw.moduleId === moduleId));

  const submit = (values: LimitValues) => {
    setAlert(null);
    create.mutate(formOf(values), {
      onSuccess: () => {
        void message.success(LIMIT_CREATED);
        onDone();
      },
      onError: (error) => {
        if (!applyFieldErrors(form, error)) setAlert(toApiError(error).message);
      },
    });
  };

  return (
    <Form<LimitValues> form={form} layout="vertical" initialValues={NEW_LIMIT} onFinish={submit} autoComplete="off">
      {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
      <Form.Item name="scope" label="Alcance" extra={SCOPE_HELP[scope]} rules={[{ required: true, message: 'Elige el alcance.' }]}>
        <Select options={optionsOf(LIMIT_SCOPE_LABELS)} onChange={() => form.setFieldValue('scope_id', null)} />
      </Form.Item>
      {scope !== 'global' && (
        <Form.Item key={scope} name="scope_id" label={HOLDER_LABEL[scope]} rules={[{ required: true, message: HOLDER_REQUIRED[scope] }]}>
          <SearchSelect useOptions={HOLDER_OPTIONS[scope]} placeholder={`Buscar ${HOLDER_LABEL[scope].toLowerCase()}`} />
        </Form.Item>
      )}
      <Form.Item name="game_type_id" label="Tipo de juego" rules={[{ required: true, message: 'Elige el tipo de juego.' }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Tipo de juego"
          loading={types.isLoading}
          options={types.groups}
          onChange={() => form.setFieldValue('draw_id', null)}
        />
      </Form.Item>
      <Form.Item name="draw_id" label="Sorteo" extra="Sin sorteo: se aplica en cada sorteo, a cada uno por separado.">
        <Select
          allowClear={SELECT_CLEAR}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Todos los sorteos"
          loading={draws.isLoading}
          options={drawOptions}
          disabled={gameTypeId == null}
        />
      </Form.Item>
      <Form.Item
        name="selection"
        label="Número"
        extra="Vacío: se aplica a cada número por separado."
        rules={[{ max: MAX_SELECTION_LENGTH, message: `El número admite hasta ${MAX_SELECTION_LENGTH} caracteres.` }]}
      >
        <Input placeholder="Todos los números" />
      </Form.Item>
      {currencies.enabled.length > 1 && (
        <Form.Item name="currency" label="Moneda" extra="Cuenta solo lo vendido en esa moneda.">
          <CurrencySelect value={currency} onChange={(picked) => form.setFieldValue('currency', picked)} />
        </Form.Item>
      )}
      <Form.Item name="max_amount" label="Monto máximo" extra="Lo más que se puede vender; 0 bloquea el número." rules={limitAmountRules}>
        <SpanishNumberInput decimals={2} prefix={CURRENCY_SYMBOLS[currency].trim()} />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Crear tope
        </Button>
      </Flex>
    </Form>
  );
}

/** The form of an existing limit: only its amount changes (what it covers is its identity). */
function EditLimitForm({ loaded, onDone }: { loaded: VersionedAnswer<SalesLimit>; onDone: () => void }) {
  const [form] = Form.useForm<{ max_amount: SpanishNumberValue }>();
  const [alert, setAlert] = useState<string | null>(null);
  const { message } = App.useApp();
  const update = useUpdateLimit();
  const limit = loaded.data;
  const version = useVersionedForm({
    form,
    loaded,
    valuesOf: (data: SalesLimit) => ({ max_amount: data.max_amount as SpanishNumberValue }),
    record: limitsKeys.detail(limit.id),
    query: limitsKeys.detail(limit.id),
  });

  const submit = (values: { max_amount: SpanishNumberValue }) => {
    setAlert(null);
    update.mutate(
      { id: limit.id, amount: values.max_amount as number, base: version.base },
      {
        onSuccess: (saved) => {
          version.saved(saved);
          void message.success(LIMIT_UPDATED);
          onDone();
        },
        onError: (error) => {
          if (version.refused(error)) return;
          if (!applyFieldErrors(form, error)) setAlert(toApiError(error).message);
        },
      },
    );
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ max_amount: limit.max_amount }} onFinish={submit} autoComplete="off">
      {version.notice}
      {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'scope', label: 'Alcance', children: limitHolderText(limit.scope, limit.scope_name) },
          { key: 'game', label: 'Tipo de juego', children: `${limit.module_name} · ${limit.game_type_name}` },
          { key: 'draw', label: 'Sorteo', children: limit.draw_name ?? 'Todos los sorteos' },
          { key: 'number', label: 'Número', children: limit.selection ?? 'Todos los números' },
          { key: 'now', label: 'Monto actual', children: formatCurrency(limit.max_amount, limit.currency) },
        ]}
      />
      <Form.Item name="max_amount" label="Monto máximo" extra="0 bloquea el número." rules={limitAmountRules}>
        <SpanishNumberInput decimals={2} prefix={CURRENCY_SYMBOLS[limit.currency].trim()} autoFocus />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Guardar
        </Button>
      </Flex>
    </Form>
  );
}

/** 'Nuevo tope' (target 'new') or 'Editar tope' (a limit read with its version). */
export function LimitDialog({
  target,
  loaded,
  onClose,
}: {
  target: 'new' | number | null;
  loaded: VersionedAnswer<SalesLimit> | undefined;
  onClose: () => void;
}) {
  const editing = typeof target === 'number';
  return (
    <Modal
      open={target !== null}
      onCancel={onClose}
      footer={null}
      title={editing ? 'Editar tope' : 'Nuevo tope'}
      destroyOnHidden
      width={560}
    >
      {target === 'new' && <NewLimitForm onDone={onClose} />}
      {editing && loaded && <EditLimitForm key={loaded.etag ?? ''} loaded={loaded} onDone={onClose} />}
    </Modal>
  );
}

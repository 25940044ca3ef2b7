/**
 * Creating a sales limit (whose sales it counts, the game type, one draw or every draw, one number
 * or every number, the most that may be sold; 0 blocks the number), or editing the amount of one.
 * An edit saves on the version it was opened with; when someone else changed the limit meanwhile,
 * the dialog keeps what was typed and offers to reload it.
 */
import type { LimitScope, SalesLimit, SalesLimitForm } from '@banca/contracts';
import { MAX_SELECTION_LENGTH } from '@banca/contracts/limits';
import { CURRENCY_SYMBOLS, type Currency } from '@banca/contracts/money';
import {
  optionsOf,
  FormDialog,
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
import { App, Descriptions, Form, Input, Select } from 'antd';
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

/** The dialog of a new limit. */
function NewLimitDialog({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<LimitValues>();
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

  const submit = async (values: LimitValues) => {
    await create.mutateAsync(formOf(values));
    void message.success(LIMIT_CREATED);
    onDone();
  };

  return (
    <FormDialog<LimitValues>
      title="Nuevo tope"
      open
      width={560}
      form={form}
      initialValues={NEW_LIMIT}
      onClose={onDone}
      onSubmit={submit}
      saving={create.isPending}
      submitText="Crear tope"
    >
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
    </FormDialog>
  );
}

/** The dialog of an existing limit: only its amount changes (what it covers is its identity). */
function EditLimitDialog({ loaded, onDone }: { loaded: VersionedAnswer<SalesLimit>; onDone: () => void }) {
  const [form] = Form.useForm<{ max_amount: SpanishNumberValue }>();
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

  const submit = async (values: { max_amount: SpanishNumberValue }) => {
    const saved = await update.mutateAsync({ id: limit.id, amount: values.max_amount as number, base: version.base });
    version.saved(saved);
    void message.success(LIMIT_UPDATED);
    onDone();
  };

  return (
    <FormDialog<{ max_amount: SpanishNumberValue }>
      title="Editar tope"
      open
      width={560}
      form={form}
      initialValues={{ max_amount: limit.max_amount }}
      onClose={onDone}
      onSubmit={submit}
      saving={update.isPending}
      // Refused as stale: the dialog keeps the amount typed, to save again after 'Recargar'.
      refused={version.refused}
    >
      {version.notice}
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
    </FormDialog>
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
  if (target === 'new') return <NewLimitDialog onDone={onClose} />;
  // An edit opens once its limit is read, on the version read.
  if (typeof target === 'number' && loaded) return <EditLimitDialog key={loaded.etag ?? ''} loaded={loaded} onDone={onClose} />;
  return null;
}

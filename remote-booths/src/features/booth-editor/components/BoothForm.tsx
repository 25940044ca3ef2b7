import { CANCEL_WINDOW_MINUTES, MAX_LENGTH } from '@banca/contracts/limits';
import { CURRENCY_LABELS, type Currency } from '@banca/contracts/money';
import { DeleteOutlined } from '@ant-design/icons';
import { toApiError } from '@banca/shared-auth';
import type { BoothDetail, BoothForm as BoothBody } from '@banca/contracts';
import {
  boothsKeys,
  numberRules,
  SearchSelect,
  SpanishNumberInput,
  type SpanishNumberValue,
  useConfirm,
  useCurrencies,
  useOwnerOptions,
  useResourceForm,
  type VersionedAnswer,
} from '@banca/kit';
import { App, Button, Checkbox, Col, Flex, Form, Input, Row, Switch } from 'antd';
import type { ComponentProps } from 'react';
import { useDeleteBooth } from '../hooks/useDeleteBooth';
import { useSaveBooth } from '../hooks/useSaveBooth';

/**
 * A required field's control is marked `aria-required` by its Form.Item, which a group of
 * checkboxes may not carry (axe's aria-allowed-attr); the group says its name itself (a label names no group).
 */
function CheckboxGroup({
  'aria-required': _required,
  ...props
}: ComponentProps<typeof Checkbox.Group<Currency>> & { 'aria-required'?: string }) {
  return <Checkbox.Group<Currency> role="group" {...props} />;
}

export const BOOTH_CREATED = 'Taquilla creada correctamente.';
export const BOOTH_UPDATED = 'Taquilla actualizada correctamente.';
export const BOOTH_DELETED = 'Taquilla eliminada correctamente.';

interface BoothValues {
  name: string;
  email: string;
  location: string;
  owner_id: number | null;
  cancel_window_minutes: SpanishNumberValue;
  /** A new booth may leave them unmarked: it then sells in the banca's default currency. */
  currencies: Currency[];
  blind_count: boolean;
}

const valuesOf = (booth?: BoothDetail): BoothValues => ({
  name: booth?.name ?? '',
  email: booth?.email ?? '',
  location: booth?.location ?? '',
  owner_id: booth?.owner_id ?? null,
  cancel_window_minutes: booth?.cancel_window_minutes ?? CANCEL_WINDOW_MINUTES.default,
  currencies: booth?.currencies ?? [],
  blind_count: booth?.blind_count ?? false,
});
const bodyOf = (values: BoothValues): BoothBody => ({
  name: values.name.trim(),
  email: (values.email ?? '').trim(),
  location: (values.location ?? '').trim(),
  owner_id: values.owner_id ?? null,
  cancel_window_minutes: values.cancel_window_minutes as number,
  ...(values.currencies?.length ? { currencies: values.currencies } : {}),
  blind_count: values.blind_count ?? false,
});

export const CURRENCIES_REQUIRED = 'Marca al menos una moneda en la que vende la taquilla.';

export const OWNER_REQUIRED = 'Elige el propietario de la taquilla (un cliente).';
const cancelWindowRules = numberRules('Ingresa los minutos para anular.', (value) =>
  Number.isInteger(value) && value >= CANCEL_WINDOW_MINUTES.min && value <= CANCEL_WINDOW_MINUTES.max
    ? null
    : `Deben ser minutos enteros entre ${CANCEL_WINDOW_MINUTES.min} y ${CANCEL_WINDOW_MINUTES.max}.`,
);

/**
 * The booth's own data — name, e-mail, location, its owner (a client: it sees the booth and its
 * sales, and its limits and commissions apply) and how long its terminals may cancel a sale —, with create or update
 * and, for an existing booth, 'Eliminar taquilla' after a confirmation. Read-only for a role that
 * may not edit. An edit saves (or deletes) on the version of the booth it was opened with: when
 * someone else changed the booth meanwhile, the form keeps what was typed and offers to reload it.
 */
export interface BoothFormProps {
  /** The booth to update, as read with its version; none to create one. */
  loaded?: VersionedAnswer<BoothDetail>;
  canEdit: boolean;
  onCreated?: (id: number) => void;
  onDeleted?: () => void;
  /** In a dialog: 'Cancelar' (or 'Cerrar' when read-only); the name then takes the focus. */
  onCancel?: () => void;
}

export function BoothForm({ loaded, canEdit, onCreated, onDeleted, onCancel }: BoothFormProps) {
  const [form] = Form.useForm<BoothValues>();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const remove = useDeleteBooth();
  const currencies = useCurrencies();
  const version = useResourceForm({
    form,
    loaded,
    valuesOf,
    bodyOf,
    detail: boothsKeys.detail,
    save: useSaveBooth(),
    messages: { created: BOOTH_CREATED, updated: BOOTH_UPDATED },
    onSaved: (saved) => {
      if (saved.created) onCreated?.(saved.id);
    },
  });
  const booth = version.record;
  const creating = !booth;

  const onDelete = async () => {
    if (!booth) return;
    const sellers = booth.sellers.length;
    const confirmed = await confirm({
      title: 'Confirmar eliminación',
      message: `Esta acción es irreversible: la taquilla «${booth.name}» se eliminará${
        sellers > 0 ? ` y ${sellers === 1 ? 'su vendedor quedará' : `sus ${sellers} vendedores quedarán`} sin taquilla` : ''
      }. ¿Deseas continuar?`,
      confirmText: 'Eliminar',
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(
      { booth, base: version.base },
      {
        onSuccess: () => {
          void message.success(BOOTH_DELETED);
          onDeleted?.();
        },
        onError: (error) => {
          if (!version.refused(error)) void message.error(toApiError(error).message);
        },
      },
    );
  };

  return (
    <Form<BoothValues>
      form={form}
      layout="vertical"
      disabled={!canEdit}
      initialValues={valuesOf(booth)}
      onFinish={version.submit}
      requiredMark={canEdit}
      autoComplete="off"
    >
      {version.notice}
      <Form.Item
        name="name"
        label="Nombre"
        rules={[
          { required: true, whitespace: true, message: 'El nombre es obligatorio.' },
          { max: MAX_LENGTH.boothName, message: `El nombre admite hasta ${MAX_LENGTH.boothName} caracteres.` },
        ]}
      >
        <Input placeholder="Agencia La Fortuna" autoFocus={canEdit && Boolean(onCancel)} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="email"
            label="Correo"
            rules={[
              { type: 'email', transform: (value?: string) => value?.trim(), message: 'El correo no es válido.' },
              { max: MAX_LENGTH.email, message: `El correo admite hasta ${MAX_LENGTH.email} caracteres.` },
            ]}
          >
            <Input inputMode="email" placeholder="taquilla@correo.com" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="location"
            label="Ubicación"
            rules={[{ max: MAX_LENGTH.boothLocation, message: `La ubicación admite hasta ${MAX_LENGTH.boothLocation} caracteres.` }]}
          >
            <Input placeholder="Ciudad - Sector" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={16}>
          {canEdit ? (
            <Form.Item name="owner_id" label="Propietario" rules={[{ required: true, message: OWNER_REQUIRED }]}>
              <SearchSelect
                useOptions={useOwnerOptions}
                selected={booth?.owner_id ? { value: booth.owner_id, label: booth.owner_name ?? '' } : null}
                placeholder="Buscar cliente por nombre o correo"
              />
            </Form.Item>
          ) : (
            // Read-only: the owner's name as the booth answers it (the owners' list is for those who may edit).
            <Form.Item label="Propietario" htmlFor="booth-owner">
              <Input id="booth-owner" value={booth?.owner_name ?? 'Sin propietario'} readOnly />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="cancel_window_minutes"
            label="Minutos para anular"
            tooltip="Tiempo desde la venta en que la terminal de la taquilla puede anular un ticket (nunca después del cierre del sorteo)."
            rules={cancelWindowRules}
          >
            <SpanishNumberInput decimals={0} suffix="min" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="blind_count"
            label="Conteo a ciegas"
            valuePropName="checked"
            tooltip="La terminal cuenta el efectivo sin ver el efectivo esperado ni la diferencia hasta cerrar el día."
          >
            <Switch checkedChildren="Sí" unCheckedChildren="No" />
          </Form.Item>
        </Col>
      </Row>
      {/* Which currencies it sells in: a choice only when the banca has more than one. */}
      {currencies.enabled.length > 1 && (
        <Form.Item
          name="currencies"
          label="Monedas"
          tooltip="Las monedas en que vende su terminal; con dos, la terminal elige la moneda de cada venta."
          extra={creating ? `Sin marcar: ${CURRENCY_LABELS[currencies.default]}, la moneda predeterminada de la banca.` : undefined}
          rules={creating ? [] : [{ required: true, type: 'array', min: 1, message: CURRENCIES_REQUIRED }]}
        >
          <CheckboxGroup
            aria-label="Monedas"
            options={currencies.enabled.map((currency) => ({ value: currency, label: CURRENCY_LABELS[currency] }))}
          />
        </Form.Item>
      )}
      <Flex justify="space-between" align="center" gap={8} wrap>
        <div>
          {canEdit && booth && (
            <Button danger icon={<DeleteOutlined />} loading={remove.isPending} onClick={() => void onDelete()}>
              Eliminar taquilla
            </Button>
          )}
        </div>
        <Flex gap={8}>
          {onCancel && (
            <Button disabled={false} onClick={onCancel}>
              {canEdit ? 'Cancelar' : 'Cerrar'}
            </Button>
          )}
          {canEdit && (
            <Button type="primary" htmlType="submit" loading={version.saving}>
              {version.creating ? 'Crear taquilla' : 'Actualizar'}
            </Button>
          )}
        </Flex>
      </Flex>
    </Form>
  );
}

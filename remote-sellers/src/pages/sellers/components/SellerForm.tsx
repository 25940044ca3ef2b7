import { MAX_LENGTH, MIN_PASSWORD_LENGTH } from '@banca/contracts/limits';
import type { SellerForm as SellerBody, SellerRow } from '@banca/contracts';
import { passwordRules, SearchSelect, sellersKeys, useResourceForm, type VersionedAnswer } from '@banca/kit';
import { Alert, Button, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useBoothOptions } from '../hooks/useBoothOptions';
import { useSellerUserOptions } from '../hooks/useSellerUserOptions';
import { useSaveSeller } from '../hooks/useSaveSeller';

/** What an invalid submit says. */
export const INVALID_FORM = 'Por favor, completa correctamente todos los campos requeridos.';
export const CREATED = 'Vendedor creado correctamente.';
export const UPDATED = 'Vendedor actualizado correctamente.';

interface SellerValues {
  label: string;
  ticket_booth_id: number | null;
  seller_user_id: number | null;
  username: string;
  password: string;
  is_active: 'active' | 'inactive';
}

const STATUS_OPTIONS = [
  { value: 'active', label: 'Activo' },
  { value: 'inactive', label: 'Inactivo' },
];

const valuesOf = (seller?: SellerRow): SellerValues => ({
  label: seller?.label ?? '',
  ticket_booth_id: seller?.ticket_booth_id ?? null,
  seller_user_id: seller?.seller_user_id ?? null,
  username: seller?.username ?? '',
  password: '',
  // A new seller starts active: it is created to sell.
  is_active: seller && !seller.is_active ? 'inactive' : 'active',
});

/** What the API receives: trimmed texts, no password when none was typed, the linked user as picked (none: null). */
const bodyOf = (values: SellerValues): SellerBody => ({
  ticket_booth_id: values.ticket_booth_id!,
  seller_user_id: values.seller_user_id ?? null,
  label: values.label.trim(),
  username: values.username.trim(),
  is_active: values.is_active === 'active',
  ...(values.password ? { password: values.password } : {}),
});

/**
 * The seller dialog's form: label, booth, the linked «Vendedor de Tickets» user (whose back-office
 * shows this account's sales), username (an e-mail), password and Activo/Inactivo. An invalid submit marks every field and says so; a field the
 * server refuses (a username in use) is marked with the server's message. Read-only for a role
 * that may not edit. An edit saves on the version of the seller it was opened with: when someone
 * else changed the seller meanwhile, the form keeps what was typed and offers to reload it.
 */
export function SellerForm({
  loaded,
  readOnly = false,
  onSaved,
  onCancel,
}: {
  /** The seller to edit, as read with its version; none to create one. */
  loaded?: VersionedAnswer<SellerRow>;
  readOnly?: boolean;
  /** Saved: its id, whether it is new, and the username it was saved with (the list finds it by it). */
  onSaved: (saved: { id: number; created: boolean; username: string }) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<SellerValues>();
  const [invalid, setInvalid] = useState(false);
  const version = useResourceForm({
    form,
    loaded,
    valuesOf,
    bodyOf,
    detail: sellersKeys.detail,
    save: useSaveSeller(),
    messages: { created: CREATED, updated: UPDATED },
    onSaved: (saved, values) => onSaved({ id: saved.id, created: saved.created, username: values.username.trim() }),
  });
  const seller = version.record;
  const creating = version.creating;

  return (
    <Form<SellerValues>
      form={form}
      layout="vertical"
      disabled={readOnly}
      initialValues={valuesOf(seller)}
      onFinish={(values) => {
        setInvalid(false);
        version.submit(values);
      }}
      onFinishFailed={() => setInvalid(true)}
      onFieldsChange={() => {
        // The warning goes once every field is right again.
        if (invalid && form.getFieldsError().every((field) => field.errors.length === 0)) setInvalid(false);
      }}
      requiredMark={!readOnly}
      autoComplete="off"
    >
      {version.notice}
      {invalid && <Alert type="error" showIcon role="alert" title={INVALID_FORM} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="label"
        label="Etiqueta"
        rules={[
          { required: true, whitespace: true, message: 'La etiqueta es obligatoria.' },
          { max: MAX_LENGTH.sellerLabel, message: `La etiqueta admite hasta ${MAX_LENGTH.sellerLabel} caracteres.` },
        ]}
      >
        <Input placeholder="Nombre con el que se identifica al vendedor" autoFocus={!readOnly} />
      </Form.Item>
      <Form.Item name="ticket_booth_id" label="Taquilla" rules={[{ required: true, message: 'Selecciona una taquilla.' }]}>
        <SearchSelect
          useOptions={useBoothOptions}
          selected={
            seller?.ticket_booth_id
              ? { value: seller.ticket_booth_id, label: seller.ticket_booth_name ?? `Taquilla ${seller.ticket_booth_id}` }
              : null
          }
          placeholder="Busca una taquilla por nombre o ubicación"
          notFoundText="No hay taquillas que coincidan."
        />
      </Form.Item>
      {readOnly ? (
        // Read-only (a client): the name as the account answers it; the users' picker is for those who may edit.
        <Form.Item label="Usuario vinculado" htmlFor="seller-linked-user">
          <Input id="seller-linked-user" value={seller?.seller_user_name ?? 'Sin usuario vinculado'} readOnly />
        </Form.Item>
      ) : (
        <Form.Item
          name="seller_user_id"
          label="Usuario vinculado"
          tooltip="El usuario Vendedor de Tickets del panel que ve los tickets y reportes de lo que esta cuenta vende en la terminal."
          extra="Opcional. Sin usuario vinculado, sus ventas solo se ven por la taquilla."
        >
          <SearchSelect
            useOptions={useSellerUserOptions}
            selected={seller?.seller_user_id ? { value: seller.seller_user_id, label: seller.seller_user_name ?? '' } : null}
            placeholder="Busca un Vendedor de Tickets por nombre o correo"
            notFoundText="No hay usuarios Vendedor de Tickets que coincidan."
            clearable
          />
        </Form.Item>
      )}
      <Form.Item
        name="username"
        label="Usuario"
        tooltip="El correo electrónico con el que el vendedor ingresa."
        rules={[
          { required: true, whitespace: true, message: 'El usuario es obligatorio.' },
          { type: 'email', transform: (value?: string) => value?.trim(), message: 'El usuario debe ser un correo electrónico válido.' },
          { max: MAX_LENGTH.username, message: `El usuario admite hasta ${MAX_LENGTH.username} caracteres.` },
        ]}
      >
        <Input inputMode="email" placeholder="vendedor@correo.com" autoComplete="off" />
      </Form.Item>
      {!readOnly && (
        <Form.Item
          name="password"
          label="Contraseña de la terminal de ventas"
          // A seller signs in with it on the sales terminal only; it never opens the back-office.
          extra={
            creating
              ? `Es la que usa el vendedor para ingresar en la terminal de ventas (no da acceso a este panel), de al menos ${MIN_PASSWORD_LENGTH} caracteres. Opcional: sin contraseña, no podrá vender hasta que se le asigne una.`
              : `Es la que usa el vendedor en la terminal de ventas (no da acceso a este panel), de al menos ${MIN_PASSWORD_LENGTH} caracteres. Déjala vacía para conservar la actual.`
          }
          // The staff's rule (the API checks the same): empty is allowed, a short one is not.
          rules={passwordRules(false)}
        >
          <Input.Password autoComplete="new-password" placeholder={creating ? 'Contraseña' : 'Nueva contraseña'} />
        </Form.Item>
      )}
      <Form.Item name="is_active" label="Estado" rules={[{ required: true, message: 'Selecciona el estado.' }]}>
        <Select options={STATUS_OPTIONS} placeholder="Selecciona el estado" />
      </Form.Item>
      <Flex justify="end" gap={8}>
        {readOnly ? (
          <Button disabled={false} onClick={onCancel}>
            Cerrar
          </Button>
        ) : (
          <>
            <Button onClick={onCancel}>Cancelar</Button>
            <Button type="primary" htmlType="submit" loading={version.saving}>
              {creating ? 'Crear vendedor' : 'Guardar cambios'}
            </Button>
          </>
        )}
      </Flex>
    </Form>
  );
}

import { MAX_LENGTH } from '@banca/contracts/limits';
import { DeleteOutlined } from '@ant-design/icons';
import { toApiError } from '@banca/shared-auth';
import type { BoothDetail, BoothForm as BoothBody } from '@banca/contracts';
import { applyFieldErrors, boothsKeys, useConfirm, useVersionedForm, type VersionedAnswer } from '@banca/kit';
import { Alert, App, Button, Col, Flex, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { useDeleteBooth } from '../hooks/useDeleteBooth';
import { useSaveBooth } from '../hooks/useSaveBooth';

export const BOOTH_CREATED = 'Taquilla creada correctamente.';
export const BOOTH_UPDATED = 'Taquilla actualizada correctamente.';
export const BOOTH_DELETED = 'Taquilla eliminada correctamente.';

interface BoothValues {
  name: string;
  email: string;
  location: string;
}

const valuesOf = (booth?: BoothDetail): BoothValues => ({
  name: booth?.name ?? '',
  email: booth?.email ?? '',
  location: booth?.location ?? '',
});
const bodyOf = (values: BoothValues): BoothBody => ({
  name: values.name.trim(),
  email: (values.email ?? '').trim(),
  location: (values.location ?? '').trim(),
});

/**
 * The booth's own data, with create or update
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
  const [alert, setAlert] = useState<string | null>(null);
  const { message } = App.useApp();
  const confirm = useConfirm();
  const save = useSaveBooth();
  const remove = useDeleteBooth();
  const booth = loaded?.data;
  const creating = !booth;
  const version = useVersionedForm({
    form,
    loaded,
    valuesOf,
    record: boothsKeys.detail(booth?.id ?? 0),
    query: boothsKeys.detail(booth?.id ?? 0),
  });

  const submit = (values: BoothValues) => {
    setAlert(null);
    save.mutate(
      { form: bodyOf(values), previous: booth, base: version.base },
      {
        onSuccess: (saved) => {
          void message.success(saved.created ? BOOTH_CREATED : BOOTH_UPDATED);
          if (saved.booth) {
            version.saved(saved.booth);
            form.setFieldsValue(valuesOf(saved.booth.data));
          }
          if (saved.created) onCreated?.(saved.id);
        },
        onError: (error) => {
          if (version.refused(error)) return;
          if (!applyFieldErrors(form, error)) setAlert(toApiError(error).message);
        },
      },
    );
  };

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
      onFinish={submit}
      requiredMark={canEdit}
      autoComplete="off"
    >
      {version.notice}
      {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
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
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {creating ? 'Crear agencia' : 'Actualizar'}
            </Button>
          )}
        </Flex>
      </Flex>
    </Form>
  );
}

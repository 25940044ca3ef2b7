import { GuardedModal, useDiscardGuard, useFormSave } from '@banca/kit';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { MAX_LENGTH, MIN_PASSWORD_LENGTH, passwordRules } from '../../../shared/validation';

export const PASSWORD_ALERTS = {
  empty: 'Debes completar ambos campos de contraseña.',
  mismatch: 'Las contraseñas no coinciden.',
} as const;

interface PasswordForm {
  newPassword?: string;
  confirmPassword?: string;
}

const REQUIRED = 'Este campo es obligatorio.';

/**
 * The change-password dialog: a new password and its confirmation,
 * both required with at least 6 characters. 'Cancelar' (or closing) ends it; 'Actualizar', shown
 * only while the form is valid, saves the new password through `onSave` (which answers whether it
 * was saved: the owner closes the dialog then; a declined confirmation leaves it open). A submit
 * (Enter) with a field empty, or with two different passwords, shows the alert that says so; a
 * failed save says so in the dialog, the passwords still typed; closing with them typed asks first.
 */
export function ChangePasswordDialog({
  open,
  onCancel,
  onSave,
}: {
  open: boolean;
  onCancel: () => void;
  onSave: (password: string) => Promise<boolean>;
}) {
  const [form] = Form.useForm<PasswordForm>();
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const guard = useDiscardGuard(onCancel);
  const save = useFormSave(form, { initial: {}, pending: saving, guard });
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const confirmPassword = Form.useWatch('confirmPassword', form) ?? '';
  const valid = [newPassword, confirmPassword].every((value) => value.length >= MIN_PASSWORD_LENGTH && value.length <= MAX_LENGTH.password);

  /** Runs on every submit, valid or not (antd calls onFinish or onFinishFailed). */
  const submit = ({ newPassword = '', confirmPassword = '' }: PasswordForm, passesRules: boolean) => {
    if (!newPassword || !confirmPassword) return setAlert(PASSWORD_ALERTS.empty);
    if (newPassword !== confirmPassword) return setAlert(PASSWORD_ALERTS.mismatch);
    if (passesRules) void send(newPassword);
  };

  const send = async (password: string) => {
    setSaving(true);
    try {
      if (await onSave(password)) save.saved();
    } catch (error) {
      save.failed(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <GuardedModal
      guard={guard}
      open={open}
      title="Cambiar contraseña"
      destroyOnHidden
      afterClose={() => {
        setAlert(null);
        save.reset();
      }}
      footer={[
        <Button key="cancel" onClick={guard.close}>
          Cancelar
        </Button>,
        valid && (
          <Button key="submit" type="primary" loading={saving} onClick={() => form.submit()}>
            Actualizar
          </Button>
        ),
      ]}
    >
      <Form<PasswordForm>
        form={form}
        layout="vertical"
        name="change-password"
        preserve={false}
        onValuesChange={() => setAlert(null)}
        onFinish={(values) => submit(values, true)}
        onFinishFailed={({ values }) => submit(values, false)}
      >
        {save.notice}
        {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
        <Form.Item name="newPassword" label="Nueva contraseña" rules={passwordRules(true, REQUIRED)}>
          <Input.Password
            placeholder="Nueva contraseña"
            autoComplete="new-password"
            maxLength={MAX_LENGTH.password}
            autoFocus
            onPressEnter={() => form.submit()}
          />
        </Form.Item>
        <Form.Item name="confirmPassword" label="Confirmar nueva contraseña" rules={passwordRules(true, REQUIRED)}>
          <Input.Password
            placeholder="Confirmar nueva contraseña"
            autoComplete="new-password"
            maxLength={MAX_LENGTH.password}
            onPressEnter={() => form.submit()}
          />
        </Form.Item>
      </Form>
    </GuardedModal>
  );
}

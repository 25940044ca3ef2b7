import { ownAccountApi, PASSWORD_MESSAGES, passwordRules, useFormSave } from '@banca/kit';
import { MAX_LENGTH } from '@banca/contracts/limits';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';

interface OwnPasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

export const OWN_PASSWORD_TEXTS = {
  title: 'Cambiar contraseña',
  hint: 'Al cambiarla se cierran tus sesiones abiertas en otros dispositivos; esta sigue abierta.',
  current: 'Contraseña actual',
  currentRequired: 'Escribe tu contraseña actual.',
  next: 'Nueva contraseña',
  nextRequired: 'Escribe la nueva contraseña.',
  confirm: 'Confirmar nueva contraseña',
  confirmRequired: 'Vuelve a escribir la nueva contraseña.',
  submit: 'Cambiar contraseña',
  done: 'Contraseña cambiada. Se cerraron tus otras sesiones.',
} as const;

/**
 * "Mi perfil" → change one's own password: the current one, the new one twice (the same rules as
 * an administrator's reset). The server's refusals land on their field (a wrong current password
 * on "Contraseña actual"); one naming no field of the form (too many attempts, no connection)
 * shows above it, as in every form (`useFormSave`).
 */
export function OwnPassword() {
  const [form] = Form.useForm<OwnPasswordValues>();
  const { message } = App.useApp();
  const [pending, setPending] = useState(false);
  const save = useFormSave(form, { initial: {}, pending });
  const change = useMutation({
    mutationFn: ({ current_password, new_password }: OwnPasswordValues) => ownAccountApi.changePassword({ current_password, new_password }),
    onSuccess: () => {
      form.resetFields();
      save.reset();
      message.success(OWN_PASSWORD_TEXTS.done);
    },
    onError: (error) => save.failed(error),
    onSettled: () => setPending(false),
  });

  return (
    <Card title={OWN_PASSWORD_TEXTS.title}>
      <Typography.Paragraph type="secondary">{OWN_PASSWORD_TEXTS.hint}</Typography.Paragraph>
      <Form<OwnPasswordValues>
        form={form}
        layout="vertical"
        name="own-password"
        style={{ maxWidth: 420 }}
        onFinish={(values) => {
          setPending(true);
          change.mutate(values);
        }}
      >
        {save.notice}
        <Form.Item
          name="current_password"
          label={OWN_PASSWORD_TEXTS.current}
          rules={[{ required: true, message: OWN_PASSWORD_TEXTS.currentRequired }]}
        >
          <Input.Password autoComplete="current-password" maxLength={MAX_LENGTH.loginPassword} />
        </Form.Item>
        <Form.Item name="new_password" label={OWN_PASSWORD_TEXTS.next} rules={passwordRules(true, OWN_PASSWORD_TEXTS.nextRequired)}>
          <Input.Password autoComplete="new-password" maxLength={MAX_LENGTH.password} />
        </Form.Item>
        <Form.Item
          name="confirm_password"
          label={OWN_PASSWORD_TEXTS.confirm}
          dependencies={['new_password']}
          rules={[
            { required: true, message: OWN_PASSWORD_TEXTS.confirmRequired },
            ({ getFieldValue }) => ({
              validator: async (_, value?: string) => {
                if (value && value !== getFieldValue('new_password')) throw new Error(PASSWORD_MESSAGES.mismatch);
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={MAX_LENGTH.password} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {OWN_PASSWORD_TEXTS.submit}
        </Button>
      </Form>
    </Card>
  );
}

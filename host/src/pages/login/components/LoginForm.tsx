import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { signIn, toApiError, useAuthStore } from '@banca/shared-auth';
import { Alert, Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';

const UNEXPECTED_ERROR = 'Ocurrió un error inesperado. Intenta nuevamente.';
/** Refusals whose message tells the person what happened and what to do. */
const SERVER_SAYS_WHY = new Set([401, 429]);

interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

/**
 * Sign-in: both fields required (the button stays disabled until they are filled),
 * 'Ingresando...' while waiting; on 401 (wrong credentials, locked, inactive) and 429 (locked, or too
 * many failures from this connection) the server's own message, on anything else the generic one.
 * A successful sign-in stores the session, and the page redirects on its own.
 */
export function LoginForm() {
  const remembered = useAuthStore((s) => s.rememberedUsername);
  const [form] = Form.useForm<LoginValues>();
  const username = Form.useWatch('username', form);
  const password = Form.useWatch('password', form);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const invalid = !username?.trim() || !password;

  const onFinish = async (values: LoginValues) => {
    setLoading(true);
    setError(null);
    try {
      await signIn(values);
    } catch (e) {
      const apiError = toApiError(e);
      setError(SERVER_SAYS_WHY.has(apiError.status) ? apiError.message : UNEXPECTED_ERROR);
      setLoading(false);
    }
  };

  return (
    <Flex vertical gap={24} style={{ width: '100%', maxWidth: 380 }}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          Iniciar sesión
        </Typography.Title>
        <Typography.Text type="secondary">Ingresa con tu cuenta del personal.</Typography.Text>
      </div>
      {error && <Alert type="error" title={error} showIcon role="alert" />}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={onFinish}
        initialValues={{ username: remembered ?? '', password: '', remember: Boolean(remembered) }}
      >
        <Form.Item
          name="username"
          label="Usuario o correo"
          rules={[{ required: true, whitespace: true, message: 'Ingresa tu usuario o correo.' }]}
        >
          <Input prefix={<UserOutlined aria-hidden />} autoComplete="username" autoFocus={!remembered} />
        </Form.Item>
        <Form.Item name="password" label="Contraseña" rules={[{ required: true, message: 'Ingresa tu contraseña.' }]}>
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" autoFocus={Boolean(remembered)} />
        </Form.Item>
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 24 }}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>Recordar dispositivo</Checkbox>
          </Form.Item>
          <Link to="/forgot-password">¿Olvidaste tu contraseña?</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block disabled={invalid || loading} loading={loading}>
          {loading ? 'Ingresando...' : 'Ingresar'}
        </Button>
      </Form>
      <Flex component="nav" aria-label="Información" justify="center" gap={20} style={{ fontSize: 13 }}>
        <Link to="/terms">Términos</Link>
        <Link to="/privacy">Privacidad</Link>
        <Link to="/help">Ayuda</Link>
      </Flex>
    </Flex>
  );
}

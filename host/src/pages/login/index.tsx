import { signIn, toApiError, useAuthStore } from '@banca/shared-auth';
import { Alert, Button, Card, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';

/** Placeholder sign-in form (the full page of SPEC.md 2.4 comes next). */
export default function LoginPage() {
  const token = useAuthStore((s) => s.accessToken);
  const remembered = useAuthStore((s) => s.rememberedUsername);
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  if (token) return <Navigate to="/" replace />;
  const onFinish = async (values: { username: string; password: string; remember: boolean }) => {
    setLoading(true);
    setError(null);
    try {
      await signIn(values);
      navigate((location.state as { from?: string } | null)?.from ?? '/', { replace: true });
    } catch (e) {
      const apiError = toApiError(e);
      setError(apiError.status === 401 ? apiError.message : 'Ocurrió un error inesperado. Intenta nuevamente.');
      setLoading(false);
    }
  };
  return (
    <Card style={{ maxWidth: 400, margin: '10vh auto' }} title="Iniciar sesión">
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={onFinish} initialValues={{ username: remembered ?? '', remember: Boolean(remembered) }}>
        <Form.Item name="username" label="Usuario o correo" rules={[{ required: true }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label="Contraseña" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="remember" valuePropName="checked">
          <Checkbox>Recordar dispositivo</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={loading}>
          {loading ? 'Ingresando...' : 'Ingresar'}
        </Button>
      </Form>
    </Card>
  );
}

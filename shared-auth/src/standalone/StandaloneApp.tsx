/**
 * A remote running on its own (its dev server, without the host): the same providers, a compact
 * sign-in and a bar linking its pages. Inside the host none of this renders.
 */
import { Alert, Button, Card, Form, Input, Layout, Menu } from 'antd';
import { useState, type ReactElement } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { toApiError } from '../errors';
import { AppProviders, createQueryClient } from '../providers';
import { signIn, signOut } from '../session';
import { useAuthStore } from '../store';

export interface StandaloneRoute {
  path: string;
  label: string;
  element: ReactElement;
}

function StandaloneSignIn() {
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  return (
    <Card title="Iniciar sesión (modo independiente)" style={{ maxWidth: 380, margin: '12vh auto' }}>
      {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} />}
      <Form
        layout="vertical"
        onFinish={async (values: { username: string; password: string }) => {
          setLoading(true);
          setError(null);
          try {
            await signIn({ ...values, remember: false });
          } catch (e) {
            setError(toApiError(e).message);
          } finally {
            setLoading(false);
          }
        }}
      >
        <Form.Item name="username" label="Usuario" rules={[{ required: true, message: 'Ingresa tu usuario.' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="password" label="Contraseña" rules={[{ required: true, message: 'Ingresa tu contraseña.' }]}>
          <Input.Password />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={loading} block>
          Ingresar
        </Button>
      </Form>
    </Card>
  );
}

function StandaloneFrame({ name, routes }: { name: string; routes: StandaloneRoute[] }) {
  const token = useAuthStore((s) => s.accessToken);
  const { pathname } = useLocation();
  if (!token) return <StandaloneSignIn />;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <strong style={{ color: '#fff' }}>{name}</strong>
        <Menu
          theme="dark"
          mode="horizontal"
          selectedKeys={[pathname]}
          style={{ flex: 1 }}
          items={routes.map((r) => ({ key: r.path, label: <Link to={r.path}>{r.label}</Link> }))}
        />
        <Button onClick={() => void signOut()}>Cerrar sesión</Button>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Routes>
          {routes.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
          <Route path="*" element={routes[0]?.element} />
        </Routes>
      </Layout.Content>
    </Layout>
  );
}

const client = createQueryClient();

export function StandaloneApp({ name, routes }: { name: string; routes: StandaloneRoute[] }) {
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <StandaloneFrame name={name} routes={routes} />
      </BrowserRouter>
    </AppProviders>
  );
}

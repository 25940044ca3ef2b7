/**
 * A remote running on its own (its dev server, without the host): the same providers, a compact
 * sign-in and a bar linking its pages, all from its route manifest; each page behind the door its
 * manifest names (`access`), as in the host. Inside the host none of this renders (the host loads
 * the pages through Module Federation).
 */
import { AppProviders, createQueryClient, signIn, signOut, toApiError, useAuthStore } from '@banca/shared-auth';
import { LoadingSkeleton } from '../components/LoadingSkeleton';
import { Alert, Button, Card, Form, Input, Layout, Menu } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { nameIconsInSpanish } from '../a11y/iconNames';
import { AccessGate } from '../components/AccessGate';
import type { RouteManifest } from '../routes';
import { registerManifest } from '../pages/PageLink';

/** Loads a page folder of the remote: `(page) => import(\`./pages/${page}/index.tsx\`)`. */
export type PageLoader = (page: string) => Promise<{ default: ComponentType }>;

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

function StandaloneFrame({ name, routes, loadPage }: { name: string; routes: RouteManifest; loadPage: PageLoader }) {
  const token = useAuthStore((s) => s.accessToken);
  const { pathname } = useLocation();
  const pages = useMemo(
    () =>
      Object.values(routes).map((route) => {
        const Page = lazy(() => loadPage(route.page));
        return {
          ...route,
          element: (
            <AccessGate access={route.access}>
              <Page />
            </AccessGate>
          ),
        };
      }),
    [routes, loadPage],
  );
  if (!token) return <StandaloneSignIn />;
  // The bar links the pages that have a menu item of their own (the lists).
  const items = pages
    .filter((page) => page.menuParent === undefined)
    .map((page) => ({ key: page.path, label: <Link to={page.path.replace(/\/\*$/, '')}>{page.title}</Link> }));
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <strong style={{ color: '#fff' }}>{name}</strong>
        <Menu theme="dark" mode="horizontal" selectedKeys={[pathname]} style={{ flex: 1 }} items={items} />
        <Button onClick={() => void signOut()}>Cerrar sesión</Button>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Suspense fallback={<LoadingSkeleton paragraph={{ rows: 8 }} />}>
          <Routes>
            {pages.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
            {/* Any other address (the dev server's root) shows the first page. */}
            {pages[0] && <Route path="*" element={pages[0].element} />}
          </Routes>
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}

const client = createQueryClient();

/** The whole standalone app of a remote: `<StandaloneApp name="Usuarios" routes={routes} loadPage={...} />`. */
export function StandaloneApp({ name, routes, loadPage }: { name: string; routes: RouteManifest; loadPage: PageLoader }) {
  // Its icons speak Spanish to assistive technology, as in the host.
  useEffect(() => nameIconsInSpanish(), []);
  // Alone, it knows only its own pages: links to other apps' pages stay text.
  useEffect(() => registerManifest(name, routes), [name, routes]);
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <StandaloneFrame name={name} routes={routes} loadPage={loadPage} />
      </BrowserRouter>
    </AppProviders>
  );
}

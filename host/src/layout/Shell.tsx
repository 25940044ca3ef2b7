import { Layout, Typography } from 'antd';
import { Outlet, useLocation } from 'react-router-dom';
import { AppErrorBoundary } from '../app/AppErrorBoundary';
import { headerFor } from '../app/routes';

/** Placeholder shell: side menu and header come next. */
export function Shell() {
  const { pathname } = useLocation();
  const { title, subtitle } = headerFor(pathname);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#fff' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary">{subtitle}</Typography.Text>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <AppErrorBoundary key={pathname}>
          <Outlet />
        </AppErrorBoundary>
      </Layout.Content>
    </Layout>
  );
}

import { useAuthStore } from '@banca/shared-auth';
import { Flex, theme, Typography } from 'antd';
import { Navigate, useLocation } from 'react-router-dom';
import { useIsMobile } from '../../hooks/useIsMobile';
import { Brand } from '../../layout/components/Brand';
import { LoginForm } from './components/LoginForm';
import { HEADLINE, LoginHero } from './components/LoginHero';

/** Where the guard found the user: a path of this app only (never another site, never /login). */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const isOwnPath = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login');
  return isOwnPath ? from : '/';
}

/**
 * /login: the product pitch and the form side by side on desktop, the form alone on a phone.
 * With a session the page leads on: to where the guard found the user (location.state.from),
 * else to '/'. That one rule covers both an already signed-in visitor and a fresh sign-in.
 */
export default function LoginPage() {
  const { token } = theme.useToken();
  const accessToken = useAuthStore((s) => s.accessToken);
  const location = useLocation();
  const isMobile = useIsMobile();

  if (accessToken) {
    return <Navigate to={returnPath(location.state)} replace />;
  }

  return (
    <Flex style={{ minHeight: '100vh', background: token.colorBgContainer }}>
      {!isMobile && (
        <div style={{ flex: '1 1 55%' }}>
          <LoginHero />
        </div>
      )}
      <Flex vertical align="center" justify="center" gap={32} style={{ flex: '1 1 45%', padding: isMobile ? '32px 20px' : 48 }}>
        {isMobile && (
          <Flex vertical align="center" gap={8}>
            <Brand />
            <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
              {HEADLINE}
            </Typography.Text>
          </Flex>
        )}
        <LoginForm />
      </Flex>
    </Flex>
  );
}

import { OTHER_SESSION_OPEN, signOut, useAuthStore } from '@banca/shared-auth';
import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { prefetchSignedInWhenIdle } from '../../app/chunks';
import { Brand } from '../../layout/components/Brand';
import { TERMINAL_PATH } from '../../taquilla/terminal';
import { LoginForm } from './components/LoginForm';
import { HEADLINE, LoginHero } from './components/LoginHero';
import { LOGIN_CSS } from './loginStyles';

/** Where the guard found the user: a path of this app only (never another site, never /login). */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const isOwnPath = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login');
  return isOwnPath ? from : '/';
}

/**
 * /login: the product pitch and the form side by side on desktop, the brand above the form on a
 * phone. Plain elements and a small stylesheet, no antd: it is the first page of every visit, often
 * over mobile data. While it sits idle, what signing in opens (antd, the shell) is fetched ahead.
 * With a session the page leads on: to where the guard found the user (location.state.from),
 * else to '/'. That one rule covers both an already signed-in visitor and a fresh sign-in.
 */
/** The tab holds a booth terminal's session: a staff sign-in would mix the two, so it says so and offers the way out. */
function TerminalSessionOpen() {
  return (
    <div className="login-panel">
      <h1 className="login-title">Iniciar sesión</h1>
      <div className="login-message login-message-notice" role="status">
        <span>{OTHER_SESSION_OPEN.terminal}</span>
      </div>
      <button type="button" className="login-submit" onClick={() => void signOut()}>
        Cerrar la sesión de la taquilla
      </button>
      <Link to={TERMINAL_PATH}>Volver a la taquilla</Link>
    </div>
  );
}

export default function LoginPage() {
  const accessToken = useAuthStore((s) => s.accessToken);
  const terminalOpen = useAuthStore((s) => s.terminal !== null);
  const location = useLocation();

  useEffect(() => prefetchSignedInWhenIdle(), []);

  if (accessToken) {
    return <Navigate to={returnPath(location.state)} replace />;
  }

  return (
    <div className="login-page">
      <style>{LOGIN_CSS}</style>
      <LoginHero />
      <main className="login-main">
        <div className="login-mobile-brand">
          <Brand />
          <p className="login-secondary">{HEADLINE}</p>
        </div>
        {terminalOpen ? <TerminalSessionOpen /> : <LoginForm />}
      </main>
    </div>
  );
}

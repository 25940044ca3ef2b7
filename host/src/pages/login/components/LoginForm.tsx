import {
  CloseCircleFilled,
  ExclamationCircleFilled,
  EyeInvisibleOutlined,
  EyeOutlined,
  LockOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useSessionEndNotice } from '@banca/kit';
import { signIn, toApiError, useAuthStore } from '@banca/shared-auth';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';

const UNEXPECTED_ERROR = 'Ocurrió un error inesperado. Intenta nuevamente.';
/** Refusals whose message tells the person what happened and what to do (409: the tab holds the terminal's session). */
const SERVER_SAYS_WHY = new Set([401, 409, 429]);
export const REQUIRED = { username: 'Ingresa tu usuario o correo.', password: 'Ingresa tu contraseña.' };
export const REMEMBER_LABEL = 'Recordar mi usuario en este dispositivo';

type Field = keyof typeof REQUIRED;

/**
 * Sign-in: both fields required ("Ingresar" looks disabled until they are filled, and a field left
 * empty says so), 'Ingresando...' while waiting; on 401 (wrong credentials, or the account locked)
 * and 429 (too many failures from this connection, or too many attempts at once) the server's own
 * message, on anything else the generic one. A successful sign-in stores the session, and the page redirects on its own.
 *
 * The fields are uncontrolled and the submit reads them, not the last render: a password manager
 * fills both fields (sometimes without an event React sees) and presses Enter at once, and that
 * must sign in; a controlled field would even put back its stale value on the next render. For the same
 * reason the button is never really disabled (a disabled default button blocks Enter): it is
 * `aria-disabled`, and an incomplete submit shows the fields' messages instead.
 */
export function LoginForm() {
  const remembered = useAuthStore((s) => s.rememberedUsername);
  const sessionEnded = useSessionEndNotice();
  const [values, setValues] = useState({ username: remembered ?? '', password: '' });
  const [remember, setRemember] = useState(Boolean(remembered));
  const [touched, setTouched] = useState<Record<Field, boolean>>({ username: false, password: false });
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const missing: Record<Field, boolean> = { username: !values.username.trim(), password: !values.password };
  const invalid = missing.username || missing.password;

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const fields = event.currentTarget.elements;
    const username = (fields.namedItem('username') as HTMLInputElement).value;
    const password = (fields.namedItem('password') as HTMLInputElement).value;
    setValues({ username, password });
    if (!username.trim() || !password) {
      setTouched({ username: true, password: true });
      const firstMissing = !username.trim() ? 'username' : 'password';
      (fields.namedItem(firstMissing) as HTMLInputElement).focus();
      return;
    }
    setLoading(true);
    setError(null);
    try {
      await signIn({ username, password, remember });
    } catch (e) {
      const apiError = toApiError(e);
      setError(SERVER_SAYS_WHY.has(apiError.status) ? apiError.message : UNEXPECTED_ERROR);
      setLoading(false);
    }
  };

  const fieldError = (field: Field) =>
    touched[field] && missing[field] ? (
      <div id={`login-${field}-error`} className="login-field-error">
        {REQUIRED[field]}
      </div>
    ) : null;
  const invalidProps = (field: Field) =>
    touched[field] && missing[field] ? { 'aria-invalid': true, 'aria-describedby': `login-${field}-error` } : {};

  return (
    <div className="login-panel">
      <div>
        <h1 className="login-title">Iniciar sesión</h1>
        <p className="login-secondary">Ingresa con tu cuenta del personal.</p>
      </div>
      {sessionEnded && !error && (
        <div className="login-message login-message-notice" role="status">
          <ExclamationCircleFilled aria-hidden />
          <span>{sessionEnded}</span>
        </div>
      )}
      {error && (
        <div className="login-message" role="alert">
          <CloseCircleFilled aria-hidden />
          <span>{error}</span>
        </div>
      )}
      <form noValidate onSubmit={onSubmit}>
        <div className="login-field">
          <label htmlFor="login-username">Usuario o correo</label>
          <div className="login-input" data-invalid={touched.username && missing.username ? '' : undefined}>
            <UserOutlined aria-hidden />
            <input
              id="login-username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              // biome-ignore lint/a11y/noAutofocus: the page's one task is this form; the field to fill first has the focus
              autoFocus={!remembered}
              defaultValue={values.username}
              onChange={(event) => change('username', event.target.value)}
              {...invalidProps('username')}
            />
          </div>
          {fieldError('username')}
        </div>
        <div className="login-field">
          <label htmlFor="login-password">Contraseña</label>
          <div className="login-input" data-invalid={touched.password && missing.password ? '' : undefined}>
            <LockOutlined aria-hidden />
            <input
              id="login-password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              // biome-ignore lint/a11y/noAutofocus: with the username remembered, the password is the field to fill
              autoFocus={Boolean(remembered)}
              defaultValue=""
              onChange={(event) => change('password', event.target.value)}
              {...invalidProps('password')}
            />
            <button
              type="button"
              className="login-reveal"
              aria-label={showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña'}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
            </button>
          </div>
          {fieldError('password')}
        </div>
        <div className="login-options">
          <label className="login-remember">
            <input type="checkbox" name="remember" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
            {REMEMBER_LABEL}
          </label>
          <Link to="/forgot-password">¿Olvidaste tu contraseña?</Link>
        </div>
        <button type="submit" className="login-submit" aria-disabled={invalid || loading}>
          {loading && <span className="login-spinner" aria-hidden />}
          {loading ? 'Ingresando...' : 'Ingresar'}
        </button>
      </form>
      <nav aria-label="Información" className="login-links">
        <Link to="/terms">Términos</Link>
        <Link to="/privacy">Privacidad</Link>
        <Link to="/help">Ayuda</Link>
      </nav>
    </div>
  );
}

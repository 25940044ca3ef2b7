import { formatDateTime, useSessionEndNotice } from '@banca/kit';
import { OTHER_SESSION_OPEN, signInTerminal, signOut, toApiError, useAuthStore } from '@banca/shared-auth';
import { type FormEvent, useState } from 'react';
import { deviceId } from '../../shared/device';
import { TerminalField } from '../../shared/TerminalField';
import { DEVICE_KEYS, deviceStore } from '../../shared/storage';

export const SIGN_IN_TEXT = {
  title: 'Taquilla',
  lead: 'Ingresa con la cuenta de vendedor de esta taquilla.',
  username: 'Correo de la cuenta',
  password: 'Contraseña',
  submit: 'Ingresar',
  submitting: 'Ingresando…',
  required: 'Escribe el correo y la contraseña.',
  network: 'No hay conexión con el servidor. Revisa los datos móviles o el wifi e intenta de nuevo.',
  unexpected: 'Ocurrió un error inesperado. Intenta nuevamente.',
  elsewhereTitle: 'Esta cuenta está abierta en otro dispositivo',
} as const;

interface Elsewhere {
  since?: string;
  lastSeenAt?: string;
}

/** "Signed in on another device": what it means and what to do, with when that session started and was last used. */
function ElsewhereNotice({ since, lastSeenAt }: Elsewhere) {
  return (
    <div className="t-alert t-alert-warning" role="alert">
      <strong>{SIGN_IN_TEXT.elsewhereTitle}</strong>
      <p>
        Una cuenta de vendedor se usa en un solo dispositivo a la vez.
        {since && ` La otra sesión se abrió el ${formatDateTime(since)}`}
        {lastSeenAt && ` y se usó por última vez el ${formatDateTime(lastSeenAt)}`}
        {since || lastSeenAt ? '.' : ''}
      </p>
      <p>Qué hacer:</p>
      <ol className="t-steps">
        <li>En el otro dispositivo, toca «Salir»; luego ingresa aquí.</li>
        <li>
          Si no lo tienes a mano (se perdió, se dañó o se borraron sus datos), pide a la administración que desbloquee la cuenta en
          «Vendedores»: eso cierra la otra sesión.
        </li>
      </ol>
    </div>
  );
}

/**
 * The terminal's sign-in with a seller account, from this device (its id is kept on the device).
 * The account last used here is filled in. A tab with a staff session open says so and offers to
 * close it first: a tab never holds both.
 */
export function TerminalSignIn() {
  const staffOpen = useAuthStore((s) => s.accessToken !== null);
  const sessionEnded = useSessionEndNotice();
  const [username, setUsername] = useState(() => deviceStore.get(DEVICE_KEYS.username) ?? '');
  const [error, setError] = useState<string | null>(null);
  const [elsewhere, setElsewhere] = useState<Elsewhere | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const fields = event.currentTarget.elements;
    const name = (fields.namedItem('username') as HTMLInputElement).value.trim();
    const password = (fields.namedItem('password') as HTMLInputElement).value;
    setElsewhere(null);
    if (!name || !password) {
      setError(SIGN_IN_TEXT.required);
      return;
    }
    setLoading(true);
    setError(null);
    try {
      await signInTerminal({ username: name, password, deviceId: deviceId() });
      deviceStore.set(DEVICE_KEYS.username, name);
    } catch (caught) {
      const refusal = toApiError(caught);
      if (refusal.code === 'SELLER_LOGGED_IN_ELSEWHERE') {
        const body = refusal.body as { since?: string; last_seen_at?: string } | undefined;
        setElsewhere({ since: body?.since, lastSeenAt: body?.last_seen_at });
      } else if (refusal.status === 0) setError(SIGN_IN_TEXT.network);
      else if (refusal.status >= 400 && refusal.status < 500) setError(refusal.message);
      else setError(SIGN_IN_TEXT.unexpected);
      setLoading(false);
    }
  };

  if (staffOpen) {
    return (
      <main className="t-signin">
        <h1>{SIGN_IN_TEXT.title}</h1>
        <div className="t-alert t-alert-warning" role="alert">
          <p>{OTHER_SESSION_OPEN.staff}</p>
        </div>
        <button type="button" className="t-button t-button-primary" onClick={() => void signOut()}>
          Cerrar la sesión del personal
        </button>
        <a className="t-button" href="/">
          Volver al back-office
        </a>
      </main>
    );
  }

  return (
    <main className="t-signin">
      <div>
        <h1>{SIGN_IN_TEXT.title}</h1>
        <p className="t-muted">{SIGN_IN_TEXT.lead}</p>
      </div>
      {sessionEnded && !error && !elsewhere && (
        <div className="t-alert t-alert-warning" role="status">
          <p>{sessionEnded}</p>
        </div>
      )}
      {error && (
        <div className="t-alert" role="alert">
          <p>{error}</p>
        </div>
      )}
      {elsewhere && <ElsewhereNotice {...elsewhere} />}
      <form noValidate onSubmit={submit} className="t-card">
        <TerminalField
          id="t-username"
          label={SIGN_IN_TEXT.username}
          name="username"
          type="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          // The page's one task is this form: the field to fill first has the focus.
          autoFocus={!username}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TerminalField
          id="t-password"
          label={SIGN_IN_TEXT.password}
          name="password"
          type="password"
          autoComplete="current-password"
          // With the account remembered, the password is the field to fill.
          autoFocus={Boolean(username)}
        />
        <button type="submit" className="t-button t-button-primary t-button-big" aria-disabled={loading}>
          {loading && <span className="t-spinner" aria-hidden />}
          {loading ? SIGN_IN_TEXT.submitting : SIGN_IN_TEXT.submit}
        </button>
      </form>
      <p className="t-muted">
        ¿Eres del personal? <a href="/login">Ingresa al back-office</a>.
      </p>
    </main>
  );
}

import { answer, fireEvent, mockFetch, render, renderPage, screen } from '@banca/kit/testing';
import { authStore } from '@banca/shared-auth';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { resetEnvironment, signInAs } from '../../test/environment';
import { profileOf } from '../../test/fixtures';
import LoginPage from '.';

beforeEach(() => resetEnvironment());

const renderLogin = () => renderPage(<LoginPage />, { route: '/login', path: '/login' });
const submit = () => screen.getByRole('button', { name: 'Ingresar' });
const REMEMBER = 'Recordar mi usuario en este dispositivo';
/** "Ingresar" looks disabled (aria-disabled) but is never really disabled: a disabled default button would block Enter. */
const expectLooksDisabled = (looks: boolean) => expect(submit()).toHaveAttribute('aria-disabled', String(looks));

function fillIn(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Usuario o correo'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
}

describe('LoginPage', () => {
  it('has the fields, the checkbox and the footer links', () => {
    renderLogin();
    expect(screen.getByLabelText('Usuario o correo')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: REMEMBER })).not.toBeChecked();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Iniciar sesión');
    expect(screen.getByRole('main')).toContainElement(screen.getByLabelText('Usuario o correo'));
    expect(screen.getByRole('link', { name: 'Términos' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacidad' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Ayuda' })).toHaveAttribute('href', '/help');
  });

  it('"Ingresar" looks disabled until both fields are filled; a field emptied says it is required', async () => {
    renderLogin();
    expectLooksDisabled(true);
    fireEvent.change(screen.getByLabelText('Usuario o correo'), { target: { value: 'admin' } });
    expectLooksDisabled(true);
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'admin123' } });
    expectLooksDisabled(false);
    expect(screen.queryByText('Ingresa tu usuario o correo.')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Usuario o correo'), { target: { value: '   ' } });
    expectLooksDisabled(true);
    expect(screen.getByText('Ingresa tu usuario o correo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Usuario o correo')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: '' } });
    expect(screen.getByText('Ingresa tu contraseña.')).toBeInTheDocument();
  });

  it('submitting an incomplete form sends nothing and shows what is missing', async () => {
    const fetch = mockFetch();
    renderLogin();
    fireEvent.click(submit());
    expect(screen.getByText('Ingresa tu usuario o correo.')).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu contraseña.')).toBeInTheDocument();
    expect(screen.getByLabelText('Usuario o correo')).toHaveFocus();
    expect(fetch.calls).toHaveLength(0);
  });

  it('signs in with what the fields hold, even when they were filled without an event (a password manager)', async () => {
    mockFetch(answer('POST', 'v1/auth/login', { token: 'tok', expires_at: '' }), answer('GET', 'v1/auth/profile', profileOf('admin')));
    renderLogin();
    (screen.getByLabelText('Usuario o correo') as HTMLInputElement).value = 'admin';
    (screen.getByLabelText('Contraseña') as HTMLInputElement).value = 'admin123';
    fireEvent.submit(submit().closest('form')!);
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(authStore.getState().accessToken).toBe('tok');
  });

  it('says once why the server ended the last session', () => {
    authStore.getState().setSessionEndReason('deactivated');
    const { unmount } = renderLogin();
    expect(screen.getByRole('status')).toHaveTextContent('Tu sesión terminó: tu cuenta fue desactivada.');
    unmount();
    renderLogin();
    expect(screen.queryByText(/Tu sesión terminó/)).not.toBeInTheDocument();
  });

  it('leaves the reason to the reloaded page when it shows while the page reloads after the session ended', () => {
    // A 403 clears the session (the guard shows this page at once) and then reloads the page: what
    // this page does before the reload must not spend the reason.
    authStore.getState().setSessionEndReason('password_changed');
    authStore.getState().markPageReloading();
    const { unmount } = renderLogin();
    unmount();
    authStore.setState({ pageReloading: false }); // the reloaded page
    renderLogin();
    expect(screen.getByRole('status')).toHaveTextContent('Tu sesión terminó: tu contraseña cambió.');
  });

  it('tells a session ended by a newer sign-in beyond the limit apart from one ended by someone', () => {
    authStore.getState().setSessionEndReason('session_limit');
    const { unmount } = renderLogin();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Tu sesión terminó: se abrió otra sesión con tu usuario y esta era la más antigua de las 10 permitidas.',
    );
    unmount();
    authStore.getState().setSessionEndReason('revoked');
    renderLogin();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Tu sesión terminó: se cerró desde la administración o desde otra de tus sesiones.',
    );
  });

  it('pre-fills the remembered username', () => {
    authStore.getState().setRememberedUsername('operador');
    renderLogin();
    expect(screen.getByLabelText('Usuario o correo')).toHaveValue('operador');
    expect(screen.getByRole('checkbox', { name: REMEMBER })).toBeChecked();
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
  });

  it('reads "Ingresando..." while signing in, then opens "/"', async () => {
    let answerLogin: (response: Response) => void = () => undefined;
    const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/v1/auth/login')) return new Promise<Response>((resolve) => (answerLogin = resolve));
      return json(profileOf('admin'));
    }) as unknown as typeof fetch;
    renderLogin();
    fillIn('admin', 'admin123');
    fireEvent.click(submit());

    expect(await screen.findByRole('button', { name: /Ingresando\.\.\./ })).toHaveAttribute('aria-disabled', 'true');
    answerLogin(json({ token: 'tok', expires_at: '2030-01-01T00:00:00Z' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(authStore.getState().accessToken).toBe('tok');
  });

  it.each([
    'Usuario o contraseña incorrectos. Te quedan 4 intentos.',
    'Tu cuenta está bloqueada por demasiados intentos fallidos. Intenta de nuevo en 15 minutos o pide a un administrador que la desbloquee.',
  ])('shows the server message on 401: %s', async (message) => {
    mockFetch(answer('POST', 'v1/auth/login', { statusCode: 401, error: 'Unauthorized', message }, 401, { 'retry-after': '900' }));
    renderLogin();
    fillIn('admin', 'mala');
    fireEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expectLooksDisabled(false);
    expect(authStore.getState().accessToken).toBeNull();
  });

  it('shows the server message on 429 (too many failures from this connection, or too many attempts at once)', async () => {
    const message = 'Demasiados intentos fallidos desde tu conexión. Intenta de nuevo en 10 minutos.';
    mockFetch(answer('POST', 'v1/auth/login', { statusCode: 429, error: 'Too Many Requests', message }, 429));
    renderLogin();
    fillIn('admin', 'mala');
    fireEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expectLooksDisabled(false);
  });

  it('shows the generic message on a server error', async () => {
    mockFetch(answer('POST', 'v1/auth/login', { statusCode: 500, message: 'Internal Server Error' }, 500));
    renderLogin();
    fillIn('admin', 'admin123');
    fireEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error inesperado. Intenta nuevamente.');
  });

  it('shows the generic message when the server cannot be reached', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderLogin();
    fillIn('admin', 'admin123');
    fireEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocurrió un error inesperado. Intenta nuevamente.');
  });

  it('sends a signed-in user to "/"', async () => {
    signInAs(profileOf('admin'));
    renderLogin();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByLabelText('Usuario o correo')).not.toBeInTheDocument();
  });

  it('after signing in, returns to the page the guard came from', async () => {
    mockFetch(answer('POST', 'v1/auth/login', { token: 'tok', expires_at: '' }), answer('GET', 'v1/auth/profile', profileOf('admin')));
    function Where() {
      const location = useLocation();
      return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
    }
    render(
      <MemoryRouter initialEntries={[{ pathname: '/login', state: { from: '/admin/users?page=2' } }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    fillIn('admin', 'admin123');
    fireEvent.click(submit());
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/users?page=2');
  });

  it('remembers the username only when "Recordar mi usuario en este dispositivo" is checked', async () => {
    mockFetch(answer('POST', 'v1/auth/login', { token: 'tok', expires_at: '' }), answer('GET', 'v1/auth/profile', profileOf('admin')));
    renderLogin();
    fillIn('admin', 'admin123');
    fireEvent.click(screen.getByRole('checkbox', { name: REMEMBER }));
    fireEvent.click(submit());
    await screen.findByTestId('location');
    expect(authStore.getState().rememberedUsername).toBe('admin');
  });
});

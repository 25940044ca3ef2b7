import { authStore } from '@banca/shared-auth';
import { answer, callsTo, fastUser, mockFetch, renderPage, screen, waitFor } from '@banca/kit/testing';
import { DEVICE_KEYS } from '../../shared/storage';
import { BOOTH, pendingSale, resetTerminal, sale, SELLER } from '../../test/fixtures';
import { TerminalFrame } from './TerminalFrame';

const LOGIN = { token: 'term-tok', expires_at: '2026-11-27T03:00:00.000Z', seller: SELLER, booth: BOOTH };

function renderFrame() {
  return renderPage(
    <TerminalFrame title="Vender">
      <p>Contenido de la página</p>
    </TerminalFrame>,
  );
}

async function signIn(user: ReturnType<typeof fastUser>, password = 'taquilla123') {
  await user.clear(screen.getByLabelText('Correo de la cuenta'));
  await user.type(screen.getByLabelText('Correo de la cuenta'), 'taquilla@bancademo.com.ve');
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

beforeEach(() => resetTerminal());

describe('the terminal’s sign-in', () => {
  it('signs the seller account in from this device, whose id it makes once and keeps', async () => {
    const { calls } = mockFetch(answer('POST', 'v1/terminal/login', LOGIN));
    const user = fastUser();
    renderFrame();
    expect(screen.queryByText('Contenido de la página')).not.toBeInTheDocument();
    await signIn(user);
    expect(await screen.findByText('Contenido de la página')).toBeInTheDocument();
    expect(screen.getByText(BOOTH.name)).toBeInTheDocument();
    expect(screen.getByText(SELLER.label)).toBeInTheDocument();
    const [login] = callsTo(calls, 'v1/terminal/login');
    const deviceId = window.localStorage.getItem(DEVICE_KEYS.deviceId);
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(login.body).toEqual({ username: 'taquilla@bancademo.com.ve', password: 'taquilla123', device_id: deviceId });
    expect(authStore.getState()).toMatchObject({ accessToken: null, terminal: { token: 'term-tok', booth: BOOTH } });
    expect(window.localStorage.getItem(DEVICE_KEYS.username)).toBe('taquilla@bancademo.com.ve');
  });

  it('explains "signed in on another device" and what to do about it', async () => {
    const refusal = {
      statusCode: 409,
      code: 'SELLER_LOGGED_IN_ELSEWHERE',
      message: 'Esta cuenta de vendedor tiene una sesión abierta en otro dispositivo.',
      since: '2026-11-26T13:30:00.000Z',
      last_seen_at: '2026-11-26T14:58:00.000Z',
    };
    mockFetch(answer('POST', 'v1/terminal/login', refusal, 409));
    const user = fastUser();
    renderFrame();
    await signIn(user);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Esta cuenta está abierta en otro dispositivo');
    expect(notice).toHaveTextContent('La otra sesión se abrió el 26/11/2026 09:30 y se usó por última vez el 26/11/2026 10:58.');
    expect(notice).toHaveTextContent('En el otro dispositivo, toca «Salir»');
    expect(notice).toHaveTextContent('pide a la administración que desbloquee la cuenta en «Vendedores»');
    expect(authStore.getState().terminal).toBeNull();
  });

  it("shows the server's reason for a refused sign-in, and asks for both fields before calling", async () => {
    const { calls } = mockFetch(
      answer('POST', 'v1/terminal/login', { statusCode: 401, message: 'Usuario o contraseña incorrectos. Te quedan 4 intentos.' }, 401),
    );
    const user = fastUser();
    renderFrame();
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Escribe el correo y la contraseña.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await signIn(user, 'mala');
    expect(await screen.findByText('Usuario o contraseña incorrectos. Te quedan 4 intentos.')).toBeInTheDocument();
  });

  it('never mixes with a staff session in the tab: it offers to close that one first', async () => {
    mockFetch(answer('POST', 'v1/auth/logout', { ok: true }));
    authStore.getState().setSession('staff-tok');
    const user = fastUser();
    renderFrame();
    expect(screen.getByText(/Esta pestaña tiene abierta una sesión del personal/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar la sesión del personal' }));
    expect(await screen.findByLabelText('Contraseña')).toBeInTheDocument();
    expect(authStore.getState().accessToken).toBeNull();
  });

  it('fills in the account last used on this device and signs out through the terminal’s own call', async () => {
    window.localStorage.setItem(DEVICE_KEYS.username, 'caja2@banca.com');
    const { calls } = mockFetch(answer('POST', 'v1/terminal/login', LOGIN), answer('POST', 'v1/terminal/logout', { ok: true }));
    const user = fastUser();
    renderFrame();
    expect(screen.getByLabelText('Correo de la cuenta')).toHaveValue('caja2@banca.com');
    expect(screen.getByLabelText('Contraseña')).toHaveFocus();
    await user.type(screen.getByLabelText('Contraseña'), 'clave');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await screen.findByText('Contenido de la página');
    await user.click(screen.getByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(callsTo(calls, 'v1/terminal/logout')).toHaveLength(1));
    expect(await screen.findByLabelText('Contraseña')).toBeInTheDocument();
  });

  it('shows the pages’ tabs, the current one marked', async () => {
    authStore.getState().setTerminalSession({ token: 't', seller: SELLER, booth: BOOTH, expiresAt: LOGIN.expires_at });
    renderPage(
      <TerminalFrame title="Tickets de hoy">
        <p>Lista</p>
      </TerminalFrame>,
      { route: '/taquilla/tickets' },
    );
    const nav = screen.getByRole('navigation', { name: 'Taquilla' });
    expect(nav).toHaveTextContent('VenderTicketsPremiosDía');
    expect(screen.getByRole('link', { name: 'Tickets' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Vender' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets de hoy' })).toBeInTheDocument();
  });
});

describe('the terminal’s frame', () => {
  it('says on whatever page is shown that a sale whose answer was lost went through, with the way to its receipt', async () => {
    window.localStorage.setItem(DEVICE_KEYS.pendingSale(SELLER.id), JSON.stringify(pendingSale()));
    mockFetch(answer('POST', 'v1/tickets/create', sale(), 201));
    authStore.getState().setTerminalSession({ token: 't', seller: SELLER, booth: BOOTH, expiresAt: LOGIN.expires_at });
    renderPage(
      <TerminalFrame title="Tickets de hoy">
        <p>Lista</p>
      </TerminalFrame>,
      { route: '/taquilla/tickets' },
    );
    const notice = await screen.findByText('Venta confirmada: ticket EE5Z-V1Q2-3NXBA ($3,75).');
    expect(notice.closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver el recibo en «Vender»' })).toHaveAttribute('href', '/taquilla');
  });
});

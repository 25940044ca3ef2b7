import { createInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { checkServer, setRuntimeConfig } from '@banca/shared-auth';
import { act, answer, fireEvent, mockFetch, renderPage, screen, waitFor } from '@banca/kit/testing';
import { RemotePage } from './RemotePage';

// The page's Module Federation runtime, minus the network: each test says what loading a remote
// module does. Everything else (createInstance, the share scope and its version checks) is real.
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = jest.mocked(loadRemote);
const register = jest.mocked(registerRemotes);

beforeEach(() => {
  load.mockReset();
  register.mockReset();
  setRuntimeConfig({ remotes: { users: '/remotes/users/mf-manifest.json', sellers: '/remotes/sellers/mf-manifest.json' } });
  // The server is well unless a test says otherwise: a remote that fails then truly failed.
  mockFetch(answer('GET', 'health', { status: 'ok' }));
});

describe('RemotePage', () => {
  it('while the remote loads, says «Cargando…» once and exposes no empty heading (axe: empty-heading)', async () => {
    load.mockReturnValueOnce(new Promise(() => {}));
    renderPage(<RemotePage remote="users" module="./pages/users" />);
    expect(await screen.findByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    expect(screen.queryAllByRole('heading')).toEqual([]);
  });

  it('shows "Módulo no disponible" when the remote cannot be loaded, and "Reintentar" registers it again and asks again', async () => {
    load.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ default: () => <p>Lista de usuarios</p> });
    renderPage(<RemotePage remote="users" module="./pages/users" />);
    expect(await screen.findByText('Módulo no disponible')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-failure-reason')).not.toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('users/pages/users');

    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Lista de usuarios')).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith([{ name: 'users', entry: '/remotes/users/mf-manifest.json' }], { force: true });
  });

  it('when the server itself cannot be reached, waits under the shell’s notice instead of blaming the section, and loads it when the server answers', async () => {
    mockFetch(answer('GET', 'health', { message: 'Servicio no disponible.' }, 503));
    load.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ default: () => <p>Lista de usuarios</p> });
    renderPage(<RemotePage remote="users" module="./pages/users" />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Módulo no disponible')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-skeleton')).toBeInTheDocument();

    mockFetch(answer('GET', 'health', { status: 'ok' }));
    await act(() => checkServer());
    expect(await screen.findByText('Lista de usuarios')).toBeInTheDocument();
    expect(screen.queryByText('Módulo no disponible')).not.toBeInTheDocument();
  });

  it('says which shared-auth a remote needs and which the page has when the runtime refuses its version', async () => {
    // The page (the host) has loaded shared-auth 1.0.0; a remote built for 2.x requires it strictly,
    // as the build configures every app: the runtime's own check refuses it.
    const page = createInstance({
      name: 'host',
      remotes: [],
      shareStrategy: 'loaded-first',
      shared: { '@banca/shared-auth': { version: '1.0.0', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: '^1.0.0' } } },
    });
    await page.loadShare('@banca/shared-auth');
    load.mockImplementation(
      () =>
        page.loadShare('@banca/shared-auth', {
          customShareInfo: {
            version: '2.0.0',
            from: 'sellers',
            shareConfig: { singleton: true, strictVersion: true, requiredVersion: '^2.0.0' },
          },
        }) as never,
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    renderPage(<RemotePage remote="sellers" module="./pages/sellers" />);
    expect(await screen.findByText('Módulo no disponible')).toBeInTheDocument();
    expect(screen.getByTestId('remote-failure-reason')).toHaveTextContent(
      'Esta sección necesita @banca/shared-auth ^2.0.0 y la página tiene la versión 1.0.0.',
    );
    // The shell keeps its way to try again (after the host is updated).
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('shows the fallback when the loaded page fails while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValue({
      default: () => {
        throw new Error('boom');
      },
    });
    renderPage(<RemotePage remote="users" module="./pages/users" />);
    expect(await screen.findByText('Módulo no disponible')).toBeInTheDocument();
  });
});

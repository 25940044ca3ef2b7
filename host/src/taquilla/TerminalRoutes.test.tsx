import { loadRemote } from '@module-federation/enhanced/runtime';
import { AppProviders, setRuntimeConfig } from '@banca/shared-auth';
import { remoteRoutesOf } from '@banca/kit/routes';
import { mockFetch, render, screen, waitFor } from '@banca/kit/testing';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import TerminalRoutes, { prepareTerminal } from './TerminalRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = jest.mocked(loadRemote);

const ENTRY = '/remotes/terminal/mf-manifest.json';
const TERMINAL_ROUTES = remoteRoutesOf('terminal', {
  'terminal.sell': { path: '/taquilla', page: 'sell', title: 'Vender', subtitle: 'Sorteos abiertos', access: 'terminal' },
  'terminal.prizes': {
    path: '/taquilla/premios',
    page: 'prizes',
    title: 'Pagar premio',
    subtitle: 'Verificar y pagar',
    access: 'terminal',
  },
});

beforeEach(() => {
  load.mockReset();
  setRuntimeConfig({ apiUrl: '/api', remotes: { terminal: ENTRY } });
});

/** The terminal's routes.json, counting how often it is asked for. */
function routesServer() {
  return mockFetch((call) => (new URL(call.url).pathname === '/remotes/terminal/routes.json' ? { body: TERMINAL_ROUTES } : undefined));
}

describe('prepareTerminal', () => {
  it('asks for the routes and then the page at the address before any render, and the first render uses both', async () => {
    const { calls } = routesServer();
    load.mockResolvedValue({ default: () => <p>Verificar un ticket</p> });
    const client = new QueryClient();

    prepareTerminal(client, '/taquilla/premios');
    // Nothing rendered yet: the routes are in the page's cache and the page's files asked for.
    await waitFor(() => expect(load).toHaveBeenCalledWith('terminal/pages/prizes'));
    expect(client.getQueryData(['remote-routes', 'terminal', ENTRY])).toHaveLength(2);

    render(
      <AppProviders client={client}>
        <MemoryRouter initialEntries={['/taquilla/premios']}>
          <TerminalRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByText('Verificar un ticket')).toBeInTheDocument();
    // The render took the routes from the cache instead of asking again.
    expect(calls.filter((call) => call.url.endsWith('/routes.json'))).toHaveLength(1);
  });

  it('loads nothing at an address that is no page of the terminal, and leaves the failure of the routes to the render', async () => {
    routesServer();
    const client = new QueryClient();
    prepareTerminal(client, '/taquilla/nada');
    await waitFor(() => expect(client.getQueryData(['remote-routes', 'terminal', ENTRY])).toHaveLength(2));
    expect(load).not.toHaveBeenCalled();

    mockFetch(() => ({ status: 502, body: {} }));
    const failing = new QueryClient();
    prepareTerminal(failing, '/taquilla');
    await waitFor(() => expect(failing.getQueryState(['remote-routes', 'terminal', ENTRY])?.status).toBe('error'));
    expect(load).not.toHaveBeenCalled();
  });
});

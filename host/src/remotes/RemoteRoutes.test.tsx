import { loadRemote } from '@module-federation/enhanced/runtime';
import { AppProviders } from '@banca/shared-auth';
import { answer, fireEvent, mockFetch, type RecordedCall, render, screen, waitFor, within } from '@banca/kit/testing';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../app/App';
import { resetEnvironment, signInAs } from '../test/environment';
import { dashboardSummary, profileOf, REMOTE_ROUTES, remoteRoutesServer, shellServer } from '../test/fixtures';

jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = jest.mocked(loadRemote);

beforeEach(() => {
  resetEnvironment();
  load.mockReset();
});

/** The host's whole route table at `route`, the server answering with `responders` first. */
function renderApp(route: string, ...responders: Parameters<typeof mockFetch>) {
  const mocked = mockFetch(...responders, ...shellServer(), answer('GET', 'v1/dashboard/summary', dashboardSummary()));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders client={client}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return mocked;
}

const main = () => document.querySelector('main')!;
/**
 * The signed-in routes arrive as a chunk of their own: the content area appears once it has loaded
 * (the first import of the shell is slow here).
 */
const findInMain = async (text: string, timeout?: number) =>
  within(await screen.findByRole('main', {}, { timeout: 10_000 })).findByText(text, {}, { timeout });
const routesCalls = (calls: RecordedCall[]) => calls.filter((call) => new URL(call.url).pathname.endsWith('/routes.json'));

describe('the remotes’ routes', () => {
  it('opens a preset view of a page (a sub-menu item) in the whole shell, its sub-menu open, without the page failing', async () => {
    signInAs(profileOf('admin'));
    load.mockResolvedValue({ default: () => <p>Ventas agrupadas</p> });
    renderApp('/reports/reports?group_by=seller');
    expect(await findInMain('Ventas agrupadas', 10_000)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(await within(nav).findByRole('link', { name: 'Ventas por vendedor' })).toHaveAttribute(
      'href',
      '/reports/reports?group_by=seller',
    );
    // still there a moment later: no render loop took the shell down
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Algo salió mal')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Ventas por vendedor' })).toBeInTheDocument();
  });

  it('routes a page a remote lists in its routes.json to its exposed module, titled from it: no host change', async () => {
    signInAs(profileOf('admin'));
    const catalog = REMOTE_ROUTES.catalog;
    const withCalendar = {
      ...REMOTE_ROUTES,
      catalog: {
        ...catalog,
        routes: [
          ...catalog.routes,
          { path: '/draw/calendar', module: './pages/calendar', title: 'Calendario', subtitle: 'Sorteos por día' },
        ],
      },
    };
    load.mockResolvedValue({ default: () => <p>Calendario de sorteos</p> });
    renderApp('/draw/calendar', remoteRoutesServer(withCalendar));
    expect(await findInMain('Calendario de sorteos')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('catalog/pages/calendar');
    expect(within(document.querySelector('header')!).getByRole('heading', { name: 'Calendario' })).toBeInTheDocument();
  });

  it('says "Sin acceso" to a role without the capability a page’s manifest names, without loading the remote’s page', async () => {
    signInAs(profileOf('operator'));
    load.mockResolvedValue({ default: () => <p>Registro de cambios</p> });
    renderApp('/admin/audit', remoteRoutesServer());
    expect(await findInMain('Sin acceso')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads a page of a remote built before manifests named access (its page checks it itself)', async () => {
    signInAs(profileOf('operator'));
    const { access: _access, ...older } = REMOTE_ROUTES.users.routes.find((route) => route.path === '/admin/audit')!;
    load.mockResolvedValue({ default: () => <p>Registro de cambios</p> });
    renderApp('/admin/audit', remoteRoutesServer({ ...REMOTE_ROUTES, users: { remote: 'users', routes: [older] } }));
    expect(await findInMain('Registro de cambios')).toBeInTheDocument();
  });

  it('hands every path below a route ending in /* to that page, which owns its sub-routes', async () => {
    signInAs(profileOf('admin'));
    const withSubRoutes = {
      ...REMOTE_ROUTES,
      booths: {
        remote: 'booths',
        routes: [{ path: '/admin/zones/*', module: './pages/zones', title: 'Zonas', subtitle: 'Zonas de venta' }],
      },
    };
    load.mockResolvedValue({ default: () => <p>Zonas de venta por región</p> });
    renderApp('/admin/zones/centro/caracas', remoteRoutesServer(withSubRoutes));
    expect(await findInMain('Zonas de venta por región')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('booths/pages/zones');
    expect(within(document.querySelector('header')!).getByRole('heading', { name: 'Zonas' })).toBeInTheDocument();
  });

  it('shows "Módulo no disponible" for a path while a remote’s routes cannot be read, and "Reintentar" reads them again', async () => {
    signInAs(profileOf('admin'));
    const { sellers: _down, ...others } = REMOTE_ROUTES;
    load.mockResolvedValue({ default: () => <p>Lista de vendedores</p> });
    const { calls } = renderApp('/admin/sellers', remoteRoutesServer(others));
    expect(await findInMain('Módulo no disponible', 4000)).toBeInTheDocument();
    expect(within(main()).queryByText('Página no encontrada')).not.toBeInTheDocument();

    // The remote is back.
    mockFetch(remoteRoutesServer(), ...shellServer());
    fireEvent.click(within(main()).getByRole('button', { name: 'Reintentar' }));
    expect(await findInMain('Lista de vendedores')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('sellers/pages/sellers');
    expect(routesCalls(calls).length).toBeGreaterThanOrEqual(4);
  });

  it('never reads the remotes’ routes on the login page', async () => {
    const { calls } = renderApp('/login');
    expect(await screen.findByLabelText('Usuario o correo')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(routesCalls(calls)).toHaveLength(0);
  });

  it('reads them once signed in, beside each remote’s manifest of the runtime config', async () => {
    signInAs(profileOf('admin'));
    const { calls } = renderApp('/');
    await waitFor(() => expect(routesCalls(calls)).toHaveLength(4));
    expect(
      routesCalls(calls)
        .map((call) => new URL(call.url).pathname)
        .sort(),
    ).toEqual([
      '/remotes/booths/routes.json',
      '/remotes/catalog/routes.json',
      '/remotes/sellers/routes.json',
      '/remotes/users/routes.json',
    ]);
  });
});

import { mockFetch, renderPage, screen, waitFor } from '@banca/kit/testing';
import { resetEnvironment, signInAs } from '../../test/environment';
import { profileOf, REMOTE_ROUTES, remoteRoutesServer } from '../../test/fixtures';
import { PageTitle } from './PageTitle';

beforeEach(() => {
  resetEnvironment();
  signInAs(profileOf('admin'));
});

describe('PageTitle', () => {
  it.each([
    ['/', 'Dashboard', 'Resumen general'],
    ['/admin/users', 'Usuarios', 'Gestión de usuarios'],
    ['/admin/users/anything', 'Usuarios', 'Gestión de usuarios'],
    ['/admin/sellers', 'Vendedores', 'Gestión de vendedores'],
    ['/admin/booths', 'Taquillas', 'Gestión de taquillas'],
    ['/draw/draws', 'Sorteos', 'Listado de sorteos'],
    ['/games/games', 'Juegos', 'Listado de juegos'],
    ['/tickets/tickets', 'Tickets', 'Listado de tickets'],
    ['/reports/reports', 'Reportes', 'Listado de reportes'],
    ['/user-hierarchy/hierarchy-list', 'Jerarquía de Usuarios', 'Listado de jerarquía de usuarios'],
    ['/profile', 'Mi perfil', 'Tus datos de acceso'],
    ['/messages', 'Mensajes', 'Mensajes y notificaciones'],
  ])('%s → %s / %s', async (route, title, subtitle) => {
    mockFetch(remoteRoutesServer());
    renderPage(<PageTitle />, { route, path: '/*' });
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(subtitle)).toBeInTheDocument();
    expect(document.title).toBe(`${title} · Banca`);
  });

  it('takes a remote page’s title from the routes.json the remote serves, so a new page needs no host change', async () => {
    const catalog = REMOTE_ROUTES.catalog;
    const withNewPage = {
      ...REMOTE_ROUTES,
      catalog: {
        ...catalog,
        routes: [
          ...catalog.routes,
          { path: '/draw/calendar', module: './pages/calendar', title: 'Calendario', subtitle: 'Sorteos por día' },
        ],
      },
    };
    mockFetch(remoteRoutesServer(withNewPage));
    renderPage(<PageTitle />, { route: '/draw/calendar', path: '/*' });
    expect(await screen.findByRole('heading', { name: 'Calendario' })).toBeInTheDocument();
    expect(screen.getByText('Sorteos por día')).toBeInTheDocument();
  });

  it('is empty for a route without a title', async () => {
    const { calls } = mockFetch(remoteRoutesServer());
    renderPage(<PageTitle />, { route: '/no-existe', path: '/*' });
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(document.body.textContent).toBe('');
    expect(document.title).toBe('Banca · Back-office');
  });
});

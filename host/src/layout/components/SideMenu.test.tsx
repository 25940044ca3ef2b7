import { answer, callsTo, fireEvent, mockFetch, renderPage, screen, waitFor, within } from '@banca/kit/testing';
import { ADMIN_MENU, profileOf, remoteRoutesServer } from '../../test/fixtures';
import { resetEnvironment, signInAs } from '../../test/environment';
import { SideMenu } from './SideMenu';

beforeEach(() => {
  resetEnvironment();
  signInAs(profileOf('admin'));
});

const renderMenu = (route = '/', collapsed = false) => renderPage(<SideMenu collapsed={collapsed} />, { route, path: route.split('?')[0] });

describe('SideMenu', () => {
  it('shows a pulsing placeholder with "Cargando menú..." while the menu loads', () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    renderMenu();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando menú...');
    expect(document.querySelector('.ant-skeleton-active')).toBeInTheDocument();
  });

  it('shows the server sections with their headings, links and icons', async () => {
    const { calls } = mockFetch(answer('GET', 'v1/auth/menu', ADMIN_MENU), remoteRoutesServer());
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(await within(nav).findByRole('link', { name: 'Usuarios' })).toHaveAttribute('href', '/admin/users');
    const headings = [...nav.querySelectorAll('.ant-menu-item-group-title')].map((heading) => heading.textContent);
    expect(headings).toEqual(['General', 'Administración', 'Juegos', 'Caja', 'Análisis']);
    expect(within(nav).getByRole('link', { name: 'Jerarquía de Usuarios' })).toHaveAttribute('href', '/user-hierarchy/hierarchy-list');
    // sub-items live in the "Reportes" sub-menu
    expect(within(nav).queryByRole('link', { name: 'Ventas por vendedor' })).not.toBeInTheDocument();
    fireEvent.click(within(nav).getByText('Reportes'));
    expect(await within(nav).findByRole('link', { name: 'Ventas por vendedor' })).toHaveAttribute(
      'href',
      '/reports/reports?group_by=seller',
    );
    expect(nav.querySelector('.anticon-team')).toBeInTheDocument();
    expect(callsTo(calls, 'v1/auth/menu')[0].headers.get('authorization')).toBe('Bearer tok');
  });

  it.each([
    ['an empty list', answer('GET', 'v1/auth/menu', [])],
    ['a failure', answer('GET', 'v1/auth/menu', { statusCode: 500, message: 'Error' }, 500)],
  ])('shows the empty state on %s, with a way to ask again', async (_case, menuAnswer) => {
    const { calls } = mockFetch(menuAnswer, remoteRoutesServer());
    renderMenu();
    expect(await screen.findByText('¡Error! Menú no disponible')).toBeInTheDocument();
    expect(screen.queryByText('Cargando menú...')).not.toBeInTheDocument();
    mockFetch(answer('GET', 'v1/auth/menu', ADMIN_MENU), remoteRoutesServer());
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Usuarios' })).toBeInTheDocument();
    expect(callsTo(calls, 'v1/auth/menu')).toHaveLength(1);
  });

  it('lights up the list of a detail page, as its remote’s routes.json says', async () => {
    mockFetch(answer('GET', 'v1/auth/menu', ADMIN_MENU), remoteRoutesServer());
    renderMenu('/tickets/ticket-detail?id=9');
    const tickets = await screen.findByRole('link', { name: 'Tickets' });
    await waitFor(() => expect(tickets.closest('li')).toHaveClass('ant-menu-item-selected'));
  });

  it('selects the item of the URL and opens its sub-menu', async () => {
    mockFetch(answer('GET', 'v1/auth/menu', ADMIN_MENU), remoteRoutesServer());
    renderMenu('/reports/reports?group_by=seller');
    const item = await screen.findByRole('link', { name: 'Ventas por vendedor' });
    expect(item.closest('li')).toHaveClass('ant-menu-item-selected');
    expect(screen.getByRole('link', { name: 'Usuarios' }).closest('li')).not.toHaveClass('ant-menu-item-selected');
  });

  it('collapsed, keeps the icons of the server menu and drops the headings and labels', async () => {
    mockFetch(answer('GET', 'v1/auth/menu', ADMIN_MENU), remoteRoutesServer());
    renderMenu('/', true);
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    await waitFor(() => expect(nav.querySelector('.anticon-dashboard')).toBeInTheDocument());
    for (const icon of ['team', 'idcard', 'shop', 'calendar', 'trophy', 'file-text', 'wallet', 'account-book', 'bar-chart', 'apartment']) {
      expect(nav.querySelector(`.anticon-${icon}`)).toBeInTheDocument();
    }
    expect(within(nav).queryByText('Administración')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Back-office')).not.toBeInTheDocument();
    expect(within(nav).queryByText(/Todos los derechos reservados/)).not.toBeInTheDocument();
  });

  it('ends with the footer: the current year and the brand', async () => {
    mockFetch(answer('GET', 'v1/auth/menu', ADMIN_MENU), remoteRoutesServer());
    renderMenu();
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Todos los derechos reservados`)).toBeInTheDocument();
    expect(screen.getByText('Banca Back-office')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Usuarios' });
  });
});

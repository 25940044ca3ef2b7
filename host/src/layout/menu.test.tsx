import { ADMIN_MENU, REMOTE_ROUTES } from '../test/fixtures';
import { activeMenuPage, menuPages, toMenuItems } from './menu';

const pages = menuPages(ADMIN_MENU);
const remoteRoutes = Object.values(REMOTE_ROUTES).flatMap((table) => table.routes);
const activeRoute = (pathname: string, search = '') => activeMenuPage(pages, pathname, search, remoteRoutes)?.route;

describe('menuPages', () => {
  it('lists every destination with its section, children after their parent', () => {
    expect(pages.map((page) => page.label)).toEqual([
      'Dashboard',
      'Usuarios',
      'Vendedores',
      'Taquillas',
      'Auditoría',
      'Sorteos',
      'Juegos',
      'Tickets',
      'Topes',
      'Cierres de caja',
      'Estado de cuenta',
      'Reportes',
      'Ventas por taquilla',
      'Ventas por vendedor',
      'Ventas por juego',
      'Jerarquía de Usuarios',
    ]);
    expect(pages.find((page) => page.label === 'Ventas por juego')).toMatchObject({ section: 'Análisis', parents: ['/reports/reports'] });
  });
});

describe('toMenuItems', () => {
  it('makes headed groups, and plain dividers between sections when collapsed', () => {
    expect(toMenuItems(ADMIN_MENU, false).map((item) => item && 'type' in item && item.type)).toEqual([
      'group',
      'group',
      'group',
      'group',
      'group',
    ]);
    const collapsed = toMenuItems(ADMIN_MENU, true);
    expect(collapsed.filter((item) => item && 'type' in item && item.type === 'divider')).toHaveLength(4);
    expect(collapsed.some((item) => item && 'type' in item && item.type === 'group')).toBe(false);
  });
});

describe('activeMenuPage', () => {
  it('follows the path', () => {
    expect(activeRoute('/')).toBe('/');
    expect(activeRoute('/admin/sellers')).toBe('/admin/sellers');
  });

  it('prefers the child whose query the URL carries, and the parent without one', () => {
    expect(activeRoute('/reports/reports', '?group_by=seller')).toBe('/reports/reports?group_by=seller');
    expect(activeRoute('/reports/reports', '?from=2026-11-01&group_by=game')).toBe('/reports/reports?group_by=game');
    expect(activeRoute('/reports/reports')).toBe('/reports/reports');
  });

  it('lights up the list of a detail page', () => {
    expect(activeRoute('/admin/user-detail', '?id=4')).toBe('/admin/users');
    expect(activeRoute('/tickets/ticket-detail', '?id=9')).toBe('/tickets/tickets');
  });

  it('selects nothing for a page outside the menu', () => {
    expect(activeRoute('/profile')).toBeUndefined();
    expect(activeRoute('/no-existe')).toBeUndefined();
  });
});

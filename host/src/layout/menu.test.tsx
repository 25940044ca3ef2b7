import { ADMIN_MENU, KNOWN_PAGES, REMOTE_ROUTES, SHOWN_ADMIN_MENU } from '../test/fixtures';
import { activeMenuPage, menuPages, resolveMenu, type ShownMenuSection, toMenuItems } from './menu';

const pages = menuPages(SHOWN_ADMIN_MENU);
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
    expect(toMenuItems(SHOWN_ADMIN_MENU, false).map((item) => item && 'type' in item && item.type)).toEqual([
      'group',
      'group',
      'group',
      'group',
      'group',
    ]);
    const collapsed = toMenuItems(SHOWN_ADMIN_MENU, true);
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

describe('resolveMenu', () => {
  const known = (id: string) => KNOWN_PAGES.find((page) => page.id === id);
  const labels = (sections: ShownMenuSection[]) => sections.flatMap((section) => section.items.map((item) => item.label));

  it('gives each page id the path and title of its manifest, and a preset view its own label', () => {
    const moved = (id: string) => (id === 'users.list' ? { ...known(id)!, path: '/personal', title: 'Personal' } : known(id));
    const shown = resolveMenu(ADMIN_MENU, moved, 'admin');
    expect(shown[1].items[0]).toEqual({ route: '/personal', label: 'Personal', icon: 'team' });
    const reports = shown.flatMap((section) => section.items).find((item) => item.label === 'Reportes');
    expect(reports?.children?.map((child) => [child.route, child.label])).toEqual([
      ['/reports/reports?group_by=booth', 'Ventas por taquilla'],
      ['/reports/reports?group_by=seller', 'Ventas por vendedor'],
      ['/reports/reports?group_by=game', 'Ventas por juego'],
    ]);
  });

  it('shows a role only the pages its capability in the manifest lets it open', () => {
    expect(labels(resolveMenu(ADMIN_MENU, known, 'ticket_seller'))).toEqual(['Dashboard', 'Sorteos', 'Juegos', 'Tickets', 'Reportes']);
    expect(labels(resolveMenu(ADMIN_MENU, known, 'operator'))).not.toContain('Auditoría');
    expect(labels(resolveMenu(ADMIN_MENU, known, 'client'))).not.toContain('Usuarios');
  });

  it('leaves out the pages no loaded manifest names (a remote down), and a section left empty', () => {
    const withoutBooths = (id: string) => (id.startsWith('booths.') ? undefined : known(id));
    const shown = resolveMenu(ADMIN_MENU, withoutBooths, 'admin');
    expect(labels(shown)).not.toContain('Taquillas');
    expect(shown.map((section) => section.heading)).toEqual(['General', 'Administración', 'Juegos', 'Análisis']);
  });
});

/**
 * The side menu as plain data (no TypeBox): sections of entries, each naming the page it opens
 * (a path of a route manifest, with a query for a preset view) and the capability that page needs,
 * the same one its route manifest gives it (the host's test of page identity checks both agree).
 * The API answers each role the entries it holds (`GET /v1/auth/menu`); icons are named the way
 * @ant-design/icons does, in kebab-case without the theme.
 */
import type { Capability } from './access';

export interface MenuEntry {
  label: string;
  route: string;
  icon: string;
  access: Capability;
  children?: readonly MenuEntry[];
}

export interface MenuHeading {
  heading: string;
  items: readonly MenuEntry[];
}

export const MENU: readonly MenuHeading[] = [
  {
    heading: 'General',
    items: [{ label: 'Dashboard', route: '/', icon: 'dashboard', access: 'dashboard:read' }],
  },
  {
    heading: 'Administración',
    items: [
      { label: 'Usuarios', route: '/admin/users', icon: 'team', access: 'users:read' },
      { label: 'Vendedores', route: '/admin/sellers', icon: 'idcard', access: 'sellers:read' },
      { label: 'Taquillas', route: '/admin/booths', icon: 'shop', access: 'booths:read' },
      { label: 'Auditoría', route: '/admin/audit', icon: 'file-text', access: 'audit:read' },
    ],
  },
  {
    heading: 'Juegos',
    items: [
      { label: 'Sorteos', route: '/draw/draws', icon: 'calendar', access: 'catalog:read' },
      { label: 'Juegos', route: '/games/games', icon: 'trophy', access: 'catalog:read' },
      { label: 'Tickets', route: '/tickets/tickets', icon: 'file-text', access: 'tickets:read' },
      { label: 'Topes', route: '/limits/limits', icon: 'stop', access: 'limits:read' },
    ],
  },
  {
    heading: 'Caja',
    items: [
      { label: 'Cierres de caja', route: '/cash/days', icon: 'wallet', access: 'cash:read' },
      { label: 'Estado de cuenta', route: '/cash/statement', icon: 'account-book', access: 'statements:read' },
    ],
  },
  {
    heading: 'Análisis',
    items: [
      {
        label: 'Reportes',
        route: '/reports/reports',
        icon: 'bar-chart',
        access: 'reports:read',
        children: [
          { label: 'Ventas por taquilla', route: '/reports/reports?group_by=booth', icon: 'shop', access: 'reports:read' },
          { label: 'Ventas por vendedor', route: '/reports/reports?group_by=seller', icon: 'idcard', access: 'reports:read' },
          { label: 'Ventas por juego', route: '/reports/reports?group_by=game', icon: 'trophy', access: 'reports:read' },
        ],
      },
      { label: 'Jerarquía de Usuarios', route: '/user-hierarchy/hierarchy-list', icon: 'apartment', access: 'hierarchy:read' },
    ],
  },
];

/**
 * Who may do what, as pure data and functions: the server checks
 * these on every route, and the menu is built from the same table so it never offers a page
 * the server would refuse.
 */
import type { Role } from '../db/schema';

export type Capability =
  | 'users:read'
  | 'users:write'
  | 'sellers:read'
  | 'sellers:write'
  | 'booths:read'
  | 'booths:write'
  | 'catalog:read'
  | 'tickets:read'
  | 'reports:read'
  | 'hierarchy:read'
  | 'dashboard:read'
  | 'self';

/** `public` routes need no session; every other route names the capability it needs. */
export type RouteAccess = Capability | 'public';

const EVERYONE: readonly Role[] = ['admin', 'operator', 'client', 'ticket_seller'];

const GRANTS: Record<Capability, readonly Role[]> = {
  'users:read': ['admin', 'operator'],
  'users:write': ['admin'],
  'sellers:read': ['admin', 'operator', 'client'],
  'sellers:write': ['admin', 'operator'],
  'booths:read': ['admin', 'operator', 'client'],
  'booths:write': ['admin', 'operator'],
  'catalog:read': EVERYONE,
  'tickets:read': EVERYONE,
  'reports:read': EVERYONE,
  'hierarchy:read': ['admin', 'operator', 'client'],
  'dashboard:read': EVERYONE,
  self: EVERYONE,
};

export function can(role: Role, capability: Capability): boolean {
  return GRANTS[capability].includes(role);
}

/**
 * How much of the business data a role sees: everything, the booths a client owns, or the
 * sales of the seller accounts linked to a ticket_seller user.
 */
export type DataScope = { kind: 'all' } | { kind: 'owner'; userId: number } | { kind: 'seller'; userId: number };

export function dataScope(user: { id: number; role: Role }): DataScope {
  switch (user.role) {
    case 'admin':
    case 'operator':
      return { kind: 'all' };
    case 'client':
      return { kind: 'owner', userId: user.id };
    case 'ticket_seller':
      return { kind: 'seller', userId: user.id };
  }
}

export interface MenuItem {
  label: string;
  route: string;
  icon: string;
  children?: MenuItem[];
}
export interface MenuSection {
  heading: string;
  items: MenuItem[];
}

interface MenuEntry extends MenuItem {
  capability: Capability;
  children?: MenuEntry[];
}

const MENU: { heading: string; items: MenuEntry[] }[] = [
  {
    heading: 'General',
    items: [{ label: 'Dashboard', route: '/', icon: 'dashboard', capability: 'dashboard:read' }],
  },
  {
    heading: 'Administración',
    items: [
      { label: 'Usuarios', route: '/admin/users', icon: 'team', capability: 'users:read' },
      { label: 'Vendedores', route: '/admin/sellers', icon: 'idcard', capability: 'sellers:read' },
      { label: 'Taquillas', route: '/admin/booths', icon: 'shop', capability: 'booths:read' },
    ],
  },
  {
    heading: 'Juegos',
    items: [
      { label: 'Sorteos', route: '/draw/draws', icon: 'calendar', capability: 'catalog:read' },
      { label: 'Juegos', route: '/games/games', icon: 'trophy', capability: 'catalog:read' },
      { label: 'Tickets', route: '/tickets/tickets', icon: 'file-text', capability: 'tickets:read' },
    ],
  },
  {
    heading: 'Análisis',
    items: [
      {
        label: 'Reportes',
        route: '/reports/reports',
        icon: 'bar-chart',
        capability: 'reports:read',
        children: [
          { label: 'Ventas por taquilla', route: '/reports/reports?group_by=booth', icon: 'shop', capability: 'reports:read' },
          { label: 'Ventas por vendedor', route: '/reports/reports?group_by=seller', icon: 'idcard', capability: 'reports:read' },
          { label: 'Ventas por juego', route: '/reports/reports?group_by=game', icon: 'trophy', capability: 'reports:read' },
        ],
      },
      {
        label: 'Jerarquía de Usuarios',
        route: '/user-hierarchy/hierarchy-list',
        icon: 'apartment',
        capability: 'hierarchy:read',
      },
    ],
  },
];

function visibleItems(entries: MenuEntry[], role: Role): MenuItem[] {
  return entries
    .filter((entry) => can(role, entry.capability))
    .map(({ label, route, icon, children }) => ({
      label,
      route,
      icon,
      ...(children ? { children: visibleItems(children, role) } : {}),
    }));
}

/** The side menu of a role: only what it may open, without empty sections. */
export function menuFor(role: Role): MenuSection[] {
  return MENU.map((section) => ({ heading: section.heading, items: visibleItems(section.items, role) })).filter(
    (section) => section.items.length > 0,
  );
}

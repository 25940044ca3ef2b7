/**
 * The server's side of the role table (`@banca/contracts/access`: capabilities, grants, `can`):
 * how much of the business data a role sees, and the side menu, built from the same table so it
 * never offers a page the server would refuse.
 */
import { can, type Capability } from '@banca/contracts/access';
import type { MenuItem, MenuSection } from '@banca/contracts';
import type { Role } from '@banca/contracts/enums';

/**
 * How much of the business data a caller sees: everything, the booths a client owns, the sales
 * of the seller accounts linked to a ticket_seller user, or — a booth terminal — its own seller
 * account's sales at its booth.
 */
export type DataScope =
  | { kind: 'all' }
  | { kind: 'owner'; userId: number }
  | { kind: 'seller'; userId: number }
  | { kind: 'terminal'; sellerId: number; boothId: number };

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
      { label: 'Auditoría', route: '/admin/audit', icon: 'file-text', capability: 'audit:read' },
    ],
  },
  {
    heading: 'Juegos',
    items: [
      { label: 'Sorteos', route: '/draw/draws', icon: 'calendar', capability: 'catalog:read' },
      { label: 'Juegos', route: '/games/games', icon: 'trophy', capability: 'catalog:read' },
      { label: 'Tickets', route: '/tickets/tickets', icon: 'file-text', capability: 'tickets:read' },
      { label: 'Topes', route: '/limits/limits', icon: 'stop', capability: 'limits:read' },
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

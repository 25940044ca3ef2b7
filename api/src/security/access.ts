/**
 * The server's side of the role table (`@banca/contracts/access`: capabilities, grants, `can`):
 * how much of the business data a role sees, and the side menu (`@banca/contracts/menu`) filtered
 * by the same table so it never offers a page the server would refuse.
 */
import { can } from '@banca/contracts/access';
import { MENU, type MenuEntry } from '@banca/contracts/menu';
import type { MenuItem, MenuSection } from '@banca/contracts';
import type { Role } from '@banca/contracts/enums';

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

function visibleItems(entries: readonly MenuEntry[], role: Role): MenuItem[] {
  return entries
    .filter((entry) => can(role, entry.access))
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

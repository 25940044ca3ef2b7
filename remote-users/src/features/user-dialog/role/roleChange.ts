import type { Role } from '@banca/contracts';
import { can, isPageAccess } from '@banca/contracts/access';
import { ROLE_LABELS } from '@banca/contracts/enums';
import { MENU } from '@banca/contracts/menu';
import type { KnownPage } from '@banca/shared-auth';

/** A page of the side menu as its manifest names it: its title and capability. */
export type MenuPageInfo = Pick<KnownPage, 'title' | 'access'>;

/** The pages of the side menu's top entries, as the loaded manifests give them (unknown ones left out). */
export const menuPagesOf = (pageOf: (id: string) => KnownPage | undefined): MenuPageInfo[] =>
  MENU.flatMap((section) => section.items).flatMap((entry) => {
    const page = pageOf(entry.page);
    return page ? [page] : [];
  });

/** The titles of the menu pages a role may open. */
const pagesOf = (role: Role, menuPages: readonly MenuPageInfo[]): string[] =>
  menuPages.flatMap((page) => (page.access !== undefined && isPageAccess(page.access) && can(role, page.access) ? [page.title] : []));

/** What a role sees within the pages it opens, when it is narrowed to its own records. */
const SCOPE: Partial<Record<Role, string>> = {
  client: 'Verá solo los datos de las taquillas de las que es propietario.',
  ticket_seller: 'Verá solo sus propias ventas.',
};

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`);

/**
 * What a role change means for the person, in the words of the menu they will see: the pages they
 * stop or start opening, what they will see of the data, and that their sessions end.
 */
export function describeRoleChange(name: string, from: Role, to: Role, menuPages: readonly MenuPageInfo[]): string {
  const before = pagesOf(from, menuPages);
  const after = pagesOf(to, menuPages);
  const lost = before.filter((page) => !after.includes(page));
  const gained = after.filter((page) => !before.includes(page));
  return [
    `${name} pasará de ${ROLE_LABELS[from]} a ${ROLE_LABELS[to]}.`,
    lost.length > 0 ? `Dejará de ver: ${list(lost)}.` : '',
    gained.length > 0 ? `Podrá ver: ${list(gained)}.` : '',
    SCOPE[to] ?? (SCOPE[from] ? 'Verá los datos de todas las taquillas.' : ''),
    'Se cerrarán todas sus sesiones abiertas: deberá iniciar sesión de nuevo.',
  ]
    .filter(Boolean)
    .join(' ');
}

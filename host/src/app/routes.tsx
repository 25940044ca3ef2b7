/**
 * The host's own part of the route table: the header titles of its own pages (its manifest,
 * src/routes.ts) and the old landing paths that still lead to the pages. The remotes' pages,
 * titles and menu parents come from their route manifests (remotes/useRemoteRoutes.ts).
 */
import type { PageId } from '@banca/contracts/pages';
import { routeFor } from '../remotes/useRemoteRoutes';
import { routes } from '../routes';

/** The landing tiles' former /admin/* paths: bookmarks of them still lead to the pages (wherever they are now). */
export const REDIRECTS: Record<string, PageId> = {
  '/admin/draws': 'catalog.draws',
  '/admin/games': 'catalog.games',
  '/admin/tickets': 'catalog.tickets',
  '/admin/reports': 'catalog.reports',
};

const HOST_PAGES = Object.values(routes);

/**
 * Title and subtitle of a path: a host page's own, else the remote page it belongs to (its path, or
 * one below it: '/admin/users/…' is 'Usuarios'), else none.
 */
export function headerFor(
  pathname: string,
  remoteRoutes: { path: string; title: string; subtitle: string }[],
): { title: string; subtitle: string } {
  const own = HOST_PAGES.find((page) => page.path === pathname) ?? routeFor(remoteRoutes, pathname);
  return own ? { title: own.title, subtitle: own.subtitle } : { title: '', subtitle: '' };
}

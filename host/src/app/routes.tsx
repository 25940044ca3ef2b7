/**
 * The host's own part of the route table: the header titles of its own pages (its manifest,
 * src/routes.ts) and the old landing paths that still lead to the pages. The remotes' pages,
 * titles and menu parents come from their route manifests (remotes/useRemoteRoutes.ts).
 */
import { routes as catalogRoutes } from '@banca/remote-catalog/routes';
import { routeFor } from '../remotes/useRemoteRoutes';
import { routes } from '../routes';

/** The landing tiles' former /admin/* paths: bookmarks of them still lead to the pages. */
export const REDIRECTS: Record<string, string> = {
  '/admin/draws': catalogRoutes.draws.path,
  '/admin/games': catalogRoutes.games.path,
  '/admin/tickets': catalogRoutes.tickets.path,
  '/admin/reports': catalogRoutes.reports.path,
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

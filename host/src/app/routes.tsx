/**
 * The host's own part of the route table: the landing tiles' redirects and the header titles of
 * its own pages. The remotes' pages, titles and menu parents come from their route manifests
 * (remotes/useRemoteRoutes.ts).
 */
import { routeFor } from '../remotes/useRemoteRoutes';

/** The landing tiles' /admin/* paths that are not real routes. */
export const REDIRECTS: Record<string, string> = {
  '/admin/draws': '/draw/draws',
  '/admin/games': '/games/games',
  '/admin/tickets': '/tickets/tickets',
  '/admin/reports': '/reports/reports',
};

/** Header titles of the host's own pages. */
export const HOST_TITLES: Record<string, { title: string; subtitle: string }> = {
  '/': { title: 'Dashboard', subtitle: 'Resumen general' },
  '/profile': { title: 'Mi perfil', subtitle: 'Tus datos de acceso' },
  '/messages': { title: 'Mensajes', subtitle: 'Mensajes y notificaciones' },
};

/**
 * Title and subtitle of a path: a host page's own, else the remote page it belongs to (its path, or
 * one below it: '/admin/users/…' is 'Usuarios'), else none.
 */
export function headerFor(
  pathname: string,
  remoteRoutes: { path: string; title: string; subtitle: string }[],
): { title: string; subtitle: string } {
  const own = HOST_TITLES[pathname] ?? routeFor(remoteRoutes, pathname);
  return own ? { title: own.title, subtitle: own.subtitle } : { title: '', subtitle: '' };
}

/**
 * The route table: which page each path shows, where
 * it comes from, and the header title and subtitle of each path.
 */
import type { RemotePageRef } from '../remotes/loadRemotePage';

export interface RouteEntry {
  path: string;
  remote: RemotePageRef;
  title: string;
  subtitle: string;
  /** A detail page has no menu item of its own: the side menu highlights this list instead. */
  menuParent?: string;
}

/** Pages served by the remotes, inside the shell. */
export const REMOTE_ROUTES: RouteEntry[] = [
  { path: '/admin/users', remote: { remote: 'users', module: 'UsersPage' }, title: 'Usuarios', subtitle: 'Gestión de usuarios' },
  {
    path: '/admin/user-detail',
    remote: { remote: 'users', module: 'UserDetailPage' },
    title: 'Usuario',
    subtitle: 'Detalle del usuario',
    menuParent: '/admin/users',
  },
  { path: '/admin/sellers', remote: { remote: 'sellers', module: 'SellersPage' }, title: 'Vendedores', subtitle: 'Gestión de vendedores' },
  { path: '/admin/booths', remote: { remote: 'booths', module: 'BoothsPage' }, title: 'Taquillas', subtitle: 'Gestión de taquillas' },
  {
    path: '/admin/booth-detail',
    remote: { remote: 'booths', module: 'BoothDetailPage' },
    title: 'Taquilla',
    subtitle: 'Detalle de la taquilla',
    menuParent: '/admin/booths',
  },
  { path: '/draw/draws', remote: { remote: 'catalog', module: 'DrawsPage' }, title: 'Sorteos', subtitle: 'Listado de sorteos' },
  {
    path: '/draw/draw-detail',
    remote: { remote: 'catalog', module: 'DrawDetailPage' },
    title: 'Sorteo',
    subtitle: 'Detalle del sorteo',
    menuParent: '/draw/draws',
  },
  { path: '/games/games', remote: { remote: 'catalog', module: 'GamesPage' }, title: 'Juegos', subtitle: 'Listado de juegos' },
  { path: '/tickets/tickets', remote: { remote: 'catalog', module: 'TicketsPage' }, title: 'Tickets', subtitle: 'Listado de tickets' },
  {
    path: '/tickets/ticket-detail',
    remote: { remote: 'catalog', module: 'TicketDetailPage' },
    title: 'Ticket',
    subtitle: 'Detalle del ticket',
    menuParent: '/tickets/tickets',
  },
  {
    path: '/user-hierarchy/hierarchy-list',
    remote: { remote: 'catalog', module: 'HierarchyPage' },
    title: 'Jerarquía de Usuarios',
    subtitle: 'Listado de jerarquía de usuarios',
  },
  {
    path: '/user-hierarchy/hierarchy-detail',
    remote: { remote: 'catalog', module: 'HierarchyDetailPage' },
    title: 'Jerarquía de Usuarios',
    subtitle: 'Detalle del nodo',
    menuParent: '/user-hierarchy/hierarchy-list',
  },
  { path: '/reports/reports', remote: { remote: 'catalog', module: 'ReportsPage' }, title: 'Reportes', subtitle: 'Listado de reportes' },
  {
    path: '/reports/report-detail',
    remote: { remote: 'catalog', module: 'ReportDetailPage' },
    title: 'Reportes',
    subtitle: 'Detalle del reporte',
    menuParent: '/reports/reports',
  },
];

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

/** Title and subtitle of a path: '/admin/users' counts as a prefix, else the route's own. */
export function headerFor(pathname: string): { title: string; subtitle: string } {
  if (pathname.startsWith('/admin/users')) return { title: 'Usuarios', subtitle: 'Gestión de usuarios' };
  const own = HOST_TITLES[pathname] ?? REMOTE_ROUTES.find((r) => r.path === pathname);
  return own ? { title: own.title, subtitle: own.subtitle } : { title: '', subtitle: '' };
}

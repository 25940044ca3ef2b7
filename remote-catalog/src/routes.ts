/**
 * The pages of remote-catalog: the only place their identity is written. The build exposes each
 * page and emits routes.json for the host; standalone mode and the remote's own links read it too.
 */
import type { RouteManifest } from '@banca/kit/routes';

export const routes = {
  draws: { path: '/draw/draws', page: 'draws', title: 'Sorteos', subtitle: 'Listado de sorteos' },
  drawDetail: { path: '/draw/draw-detail', page: 'draw-detail', title: 'Sorteo', subtitle: 'Detalle del sorteo', menuParent: 'draws' },
  drawExposure: {
    path: '/draw/draw-exposure',
    page: 'draw-exposure',
    title: 'Exposición',
    subtitle: 'Riesgo por número del sorteo',
    menuParent: 'draws',
  },
  games: { path: '/games/games', page: 'games', title: 'Juegos', subtitle: 'Listado de juegos' },
  tickets: { path: '/tickets/tickets', page: 'tickets', title: 'Tickets', subtitle: 'Listado de tickets' },
  ticketDetail: {
    path: '/tickets/ticket-detail',
    page: 'ticket-detail',
    title: 'Ticket',
    subtitle: 'Detalle del ticket',
    menuParent: 'tickets',
  },
  limits: { path: '/limits/limits', page: 'limits', title: 'Topes', subtitle: 'Topes de venta por número' },
  hierarchy: {
    path: '/user-hierarchy/hierarchy-list',
    page: 'hierarchy',
    title: 'Jerarquía de Usuarios',
    subtitle: 'Listado de jerarquía de usuarios',
  },
  hierarchyDetail: {
    path: '/user-hierarchy/hierarchy-detail',
    page: 'hierarchy-detail',
    title: 'Jerarquía de Usuarios',
    subtitle: 'Detalle del nodo',
    menuParent: 'hierarchy',
  },
  reports: { path: '/reports/reports', page: 'reports', title: 'Reportes', subtitle: 'Listado de reportes' },
  reportDetail: {
    path: '/reports/report-detail',
    page: 'report-detail',
    title: 'Reportes',
    subtitle: 'Detalle del reporte',
    menuParent: 'reports',
  },
} as const satisfies RouteManifest;

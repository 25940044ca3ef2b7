/**
 * The pages of remote-catalog: the only place their identity is written (`@banca/remote-catalog/routes`).
 * The build exposes each page and emits routes.json for the host, which gates, routes and titles
 * them; standalone mode and every link to these pages, from any app, read it too.
 */
import type { RouteManifest } from '@banca/kit/routes';

export const routes = {
  draws: { path: '/draw/draws', page: 'draws', title: 'Sorteos', subtitle: 'Listado de sorteos', access: 'catalog:read' },
  drawDetail: {
    path: '/draw/draw-detail',
    page: 'draw-detail',
    title: 'Sorteo',
    subtitle: 'Detalle del sorteo',
    access: 'catalog:read',
    menuParent: 'draws',
  },
  drawExposure: {
    path: '/draw/draw-exposure',
    page: 'draw-exposure',
    title: 'Exposición',
    subtitle: 'Riesgo por número del sorteo',
    access: 'reports:read',
    menuParent: 'draws',
  },
  games: { path: '/games/games', page: 'games', title: 'Juegos', subtitle: 'Listado de juegos', access: 'catalog:read' },
  tickets: { path: '/tickets/tickets', page: 'tickets', title: 'Tickets', subtitle: 'Listado de tickets', access: 'tickets:read' },
  ticketDetail: {
    path: '/tickets/ticket-detail',
    page: 'ticket-detail',
    title: 'Ticket',
    subtitle: 'Detalle del ticket',
    access: 'tickets:read',
    menuParent: 'tickets',
  },
  hierarchy: {
    path: '/user-hierarchy/hierarchy-list',
    page: 'hierarchy',
    title: 'Jerarquía de Usuarios',
    subtitle: 'Listado de jerarquía de usuarios',
    access: 'hierarchy:read',
  },
  hierarchyDetail: {
    path: '/user-hierarchy/hierarchy-detail',
    page: 'hierarchy-detail',
    title: 'Jerarquía de Usuarios',
    subtitle: 'Detalle del nodo',
    access: 'hierarchy:read',
    menuParent: 'hierarchy',
  },
  reports: { path: '/reports/reports', page: 'reports', title: 'Reportes', subtitle: 'Listado de reportes', access: 'reports:read' },
  reportDetail: {
    path: '/reports/report-detail',
    page: 'report-detail',
    title: 'Reportes',
    subtitle: 'Detalle del reporte',
    access: 'reports:read',
    menuParent: 'reports',
  },
} as const satisfies RouteManifest;

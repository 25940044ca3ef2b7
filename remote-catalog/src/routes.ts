/**
 * The pages of remote-catalog: the only place their identity is written (no package imports it).
 * The build exposes each page and emits routes.json for the host, which gates, routes and titles
 * them; standalone mode and this remote's own links read it too, other apps link by page id.
 */
import type { RouteManifest } from '@banca/kit/routes';

export const routes = {
  'catalog.draws': { path: '/draw/draws', page: 'draws', title: 'Sorteos', subtitle: 'Listado de sorteos', access: 'catalog:read' },
  'catalog.draw': {
    path: '/draw/draw-detail',
    page: 'draw-detail',
    title: 'Sorteo',
    subtitle: 'Detalle del sorteo',
    access: 'catalog:read',
    menuParent: 'catalog.draws',
  },
  'catalog.drawExposure': {
    path: '/draw/draw-exposure',
    page: 'draw-exposure',
    title: 'Exposición',
    subtitle: 'Riesgo por número del sorteo',
    access: 'reports:read',
    menuParent: 'catalog.draws',
  },
  'catalog.games': { path: '/games/games', page: 'games', title: 'Juegos', subtitle: 'Listado de juegos', access: 'catalog:read' },
  'catalog.tickets': {
    path: '/tickets/tickets',
    page: 'tickets',
    title: 'Tickets',
    subtitle: 'Listado de tickets',
    access: 'tickets:read',
  },
  'catalog.ticket': {
    path: '/tickets/ticket-detail',
    page: 'ticket-detail',
    title: 'Ticket',
    subtitle: 'Detalle del ticket',
    access: 'tickets:read',
    menuParent: 'catalog.tickets',
  },
  'catalog.limits': {
    path: '/limits/limits',
    page: 'limits',
    title: 'Topes',
    subtitle: 'Topes de venta por número',
    access: 'limits:read',
  },
  'catalog.hierarchy': {
    path: '/user-hierarchy/hierarchy-list',
    page: 'hierarchy',
    title: 'Jerarquía de Usuarios',
    subtitle: 'Listado de jerarquía de usuarios',
    access: 'hierarchy:read',
  },
  'catalog.hierarchyNode': {
    path: '/user-hierarchy/hierarchy-detail',
    page: 'hierarchy-detail',
    title: 'Jerarquía de Usuarios',
    subtitle: 'Detalle del nodo',
    access: 'hierarchy:read',
    menuParent: 'catalog.hierarchy',
  },
  'catalog.reports': {
    path: '/reports/reports',
    page: 'reports',
    title: 'Reportes',
    subtitle: 'Listado de reportes',
    access: 'reports:read',
  },
  'catalog.report': {
    path: '/reports/report-detail',
    page: 'report-detail',
    title: 'Reportes',
    subtitle: 'Detalle del reporte',
    access: 'reports:read',
    menuParent: 'catalog.reports',
  },
} as const satisfies RouteManifest;

/**
 * The pages of remote-booths: the only place their identity is written (no package imports it).
 * The build exposes each page and emits routes.json for the host, which gates, routes and titles
 * them; standalone mode and this remote's own links read it too, other apps link by page id.
 */
import type { RouteManifest } from '@banca/kit/routes';

export const routes = {
  'booths.list': { path: '/admin/booths', page: 'booths', title: 'Taquillas', subtitle: 'Gestión de taquillas', access: 'booths:read' },
  'booths.detail': {
    path: '/admin/booth-detail',
    page: 'booth-detail',
    title: 'Taquilla',
    subtitle: 'Detalle de la taquilla',
    access: 'booths:read',
    menuParent: 'booths.list',
  },
  'booths.cashDays': {
    path: '/cash/days',
    page: 'cash-days',
    title: 'Cierres de caja',
    subtitle: 'El cuadre diario de cada taquilla',
    access: 'cash:read',
  },
  'booths.cashDay': {
    path: '/cash/day',
    page: 'cash-day',
    title: 'Cierre de caja',
    subtitle: 'El día de una taquilla',
    access: 'cash:read',
    menuParent: 'booths.cashDays',
  },
  'booths.statement': {
    path: '/cash/statement',
    page: 'statement',
    title: 'Estado de cuenta',
    subtitle: 'Ventas, premios, comisión, participación y saldo del propietario',
    access: 'statements:read',
  },
} as const satisfies RouteManifest;

/**
 * The pages of remote-sellers: the only place their identity is written (`@banca/remote-sellers/routes`).
 * The build exposes each page and emits routes.json for the host, which gates, routes and titles
 * them; standalone mode and every link to these pages, from any app, read it too.
 */
import type { RouteManifest } from '@banca/kit/routes';

export const routes = {
  'sellers.list': {
    path: '/admin/sellers',
    page: 'sellers',
    title: 'Vendedores',
    subtitle: 'Gestión de vendedores',
    access: 'sellers:read',
  },
} as const satisfies RouteManifest;

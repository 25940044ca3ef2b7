/**
 * The pages of remote-sellers: the only place their identity is written (no package imports it).
 * The build exposes each page and emits routes.json for the host, which gates, routes and titles
 * them; standalone mode and this remote's own links read it too, other apps link by page id.
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

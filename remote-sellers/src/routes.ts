/**
 * The pages of remote-sellers: the only place their identity is written. The build exposes each
 * page and emits routes.json for the host; standalone mode reads it too.
 */
import type { RouteManifest } from '@banca/kit/routes';

export const routes = {
  sellers: { path: '/admin/sellers', page: 'sellers', title: 'Vendedores', subtitle: 'Gestión de vendedores' },
} as const satisfies RouteManifest;

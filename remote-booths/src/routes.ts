/**
 * The pages of remote-booths: the only place their identity is written. The build exposes each page
 * and emits routes.json for the host; standalone mode and the remote's own links read it too.
 */
import type { RouteManifest } from '@banca/kit/routes';

export const routes = {
  booths: { path: '/admin/booths', page: 'booths', title: 'Taquillas', subtitle: 'Gestión de taquillas' },
  boothDetail: {
    path: '/admin/booth-detail',
    page: 'booth-detail',
    title: 'Taquilla',
    subtitle: 'Detalle de la taquilla',
    menuParent: 'booths',
  },
} as const satisfies RouteManifest;

/**
 * The pages of remote-users: the only place their identity is written (no package imports it).
 * The build exposes each page and emits routes.json for the host, which gates, routes and titles
 * them; standalone mode and this remote's own links read it too, other apps link by page id.
 */
import type { RouteManifest } from '@banca/kit/routes';

export const routes = {
  'users.list': { path: '/admin/users', page: 'users', title: 'Usuarios', subtitle: 'Gestión de usuarios', access: 'users:read' },
  'users.audit': {
    path: '/admin/audit',
    page: 'audit',
    title: 'Auditoría',
    subtitle: 'Quién cambió qué, cuándo y desde dónde',
    access: 'audit:read',
  },
  'users.detail': {
    path: '/admin/user-detail',
    page: 'user-detail',
    title: 'Usuario',
    subtitle: 'Detalle del usuario',
    access: 'users:read',
    menuParent: 'users.list',
  },
} as const satisfies RouteManifest;

/**
 * The pages of remote-users: the only place their identity is written. The build exposes each page
 * and emits routes.json for the host; standalone mode and the remote's own links read it too.
 */
import type { RouteManifest } from '@banca/kit/routes';

export const routes = {
  users: { path: '/admin/users', page: 'users', title: 'Usuarios', subtitle: 'Gestión de usuarios' },
  audit: { path: '/admin/audit', page: 'audit', title: 'Auditoría', subtitle: 'Quién cambió qué, cuándo y desde dónde' },
  userDetail: { path: '/admin/user-detail', page: 'user-detail', title: 'Usuario', subtitle: 'Detalle del usuario', menuParent: 'users' },
} as const satisfies RouteManifest;

/**
 * The host's own signed-in pages, in the same manifest shape as a remote's (`@banca/kit/routes`):
 * their paths, header titles and the capability each needs (every role holds these: the shell
 * routes them without a door). The remotes' pages come from their manifests; the host's page
 * identity test checks that the menu, the landing tiles and the links between apps name pages of
 * these manifests with the same capability.
 */
import type { RouteManifest } from '@banca/kit/routes';

export const routes = {
  'host.dashboard': { path: '/', page: 'dashboard', title: 'Dashboard', subtitle: 'Resumen general', access: 'dashboard:read' },
  'host.profile': { path: '/profile', page: 'profile', title: 'Mi perfil', subtitle: 'Tus datos de acceso', access: 'self' },
  'host.messages': { path: '/messages', page: 'messages', title: 'Mensajes', subtitle: 'Mensajes y notificaciones', access: 'self' },
} as const satisfies RouteManifest;

/**
 * Route manifests: each app's `src/routes.ts` is the only place its pages' identity is written
 * (path, page folder, header title and subtitle, the capability it needs, the list a detail page
 * belongs to in the menu), keyed by the pages' stable ids (`@banca/contracts/pages`). A remote's
 * build turns it into the Module Federation exposes and a `routes.json` beside mf-manifest.json
 * (tools/webpack/route-manifest.js, with `remoteRoutesOf` below); the host reads that after
 * sign-in, so a new or moved page of a remote needs no host change. Other apps and the menu name
 * a page by its id only, resolved at run time (`usePageLink`, `PageLink`). A manifest, and this
 * file, are plain data and functions: they import types only, so the build can evaluate them
 * without bundling.
 */
import type { PageAccess } from '@banca/contracts/access';
import type { PageId } from '@banca/contracts/pages';

/** One page of a remote. */
export interface PageRoute {
  /**
   * Its address in the host and in standalone mode ('/admin/users'). Ending in '/*', the page
   * owns every sub-path below it (its own <Routes>).
   */
  path: string;
  /** Its folder under src/pages/ (whose index.tsx default-exports the page): 'user-detail'. */
  page: string;
  /** The header's title and subtitle. */
  title: string;
  subtitle: string;
  /**
   * The capability a role needs to open the page. The host (before the remote's code loads) and
   * the standalone frame check it, and show "Sin acceso" to a role without it; the API checks every
   * call again. `terminal`: a page of the booth terminal, for a terminal's session (a seller
   * account), which the host serves at /taquilla outside the back-office shell and no staff role opens.
   */
  access: PageAccess;
  /** A page without a menu item of its own (a detail page): the id of its list, in the same manifest. */
  menuParent?: PageId;
}

/** An app's pages by their ids (its own code names a page the same way: `routes['catalog.draw'].path`). */
export type RouteManifest = { readonly [id in PageId]?: PageRoute };

/** One page as `routes.json` gives it to the host. */
export interface RemoteRoute {
  /**
   * The page's id (`@banca/contracts/pages`), how other apps link to it. Absent from the
   * routes.json of a remote built before pages had ids: its pages are routed but cannot be linked to.
   */
  id?: string;
  path: string;
  /** The exposed module (`pageModule`): './pages/<page>'. */
  module: string;
  title: string;
  subtitle: string;
  /**
   * The page's capability, as text: it may name one newer than the reader's table (then no role
   * the reader knows holds it). Absent from the routes.json of a remote built before manifests named
   * access; such a remote's pages check it themselves.
   */
  access?: string;
  /** The path of the list whose menu item lights up. */
  menuParent?: string;
}

/** The content of a remote's `routes.json`. */
export interface RemoteRoutes {
  remote: string;
  routes: RemoteRoute[];
}

/** The module a remote exposes for a page folder: './pages/<page>'. */
export const pageModule = (page: string) => `./pages/${page}`;

/** What `routes.json` holds for a manifest: its pages as exposed modules, menu parents as paths. */
export function remoteRoutesOf(remote: string, manifest: RouteManifest): RemoteRoutes {
  return {
    remote,
    routes: (Object.entries(manifest) as [string, PageRoute][]).map(([id, route]) => ({
      id,
      path: route.path,
      module: pageModule(route.page),
      title: route.title,
      subtitle: route.subtitle,
      access: route.access,
      ...(route.menuParent ? { menuParent: manifest[route.menuParent]?.path } : {}),
    })),
  };
}

/** A link to a page with its query: `linkTo(routes['catalog.draw'], { id: 12 })` → '/draw/draw-detail?id=12'. */
export function linkTo(route: Pick<PageRoute, 'path'>, query: Readonly<Record<string, string | number | undefined>> = {}): string {
  const given = Object.entries(query).filter(([, value]) => value !== undefined);
  const search = new URLSearchParams(given.map(([key, value]) => [key, String(value)])).toString();
  const path = route.path.replace(/\/\*$/, '');
  return search ? `${path}?${search}` : path;
}

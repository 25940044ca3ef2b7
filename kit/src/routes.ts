/**
 * Route manifests: each remote's `src/routes.ts` is the only place its pages' identity is written
 * (path, page folder, header title and subtitle, the list a detail page belongs to in the menu).
 * The build turns it into the Module Federation exposes and a `routes.json` beside
 * mf-manifest.json (tools/webpack/route-manifest.js); the host reads that after sign-in, so a new
 * page of a remote needs no host change. A manifest is plain data: it imports types only.
 */

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
  /** A page without a menu item of its own (a detail page): the manifest key of its list. */
  menuParent?: string;
}

/** A remote's pages by key (the key is how its own code names a page: `routes.drawDetail.path`). */
export type RouteManifest = Record<string, PageRoute>;

/** One page as `routes.json` gives it to the host. */
export interface RemoteRoute {
  path: string;
  /** The exposed module: './pages/<page>'. */
  module: string;
  title: string;
  subtitle: string;
  /** The path of the list whose menu item lights up. */
  menuParent?: string;
}

/** The content of a remote's `routes.json`. */
export interface RemoteRoutes {
  remote: string;
  routes: RemoteRoute[];
}

/** A link to a page with its query: `linkTo(routes.drawDetail, { id: 12 })` → '/draw/draw-detail?id=12'. */
export function linkTo(route: Pick<PageRoute, 'path'>, query: Record<string, string | number> = {}): string {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  const path = route.path.replace(/\/\*$/, '');
  return search ? `${path}?${search}` : path;
}

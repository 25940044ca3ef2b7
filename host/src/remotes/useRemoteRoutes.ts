/**
 * The pages of the remotes, learnt at run time: each remote's build emits routes.json beside its
 * mf-manifest.json (from its route manifest), and the host reads them once signed in (never on the
 * login page). A remote's new page therefore needs no host change. A remote whose routes cannot be
 * read is listed as unavailable, so its paths show "Módulo no disponible" instead of a 404.
 */
import { getRuntimeConfig, useAuthStore } from '@banca/shared-auth';
import type { RemoteRoute, RemoteRoutes } from '@banca/kit/routes';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

/** A remote's page as the host routes it. */
export interface HostRoute extends RemoteRoute {
  remote: string;
}

export interface RemoteRouteTable {
  routes: HostRoute[];
  /** Remotes whose routes could not be read (down, unreachable, or an unreadable file). */
  unavailable: string[];
  /** Some remote's routes are still on their way. */
  loading: boolean;
  /** Asks the unavailable remotes again. */
  retry(): void;
}

/** routes.json sits beside the remote's entry (its mf-manifest.json or remoteEntry.js). */
export function routesUrl(entry: string): string {
  return new URL('routes.json', new URL(entry, window.location.href)).toString();
}

const isText = (value: unknown): value is string => typeof value === 'string';

function isRoute(value: unknown): value is RemoteRoute {
  const route = value as Partial<RemoteRoute> | null;
  return (
    typeof route === 'object' &&
    route !== null &&
    isText(route.path) &&
    route.path.startsWith('/') &&
    isText(route.module) &&
    isText(route.title) &&
    isText(route.subtitle) &&
    (route.access === undefined || isText(route.access)) &&
    (route.menuParent === undefined || isText(route.menuParent))
  );
}

export async function fetchRemoteRoutes(remote: string, entry: string): Promise<HostRoute[]> {
  // Revalidated on every load: a remote deployed alone may have new pages.
  const response = await fetch(routesUrl(entry), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`routes.json de ${remote}: ${response.status}`);
  const body = (await response.json()) as Partial<RemoteRoutes>;
  if (!Array.isArray(body.routes)) throw new Error(`routes.json de ${remote} no lista páginas`);
  return body.routes.filter(isRoute).map((route) => ({ ...route, remote }));
}

export function useRemoteRoutes(): RemoteRouteTable {
  const signedIn = useAuthStore((s) => s.accessToken !== null);
  const remotes = Object.entries(getRuntimeConfig().remotes);
  const results = useQueries({
    queries: remotes.map(([remote, entry]) => ({
      queryKey: ['remote-routes', remote, entry],
      queryFn: () => fetchRemoteRoutes(remote, entry),
      enabled: signedIn,
      staleTime: Number.POSITIVE_INFINITY,
      retry: 1,
    })),
  });

  const routes = useMemo(() => results.flatMap((result) => result.data ?? []), [results]);
  const unavailable = remotes.filter((_, index) => results[index].isError).map(([remote]) => remote);
  const loading = results.some((result) => result.isPending && result.fetchStatus !== 'idle');
  const retry = useCallback(() => {
    for (const result of results) if (result.isError) void result.refetch();
  }, [results]);
  return { routes, unavailable, loading, retry };
}

/** The remote page `pathname` belongs to: its own path, or one its path is a prefix of ('/a/b' for '/a/b/c'). */
export function routeFor<T extends { path: string }>(routes: T[], pathname: string): T | undefined {
  let best: T | undefined;
  let bestLength = -1;
  for (const route of routes) {
    const base = route.path.replace(/\/\*$/, '');
    if ((pathname === base || pathname.startsWith(`${base}/`)) && base.length > bestLength) {
      best = route;
      bestLength = base.length;
    }
  }
  return best;
}

/**
 * Every page the host knows now, by id: its own (src/routes.ts) and those of the remotes whose
 * routes.json it has loaded. The host's menu resolves its page ids here; the same table is made
 * known to the page's one registry (shared-auth), where every app's links (`PageLink`) read it.
 */
import { registerPages, type KnownPage } from '@banca/shared-auth';
import { useCallback, useEffect, useMemo } from 'react';
import { routes as hostRoutes } from '../routes';
import { useRemoteRoutes } from './useRemoteRoutes';

const HOST_PAGES: KnownPage[] = Object.entries(hostRoutes).map(([id, page]) => ({
  id,
  path: page.path,
  title: page.title,
  access: page.access,
}));

export interface PageTable {
  pageOf(id: string): KnownPage | undefined;
  /** Some remote's routes are still on their way. */
  loading: boolean;
}

export function usePageTable(): PageTable {
  const { routes, loading } = useRemoteRoutes();
  // The route table is a new array at every render: its content, not its identity, decides whether
  // the pages changed (a new table each render would re-render the menu, and the sub-menu it opens, forever).
  const signature = JSON.stringify(
    routes.flatMap((route) =>
      route.id ? [{ id: route.id, path: route.path, title: route.title, ...(route.access ? { access: route.access } : {}) }] : [],
    ),
  );
  const pages = useMemo<KnownPage[]>(() => [...HOST_PAGES, ...JSON.parse(signature)], [signature]);
  useEffect(() => registerPages('host', pages), [pages]);
  const byId = useMemo(() => new Map(pages.map((page) => [page.id, page])), [pages]);
  const pageOf = useCallback((id: string) => byId.get(id), [byId]);
  return { pageOf, loading };
}

/**
 * Links to a page by its id (`@banca/contracts/pages`), never by its path: the page's own app
 * says where it lives, in the route manifest the host loaded at run time (shared-auth's page
 * registry), so a remote that moves a page redeploys alone and every link follows. A page no loaded
 * manifest names (its remote is down or older), or one the signed-in role may not open, gets no
 * link: its text stays, never a dead link or a crash.
 */
import { can, isPageAccess } from '@banca/contracts/access';
import type { PageId, PageParams } from '@banca/contracts/pages';
import { registerPages, useKnownPages } from '@banca/shared-auth';
import { type ReactNode, useCallback } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useAccess } from '../hooks/useAccess';
import { linkTo, type PageRoute, type RouteManifest } from '../routes';

/** The parameters of a page: required when the page needs some (a detail's id), else optional. */
export type PageParamsArg<I extends PageId> =
  Record<string, never> extends PageParams[I] ? [params?: PageParams[I]] : [params: PageParams[I]];

/** Resolves ids to addresses with what is known now; undefined where the link must not be offered. */
export type PageResolver = <I extends PageId>(id: I, ...params: PageParamsArg<I>) => string | undefined;

/** A resolver for many links at once (a table's rows, a search's results). */
export function usePageResolver(): PageResolver {
  const pageOf = useKnownPages();
  const { role } = useAccess();
  return useCallback<PageResolver>(
    (id, ...[params]) => {
      const page = pageOf(id);
      if (!page) return undefined;
      // A capability newer than this app's role table is held by no role it knows; a page of a
      // remote built before manifests named access checks it itself.
      if (page.access !== undefined && !(isPageAccess(page.access) && can(role, page.access))) return undefined;
      return linkTo(page, (params ?? {}) as Record<string, string | number | undefined>);
    },
    [pageOf, role],
  );
}

/** The address of one page (`usePageLink('users.detail', { id: 7 })` → '/admin/user-detail?id=7'), or undefined. */
export function usePageLink<I extends PageId>(id: I, ...params: PageParamsArg<I>): string | undefined {
  return usePageResolver()(id, ...params);
}

type PageLinkProps<I extends PageId> = Omit<LinkProps, 'to'> & { id: I; children: ReactNode } & (Record<string, never> extends PageParams[I]
    ? { params?: PageParams[I] }
    : { params: PageParams[I] });

/** `<PageLink id="catalog.ticket" params={{ id: 4428 }}>TK-0004428</PageLink>`: a link, or its text alone. */
export function PageLink<I extends PageId>({ id, params, children, ...link }: PageLinkProps<I>) {
  const to = usePageResolver()(id, ...([params] as PageParamsArg<I>));
  return to ? (
    <Link to={to} {...link}>
      {children}
    </Link>
  ) : (
    <span>{children}</span>
  );
}

/** Makes a manifest's pages known under `source` (a remote's standalone mode, the host's own pages, tests). */
export function registerManifest(source: string, manifest: RouteManifest): void {
  registerPages(
    source,
    (Object.entries(manifest) as [string, PageRoute][]).map(([id, route]) => ({
      id,
      path: route.path,
      title: route.title,
      access: route.access,
    })),
  );
}

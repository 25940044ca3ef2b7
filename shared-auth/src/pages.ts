/**
 * The pages known on this page (since 1.5): where each page id (`@banca/contracts/pages`) lives,
 * learnt at run time from the route manifests the host has loaded (each remote's routes.json, the
 * host's own), or in a remote's standalone mode from its own. One per page, like the auth store, so
 * that a remote's link to another remote's page follows wherever that remote now serves it; the
 * link itself is the kit's (`usePageLink`, `PageLink`).
 */
import { useCallback } from 'react';
import { createStore, useStore } from 'zustand';

/** What a link needs of a page: its address, its title and the capability that opens it. */
export interface KnownPage {
  id: string;
  path: string;
  title: string;
  /** The capability of its manifest, as text (absent from a remote built before manifests named access). */
  access?: string;
}

interface PagesState {
  /** By source (`host`, `remotes`, a standalone remote's name): each source's pages replace its last ones. */
  sources: Record<string, Record<string, KnownPage>>;
}

export const pagesStore = createStore<PagesState>(() => ({ sources: {} }));

/** Records `pages` as everything `source` knows now (an empty list forgets its pages). */
export function registerPages(source: string, pages: readonly KnownPage[]): void {
  const byId = Object.fromEntries(pages.map((page) => [page.id, page]));
  pagesStore.setState((state) => ({ sources: { ...state.sources, [source]: byId } }));
}

function find(sources: PagesState['sources'], id: string): KnownPage | undefined {
  for (const pages of Object.values(sources)) if (pages[id]) return pages[id];
  return undefined;
}

/** The page of an id, now (outside React). */
export const knownPage = (id: string): KnownPage | undefined => find(pagesStore.getState().sources, id);

/** Looks pages up by id, re-rendering when the manifests change; undefined while no manifest names one. */
export function useKnownPages(): (id: string) => KnownPage | undefined {
  const sources = useStore(pagesStore, (state) => state.sources);
  return useCallback((id: string) => find(sources, id), [sources]);
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

type FilterPatch<K extends string> = Partial<Record<K, string | number | null | undefined>>;

export interface ListParams<K extends string = never> {
  /** 1-based page; 1 when the URL has none or an unusable one. */
  page: number;
  /** The search text ('' when none). */
  search: string;
  /** The list's other filters as the URL holds them ('' when absent); the page checks their values. */
  filters: Record<K, string>;
  /** Moves to a page: a new history entry, so Back returns to the previous page. */
  setPage(page: number, options?: { replace?: boolean }): void;
  /** A new search starts again at page 1; it replaces the history entry (typing is not navigation). */
  setSearch(search: string): void;
  /** Changes filters (null or '' drops one) and starts again at page 1, replacing the entry as a search does. */
  setFilters(patch: FilterPatch<K>): void;
  /** 'Limpiar filtros': drops the search, every filter and the page. */
  clear(): void;
}

const PAGE = 'page';
const SEARCH = 'search';

export function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * A list's page, search and filters kept in the URL query string (`?page=2&search=ana&status=x`), in
 * the manner of react-admin's useListParams: a reload, Back/Forward or a shared link shows the same
 * list. The one history policy of every list: a page change is navigation (a new entry); typing a
 * search or changing a filter is not (the entry is replaced). Page 1 and empty values are left out
 * of the URL; parameters the list does not own (an open dialog) are kept.
 */
export function useListParams<K extends string = never>(filterKeys: readonly K[] = []): ListParams<K> {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get(PAGE));
  const search = params.get(SEARCH)?.trim() ?? '';
  // The keys are usually a module constant, but a fresh array each render must not change anything.
  const keysId = filterKeys.join('\n');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `keysId` stands for `filterKeys`
  const filters = useMemo(
    () => Object.fromEntries(filterKeys.map((key) => [key, params.get(key)?.trim() ?? ''])) as Record<K, string>,
    [params, keysId],
  );

  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) updated.set(PAGE, String(next));
          else updated.delete(PAGE);
          return updated;
        },
        { replace: options?.replace ?? false },
      ),
    [setParams],
  );

  const setSearch = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const text = next.trim();
          if (text) updated.set(SEARCH, text);
          else updated.delete(SEARCH);
          updated.delete(PAGE);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setFilters = useCallback(
    (patch: FilterPatch<K>) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch) as [K, FilterPatch<K>[K]][]) {
            const text = value === null || value === undefined ? '' : String(value).trim();
            if (text) updated.set(key, text);
            else updated.delete(key);
          }
          updated.delete(PAGE);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `keysId` stands for `filterKeys`
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const key of [PAGE, SEARCH, ...filterKeys]) updated.delete(key);
          return updated;
        },
        { replace: true },
      ),
    [setParams, keysId],
  );

  return useMemo(
    () => ({ page, search, filters, setPage, setSearch, setFilters, clear }),
    [page, search, filters, setPage, setSearch, setFilters, clear],
  );
}

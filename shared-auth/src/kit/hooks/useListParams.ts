import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListParams {
  /** 1-based page; 1 when the URL has none or an unusable one. */
  page: number;
  /** The search text ('' when none). */
  search: string;
  /** Moves to a page: a new history entry, so Back returns to the previous page. */
  setPage(page: number, options?: { replace?: boolean }): void;
  /** A new search starts again at page 1; it replaces the history entry (typing is not navigation). */
  setSearch(search: string): void;
}

const PAGE = 'page';
const SEARCH = 'search';

export function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * A list's page and search kept in the URL query string (`?page=2&search=ana`), in the manner of
 * react-admin's useListParams: a reload, Back/Forward or a shared link shows the same page.
 * Page 1 and an empty search are left out of the URL; other query parameters are kept.
 */
export function useListParams(): ListParams {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get(PAGE));
  const search = params.get(SEARCH)?.trim() ?? '';

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

  return useMemo(() => ({ page, search, setPage, setSearch }), [page, search, setPage, setSearch]);
}

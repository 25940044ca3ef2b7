/**
 * Detail pages link back to the list the user came from, with its filters and page: a list's links
 * carry `{ back }` in the router state, and the detail page returns there (or to its list when
 * opened from a shared link or a reload).
 */
import { useLocation } from 'react-router-dom';

/** The router state a list (or any page) puts on its links to a detail page: where it is now. */
export interface BackState {
  back?: string;
}

/** The state a page gives its links to detail pages. */
export function useBackState(): BackState {
  const { pathname, search } = useLocation();
  return { back: `${pathname}${search}` };
}

/** Where a detail page's way back goes: the page that opened it, else `fallback` (its list). */
export function useBackLink(fallback: string): string {
  const state = useLocation().state as BackState | null;
  return typeof state?.back === 'string' && state.back.startsWith('/') ? state.back : fallback;
}

/**
 * Detail pages link back to the list the user came from, with its filters and page: list links
 * carry `{ from }` in the router state, and the detail page returns there (or to the plain list
 * when opened from a shared link).
 */
import { useLocation } from 'react-router-dom';

export interface FromState {
  from: string;
}

/** The router state a list puts on its links to a detail page. */
export function useFromState(): FromState {
  const { pathname, search } = useLocation();
  return { from: `${pathname}${search}` };
}

/** Where the detail page's back link goes. */
export function useBackLink(fallback: string): string {
  const state = useLocation().state as Partial<FromState> | null;
  return typeof state?.from === 'string' && state.from.startsWith('/') ? state.from : fallback;
}

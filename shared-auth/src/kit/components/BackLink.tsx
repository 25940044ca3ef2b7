import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';

/** What a list passes to the detail page it opens, so the way back returns to the same page. */
export interface BackState {
  back?: string;
}

/** The state a list gives the links to its detail pages: where it is now. */
export function useBackState(): BackState {
  const { pathname, search } = useLocation();
  return { back: `${pathname}${search}` };
}

/**
 * A link back to a list: to the exact page and search the user came from when the list opened
 * this page, else to `to` (a reload or a shared link).
 */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  const state = useLocation().state as BackState | null;
  const target = state?.back && state.back.split('?')[0] === to ? state.back : to;
  return (
    <Link to={target} style={{ display: 'inline-flex', gap: 6, marginBottom: 12 }}>
      <ArrowLeftOutlined aria-hidden />
      {children}
    </Link>
  );
}

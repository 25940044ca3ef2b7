import { Grid } from 'antd';

/**
 * Below antd's `md` breakpoint (768 px) the shell and the login page switch to their one-column
 * variants. Before the first measurement `md` is unknown, and the desktop layout is kept.
 */
export function useIsMobile(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.md === false;
}

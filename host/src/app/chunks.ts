/**
 * The chunks behind the sign-in, loaded on demand: by the router when a signed-in page opens, or
 * ahead of time while the login page sits idle, so that signing in does not wait for them.
 */
import { loadAntdProviders } from '@banca/shared-auth';

export const loadSignedIn = () => import('./SignedIn');

/** How long after the login form is shown before its idle time is used: it never competes with the form's own scripts. */
const AFTER_FORM_MS = 500;

/**
 * Fetches (and runs) antd, its context and the signed-in shell at low priority once the page has
 * been idle for a moment; answers a function that cancels it if it has not started.
 */
export function prefetchSignedInWhenIdle(): () => void {
  let idle: number | undefined;
  const start = () => {
    void loadAntdProviders();
    void loadSignedIn();
  };
  const timer = window.setTimeout(() => {
    // Browsers without requestIdleCallback (Safari) start at once, AFTER_FORM_MS after the form.
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(start, { timeout: 2000 });
    else start();
  }, AFTER_FORM_MS);
  return () => {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

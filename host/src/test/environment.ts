/** Test set-up shared by the host's tests: a clean session and a screen size. */
import { authStore, setRuntimeConfig } from '@banca/shared-auth';
import type { Profile } from '@banca/contracts';
import { REMOTE_ENTRIES } from './fixtures';

/**
 * antd's breakpoints (Grid.useBreakpoint, Layout.Sider) ask window.matchMedia. The jsdom stub of
 * the workspace matches nothing, which antd reads as "below every breakpoint"; this answers
 * `min-width` / `max-width` queries as a screen `width` pixels wide would.
 */
export function setScreenWidth(width: number): void {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)/.exec(query);
    const max = /max-width:\s*(\d+)/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

/** No session, nothing stored, the API at /api and the remotes where `pnpm start` serves them, a desktop screen. */
export function resetEnvironment(): void {
  setRuntimeConfig({ apiUrl: '/api', appName: 'Banca', remotes: REMOTE_ENTRIES });
  window.sessionStorage.clear();
  window.localStorage.clear();
  authStore.getState().clearSession();
  authStore.getState().setRememberedUsername(null);
  authStore.getState().setSessionEndReason(null);
  authStore.setState({ pageReloading: false });
  setScreenWidth(1280);
}

/** A signed-in session, as after signIn(). */
export function signInAs(profile: Profile, token = 'tok'): void {
  authStore.getState().setSession(token);
  authStore.getState().setProfile(profile);
}

/**
 * The public surface of shared-auth: what must exist once per page (a Module Federation singleton,
 * the host's copy serving every remote). Everything stateless lives in @banca/kit, bundled by each
 * app. Within a major version this surface only grows: remotes built against any 1.x run on it.
 */
export * from './config';
export {
  connectionStore,
  checkServer,
  useServerReachable,
  HEALTH_CHECK_DELAYS,
  type ServerConnection,
} from './connection';
export * from './errors';
export {
  request,
  toSearchParams,
  readCookie,
  sessionEnd,
  XSRF_COOKIE,
  XSRF_HEADER,
  type HttpAnswer,
  type HttpMethod,
  type Query,
  type QueryValue,
  type RequestOptions,
} from './http';
export {
  authStore,
  bearerTokenOf,
  sessionKindOf,
  useAuthStore,
  type AuthState,
  type SessionKind,
  type TerminalSessionState,
} from './store';
export { STORAGE_KEYS } from './storage';
export { knownPage, registerPages, useKnownPages, type KnownPage } from './pages';
export { OTHER_SESSION_OPEN, signIn, signInTerminal, signOut, type SignInInput, type TerminalSignInInput } from './session';
/** @deprecated kept for remotes built against shared-auth 1.0–1.2; the apps use capabilities (see access.ts). */
export { accessFor, type Access } from './access';
export { useAuth } from './hooks/useAuth';
export { useProfile, PROFILE_QUERY_KEY } from './hooks/useProfile';
export { RequireAuth } from './guard/RequireAuth';
export { AntdProviders, AppProviders, loadAntdProviders, refetchWhenServerReturns } from './providers';
export { createQueryClient } from './queryClient';
export { theme } from './theme';

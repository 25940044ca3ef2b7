/** The public surface of shared-auth: one instance of it exists in the page (MF singleton). */
export * from './types';
export * from './config';
export * from './errors';
export { api, toSearchParams, readCookie, sessionEnd, XSRF_COOKIE, XSRF_HEADER, type Query, type QueryValue } from './http';
export { authStore, useAuthStore, type AuthState } from './store';
export { STORAGE_KEYS } from './storage';
export { signIn, signOut, type SignInInput } from './session';
export { accessFor, type Access } from './access';
export { businessTime, formatCount, formatCurrency, formatDate, formatDateTime, formatTime } from './format';
export { useAuth } from './hooks/useAuth';
export { useProfile, PROFILE_QUERY_KEY } from './hooks/useProfile';
export { RequireAuth } from './guard/RequireAuth';
export { AppProviders, createQueryClient, theme } from './providers';
export { authApi } from './api/auth';
export { usersApi } from './api/users';
export { sellersApi, boothsApi } from './api/sellers';
export { drawsApi, gamesApi, ticketsApi, hierarchyApi, reportsApi, dashboardApi, inboxApi, type ReportQuery } from './api/catalog';
export { StandaloneApp, type StandaloneRoute } from './standalone/StandaloneApp';

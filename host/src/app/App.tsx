import { nameIconsInSpanish } from '@banca/kit/a11y';
import { AntdProviders, createQueryClient, RequireAuth, refetchWhenServerReturns } from '@banca/shared-auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router-dom';
import { LoadAsDocument } from '../components/LoadAsDocument';
import { PUBLIC_INFO_KINDS } from '../pages/public-info/kinds';
import { TERMINAL_PATH } from '../taquilla/terminal';
import { RootErrorBoundary } from './RootErrorBoundary';
import { loadSignedIn } from './chunks';
import { preloadable } from './preloadable';

// Each entry point of the app is a chunk of its own: the login page carries neither the shell nor
// antd, and a signed-in visit does not carry the login page.
const LoginPage = preloadable(() => import(/* webpackChunkName: "login" */ '../pages/login'));
const PublicInfoPage = lazy(() => import('../pages/public-info'));
const SignedInRoutes = lazy(loadSignedIn);

const queryClient = createQueryClient();

/**
 * Loads the chunk of the first screen at `pathname` (the staff login), which its page preloads
 * already, so the app renders it at once instead of suspending on it; settles, never fails (a
 * chunk that cannot be loaded is the route's to report).
 */
export function loadFirstScreen(pathname: string): Promise<unknown> {
  return pathname === '/login' ? LoginPage.preload().catch(() => undefined) : Promise.resolve();
}

/** What the page shows while the first chunks arrive: the same as before the app starts (index.html). */
function Loading() {
  return <div className="boot">Cargando…</div>;
}

/**
 * antd's context (theme, Spanish locale, message and modal holders) around every page that uses
 * antd: one instance while the user moves between them, never loaded by the login page. Its icons,
 * the remotes' included, speak Spanish to assistive technology (`nameIconsInSpanish`).
 */
function WithAntd() {
  useEffect(() => nameIconsInSpanish(), []);
  return (
    <AntdProviders fallback={<Loading />}>
      <Outlet />
    </AntdProviders>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        {/* The booth terminal is a page of its own (taquilla/index.ts), e.g. from the login's «Volver a la taquilla». */}
        <Route path={`${TERMINAL_PATH}/*`} element={<LoadAsDocument />} />
        <Route element={<WithAntd />}>
          {PUBLIC_INFO_KINDS.map((kind) => (
            <Route key={kind} path={`/${kind}`} element={<PublicInfoPage kind={kind} />} />
          ))}
          <Route element={<RequireAuth />}>
            <Route path="*" element={<SignedInRoutes />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}

export function App() {
  // Queries that failed while the server was unreachable are asked again when it answers.
  useEffect(() => refetchWhenServerReturns(queryClient), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RootErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </RootErrorBoundary>
    </QueryClientProvider>
  );
}

import { AppProviders, createQueryClient, RequireAuth } from '@banca/shared-auth';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PUBLIC_INFO_KINDS } from '../pages/public-info/kinds';
import { AppErrorBoundary } from './AppErrorBoundary';

// Each entry point of the app is a chunk of its own: the login page does not carry the shell, and
// a signed-in visit does not carry the login page.
const LoginPage = lazy(() => import('../pages/login'));
const PublicInfoPage = lazy(() => import('../pages/public-info'));
const SignedInRoutes = lazy(() => import('./SignedIn'));

const queryClient = createQueryClient();

/** What the page shows while the first chunks arrive: the same as before the app starts (index.html). */
function Loading() {
  return <div className="boot">Cargando…</div>;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        {PUBLIC_INFO_KINDS.map((kind) => (
          <Route key={kind} path={`/${kind}`} element={<PublicInfoPage kind={kind} />} />
        ))}
        <Route element={<RequireAuth />}>
          <Route path="*" element={<SignedInRoutes />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

export function App() {
  return (
    <AppProviders client={queryClient}>
      <AppErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppErrorBoundary>
    </AppProviders>
  );
}

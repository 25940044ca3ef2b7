/**
 * Everything behind the sign-in: the shell, its pages and the remotes' routes. A chunk of its own,
 * so the login page never downloads the shell; the dashboard comes with it (it is the first page
 * after signing in), the host's other pages when they are opened.
 */
import type { PageId } from '@banca/contracts/pages';
import { lazy, Suspense } from 'react';
import { LoadingSkeleton } from '@banca/kit';
import { linkTo } from '@banca/kit/routes';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Shell } from '../layout/Shell';
import DashboardPage from '../pages/dashboard';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { usePageTable } from '../remotes/usePageTable';
import { routes } from '../routes';
import { REDIRECTS } from './routes';

const ProfilePage = lazy(() => import('../pages/profile'));
const MessagesPage = lazy(() => import('../pages/messages'));

const pageLoading = <LoadingSkeleton paragraph={{ rows: 8 }} />;

/** An old address that leads to a page by its id: where its manifest puts it, once known. */
function RedirectTo({ id }: { id: PageId }) {
  const { pageOf, loading } = usePageTable();
  const page = pageOf(id);
  if (page) return <Navigate to={linkTo(page)} replace />;
  return loading ? pageLoading : <RemoteRoutes />;
}

export default function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<DashboardPage />} />
        <Route
          path={routes['host.profile'].path}
          element={
            <Suspense fallback={pageLoading}>
              <ProfilePage />
            </Suspense>
          }
        />
        <Route
          path={routes['host.messages'].path}
          element={
            <Suspense fallback={pageLoading}>
              <MessagesPage />
            </Suspense>
          }
        />
        {Object.entries(REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from} element={<RedirectTo id={to} />} />
        ))}
        {/* Everything else: a remote's page (its routes are read after sign-in), or the 404. */}
        <Route path="*" element={<RemoteRoutes />} />
      </Route>
    </Routes>
  );
}

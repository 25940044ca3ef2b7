/**
 * Everything behind the sign-in: the shell, its pages and the remotes' routes. A chunk of its own,
 * so the login page never downloads the shell; the dashboard comes with it (it is the first page
 * after signing in), the host's other pages when they are opened.
 */
import { lazy, Suspense } from 'react';
import { LoadingSkeleton } from '@banca/kit';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Shell } from '../layout/Shell';
import DashboardPage from '../pages/dashboard';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { routes } from '../routes';
import { REDIRECTS } from './routes';

const ProfilePage = lazy(() => import('../pages/profile'));
const MessagesPage = lazy(() => import('../pages/messages'));

const pageLoading = <LoadingSkeleton paragraph={{ rows: 8 }} />;

export default function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<DashboardPage />} />
        <Route
          path={routes.profile.path}
          element={
            <Suspense fallback={pageLoading}>
              <ProfilePage />
            </Suspense>
          }
        />
        <Route
          path={routes.messages.path}
          element={
            <Suspense fallback={pageLoading}>
              <MessagesPage />
            </Suspense>
          }
        />
        {Object.entries(REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={to} replace />} />
        ))}
        {/* Everything else: a remote's page (its routes are read after sign-in), or the 404. */}
        <Route path="*" element={<RemoteRoutes />} />
      </Route>
    </Routes>
  );
}

import { AppProviders, createQueryClient, RequireAuth } from '@banca/shared-auth';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Shell } from '../layout/Shell';
import DashboardPage from '../pages/dashboard';
import LoginPage from '../pages/login';
import MessagesPage from '../pages/messages';
import ProfilePage from '../pages/profile';
import PublicInfoPage, { PUBLIC_INFO_KINDS } from '../pages/public-info';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { AppErrorBoundary } from './AppErrorBoundary';
import { REDIRECTS } from './routes';

const queryClient = createQueryClient();

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      {PUBLIC_INFO_KINDS.map((kind) => (
        <Route key={kind} path={`/${kind}`} element={<PublicInfoPage kind={kind} />} />
      ))}
      <Route element={<RequireAuth />}>
        <Route element={<Shell />}>
          <Route index element={<DashboardPage />} />
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/messages" element={<MessagesPage />} />
          {Object.entries(REDIRECTS).map(([from, to]) => (
            <Route key={from} path={from} element={<Navigate to={to} replace />} />
          ))}
          {/* Everything else: a remote's page (its routes are read after sign-in), or the 404. */}
          <Route path="*" element={<RemoteRoutes />} />
        </Route>
      </Route>
    </Routes>
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

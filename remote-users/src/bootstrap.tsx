/** Standalone mode: this remote on its own dev server, with a compact sign-in (the host is not needed). */
import { StandaloneApp, type StandaloneRoute } from '@banca/shared-auth';
import { createRoot } from 'react-dom/client';
import UsersPage from './pages/users';
import UserDetailPage from './pages/user-detail';

const routes: StandaloneRoute[] = [
  { path: '/admin/users', label: 'Users', element: <UsersPage /> },
  { path: '/admin/user-detail', label: 'UserDetail', element: <UserDetailPage /> },
];

createRoot(document.getElementById('root')!).render(<StandaloneApp name="Usuarios" routes={routes} />);

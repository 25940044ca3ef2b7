/** Standalone mode: this remote on its own dev server, with a compact sign-in (the host is not needed). */
import { StandaloneApp, type StandaloneRoute } from '@banca/shared-auth';
import { createRoot } from 'react-dom/client';
import BoothsPage from './pages/booths';
import BoothDetailPage from './pages/booth-detail';

const routes: StandaloneRoute[] = [
  { path: '/admin/booths', label: 'Booths', element: <BoothsPage /> },
  { path: '/admin/booth-detail', label: 'BoothDetail', element: <BoothDetailPage /> },
];

createRoot(document.getElementById('root')!).render(<StandaloneApp name="Taquillas" routes={routes} />);

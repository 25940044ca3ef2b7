/** Standalone mode: this remote on its own dev server, with a compact sign-in (the host is not needed). */
import { StandaloneApp, type StandaloneRoute } from '@banca/shared-auth';
import { createRoot } from 'react-dom/client';
import SellersPage from './pages/sellers';

const routes: StandaloneRoute[] = [{ path: '/admin/sellers', label: 'Sellers', element: <SellersPage /> }];

createRoot(document.getElementById('root')!).render(<StandaloneApp name="Vendedores" routes={routes} />);

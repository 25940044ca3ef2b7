/** Standalone mode: this remote on its own dev server, with a compact sign-in (the host is not needed). */
import { StandaloneApp } from '@banca/kit/standalone';
import { createRoot } from 'react-dom/client';
import { routes } from './routes';

createRoot(document.getElementById('root')!).render(
  <StandaloneApp name="Usuarios" routes={routes} loadPage={(page) => import(`./pages/${page}/index.tsx`)} />,
);

/**
 * Standalone mode: the terminal on its own dev server (`pnpm dev`, port 3005), without the host,
 * at /taquilla as the host serves it. Every page signs the terminal in itself.
 */
import { createQueryClient, loadRuntimeConfig, refetchWhenServerReturns } from '@banca/shared-auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { routes } from './routes';

const client = createQueryClient();
refetchWhenServerReturns(client);
const pages = Object.values(routes).map((route) => ({
  path: route.path,
  Page: lazy(() => import(`./pages/${route.page}/index.tsx`) as Promise<{ default: ComponentType }>),
}));

void loadRuntimeConfig()
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('root')!).render(
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <Suspense fallback={<div className="boot">Cargando…</div>}>
            <Routes>
              {pages.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<Navigate to={routes['terminal.sell'].path} replace />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </QueryClientProvider>,
    ),
  );

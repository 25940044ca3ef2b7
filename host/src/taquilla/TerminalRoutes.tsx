/**
 * /taquilla and below: the booth terminal's pages, outside the back-office shell and without antd
 * (its first screen must be usable within a second over mobile data). Its routes come from the
 * terminal remote's routes.json (only those whose access is `terminal`), and each page is loaded
 * through Module Federation like any remote page; the page itself signs the terminal in. A remote
 * that cannot be loaded says so in plain Spanish with a way to retry.
 */
import { TERMINAL_ACCESS } from '@banca/contracts/access';
import { getRuntimeConfig } from '@banca/shared-auth';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Link, matchPath, useLocation } from 'react-router-dom';
import { loadRemotePage } from '../remotes/loadRemotePage';
import { useRemotePage } from '../remotes/useRemotePage';
import { fetchRemoteRoutes, type HostRoute } from '../remotes/useRemoteRoutes';
import { registerTerminalServiceWorker } from './registerServiceWorker';
import { TERMINAL_PATH, TERMINAL_REMOTE } from './terminal';

const BOX = { maxWidth: 420, margin: '15vh auto', padding: 24, textAlign: 'center' as const, color: '#1f1f1f' };
const BUTTON = {
  minHeight: 48,
  padding: '0 20px',
  border: 0,
  borderRadius: 10,
  background: '#0f6e56',
  color: '#fff',
  font: 'inherit',
  fontSize: 16,
  cursor: 'pointer',
};

function Loading() {
  return <div className="boot">Cargando la taquilla…</div>;
}

/** The terminal (or this page of it) cannot be loaded: why, when known, and a retry. */
export function TerminalUnavailable({ reason, onRetry }: { reason?: string | null; onRetry: () => void }) {
  return (
    <main style={BOX}>
      <h1 style={{ fontSize: 22 }}>Módulo no disponible</h1>
      <p>No se pudo cargar la taquilla. Revisa la conexión e intenta de nuevo.</p>
      {reason && <p style={{ color: '#595959' }}>{reason}</p>}
      <button type="button" style={BUTTON} onClick={onRetry}>
        Reintentar
      </button>
    </main>
  );
}

/** One page of the terminal, loaded at run time; while the server is unreachable it waits and loads by itself when it answers. */
function TerminalPage({ route }: { route: HostRoute }) {
  const { state, retry } = useRemotePage({ remote: route.remote, module: route.module });

  useEffect(() => {
    document.title = `${route.title} · Taquilla`;
  }, [route.title]);

  if (state.status === 'loading' || state.status === 'offline') return <Loading />;
  if (state.status === 'failed') return <TerminalUnavailable reason={state.reason} onRetry={retry} />;
  const { Page } = state;
  return (
    <ErrorBoundary
      fallbackRender={({ resetErrorBoundary }) => (
        <TerminalUnavailable
          onRetry={() => {
            resetErrorBoundary();
            retry();
          }}
        />
      )}
    >
      <Page />
    </ErrorBoundary>
  );
}

/** An address under /taquilla that is no page of the terminal. */
function TerminalNotFound() {
  return (
    <main style={BOX}>
      <h1 style={{ fontSize: 22 }}>Página no encontrada</h1>
      <p>Esta dirección no es una página de la taquilla.</p>
      <Link to={TERMINAL_PATH} style={{ color: '#0f6e56' }}>
        Ir a vender
      </Link>
    </main>
  );
}

/** The terminal's routes, as the page's query cache keeps them (once per visit). */
const routesQuery = (entry: string) => ({
  queryKey: ['remote-routes', TERMINAL_REMOTE, entry],
  queryFn: () => fetchRemoteRoutes(TERMINAL_REMOTE, entry),
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
});

/** The terminal's page at `pathname`, if it is one. */
function routeAt(routes: HostRoute[], pathname: string): HostRoute | undefined {
  return routes
    .filter((candidate) => candidate.access === TERMINAL_ACCESS)
    .find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
}

/**
 * Starts, before the first render, what the terminal's page at `pathname` needs: its routes (into
 * `queryClient`, so the first render has them) and then the page's own files through the federation
 * runtime, which keeps them for the render's load. Otherwise each waits for React to render its way
 * to it: the routes' query, then the page, then its load in an effect, on a first screen that must
 * be usable within a second. A failure here is left to the render, which asks again and says so.
 */
export function prepareTerminal(queryClient: QueryClient, pathname: string): void {
  const entry = getRuntimeConfig().remotes[TERMINAL_REMOTE];
  if (entry === undefined) return;
  queryClient
    .fetchQuery(routesQuery(entry))
    .then((routes) => {
      const route = routeAt(routes, pathname);
      if (route) return loadRemotePage(route);
    })
    .catch(() => undefined);
}

export default function TerminalRoutes() {
  const { pathname } = useLocation();
  const entry = getRuntimeConfig().remotes[TERMINAL_REMOTE];
  const table = useQuery({ ...routesQuery(entry ?? ''), enabled: entry !== undefined });
  useEffect(() => registerTerminalServiceWorker(), []);

  if (entry === undefined)
    return <TerminalUnavailable reason="La taquilla no está configurada en este servidor." onRetry={() => window.location.reload()} />;
  if (table.isPending) return <Loading />;
  if (table.isError) return <TerminalUnavailable onRetry={() => void table.refetch()} />;
  const route = routeAt(table.data, pathname);
  return route ? <TerminalPage key={route.path} route={route} /> : <TerminalNotFound />;
}

/**
 * The providers every app renders under: one QueryClient, antd in Spanish, dayjs in Spanish.
 * The host renders the QueryClient once and antd's context (`AntdProviders`) around the pages that
 * use antd; a remote running on its own renders `AppProviders`, both at once.
 *
 * antd's context is a chunk of its own (`./antdProviders`), loaded when first rendered or earlier
 * through `loadAntdProviders`: every page loads shared-auth, and a static import of antd here would
 * make the login page load all of antd.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { connectionStore } from './connection';

dayjs.locale('es');

type AntdContextModule = typeof import('./antdProviders');
let loaded: AntdContextModule | undefined;

/** Loads antd and its context ahead of time (e.g. while a light page sits idle); answers once it has run. */
export function loadAntdProviders(): Promise<AntdContextModule> {
  return import('./antdProviders').then((module) => (loaded = module));
}

const LazyAntdContext = lazy(loadAntdProviders);

/**
 * antd's theme, Spanish locale and message/modal holders. Its children render once antd has loaded
 * (at once when it already has); meanwhile `fallback`.
 */
export function AntdProviders({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  // Chosen once per mount: switching from the lazy to the loaded component would remount the children.
  const [ready] = useState(() => loaded);
  if (ready) return <ready.default>{children}</ready.default>;
  return (
    <Suspense fallback={fallback}>
      <LazyAntdContext>{children}</LazyAntdContext>
    </Suspense>
  );
}

/**
 * When the server answers again after being unreachable, the queries on screen that failed
 * meanwhile are asked again (the others refetch as usual when stale).
 */
export function refetchWhenServerReturns(client: QueryClient): () => void {
  return connectionStore.subscribe((now, before) => {
    if (now.reachable && !before.reachable) {
      void client.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
    }
  });
}

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => refetchWhenServerReturns(client), [client]);
  return (
    <QueryClientProvider client={client}>
      <AntdProviders>{children}</AntdProviders>
    </QueryClientProvider>
  );
}

import { AntdProviders } from '@banca/shared-auth';
import { lazy, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

// antd is loaded only if the error happens: the login page does not load it otherwise.
const LazyErrorScreen = lazy(() => import('./ErrorScreen'));

/** AppErrorBoundary's screen around the whole app, whose first page (the login) loads no antd. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallbackRender={({ resetErrorBoundary }) => (
        <AntdProviders>
          <LazyErrorScreen onRetry={resetErrorBoundary} />
        </AntdProviders>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

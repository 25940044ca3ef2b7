import { AntdProviders } from '@banca/shared-auth';
import { lazy, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import ErrorScreen from './ErrorScreen';

/** The last line against a white screen: an unexpected error shows a way back (antd already loaded: the shell's pages). */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallbackRender={({ resetErrorBoundary }) => <ErrorScreen onRetry={resetErrorBoundary} />}>{children}</ErrorBoundary>
  );
}

// antd is loaded only if the error happens: the login page does not load it otherwise.
const LazyErrorScreen = lazy(() => import('./ErrorScreen'));

/** The same, around the whole app, whose first page (the login) loads no antd. */
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

import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import ErrorScreen from './ErrorScreen';

/** The last line against a white screen: an unexpected error shows a way back (antd already loaded: the shell's pages). */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallbackRender={({ resetErrorBoundary }) => <ErrorScreen onRetry={resetErrorBoundary} />}>{children}</ErrorBoundary>
  );
}

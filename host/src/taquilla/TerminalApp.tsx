/**
 * The booth terminal's whole app, as its own entry script starts it (./index.ts): the query
 * client, the router and the terminal's routes, nothing of the back-office. An address outside
 * /taquilla (a link to the staff login) is the back-office's page, loaded as a new document.
 */
import { createQueryClient, refetchWhenServerReturns } from '@banca/shared-auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LoadAsDocument } from '../components/LoadAsDocument';
import TerminalRoutes, { TerminalUnavailable } from './TerminalRoutes';
import { TERMINAL_PATH } from './terminal';

export { TerminalUnavailable };

export const terminalQueryClient = createQueryClient();

export function TerminalApp() {
  // Queries that failed while the server was unreachable are asked again when it answers.
  useEffect(() => refetchWhenServerReturns(terminalQueryClient), []);
  return (
    <QueryClientProvider client={terminalQueryClient}>
      <ErrorBoundary fallbackRender={() => <TerminalUnavailable onRetry={() => window.location.reload()} />}>
        <BrowserRouter>
          <Routes>
            <Route path={`${TERMINAL_PATH}/*`} element={<TerminalRoutes />} />
            <Route path="*" element={<LoadAsDocument />} />
          </Routes>
        </BrowserRouter>
      </ErrorBoundary>
    </QueryClientProvider>
  );
}

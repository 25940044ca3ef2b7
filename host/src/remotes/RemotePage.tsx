import { checkServer, useServerReachable } from '@banca/shared-auth';
import { Button, Result, Skeleton, Typography } from 'antd';
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { loadFailureReason, loadRemotePage, type RemotePageRef } from './loadRemotePage';

type State =
  | { status: 'loading' }
  | { status: 'ready'; Page: ComponentType }
  | { status: 'failed'; reason: string | null }
  /** The server itself is unreachable: the shell's notice says so, and the load is retried when it answers. */
  | { status: 'offline' };

/** A section that cannot be shown, with why when it is known, and a way to ask again. */
export function RemoteUnavailable({ onRetry, reason }: { onRetry: () => void; reason?: string | null }) {
  return (
    <Result
      status="warning"
      title="Módulo no disponible"
      subTitle={
        <>
          No se pudo cargar esta sección. El resto de la aplicación sigue funcionando.
          {reason && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }} data-testid="remote-failure-reason">
              {reason}
            </Typography.Paragraph>
          )}
        </>
      }
      extra={
        <Button type="primary" onClick={onRetry}>
          Reintentar
        </Button>
      }
    />
  );
}

/**
 * A page of a remote inside the shell's content area. Whether the remote cannot be fetched, needs a
 * newer shared-auth than the page has, or its page fails while rendering, only this area shows the
 * fallback; the shell keeps working. When the load failed because the server itself cannot be
 * reached (its health check fails too), the section is not to blame: it waits under the shell's
 * "Sin conexión" notice and loads by itself when the server answers again.
 */
export function RemotePage({ remote, module }: RemotePageRef) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const serverReachable = useServerReachable();

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadRemotePage({ remote, module }, attempt > 0).then(
      (Page) => current && setState({ status: 'ready', Page }),
      async (error: unknown) => {
        const reason = loadFailureReason(error);
        const offline = reason === null && !(await checkServer());
        if (current) setState(offline ? { status: 'offline' } : { status: 'failed', reason });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, module, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const waitingForServer = state.status === 'offline';
  useEffect(() => {
    if (waitingForServer && serverReachable) retry();
  }, [waitingForServer, serverReachable, retry]);

  if (state.status === 'loading' || state.status === 'offline')
    return <Skeleton active paragraph={{ rows: 8 }} data-testid="remote-loading" />;
  if (state.status === 'failed') return <RemoteUnavailable onRetry={retry} reason={state.reason} />;
  const { Page } = state;
  return (
    <ErrorBoundary
      fallbackRender={({ resetErrorBoundary }) => (
        <RemoteUnavailable
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

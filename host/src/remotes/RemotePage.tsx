import { LoadingSkeleton } from '@banca/kit';
import { Button, Result, Typography } from 'antd';
import { ErrorBoundary } from 'react-error-boundary';
import type { RemotePageRef } from './loadRemotePage';
import { useRemotePage } from './useRemotePage';

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
  const { state, retry } = useRemotePage({ remote, module });
  if (state.status === 'loading' || state.status === 'offline') return <LoadingSkeleton paragraph={{ rows: 8 }} />;
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

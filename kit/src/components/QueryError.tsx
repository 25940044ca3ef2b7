import { toApiError } from '@banca/shared-auth';
import { Alert, Button } from 'antd';

/**
 * Whether asking again may answer differently: no connection (0), a timeout (408), too many
 * requests (429) or a server fault (5xx). A refused request (400 bad input, 403, 404…) is refused
 * again, so it offers no "Reintentar" that can never work.
 */
export function mayPassOnRetry(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** A failed load: the server's (Spanish) message and, when asking again may help, a way to. */
export function QueryError({ error, onRetry, retrying = false }: { error: unknown; onRetry?: () => void; retrying?: boolean }) {
  const { message, status } = toApiError(error);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={message}
      action={
        onRetry &&
        mayPassOnRetry(status) && (
          <Button size="small" loading={retrying} onClick={onRetry}>
            Reintentar
          </Button>
        )
      }
    />
  );
}

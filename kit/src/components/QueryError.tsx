import { toApiError } from '@banca/shared-auth';
import { Alert, Button } from 'antd';

/** A failed load: the server's (Spanish) message and a way to ask again. */
export function QueryError({ error, onRetry, retrying = false }: { error: unknown; onRetry?: () => void; retrying?: boolean }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={toApiError(error).message}
      action={
        onRetry && (
          <Button size="small" loading={retrying} onClick={onRetry}>
            Reintentar
          </Button>
        )
      }
    />
  );
}

import { toApiError } from '@banca/shared-auth';
import { Alert, Button } from 'antd';

/** A failed load: the server's Spanish message and a way to ask again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={toApiError(error).message}
      action={
        onRetry && (
          <Button size="small" danger onClick={onRetry}>
            Reintentar
          </Button>
        )
      }
    />
  );
}

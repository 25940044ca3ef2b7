import { checkServer, useServerReachable } from '@banca/shared-auth';
import { Alert, Button } from 'antd';
import { useState } from 'react';

/**
 * The one notice of a server that cannot be reached (the HTTP client's verdict), above every page:
 * the sections need not each say it, and what failed meanwhile is asked again by itself when the
 * server answers.
 */
export function ConnectionNotice() {
  const reachable = useServerReachable();
  const [checking, setChecking] = useState(false);
  if (reachable) return null;
  const checkNow = async () => {
    setChecking(true);
    try {
      await checkServer();
    } finally {
      setChecking(false);
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title="Sin conexión con el servidor"
      description="Reintentamos automáticamente; los datos se actualizarán solos cuando vuelva la conexión."
      action={
        <Button size="small" loading={checking} onClick={() => void checkNow()}>
          Reintentar ahora
        </Button>
      }
      style={{ marginBottom: 16 }}
      data-testid="connection-notice"
    />
  );
}

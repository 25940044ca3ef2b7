import { checkServer, useServerReachable } from '@banca/shared-auth';
import { Alert, Button } from 'antd';
import { useState } from 'react';

/**
 * Above antd's dialogs and their dark mask (z-index 1000), below its messages (2010): a person
 * editing in a dialog sees the notice too.
 */
export const CONNECTION_NOTICE_Z_INDEX = 1050;

/**
 * The one notice of a server that cannot be reached (the HTTP client's verdict), above every page
 * and every open dialog, kept in view below the header (`top`) while the page scrolls: the sections
 * need not each say it, and what failed meanwhile is asked again by itself when the server answers.
 */
export function ConnectionNotice({ top = 0 }: { top?: number }) {
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
      style={{ marginBottom: 16, position: 'sticky', top, zIndex: CONNECTION_NOTICE_Z_INDEX }}
      data-testid="connection-notice"
    />
  );
}

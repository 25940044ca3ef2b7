import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { isStaleRecord, reloadRecord, StaleRecordAlert } from './stale';

export interface StaleNotice {
  /** Whether `error` was a 412; if so the notice shows. Call it first in an action's error handling. */
  refused: (error: unknown) => boolean;
  /** The notice while a save stands refused (null otherwise): render it above what the action changes. */
  notice: ReactNode;
  stale: boolean;
}

/**
 * For screens whose actions write what they show (switches, buttons, confirmations): when one is
 * refused as stale, a notice says someone else changed the record and offers 'Recargar', which
 * reads the record (`record`: its query key) again so the screen shows the other person's changes.
 */
export function useStaleNotice(record: QueryKey): StaleNotice {
  const client = useQueryClient();
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const key = JSON.stringify(record);

  const refused = useCallback((error: unknown) => {
    if (!isStaleRecord(error)) return false;
    setStale(true);
    return true;
  }, []);

  const reload = async () => {
    setReloading(true);
    try {
      await reloadRecord(client, JSON.parse(key) as QueryKey);
      setStale(false);
    } finally {
      setReloading(false);
    }
  };

  return { refused, stale, notice: stale ? <StaleRecordAlert reloading={reloading} onReload={() => void reload()} /> : null };
}

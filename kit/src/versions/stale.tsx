import { toApiError } from '@banca/shared-auth';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { Alert, Button } from 'antd';

/** What a screen says when a save was refused because someone else changed the record (412). */
export const STALE_RECORD = 'Otra persona modificó este registro mientras lo editabas. Recárgalo para ver los cambios.';
/** What a form says after the reload, while what the user had typed can still be applied again. */
export const RELOADED_WITH_CHANGES =
  'Se cargaron los datos actuales, con los cambios de la otra persona. Los tuyos no se guardaron: puedes volver a aplicarlos y guardar.';

/** A write refused because the record changed since it was read (412 Precondition Failed). */
export const isStaleRecord = (error: unknown): boolean => toApiError(error).status === 412;

/** Reads again everything the page shows of the record (every query below its key that is in use). */
export const reloadRecord = (client: QueryClient, record: QueryKey): Promise<void> => client.invalidateQueries({ queryKey: record });

/** The notice of a refused save, with 'Recargar'. */
export function StaleRecordAlert({ reloading, onReload }: { reloading: boolean; onReload: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={STALE_RECORD}
      action={
        <Button size="small" type="primary" loading={reloading} onClick={onReload}>
          Recargar
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

/** After the reload: the other person's values are shown; 'Aplicar mis cambios' puts the user's back on top. */
export function ReloadedAlert({ onReapply, onClose }: { onReapply: () => void; onClose: () => void }) {
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      title={RELOADED_WITH_CHANGES}
      action={
        <Button size="small" onClick={onReapply}>
          Aplicar mis cambios
        </Button>
      }
      closable={{ onClose }}
      style={{ marginBottom: 16 }}
    />
  );
}

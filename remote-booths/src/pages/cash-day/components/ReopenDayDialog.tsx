/**
 * Reopening a day closed by mistake (its owner or an administrator): the reason is required and
 * kept in the audit trail; the count is dropped and the booth sells and pays that day again.
 */
import type { BoothDay } from '@banca/contracts';
import { MAX_REOPEN_REASON_LENGTH } from '@banca/contracts/limits';
import { formatDate, ReasonDialog } from '@banca/kit';

export const REOPEN_REASON_REQUIRED = 'Escribe el motivo de la reapertura.';

export function ReopenDayDialog({
  day,
  open,
  saving,
  onClose,
  onSubmit,
}: {
  day: BoothDay;
  open: boolean;
  saving: boolean;
  onClose: () => void;
  /** Resolves when saved; rejects with the API's refusal, shown in the dialog. */
  onSubmit: (reason: string) => Promise<unknown>;
}) {
  return (
    <ReasonDialog
      title={`Reabrir el día ${formatDate(day.date)}`}
      open={open}
      saving={saving}
      onClose={onClose}
      onSubmit={onSubmit}
      description={`${day.booth.name} vuelve a vender y pagar premios con fecha del ${formatDate(day.date)}; el efectivo contado se descarta y el día se cierra de nuevo con otro conteo. Queda en la auditoría con su motivo.`}
      label="Motivo de la reapertura"
      required={REOPEN_REASON_REQUIRED}
      maxLength={MAX_REOPEN_REASON_LENGTH}
      submitText="Reabrir día"
    />
  );
}

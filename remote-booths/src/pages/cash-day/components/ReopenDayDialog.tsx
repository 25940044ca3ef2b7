/**
 * Reopening a day closed by mistake (its owner or an administrator): the reason is required and
 * kept in the audit trail; the count is dropped and the booth sells and pays that day again.
 */
import type { BoothDay } from '@banca/contracts';
import { MAX_REOPEN_REASON_LENGTH } from '@banca/contracts/limits';
import { type ActionDialogProps, formatDate, ReasonDialog } from '@banca/kit';

export const REOPEN_REASON_REQUIRED = 'Escribe el motivo de la reapertura.';

/** `onSubmit` gets the reason. */
export function ReopenDayDialog({ day, ...dialog }: { day: BoothDay } & ActionDialogProps<string>) {
  return (
    <ReasonDialog
      {...dialog}
      title={`Reabrir el día ${formatDate(day.date)}`}
      description={`${day.booth.name} vuelve a vender y pagar premios con fecha del ${formatDate(day.date)}; el efectivo contado se descarta y el día se cierra de nuevo con otro conteo. Queda en la auditoría con su motivo.`}
      label="Motivo de la reapertura"
      required={REOPEN_REASON_REQUIRED}
      maxLength={MAX_REOPEN_REASON_LENGTH}
      submitText="Reabrir día"
    />
  );
}

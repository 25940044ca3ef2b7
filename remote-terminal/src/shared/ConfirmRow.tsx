import type { ReactNode } from 'react';

/**
 * The second tap of a terminal action that moves money (pay a prize, close the day): «Volver» or
 * «Corregir» beside the confirmation, which shows its spinner and ignores taps while the call runs.
 */
export function ConfirmRow({
  back,
  onBack,
  confirm,
  pending,
  onConfirm,
}: {
  back: string;
  onBack: () => void;
  confirm: ReactNode;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <div className="t-row">
      <button type="button" className="t-button t-grow" onClick={onBack}>
        {back}
      </button>
      <button type="button" className="t-button t-button-primary t-grow" aria-disabled={pending} onClick={() => !pending && onConfirm()}>
        {pending && <span className="t-spinner" aria-hidden />}
        {confirm}
      </button>
    </div>
  );
}

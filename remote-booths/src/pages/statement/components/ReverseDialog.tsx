/** Reversing a payment (administrators): the reason is required; the reversal shows on the day it is made. */
import type { OwnerPayment } from '@banca/contracts';
import { MAX_PAYMENT_REASON_LENGTH } from '@banca/contracts/limits';
import { formatCurrency, formatDateTime, PAYMENT_DIRECTION_LABELS, ReasonDialog } from '@banca/kit';
import { App } from 'antd';
import { useReversePayment } from '../hooks/useStatement';
import { REASON_REQUIRED } from './PaymentDialog';

export const PAYMENT_REVERSED = 'Movimiento reversado.';

export function ReverseDialog({ ownerId, payment, onClose }: { ownerId: number; payment: OwnerPayment | null; onClose: () => void }) {
  const reverse = useReversePayment(ownerId);
  const { message } = App.useApp();
  const submit = async (reason: string) => {
    if (!payment) return;
    await reverse.mutateAsync({ paymentId: payment.id, reason });
    void message.success(PAYMENT_REVERSED);
    onClose();
  };
  return (
    <ReasonDialog
      title="Reversar movimiento"
      open={payment !== null}
      saving={reverse.isPending}
      onClose={onClose}
      onSubmit={submit}
      description={
        payment && (
          <>
            {PAYMENT_DIRECTION_LABELS[payment.direction]} de {formatCurrency(payment.amount, payment.currency)} del{' '}
            {formatDateTime(payment.created_at)} ({payment.reason}). La reversa queda en el estado de cuenta el día de hoy.
          </>
        )
      }
      label="Motivo de la reversa"
      required={REASON_REQUIRED}
      maxLength={MAX_PAYMENT_REASON_LENGTH}
      submitText="Reversar"
    />
  );
}

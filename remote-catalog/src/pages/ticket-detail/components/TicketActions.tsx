/**
 * What may be done with a ticket now, as the server says (`actions`): "Anular" with a reason, and
 * "Pagar premio" after confirming the amount. A refusal (someone else cancelled or paid it, the
 * sales closed, the prize changed) is said in the server's words and the ticket is read again.
 */
import type { TicketDetail } from '@banca/contracts';
import { MAX_CANCEL_REASON_LENGTH } from '@banca/contracts/limits';
import { toApiError } from '@banca/shared-auth';
import { formatCurrency, ReasonDialog, useConfirm } from '@banca/kit';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { useCancelTicket, usePayPrize } from '../hooks/useTicketActions';

export const TICKET_CANCELLED = 'Ticket anulado.';
export const PRIZE_PAID = 'Premio pagado.';

export function TicketActions({ ticket }: { ticket: TicketDetail }) {
  const [cancelling, setCancelling] = useState(false);
  const { message } = App.useApp();
  const confirm = useConfirm();
  const client = useQueryClient();
  const cancel = useCancelTicket();
  const pay = usePayPrize();

  if (!ticket.actions.cancel && !ticket.actions.pay) return null;

  const refused = (error: unknown) => {
    void message.error(toApiError(error).message);
    void client.invalidateQueries({ queryKey: ['tickets'] });
  };

  // Done or refused, the dialog closes: a refusal is said in a message and the ticket read again.
  const onCancel = async (reason: string) => {
    try {
      await cancel.mutateAsync({ id: ticket.id, reason });
      void message.success(TICKET_CANCELLED);
    } catch (error) {
      refused(error);
    } finally {
      setCancelling(false);
    }
  };

  const onPay = async () => {
    const confirmed = await confirm({
      title: 'Confirmar pago del premio',
      message: `Se pagará ${formatCurrency(ticket.prize_amount, ticket.currency)} del ticket ${ticket.code}. El pago queda registrado y no puede repetirse. ¿Deseas continuar?`,
      confirmText: 'Pagar premio',
    });
    if (!confirmed) return;
    pay.mutate({ id: ticket.id, amount: ticket.prize_amount }, { onSuccess: () => void message.success(PRIZE_PAID), onError: refused });
  };

  return (
    <>
      <Flex gap={8} wrap>
        {ticket.actions.pay && (
          <Button type="primary" loading={pay.isPending} onClick={() => void onPay()}>
            Pagar premio
          </Button>
        )}
        {ticket.actions.cancel && (
          <Button danger onClick={() => setCancelling(true)}>
            Anular
          </Button>
        )}
      </Flex>
      <ReasonDialog
        title={`Anular el ticket ${ticket.code}`}
        open={cancelling}
        saving={cancel.isPending}
        onClose={() => setCancelling(false)}
        onSubmit={onCancel}
        description={`Sus ${formatCurrency(ticket.amount, ticket.currency)} salen de las ventas, los topes y la exposición del sorteo. La anulación queda registrada con su motivo.`}
        label="Motivo"
        required="Escribe el motivo de la anulación."
        maxLength={MAX_CANCEL_REASON_LENGTH}
        placeholder="Por ejemplo: número equivocado"
        submitText="Anular ticket"
      />
    </>
  );
}

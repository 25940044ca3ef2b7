import type { DrawDetail } from '@banca/contracts';
import { resultLabel, resultText } from '@banca/contracts/draw-rules';
import { formatCount, formatTime, useAccess, useConfirm, useStaleNotice } from '@banca/kit';
import { toApiError } from '@banca/shared-auth';
import { App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { drawKey } from '../hooks/useDraw';
import { type LifecycleAction, useDrawLifecycle } from '../hooks/useDrawLifecycle';
import { MoveDrawDialog } from './MoveDrawDialog';
import { ResultForm } from './ResultForm';
import { SuspendDrawDialog } from './SuspendDrawDialog';

export const SALES_CLOSED = 'Ventas cerradas.';
export const RESULT_CONFIRMED = 'Resultado confirmado: tickets liquidados.';
export const RESULT_CORRECTED = 'Resultado corregido: tickets liquidados de nuevo.';
export const DRAW_SUSPENDED = 'Sorteo suspendido: sus tickets quedaron reintegrados.';
export const DRAW_MOVED = 'Hora del sorteo cambiada.';

const ticketsOf = (draw: DrawDetail) => `${formatCount(draw.tickets_count)} ${draw.tickets_count === 1 ? 'ticket' : 'tickets'}`;

/**
 * What an administrator does with a draw, by its status: close its sales while open; enter its
 * result once closed; correct it once settled. Each asks for confirmation first. Other roles see
 * the status and the result, and are told who may act.
 */
export function DrawLifecycle({ draw }: { draw: DrawDetail }) {
  const mayWrite = useAccess().allows('draws:write');
  const confirm = useConfirm();
  const { message } = App.useApp();
  const lifecycle = useDrawLifecycle(draw.id);
  const stale = useStaleNotice(drawKey(draw.id));
  const [correcting, setCorrecting] = useState(false);
  const [suspending, setSuspending] = useState(false);
  const [moving, setMoving] = useState(false);

  const run = (action: LifecycleAction, done: string) =>
    lifecycle.mutate(action, {
      onSuccess: () => {
        setCorrecting(false);
        void message.success(done);
      },
      onError: (error) => {
        if (!stale.refused(error)) void message.error(toApiError(error).message);
      },
    });

  const closeSales = async () => {
    const confirmed = await confirm({
      title: 'Cerrar ventas',
      message: `¿Cerrar las ventas de «${draw.name}» antes de su hora? No se podrán vender más tickets para este sorteo.`,
      confirmText: 'Cerrar ventas',
      danger: true,
    });
    if (confirmed) run({ kind: 'close' }, SALES_CLOSED);
  };

  /** A result's confirmation and write; a failure the page does not show itself (a stale version) is thrown for the form to say. */
  const confirmResult = async (numbers: string[]) => {
    const text = resultLabel(draw.result_format, resultText(draw.result_format, numbers));
    const correction = draw.status === 'settled';
    const confirmed = await confirm({
      title: correction ? 'Corregir resultado' : 'Confirmar resultado',
      message: correction
        ? `¿Cambiar el resultado de «${draw.name}» de ${resultLabel(draw.result_format, draw.winning_numbers ?? '')} a ${text}? Los premios de sus ${ticketsOf(draw)} se calcularán de nuevo.`
        : `¿Confirmar ${text} como resultado de «${draw.name}»? Se liquidarán sus ${ticketsOf(draw)}: ganadores y premios.`,
      confirmText: correction ? 'Corregir y liquidar' : 'Confirmar y liquidar',
    });
    if (!confirmed) return;
    try {
      await lifecycle.mutateAsync(correction ? { kind: 'correct', numbers } : { kind: 'enter', numbers });
    } catch (error) {
      if (stale.refused(error)) return;
      throw error;
    }
    setCorrecting(false);
    void message.success(correction ? RESULT_CORRECTED : RESULT_CONFIRMED);
  };

  /** The suspension; a stale version is the page's notice (the dialog closes), other refusals the dialog shows. */
  const suspend = async (reason: string) => {
    try {
      await lifecycle.mutateAsync({ kind: 'suspend', reason });
    } catch (error) {
      if (!stale.refused(error)) throw error;
      setSuspending(false);
      return;
    }
    setSuspending(false);
    void message.success(DRAW_SUSPENDED);
  };

  /** The new time, as the suspension: a stale version is the page's notice, other refusals the dialog's. */
  const move = async (drawAt: string) => {
    try {
      await lifecycle.mutateAsync({ kind: 'move', drawAt });
    } catch (error) {
      if (!stale.refused(error)) throw error;
      setMoving(false);
      return;
    }
    setMoving(false);
    void message.success(DRAW_MOVED);
  };

  if (draw.status === 'suspended') {
    return (
      <Typography.Text>
        Sorteo suspendido{draw.suspend_reason ? `: ${draw.suspend_reason}` : ''}. {formatCount(draw.refunded_count)}{' '}
        {draw.refunded_count === 1 ? 'ticket reintegrado' : 'tickets reintegrados'}.
      </Typography.Text>
    );
  }

  if (!mayWrite) {
    return (
      <Typography.Text type="secondary">
        {draw.status === 'settled'
          ? 'Resultado confirmado.'
          : 'Solo un administrador puede cerrar las ventas e ingresar el resultado de un sorteo.'}
      </Typography.Text>
    );
  }

  return (
    <Flex vertical gap={12}>
      {stale.notice}
      {(draw.status === 'open' || draw.status === 'closed') && (
        <>
          <Flex gap={8} wrap>
            {draw.status === 'open' && <Button onClick={() => setMoving(true)}>Cambiar hora</Button>}
            <Button danger onClick={() => setSuspending(true)}>
              Suspender
            </Button>
          </Flex>
          <MoveDrawDialog draw={draw} open={moving} saving={lifecycle.isPending} onClose={() => setMoving(false)} onSubmit={move} />
          <SuspendDrawDialog
            draw={draw}
            open={suspending}
            saving={lifecycle.isPending}
            onClose={() => setSuspending(false)}
            onSubmit={suspend}
          />
        </>
      )}
      {draw.status === 'open' && (
        <Flex align="center" gap={12} wrap>
          <Typography.Text>Las ventas están abiertas; se cierran solas a las {formatTime(draw.cutoff_at)}.</Typography.Text>
          <Button danger loading={lifecycle.isPending} onClick={() => void closeSales()}>
            Cerrar ventas
          </Button>
        </Flex>
      )}
      {draw.status === 'closed' && draw.proposed_result && (
        <Typography.Text>
          {draw.proposed_result.source} propone {resultLabel(draw.result_format, draw.proposed_result.numbers)}: revísalo y pulsa «Confirmar
          resultado» para liquidar.
        </Typography.Text>
      )}
      {draw.status === 'closed' && (
        <ResultForm
          // A proposal of the results feed fills the form for a person to confirm it.
          key={draw.proposed_result?.numbers ?? ''}
          format={draw.result_format}
          initial={draw.proposed_result?.parts ?? null}
          submitText="Confirmar resultado"
          busy={lifecycle.isPending}
          onSubmit={confirmResult}
        />
      )}
      {draw.status === 'settled' &&
        (correcting ? (
          <ResultForm
            format={draw.result_format}
            initial={draw.result_parts}
            current={draw.result_parts}
            submitText="Corregir resultado"
            busy={lifecycle.isPending}
            onSubmit={confirmResult}
            onCancel={() => setCorrecting(false)}
          />
        ) : (
          <Flex align="center" gap={12} wrap>
            <Typography.Text>Resultado confirmado; los tickets están liquidados.</Typography.Text>
            <Button onClick={() => setCorrecting(true)}>Corregir resultado</Button>
          </Flex>
        ))}
    </Flex>
  );
}

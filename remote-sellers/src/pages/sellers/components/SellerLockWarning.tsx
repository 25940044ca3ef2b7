import { UnlockOutlined } from '@ant-design/icons';
import { toApiError } from '@banca/shared-auth';
import type { SellerRow } from '@banca/contracts';
import { formatDateTime, sellersKeys, useConfirm, useStaleNotice } from '@banca/kit';
import { Alert, App, Button } from 'antd';
import { useUnlockSeller } from '../hooks/useUnlockSeller';

export const ELSEWHERE_WARNING =
  'Este vendedor tiene una sesión abierta en otro dispositivo. Desbloquéalo para que pueda ingresar desde este.';

/** When the seller's terminal session began and was last used ("Sesión de terminal abierta desde…"). */
export const terminalSessionText = (seller: SellerRow) =>
  seller.terminal_session
    ? `Sesión de terminal abierta desde el ${formatDateTime(seller.terminal_session.since)}; último uso: ${formatDateTime(seller.terminal_session.last_seen_at)}.`
    : null;
export const LOCKED_WARNING =
  'Este vendedor está bloqueado por intentos fallidos de ingreso. Desbloquéalo para que pueda volver a ingresar.';
/** What a role that may not unlock reads instead. */
export const ELSEWHERE_NOTICE =
  'Este vendedor tiene una sesión abierta en otro dispositivo; debe ser desbloqueado para ingresar desde este.';
export const LOCKED_NOTICE = 'Este vendedor está bloqueado por intentos fallidos de ingreso; debe ser desbloqueado para volver a ingresar.';
export const UNLOCKED = 'Vendedor desbloqueado correctamente.';

/**
 * The seller dialog's warning: the seller account has a live terminal session on a device (since
 * when, last used when) — another device is refused until it signs out or is unlocked — or is
 * locked by failed sign-ins; with 'Desbloquear' (which ends that session) for a role that may,
 * after a confirmation.
 */
export function SellerLockWarning({ seller, canUnlock }: { seller: SellerRow; canUnlock: boolean }) {
  const confirm = useConfirm();
  const { message } = App.useApp();
  const unlock = useUnlockSeller();
  const stale = useStaleNotice(sellersKeys.detail(seller.id));
  if (!seller.locked && !seller.logged_in_elsewhere) return null;

  const lines = [
    seller.logged_in_elsewhere && (canUnlock ? ELSEWHERE_WARNING : ELSEWHERE_NOTICE),
    seller.logged_in_elsewhere && terminalSessionText(seller),
    seller.locked && (canUnlock ? LOCKED_WARNING : LOCKED_NOTICE),
  ].filter((line): line is string => Boolean(line));

  const onUnlock = async () => {
    const confirmed = await confirm({
      title: 'Confirmar desbloqueo',
      message: `¿Deseas desbloquear a «${seller.label}»? Sus intentos fallidos vuelven a cero y se cierra su sesión en cualquier otro dispositivo.`,
      confirmText: 'Desbloquear',
    });
    if (!confirmed) return;
    unlock.mutate(seller.id, {
      onSuccess: () => void message.success(UNLOCKED),
      onError: (error) => {
        if (!stale.refused(error)) void message.error(toApiError(error).message);
      },
    });
  };

  if (stale.notice) return stale.notice;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={lines[0]}
      description={lines.length > 1 && lines.slice(1).map((line) => <div key={line}>{line}</div>)}
      action={
        canUnlock && (
          <Button size="small" icon={<UnlockOutlined />} loading={unlock.isPending} onClick={() => void onUnlock()}>
            Desbloquear
          </Button>
        )
      }
    />
  );
}

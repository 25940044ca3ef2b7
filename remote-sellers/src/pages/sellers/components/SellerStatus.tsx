import type { SellerRow } from '@banca/contracts';
import { Flex, Tag, Tooltip } from 'antd';
import { ActiveBadge } from '@banca/kit';

/** Activo/Inactivo, and why the seller cannot sign in now: locked, or signed in on another device. */
export function SellerStatus({ seller }: { seller: SellerRow }) {
  return (
    <Flex gap={6} align="center" wrap>
      <ActiveBadge active={seller.is_active} />
      {seller.locked && (
        <Tooltip title="Bloqueado por intentos fallidos; debe desbloquearse.">
          <Tag color="red">Bloqueado</Tag>
        </Tooltip>
      )}
      {seller.logged_in_elsewhere && (
        <Tooltip title="Tiene una sesión de terminal abierta en un dispositivo; otro no puede ingresar hasta que la cierre o se desbloquee.">
          <Tag color="orange">Sesión abierta</Tag>
        </Tooltip>
      )}
    </Flex>
  );
}

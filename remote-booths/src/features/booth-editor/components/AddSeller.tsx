import { toApiError } from '@banca/shared-auth';
import type { BoothDetail } from '@banca/contracts';
import { SearchSelect, type StaleNotice } from '@banca/kit';
import { App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useAssignSeller } from '../hooks/useAssignSeller';
import { useSellerOptions, type SellerOption } from '../hooks/useSellerOptions';

export const SELLER_ADDED = 'Vendedor agregado a la taquilla.';

/**
 * The picker 'Agregar vendedor' opens: a seller found by search joins the booth; one
 * working at another booth moves from there (it is said before and after).
 */
export function AddSeller({ booth, stale, onDone }: { booth: BoothDetail; stale: StaleNotice; onDone: () => void }) {
  const [chosen, setChosen] = useState<SellerOption | null>(null);
  const { message } = App.useApp();
  const assign = useAssignSeller();
  const inBooth = new Set(booth.sellers.map((seller) => seller.id));

  const add = () => {
    if (!chosen) return;
    assign.mutate(
      { boothId: booth.id, sellerId: chosen.value, fromBoothId: chosen.boothId },
      {
        onSuccess: () => {
          void message.success(chosen.boothName ? `Vendedor movido a esta taquilla desde «${chosen.boothName}».` : SELLER_ADDED);
          onDone();
        },
        onError: (error) => {
          if (!stale.refused(error)) void message.error(toApiError(error).message);
        },
      },
    );
  };

  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap>
        <SearchSelect<SellerOption>
          aria-label="Vendedor a agregar"
          useOptions={useSellerOptions}
          value={chosen?.value ?? null}
          onChange={(_value, option) => setChosen(option ?? null)}
          exclude={(option) => inBooth.has(option.value)}
          placeholder="Busca un vendedor por etiqueta o usuario"
          notFoundText="No hay vendedores que coincidan."
          style={{ flex: 1, minWidth: 240, width: 'auto' }}
        />
        <Button type="primary" disabled={!chosen} loading={assign.isPending} onClick={add}>
          Agregar
        </Button>
        <Button onClick={onDone}>Cancelar</Button>
      </Flex>
      {chosen?.boothName && (
        <Typography.Text type="warning">{`Trabaja en «${chosen.boothName}»: al agregarlo dejará esa taquilla.`}</Typography.Text>
      )}
    </Flex>
  );
}

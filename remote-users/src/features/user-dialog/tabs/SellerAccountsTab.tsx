import type { SellerRow } from '@banca/contracts';
import { DataTable, QueryContent, SearchSelect, useAccess, useConfirm, useSellerSearchOptions } from '@banca/kit';
import { Button, Flex, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useFeedback } from '../hooks/useFeedback';
import { useLinkSellerAccount, useSellerAccounts } from '../hooks/useSellerAccounts';

export const ACCOUNTS_HELP =
  'Las cuentas con las que esta persona vende en la terminal de una taquilla: sus tickets, reportes y panel muestran lo que venden estas cuentas.';
export const LINKED = 'Cuenta vinculada.';
export const UNLINKED = 'Cuenta desvinculada.';

/**
 * «Cuentas de terminal» of a «Vendedor de Tickets» user: the seller accounts linked to the user,
 * and, for those who may edit sellers (never read-only), «Vincular» an account found by search and
 * «Desvincular» one after a confirmation.
 */
export function SellerAccountsTab({ userId, readOnly }: { userId: number; readOnly: boolean }) {
  const { allows } = useAccess();
  const mayLink = !readOnly && allows('sellers:write');
  const accounts = useSellerAccounts(userId);
  const link = useLinkSellerAccount();
  const feedback = useFeedback();
  const confirm = useConfirm();
  const [picked, setPicked] = useState<number | null>(null);

  const onLink = () => {
    if (picked === null) return;
    link.mutate(
      { sellerId: picked, userId },
      {
        onSuccess: () => {
          setPicked(null);
          feedback.success(LINKED);
        },
        onError: feedback.failure,
      },
    );
  };

  const onUnlink = async (seller: SellerRow) => {
    const confirmed = await confirm({
      title: 'Desvincular cuenta',
      message: `Las ventas de «${seller.label}» dejarán de verse en los tickets y reportes de esta persona. ¿Deseas continuar?`,
      confirmText: 'Desvincular',
    });
    if (!confirmed) return;
    link.mutate({ sellerId: seller.id, userId: null }, { onSuccess: () => feedback.success(UNLINKED), onError: feedback.failure });
  };

  const columns: TableColumnsType<SellerRow> = [
    { key: 'label', title: 'Cuenta', render: (_, seller) => seller.label },
    { key: 'username', title: 'Usuario de la terminal', render: (_, seller) => seller.username },
    { key: 'booth', title: 'Taquilla', render: (_, seller) => seller.ticket_booth_name ?? 'Sin taquilla' },
    ...(mayLink
      ? [
          {
            key: 'action',
            title: 'Acción',
            align: 'right' as const,
            render: (_: unknown, seller: SellerRow) => (
              <Button size="small" danger onClick={() => void onUnlink(seller)}>
                Desvincular
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {ACCOUNTS_HELP}
      </Typography.Paragraph>
      {mayLink && (
        <Flex gap={8} align="end" wrap>
          <Flex vertical gap={4} style={{ flex: '1 1 280px' }}>
            <label htmlFor="link-seller-account">Cuenta de terminal</label>
            <SearchSelect
              id="link-seller-account"
              useOptions={useSellerSearchOptions}
              value={picked}
              onChange={setPicked}
              exclude={(option) => accounts.data?.sellers.some((seller) => seller.id === option.value) ?? false}
              placeholder="Busca una cuenta por etiqueta o usuario"
              notFoundText="No hay cuentas que coincidan."
            />
          </Flex>
          <Button type="primary" disabled={picked === null} loading={link.isPending} onClick={onLink}>
            Vincular
          </Button>
        </Flex>
      )}
      <QueryContent query={accounts} rows={2}>
        {(data) => (
          <DataTable<SellerRow>
            columns={columns}
            dataSource={data.sellers}
            rowKey="id"
            pagination={false}
            emptyText="Ninguna cuenta de terminal vinculada: sus tickets y reportes están vacíos."
          />
        )}
      </QueryContent>
    </Flex>
  );
}

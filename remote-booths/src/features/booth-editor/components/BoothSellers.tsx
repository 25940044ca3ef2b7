import { UserAddOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { toApiError } from '@banca/shared-auth';
import type { BoothDetail } from '@banca/contracts';
import { ActiveBadge, boothsKeys, DataTable, useConfirm, useStaleNotice } from '@banca/kit';
import { App, Button, Flex, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useRemoveSeller } from '../hooks/useRemoveSeller';
import { AddSeller } from './AddSeller';

type BoothSeller = BoothDetail['sellers'][number];

export const SELLER_REMOVED = 'Vendedor quitado de la taquilla.';

/**
 * The booth's users and, for
 * a role that may, 'Agregar vendedor' and a way to take each one out after a confirmation. Both are
 * done on the version of the booth shown: when someone else changed it, a notice offers to reload.
 */
export function BoothSellers({ booth, canEdit }: { booth: BoothDetail; canEdit: boolean }) {
  const confirm = useConfirm();
  const { message } = App.useApp();
  const remove = useRemoveSeller();
  const stale = useStaleNotice(boothsKeys.detail(booth.id));
  const [adding, setAdding] = useState(false);

  const onRemove = async (seller: BoothSeller) => {
    const confirmed = await confirm({
      title: 'Quitar vendedor',
      message: `¿Quitar a «${seller.label}» de la taquilla «${booth.name}»? Quedará sin taquilla asignada.`,
      confirmText: 'Quitar',
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(
      { boothId: booth.id, sellerId: seller.id },
      {
        onSuccess: () => void message.success(SELLER_REMOVED),
        onError: (error) => {
          if (!stale.refused(error)) void message.error(toApiError(error).message);
        },
      },
    );
  };

  const columns: TableColumnsType<BoothSeller> = [
    { key: 'label', title: 'Nombre', dataIndex: 'label' },
    { key: 'username', title: 'Correo', dataIndex: 'username' },
    { key: 'status', title: 'Estado', render: (_, seller) => <ActiveBadge active={seller.is_active} /> },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      title: 'Acciones',
      align: 'center',
      render: (_, seller) => (
        <Button
          type="link"
          danger
          size="small"
          icon={<UserDeleteOutlined />}
          aria-label={`Quitar ${seller.label}`}
          loading={remove.isPending && remove.variables?.sellerId === seller.id}
          onClick={() => void onRemove(seller)}
        >
          Quitar
        </Button>
      ),
    });
  }

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          {`Vendedores (${booth.sellers.length})`}
        </Typography.Title>
        {canEdit && !adding && (
          <Button icon={<UserAddOutlined />} onClick={() => setAdding(true)}>
            Agregar vendedor
          </Button>
        )}
      </Flex>
      {stale.notice}
      {canEdit && adding && <AddSeller booth={booth} stale={stale} onDone={() => setAdding(false)} />}
      <DataTable<BoothSeller>
        size="small"
        columns={columns}
        dataSource={booth.sellers}
        rowKey={(seller) => seller.id}
        pagination={false}
        emptyText="Esta taquilla no tiene vendedores asignados."
      />
    </Flex>
  );
}

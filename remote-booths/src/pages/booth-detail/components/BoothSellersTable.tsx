import type { BoothDetail } from '@banca/shared-auth';
import { Empty, Table, type TableColumnsType } from 'antd';
import { ActiveBadge } from '@banca/shared-auth';

type BoothSeller = BoothDetail['sellers'][number];

const columns: TableColumnsType<BoothSeller> = [
  { key: 'label', title: 'Etiqueta', dataIndex: 'label' },
  { key: 'username', title: 'Usuario', dataIndex: 'username' },
  { key: 'status', title: 'Estado', render: (_, seller) => <ActiveBadge active={seller.is_active} /> },
];

/** The sellers assigned to the booth (all of them: a booth has a handful). */
export function BoothSellersTable({ sellers }: { sellers: BoothSeller[] }) {
  return (
    <Table<BoothSeller>
      size="small"
      columns={columns}
      dataSource={sellers}
      rowKey={(seller) => seller.id}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Esta taquilla no tiene vendedores asignados." /> }}
    />
  );
}

import type { SellerRow } from '@banca/contracts';
import { DataTable, formatDate, type ListTableProps } from '@banca/kit';
import type { TableColumnsType } from 'antd';
import { SellerStatus } from './SellerStatus';

/** Label, username, status, attempts, created and updated, plus the booth and the reasons a seller cannot sign in. */
const columns: TableColumnsType<SellerRow> = [
  { key: 'label', title: 'Etiqueta', dataIndex: 'label' },
  { key: 'username', title: 'Usuario', dataIndex: 'username' },
  { key: 'booth', title: 'Taquilla', render: (_, seller) => seller.ticket_booth_name ?? '—' },
  { key: 'status', title: 'Estado', render: (_, seller) => <SellerStatus seller={seller} /> },
  { key: 'attempts', title: 'Intentos', dataIndex: 'failed_attempts', align: 'right' },
  { key: 'created', title: 'Creado', render: (_, seller) => formatDate(seller.created_at) },
  { key: 'updated', title: 'Actualizado', render: (_, seller) => formatDate(seller.updated_at) },
];

export function SellersTable({
  table,
  onOpen,
}: {
  table: ListTableProps<SellerRow>;
  /** A row opens the seller (click or Enter). */
  onOpen: (seller: SellerRow) => void;
}) {
  return (
    <DataTable<SellerRow>
      {...table}
      columns={columns}
      rowKey={(seller) => seller.id}
      onRowClick={onOpen}
      emptyText="No hay vendedores disponibles."
    />
  );
}

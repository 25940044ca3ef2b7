import { EyeOutlined } from '@ant-design/icons';
import { formatCurrency, type BoothRow } from '@banca/shared-auth';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { PagedTable, useBackState, type BackState, type ListPage } from '@banca/shared-auth';
import { BOOTHS_PER_PAGE } from '../hooks/useBoothsList';

const columnsFor = (backState: BackState): TableColumnsType<BoothRow> => [
  { key: 'name', title: 'Nombre', dataIndex: 'name' },
  { key: 'email', title: 'Correo', render: (_, booth) => booth.email || '—' },
  { key: 'location', title: 'Ubicación', render: (_, booth) => booth.location || '—' },
  { key: 'amount', title: 'Monto', align: 'right', render: (_, booth) => formatCurrency(booth.amount) },
  {
    key: 'actions',
    title: 'Acciones',
    align: 'center',
    render: (_, booth) => (
      <Link to={`/admin/booth-detail?id=${booth.id}`} state={backState} aria-label={`Ver ${booth.name}`}>
        <EyeOutlined aria-hidden /> Ver
      </Link>
    ),
  },
];

/** SPEC.md 2.10's columns and its 'Ver' action. */
export function BoothsTable({
  query,
  page,
  onPageChange,
}: {
  query: UseQueryResult<ListPage<BoothRow>>;
  page: number;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
}) {
  const columns = columnsFor(useBackState());
  return (
    <PagedTable<BoothRow>
      query={query}
      page={page}
      onPageChange={onPageChange}
      columns={columns}
      rowKey={(booth) => booth.id}
      emptyText="No hay taquillas disponibles."
      totalLabel={(total) => (total === 1 ? '1 taquilla' : `${total} taquillas`)}
      pageSize={BOOTHS_PER_PAGE}
    />
  );
}

import { EyeOutlined } from '@ant-design/icons';
import type { BoothRow } from '@banca/contracts';
import { formatCurrency, PagedTable, type ListPage } from '@banca/kit';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, type TableColumnsType } from 'antd';
import { BOOTHS_PER_PAGE } from '../hooks/useBoothsList';

const columnsFor = (onOpen: (booth: BoothRow) => void): TableColumnsType<BoothRow> => [
  { key: 'name', title: 'Nombre', dataIndex: 'name' },
  { key: 'email', title: 'Correo', render: (_, booth) => booth.email || '—' },
  { key: 'location', title: 'Ubicación', render: (_, booth) => booth.location || '—' },
  { key: 'amount', title: 'Monto', align: 'right', render: (_, booth) => formatCurrency(booth.amount) },
  {
    key: 'actions',
    title: 'Acciones',
    align: 'center',
    render: (_, booth) => (
      <Button
        type="link"
        size="small"
        icon={<EyeOutlined aria-hidden />}
        aria-label={`Ver ${booth.name}`}
        // The row opens the booth too: one opening per click or key, not two.
        onClick={(event) => {
          event.stopPropagation();
          onOpen(booth);
        }}
        onKeyDown={(event) => event.stopPropagation()}
      >
        Ver
      </Button>
    ),
  },
];

/** Name, e-mail, location and amount, and the 'Ver' action; 'Ver' and the row open the booth. */
export function BoothsTable({
  query,
  page,
  onPageChange,
  onOpen,
}: {
  query: UseQueryResult<ListPage<BoothRow>>;
  page: number;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  onOpen: (booth: BoothRow) => void;
}) {
  return (
    <PagedTable<BoothRow>
      query={query}
      page={page}
      onPageChange={onPageChange}
      columns={columnsFor(onOpen)}
      rowKey={(booth) => booth.id}
      onRowClick={onOpen}
      emptyText="No hay taquillas disponibles."
      totalLabel={(total) => (total === 1 ? '1 taquilla' : `${total} taquillas`)}
      pageSize={BOOTHS_PER_PAGE}
    />
  );
}

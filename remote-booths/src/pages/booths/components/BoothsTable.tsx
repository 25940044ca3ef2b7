import { EyeOutlined } from '@ant-design/icons';
import type { BoothRow } from '@banca/contracts';
import { DataTable, formatCurrency, type ListTableProps } from '@banca/kit';
import { Button, type TableColumnsType } from 'antd';

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
export function BoothsTable({ table, onOpen }: { table: ListTableProps<BoothRow>; onOpen: (booth: BoothRow) => void }) {
  return (
    <DataTable<BoothRow>
      {...table}
      columns={columnsFor(onOpen)}
      rowKey={(booth) => booth.id}
      onRowClick={onOpen}
      emptyText="No hay taquillas disponibles."
    />
  );
}

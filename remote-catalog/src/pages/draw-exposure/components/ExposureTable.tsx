import type { ExposureRow } from '@banca/contracts';
import { DataTable, formatCount, formatCurrency } from '@banca/kit';
import { Tag, type TableColumnsType } from 'antd';

const columns: TableColumnsType<ExposureRow> = [
  { title: 'Juego', dataIndex: 'game_type_name' },
  { title: 'Número', dataIndex: 'selection', render: (selection: string) => <code>{selection}</code> },
  { title: 'Monto vendido', dataIndex: 'amount', align: 'right', render: (value: number) => formatCurrency(value) },
  { title: 'Tickets', dataIndex: 'tickets', align: 'right', render: (value: number) => formatCount(value) },
  { title: 'Pago si gana', dataIndex: 'payout', align: 'right', render: (value: number) => formatCurrency(value) },
  {
    title: 'Límite de venta',
    dataIndex: 'sales_limit',
    align: 'right',
    render: (value: number | null) => (value === null ? 'Sin límite' : formatCurrency(value)),
  },
  {
    title: 'Estado',
    dataIndex: 'over_limit',
    render: (over: boolean) => (over ? <Tag color="red">Supera el límite</Tag> : <Tag>Dentro del límite</Tag>),
  },
];

/** One page of numbers; a number over its sales limit is highlighted. */
export function ExposureTable({
  rows,
  loading,
  page,
  total,
  pageSize,
  onPageChange,
}: {
  rows: ExposureRow[];
  loading: boolean;
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <DataTable<ExposureRow>
      rowKey={(row) => `${row.game_type_id}:${row.selection}`}
      columns={columns}
      dataSource={rows}
      loading={loading}
      rowClassName={(row) => (row.over_limit ? 'exposure-over-limit' : '')}
      onRow={(row) => (row.over_limit ? { style: { background: 'var(--ant-color-error-bg, #fff2f0)' } } : {})}
      emptyText="Este sorteo no tiene ventas que puedas ver."
      pagination={{ current: page, total, pageSize, showSizeChanger: false, onChange: onPageChange, hideOnSinglePage: true }}
    />
  );
}

import type { ExposureRow } from '@banca/contracts';
import type { Currency } from '@banca/contracts/money';
import { selectionLabel } from '@banca/contracts/draw-rules';
import { DataTable, formatCount, formatCurrency } from '@banca/kit';
import { Tag, type TableColumnsType, Typography } from 'antd';
import { limitHolderText } from '../../../shared/labels';

/** The columns: sales and payouts in the exposure's one currency (a limit counts every currency, as its tope does). */
const columnsOf = (currency: Currency): TableColumnsType<ExposureRow> => [
  { title: 'Juego', dataIndex: 'game_type_name' },
  { title: 'Número', dataIndex: 'selection', render: (selection: string, row) => <code>{selectionLabel(row.bet_format, selection)}</code> },
  { title: 'Monto vendido', dataIndex: 'amount', align: 'right', render: (value: number) => formatCurrency(value, currency) },
  { title: 'Tickets', dataIndex: 'tickets', align: 'right', render: (value: number) => formatCount(value) },
  { title: 'Pago si gana', dataIndex: 'payout', align: 'right', render: (value: number) => formatCurrency(value, currency) },
  {
    title: 'Tope que limita',
    dataIndex: 'limit',
    align: 'right',
    render: (limit: ExposureRow['limit']) =>
      limit === null ? (
        'Sin límite'
      ) : (
        <span>
          {formatCurrency(limit.max_amount)}
          <br />
          <Typography.Text type="secondary">{limitHolderText(limit.scope, limit.holder)}</Typography.Text>
        </span>
      ),
  },
  {
    title: 'Disponible',
    key: 'available',
    align: 'right',
    render: (_, row) => (row.limit === null ? '—' : formatCurrency(row.limit.available)),
  },
  {
    title: 'Estado',
    dataIndex: 'over_limit',
    render: (over: boolean) => (over ? <Tag color="red">Supera el límite</Tag> : <Tag>Dentro del límite</Tag>),
  },
];

/** One page of numbers with the limit that binds on each (and whose it is); a number over a limit is highlighted. */
export function ExposureTable({
  rows,
  currency,
  loading,
  page,
  total,
  pageSize,
  onPageChange,
}: {
  rows: ExposureRow[];
  currency: Currency;
  loading: boolean;
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <DataTable<ExposureRow>
      rowKey={(row) => `${row.game_type_id}:${row.selection}`}
      columns={columnsOf(currency)}
      dataSource={rows}
      loading={loading}
      rowClassName={(row) => (row.over_limit ? 'exposure-over-limit' : '')}
      onRow={(row) => (row.over_limit ? { style: { background: 'var(--ant-color-error-bg, #fff2f0)' } } : {})}
      emptyText="Este sorteo no tiene ventas que puedas ver."
      pagination={{ current: page, total, pageSize, showSizeChanger: false, onChange: onPageChange, hideOnSinglePage: true }}
    />
  );
}

import type { ReportQuery, SalesReport } from '@banca/contracts';
import { DataTable, type DataTableProps, useBackState } from '@banca/kit';
import { linkTo } from '@banca/kit/routes';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { figureColumns, FiguresSummary } from '../../../features/reports/figures';
import { routes } from '../../../routes';
import { sellerColumns } from '../sellerColumns';

type Row = SalesReport['rows'][number];

/** One row per group, each opening its detail, and the API's totals under them. */
export function ReportTable({
  report,
  query,
  groupLabel,
  ...props
}: Omit<DataTableProps<Row>, 'columns' | 'rowKey' | 'dataSource'> & {
  report: SalesReport | undefined;
  query: ReportQuery;
  /** The first column's title: what the rows are ('Taquilla', 'Vendedor', 'Juego'). */
  groupLabel: string;
}) {
  const back = useBackState();
  // the range and grouping of the rows on screen (while a new answer loads, the previous one's)
  const shown = report ? { from: report.from, to: report.to, group_by: report.group_by } : query;
  const columns: TableColumnsType<Row> = [
    {
      title: groupLabel,
      dataIndex: 'label',
      render: (label: string, row) => (
        <Link to={linkTo(routes['catalog.report'], { ...shown, key: row.key })} state={back}>
          {label}
        </Link>
      ),
    },
    ...(shown.group_by === 'seller'
      ? sellerColumns.map(({ key, title, text }) => ({ key, title, ellipsis: true, render: (_: unknown, row: Row) => text(row) }))
      : []),
    ...figureColumns<Row>(report?.currency ?? 'USD'),
  ];
  const rows = report?.rows ?? [];
  return (
    <DataTable<Row>
      rowKey="key"
      columns={columns}
      dataSource={rows}
      pagination={false}
      summary={() =>
        report && rows.length > 0 ? <FiguresSummary label="Total" totals={report.totals} currency={report.currency} /> : null
      }
      {...props}
    />
  );
}

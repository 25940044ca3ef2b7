import type { ReportFigures } from '@banca/contracts';
import { formatCurrency, formatCount } from '@banca/kit';
import { Table, Typography, type TableColumnsType } from 'antd';

const money = (value: number) => formatCurrency(value);
const net = (value: number) => <Typography.Text type={value < 0 ? 'danger' : undefined}>{formatCurrency(value)}</Typography.Text>;
const count = formatCount;

/** Tickets, Ventas, Premios, Neto, Comisión and the owners' net: the figures of a report row or day. */
export function figureColumns<T extends ReportFigures>(): TableColumnsType<T> {
  return [
    { title: 'Tickets', dataIndex: 'tickets', align: 'right', render: count },
    { title: 'Ventas', dataIndex: 'sales', align: 'right', render: money },
    { title: 'Premios', dataIndex: 'prizes', align: 'right', render: money },
    { title: 'Neto', dataIndex: 'net', align: 'right', render: net },
    { title: 'Comisión', dataIndex: 'commission', align: 'right', render: money },
    { title: 'Neto del propietario', dataIndex: 'owner_net', align: 'right', render: net },
  ];
}

/** The totals row under a figures table: the API's own totals, not a sum made here. */
export function FiguresSummary({ label, totals }: { label: string; totals: ReportFigures }) {
  return (
    <Table.Summary.Row data-testid="totals-row">
      <Table.Summary.Cell index={0}>
        <strong>{label}</strong>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={1} align="right">
        <strong>{count(totals.tickets)}</strong>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={2} align="right">
        <strong>{money(totals.sales)}</strong>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={3} align="right">
        <strong>{money(totals.prizes)}</strong>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={4} align="right">
        <strong>{net(totals.net)}</strong>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={5} align="right">
        <strong>{money(totals.commission)}</strong>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={6} align="right">
        <strong>{net(totals.owner_net)}</strong>
      </Table.Summary.Cell>
    </Table.Summary.Row>
  );
}

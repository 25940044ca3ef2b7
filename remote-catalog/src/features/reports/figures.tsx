import type { ReportFigures } from '@banca/contracts';
import { FigureTitle, formatCurrency, formatCount, MONEY_FIGURES } from '@banca/kit';
import type { Currency } from '@banca/contracts/money';
import { Table, Typography, type TableColumnsType } from 'antd';

/** Every figure of a report is of its one currency (`currency`, the answer's): never two added. */
const moneyOf = (currency: Currency) => (value: number) => formatCurrency(value, currency);
const netOf = (currency: Currency) => (value: number) => (
  <Typography.Text type={value < 0 ? 'danger' : undefined}>{formatCurrency(value, currency)}</Typography.Text>
);
const count = formatCount;

/** Tickets, then the money figures (kit's one name each, formula in a tooltip): Ventas, Premios, Resultado, Comisión, Neto. */
export function figureColumns<T extends ReportFigures>(currency: Currency): TableColumnsType<T> {
  const money = moneyOf(currency);
  const net = netOf(currency);
  return [
    { title: 'Tickets', dataIndex: 'tickets', align: 'right', render: count },
    { title: <FigureTitle figure={MONEY_FIGURES.sales} />, dataIndex: 'sales', align: 'right', render: money },
    { title: <FigureTitle figure={MONEY_FIGURES.prizes} />, dataIndex: 'prizes', align: 'right', render: money },
    // The API's `net` is sales − prizes: the figure every screen calls «Resultado».
    { title: <FigureTitle figure={MONEY_FIGURES.result} />, dataIndex: 'net', align: 'right', render: net },
    { title: <FigureTitle figure={MONEY_FIGURES.commission} />, dataIndex: 'commission', align: 'right', render: money },
    // `owner_net` is sales − prizes − commission: «Neto», as in the owner's statement.
    { title: <FigureTitle figure={MONEY_FIGURES.net} />, dataIndex: 'owner_net', align: 'right', render: net },
  ];
}

/** The totals row under a figures table: the API's own totals, not a sum made here. */
export function FiguresSummary({ label, totals, currency }: { label: string; totals: ReportFigures; currency: Currency }) {
  const money = moneyOf(currency);
  const net = netOf(currency);
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

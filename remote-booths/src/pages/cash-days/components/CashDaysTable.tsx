import type { BoothDayRow } from '@banca/contracts';
import {
  type BackState,
  DataTable,
  FigureTitle,
  formatCurrency,
  formatDate,
  Hinted,
  type ListTableProps,
  MONEY_FIGURES,
  NEGATIVE_EXPECTED_CASH,
  StatusTag,
  useBackState,
} from '@banca/kit';
import { linkTo } from '@banca/kit/routes';
import { Flex, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { routes } from '../../../routes';
import { BOOTH_DAY_STATUS_TAGS, differenceKind } from '../../../shared/labels';
import type { Currency } from '@banca/contracts/money';

/** The page of a booth's day: `/cash/day?booth=3&date=2026-11-20`. */
export const cashDayLink = (row: Pick<BoothDayRow, 'booth' | 'date'>) =>
  linkTo(routes['booths.cashDay'], { booth: row.booth.id, date: row.date });

/** A difference in red when short, with its meaning for screen readers and colour-blind eyes. */
export function DifferenceText({ value, currency }: { value: number | null; currency?: Currency }) {
  if (value === null) return <>—</>;
  return (
    <Typography.Text type={value < 0 ? 'danger' : undefined} strong={value !== 0}>
      {formatCurrency(value, currency)} <Typography.Text type="secondary">({differenceKind(value)})</Typography.Text>
    </Typography.Text>
  );
}

/** The expected cash; below zero with the reason in a «?» (`explained`: said in words under it instead). */
export function ExpectedCashText({
  value,
  explained = false,
  currency,
}: {
  value: number | null;
  explained?: boolean;
  currency?: Currency;
}) {
  // null only for a blind count's terminal (never a back-office answer): shown as the kit shows no amount.
  if (value === null || value >= 0) return <>{formatCurrency(value, currency)}</>;
  if (!explained) return <Hinted hint={NEGATIVE_EXPECTED_CASH}>{formatCurrency(value, currency)}</Hinted>;
  return (
    <Flex vertical>
      <span>{formatCurrency(value, currency)}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12, lineHeight: 1.4, whiteSpace: 'normal' }}>
        {NEGATIVE_EXPECTED_CASH}
      </Typography.Text>
    </Flex>
  );
}

const money = (title: ReactNode, key: keyof BoothDayRow): TableColumnsType<BoothDayRow>[number] => ({
  title,
  key,
  align: 'right',
  render: (_, row) => formatCurrency(row[key] as number | null, row.currency),
});

function columnsOf(back: BackState): TableColumnsType<BoothDayRow> {
  return [
    {
      title: 'Fecha',
      key: 'date',
      render: (_, row) => (
        <Link to={cashDayLink(row)} state={back} onClick={(event) => event.stopPropagation()}>
          {formatDate(row.date)}
        </Link>
      ),
    },
    { title: 'Taquilla', key: 'booth', render: (_, row) => row.booth.name },
    { title: 'Estado', key: 'status', render: (_, row) => <StatusTag value={row.status} styles={BOOTH_DAY_STATUS_TAGS} /> },
    money('Ventas', 'sales'),
    money('Anulados', 'cancelled'),
    money('Premios pagados', 'prizes_paid'),
    money(<FigureTitle figure={MONEY_FIGURES.commission} />, 'commission'),
    {
      title: <FigureTitle figure={MONEY_FIGURES.expectedCash} />,
      key: 'expected_cash',
      align: 'right',
      render: (_, row) => <ExpectedCashText value={row.expected_cash} />,
    },
    money('Efectivo contado', 'declared_cash'),
    { title: 'Diferencia', key: 'difference', align: 'right', render: (_, row) => <DifferenceText value={row.difference} /> },
  ];
}

/** A day on a phone: date, booth and status, then expected and counted cash and the difference. */
function stackedDay(row: BoothDayRow, back: BackState) {
  return (
    <Flex vertical gap={2}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Link to={cashDayLink(row)} state={back} onClick={(event) => event.stopPropagation()}>
          {formatDate(row.date)} · {row.booth.name}
        </Link>
        <StatusTag value={row.status} styles={BOOTH_DAY_STATUS_TAGS} />
      </Flex>
      <Typography.Text>
        Ventas {formatCurrency(row.sales, row.currency)} · Esperado <ExpectedCashText value={row.expected_cash} currency={row.currency} />
      </Typography.Text>
      <Typography.Text>
        Contado {formatCurrency(row.declared_cash, row.currency)} · Diferencia{' '}
        <DifferenceText value={row.difference} currency={row.currency} />
      </Typography.Text>
    </Flex>
  );
}

/** A page of booth days; a row opens its day, whose way back returns here. */
export function CashDaysTable({ tableProps, emptyText }: { tableProps: ListTableProps<BoothDayRow>; emptyText: string }) {
  const back = useBackState();
  const navigate = useNavigate();
  return (
    <DataTable<BoothDayRow>
      {...tableProps}
      columns={columnsOf(back)}
      stacked={{ title: 'Días', render: (row) => stackedDay(row, back) }}
      rowKey={(row) => `${row.booth.id}/${row.date}`}
      emptyText={emptyText}
      onRowClick={(row) => navigate(cashDayLink(row), { state: back })}
    />
  );
}

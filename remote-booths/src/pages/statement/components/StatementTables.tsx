import type { Currency } from '@banca/contracts/money';
import type { OwnerPayment, Statement, StatementDay, StatementGameType } from '@banca/contracts';
import {
  DataTable,
  DateTimeText,
  FigureTitle,
  formatCurrency,
  formatDate,
  MONEY_FIGURES,
  PAYMENT_DIRECTION_LABELS,
  TotalsRow,
} from '@banca/kit';
import { Button, Flex, Grid, Tag, Typography, type TableColumnsType } from 'antd';
import { percentText } from '../../../shared/labels';

/** A balance: negative (the owner owes the banca) in red. */
function Balance({ value, currency }: { value: number; currency: Currency }) {
  return <Typography.Text type={value < 0 ? 'danger' : undefined}>{formatCurrency(value, currency)}</Typography.Text>;
}

/** A day whose figures may still move: some of the owner's booths have not closed it. */
function OpenBooths({ count }: { count: number }) {
  if (count === 0) return null;
  return <Tag color="gold">{count === 1 ? '1 taquilla abierta' : `${count} taquillas abiertas`}</Tag>;
}

/** A money column named by the kit's one name of its figure, its formula in a tooltip. */
const money = (key: keyof StatementDay & keyof typeof MONEY_FIGURES, currency: Currency): TableColumnsType<StatementDay>[number] => ({
  title: <FigureTitle figure={MONEY_FIGURES[key]} />,
  key,
  align: 'right',
  render: (_, day) => formatCurrency(day[key] as number, currency),
});

/** The days' columns, every amount in the statement's one currency. */
const dayColumns = (currency: Currency): TableColumnsType<StatementDay> => [
  {
    title: 'Fecha',
    key: 'date',
    // The open booths' tag under the date, not beside it: the nine figures fit a 1366 px screen.
    render: (_, day) => (
      <Flex vertical align="start" gap={2}>
        <span style={{ whiteSpace: 'nowrap' }}>{formatDate(day.date)}</span>
        <OpenBooths count={day.open_booths} />
      </Flex>
    ),
  },
  money('sales', currency),
  money('prizes', currency),
  money('commission', currency),
  money('net', currency),
  {
    title: <FigureTitle figure={MONEY_FIGURES.participation} />,
    key: 'participation',
    align: 'right',
    render: (_, day) => (
      <span>
        {formatCurrency(day.participation, currency)}
        <br />
        <Typography.Text type="secondary">{percentText(day.participation_percentage)}</Typography.Text>
      </span>
    ),
  },
  money('payments', currency),
  { title: 'Saldo', key: 'balance', align: 'right', render: (_, day) => <Balance value={day.balance} currency={currency} /> },
];

/** A day on a phone: date, net and balance, then the rest. */
function stackedDay(day: StatementDay, currency: Currency) {
  return (
    <Flex vertical gap={2}>
      <Flex justify="space-between" gap={8} wrap>
        <Typography.Text strong>
          {formatDate(day.date)} <OpenBooths count={day.open_booths} />
        </Typography.Text>
        <span>
          Saldo <Balance value={day.balance} currency={currency} />
        </span>
      </Flex>
      <Typography.Text type="secondary">
        {MONEY_FIGURES.sales.label} {formatCurrency(day.sales, currency)} · {MONEY_FIGURES.prizes.label}{' '}
        {formatCurrency(day.prizes, currency)} · {MONEY_FIGURES.commission.label} {formatCurrency(day.commission, currency)}
      </Typography.Text>
      <Typography.Text type="secondary">
        {MONEY_FIGURES.net.label} {formatCurrency(day.net, currency)} · {MONEY_FIGURES.participation.label}{' '}
        {formatCurrency(day.participation, currency)} · {MONEY_FIGURES.payments.label} {formatCurrency(day.payments, currency)}
      </Typography.Text>
    </Flex>
  );
}

/** Every day of the range with movement, and the totals of the range. */
export function StatementDaysTable({ statement, loading }: { statement: Statement; loading: boolean }) {
  const { totals } = statement;
  // On a phone the days are stacked in one column: the totals are the figures above the table.
  const phone = Grid.useBreakpoint().xs === true;
  const cells = [
    { key: 'sales', value: formatCurrency(totals.sales, statement.currency) },
    { key: 'prizes', value: formatCurrency(totals.prizes, statement.currency) },
    { key: 'commission', value: formatCurrency(totals.commission, statement.currency) },
    { key: 'net', value: formatCurrency(totals.net, statement.currency) },
    { key: 'participation', value: formatCurrency(totals.participation, statement.currency) },
    { key: 'payments', value: formatCurrency(totals.payments, statement.currency) },
    { key: 'balance', value: <Balance value={statement.closing_balance} currency={statement.currency} /> },
  ];
  return (
    <DataTable<StatementDay>
      dataSource={statement.days}
      loading={loading}
      columns={dayColumns(statement.currency)}
      // Nine figures, each with its «?»: the dense rows let them fit a 1366 px screen without scrolling.
      size="small"
      stacked={{ title: 'Días', render: (day) => stackedDay(day, statement.currency) }}
      rowKey="date"
      pagination={false}
      emptyText="No hay movimiento en estas fechas."
      summary={() => !phone && statement.days.length > 0 && <TotalsRow label="Total" cells={cells} />}
    />
  );
}

/** A payment on a phone: kind and amount with its state, then when and who, the reason, and Reversar. */
function stackedPayment(payment: OwnerPayment, onReverse: ((payment: OwnerPayment) => void) | null) {
  return (
    <Flex vertical gap={2}>
      <Flex justify="space-between" gap={8} wrap>
        <Typography.Text strong>
          {PAYMENT_DIRECTION_LABELS[payment.direction]} {formatCurrency(payment.amount, payment.currency)}
        </Typography.Text>
        <PaymentState payment={payment} />
      </Flex>
      <Typography.Text type="secondary">
        <DateTimeText value={payment.created_at} /> · {payment.created_by ?? '—'}
      </Typography.Text>
      <Typography.Text>{payment.reason}</Typography.Text>
      {onReverse && payment.reversed_at === null && <ReverseButton payment={payment} onReverse={onReverse} />}
    </Flex>
  );
}

/** Vigente, or reversed: when, by whom and why. */
function PaymentState({ payment }: { payment: OwnerPayment }) {
  if (payment.reversed_at === null) return <Tag color="green">Vigente</Tag>;
  return (
    <span>
      <Tag color="red">Reversado</Tag> <DateTimeText value={payment.reversed_at} />
      <br />
      <Typography.Text type="secondary">
        {payment.reversed_by ?? '—'}: {payment.reversal_reason ?? ''}
      </Typography.Text>
    </span>
  );
}

function ReverseButton({ payment, onReverse }: { payment: OwnerPayment; onReverse: (payment: OwnerPayment) => void }) {
  return (
    <Button
      size="small"
      danger
      onClick={() => onReverse(payment)}
      aria-label={`Reversar ${PAYMENT_DIRECTION_LABELS[payment.direction].toLowerCase()} de ${formatCurrency(payment.amount, payment.currency)}`}
    >
      Reversar
    </Button>
  );
}

/** The payments entered or reversed in the range; an administrator may reverse one still standing. */
export function PaymentsTable({ payments, onReverse }: { payments: OwnerPayment[]; onReverse: ((payment: OwnerPayment) => void) | null }) {
  const columns: TableColumnsType<OwnerPayment> = [
    { title: 'Fecha', key: 'created_at', width: 150, render: (_, payment) => <DateTimeText value={payment.created_at} /> },
    { title: 'Tipo', key: 'direction', width: 80, render: (_, payment) => PAYMENT_DIRECTION_LABELS[payment.direction] },
    { title: 'Monto', key: 'amount', width: 120, align: 'right', render: (_, payment) => formatCurrency(payment.amount, payment.currency) },
    // A long reason (and a reversal's who and why) wraps within its column, 'Reversar' stays in view.
    { title: 'Motivo', dataIndex: 'reason' },
    { title: 'Registrado por', key: 'created_by', width: 150, render: (_, payment) => payment.created_by ?? '—' },
    { title: 'Estado', key: 'reversed', width: 190, render: (_, payment) => <PaymentState payment={payment} /> },
  ];
  if (onReverse)
    columns.push({
      title: 'Acciones',
      key: 'actions',
      width: 110,
      render: (_, payment) => payment.reversed_at === null && <ReverseButton payment={payment} onReverse={onReverse} />,
    });
  return (
    <DataTable<OwnerPayment>
      dataSource={payments}
      columns={columns}
      stacked={{ title: 'Movimientos', render: (payment) => stackedPayment(payment, onReverse) }}
      // Dense as the days above: 'Reversar' stays in view at 1366 px. Its columns share the width the
      // page has (no sideways scroll), whatever a reason or a name holds: a long word breaks.
      size="small"
      scroll={undefined}
      tableLayout="fixed"
      style={{ overflowWrap: 'break-word' }}
      rowKey="id"
      pagination={false}
      emptyText="No hay cobros ni abonos en estas fechas."
    />
  );
}

/**
 * The range's sales and commission per game type: each line earns the commission of the owner's
 * prize plan it was sold with, so a game type may earn a percentage of its own; the rows add up to
 * the range's totals.
 */
export function CommissionByGameTypeTable({ statement }: { statement: Statement }) {
  const phone = Grid.useBreakpoint().xs === true;
  const columns: TableColumnsType<StatementGameType> = [
    {
      title: 'Tipo de juego',
      key: 'name',
      render: (_, row) => (
        <span>
          {row.name}
          <br />
          <Typography.Text type="secondary">{row.module}</Typography.Text>
        </span>
      ),
    },
    {
      title: <FigureTitle figure={MONEY_FIGURES.sales} />,
      key: 'sales',
      align: 'right',
      render: (_, row) => formatCurrency(row.sales, statement.currency),
    },
    {
      title: <FigureTitle figure={MONEY_FIGURES.commission} />,
      key: 'commission',
      align: 'right',
      render: (_, row) => formatCurrency(row.commission, statement.currency),
    },
  ];
  return (
    <DataTable<StatementGameType>
      dataSource={statement.by_game_type}
      columns={columns}
      size="small"
      stacked={{
        title: 'Tipos de juego',
        render: (row) => (
          <Flex justify="space-between" gap={8} wrap>
            <Typography.Text strong>
              {row.module} · {row.name}
            </Typography.Text>
            <span>
              {MONEY_FIGURES.sales.label} {formatCurrency(row.sales, statement.currency)} · {MONEY_FIGURES.commission.label}{' '}
              {formatCurrency(row.commission, statement.currency)}
            </span>
          </Flex>
        ),
      }}
      rowKey="game_type_id"
      pagination={false}
      emptyText="No hay ventas en estas fechas."
      summary={() =>
        !phone &&
        statement.by_game_type.length > 0 && (
          <TotalsRow
            label="Total"
            cells={[
              { key: 'sales', value: formatCurrency(statement.totals.sales, statement.currency) },
              { key: 'commission', value: formatCurrency(statement.totals.commission, statement.currency) },
            ]}
          />
        )
      }
    />
  );
}

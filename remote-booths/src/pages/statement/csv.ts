/**
 * An owner's statement as a CSV file (the kit's CSV rules: semicolons, decimal comma, BOM, CRLF):
 * the owner and range, the opening balance, one line per day as the table shows it (its money
 * figures named by the kit's one name each), the totals and the closing balance; then the payments
 * of the range. Times on the business clock.
 */
import type { OwnerPayment, Statement } from '@banca/contracts';
import { BOM, csvAmount, csvText, EOL, formatDate, formatDateTime, MONEY_FIGURES, PAYMENT_DIRECTION_LABELS, SEPARATOR } from '@banca/kit';

export const STATEMENT_DAY_HEADERS = [
  'Fecha',
  MONEY_FIGURES.sales.label,
  MONEY_FIGURES.prizes.label,
  MONEY_FIGURES.commission.label,
  MONEY_FIGURES.net.label,
  `${MONEY_FIGURES.participation.label} (%)`,
  MONEY_FIGURES.participation.label,
  MONEY_FIGURES.payments.label,
  'Saldo',
  'Taquillas abiertas',
];

export const STATEMENT_PAYMENT_HEADERS = [
  'Fecha',
  'Tipo',
  'Monto',
  'Motivo',
  'Registrado por',
  'Reversado el',
  'Reversado por',
  'Motivo de la reversa',
];

const line = (fields: string[]) => fields.join(SEPARATOR);
const percent = (value: number) => csvAmount(value);

function paymentLine(payment: OwnerPayment): string {
  return line([
    formatDateTime(payment.created_at),
    csvText(PAYMENT_DIRECTION_LABELS[payment.direction]),
    csvAmount(payment.amount),
    csvText(payment.reason),
    csvText(payment.created_by ?? ''),
    payment.reversed_at ? formatDateTime(payment.reversed_at) : '',
    csvText(payment.reversed_by ?? ''),
    csvText(payment.reversal_reason ?? ''),
  ]);
}

export function statementCsv(statement: Statement): string {
  const { totals } = statement;
  const lines = [
    line([csvText('Estado de cuenta'), csvText(statement.owner.name)]),
    line([csvText('Desde'), formatDate(statement.from), csvText('Hasta'), formatDate(statement.to)]),
    // Every amount below is of this one currency.
    line([csvText('Moneda'), statement.currency]),
    line([csvText('Saldo inicial'), csvAmount(statement.opening_balance)]),
    '',
    line(STATEMENT_DAY_HEADERS.map(csvText)),
    ...statement.days.map((day) =>
      line([
        formatDate(day.date),
        csvAmount(day.sales),
        csvAmount(day.prizes),
        csvAmount(day.commission),
        csvAmount(day.net),
        percent(day.participation_percentage),
        csvAmount(day.participation),
        csvAmount(day.payments),
        csvAmount(day.balance),
        String(day.open_booths),
      ]),
    ),
    line([
      'Total',
      csvAmount(totals.sales),
      csvAmount(totals.prizes),
      csvAmount(totals.commission),
      csvAmount(totals.net),
      '',
      csvAmount(totals.participation),
      csvAmount(totals.payments),
      csvAmount(statement.closing_balance),
      '',
    ]),
    line([csvText('Saldo final'), csvAmount(statement.closing_balance)]),
    '',
    line([csvText(MONEY_FIGURES.payments.label)]),
    line(STATEMENT_PAYMENT_HEADERS.map(csvText)),
    ...statement.payments.map(paymentLine),
  ];
  return `${BOM}${lines.join(EOL)}${EOL}`;
}

/** estado-de-cuenta-gustavo-salazar-2026-11-01-2026-11-30.csv */
export function statementFileName(statement: Pick<Statement, 'owner' | 'from' | 'to'>): string {
  const name = statement.owner.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `estado-de-cuenta-${name || statement.owner.id}-${statement.from}-${statement.to}.csv`;
}

/** The booth days of a filter as a CSV file (the kit's CSV rules: semicolons, decimal comma, BOM; times on the business clock). */
import type { BoothDayListQuery, BoothDayRow } from '@banca/contracts';
import { MAX_PAGE_LIMIT } from '@banca/contracts/limits';
import { BOM, cashApi, csvAmount, csvText, EOL, formatDate, formatDateTime, SEPARATOR } from '@banca/kit';
import { actorText, BOOTH_DAY_STATUS_TAGS } from '../../shared/labels';

export const CASH_DAYS_HEADERS = [
  'Fecha',
  'Taquilla',
  'Estado',
  'Tickets',
  'Moneda',
  'Ventas',
  'Anulados',
  'Premios pagados',
  'Comisión',
  'Efectivo esperado',
  'Efectivo contado',
  'Diferencia',
  'Cerrado por',
  'Cerrado el',
  'Aprobado por',
  'Aprobado el',
];

const amountOrEmpty = (value: number | null) => (value === null ? '' : csvAmount(value));
const momentOrEmpty = (value: string | null) => (value === null ? '' : formatDateTime(value));
const actorOrEmpty = (actor: BoothDayRow['closed_by']) => (actor === null ? '' : csvText(actorText(actor)));

/** One line per day, the table's figures, then who closed and approved it and when (Caracas time). */
export function cashDaysCsv(rows: BoothDayRow[]): string {
  const lines = [
    CASH_DAYS_HEADERS.map(csvText).join(SEPARATOR),
    ...rows.map((row) =>
      [
        formatDate(row.date),
        csvText(row.booth.name),
        BOOTH_DAY_STATUS_TAGS[row.status].label,
        String(row.tickets),
        row.currency,
        csvAmount(row.sales),
        csvAmount(row.cancelled),
        csvAmount(row.prizes_paid),
        csvAmount(row.commission),
        amountOrEmpty(row.expected_cash),
        amountOrEmpty(row.declared_cash),
        amountOrEmpty(row.difference),
        actorOrEmpty(row.closed_by),
        momentOrEmpty(row.closed_at),
        actorOrEmpty(row.approved_by),
        momentOrEmpty(row.approved_at),
      ].join(SEPARATOR),
    ),
  ];
  return `${BOM}${lines.join(EOL)}${EOL}`;
}

/** cierres-de-caja-2026-11-01-2026-11-30.csv */
export const cashDaysFileName = (query: Pick<BoothDayListQuery, 'from' | 'to'>) => `cierres-de-caja-${query.from}-${query.to}.csv`;

/** Every day of the filter (not only the page shown), read in pages of the largest size. */
export async function allCashDays(query: BoothDayListQuery): Promise<BoothDayRow[]> {
  const rows: BoothDayRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await cashApi.days({ ...query, page, limit: MAX_PAGE_LIMIT });
    rows.push(...answer.days);
    if (page >= answer.totalPages) return rows;
  }
}

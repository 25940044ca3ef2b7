/**
 * The sales report as a CSV file that Excel in Spanish opens as it is: fields separated by
 * semicolons (the comma is the decimal mark there), amounts with two decimals and a decimal
 * comma, no thousands separator, CRLF line ends, and a UTF-8 byte-order mark so the accents of
 * 'Lotería' or 'Agencia El Ávila' are read as UTF-8 and not as Windows-1252.
 */
import type { ReportFigures, ReportGroupBy, SalesReport } from '@banca/contracts';
import { sellerColumns } from './sellerColumns';

import { BOM, csvAmount, csvText, EOL, MONEY_FIGURES, SEPARATOR } from '@banca/kit';

/** The money columns in the table's order, named as the table names them. */
const FIGURE_COLUMNS = ['sales', 'prizes', 'result', 'commission', 'net'] as const;

export { BOM, csvAmount, csvText, SEPARATOR } from '@banca/kit';

const figures = (label: string, f: ReportFigures, details: string[] = []) =>
  [
    csvText(label),
    ...details.map(csvText),
    String(f.tickets),
    csvAmount(f.sales),
    csvAmount(f.prizes),
    csvAmount(f.net),
    csvAmount(f.commission),
    csvAmount(f.owner_net),
  ].join(SEPARATOR);

/**
 * Exactly what the report table shows: a header, one line per group (in the table's order) and
 * the totals line. `groupLabel` names the first column ('Taquilla', 'Vendedor', 'Juego'); grouped by
 * seller, the username and booth follow it, as in the table.
 */
export function salesReportCsv(report: Pick<SalesReport, 'rows' | 'totals'> & { group_by?: ReportGroupBy }, groupLabel: string): string {
  const details = report.group_by === 'seller' ? sellerColumns : [];
  const lines = [
    [groupLabel, ...details.map((column) => column.title), 'Tickets', ...FIGURE_COLUMNS.map((key) => MONEY_FIGURES[key].label)]
      .map(csvText)
      .join(SEPARATOR),
    ...report.rows.map((row) =>
      figures(
        row.label,
        row,
        details.map((column) => column.text(row)),
      ),
    ),
    figures(
      'Total',
      report.totals,
      details.map(() => ''),
    ),
  ];
  return `${BOM}${lines.join(EOL)}${EOL}`;
}

/** What the file name calls each grouping. */
const GROUP_FILE_NAMES: Record<ReportGroupBy, string> = {
  booth: 'taquilla',
  seller: 'vendedor',
  game: 'juego',
  game_type: 'tipo-de-juego',
};

/** reporte-ventas-taquilla-2026-11-01-2026-11-30.csv */
export function salesReportFileName(report: Pick<SalesReport, 'group_by' | 'from' | 'to'>): string {
  return `reporte-ventas-${GROUP_FILE_NAMES[report.group_by]}-${report.from}-${report.to}.csv`;
}

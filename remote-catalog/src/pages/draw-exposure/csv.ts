/** A draw's exposure as a CSV file (the shared CSV rules: semicolons, decimal comma, BOM). */
import type { DrawExposureQuery, ExposureRow } from '@banca/contracts';
import { selectionLabel } from '@banca/contracts/draw-rules';
import { EXPOSURE_PAGE } from '@banca/contracts/limits';
import { BOM, csvAmount, csvText, drawsApi, EOL, SEPARATOR } from '@banca/kit';
import { limitHolderText } from '../../shared/labels';

export const EXPOSURE_HEADERS = [
  'Juego',
  'Número',
  'Monto vendido',
  'Tickets',
  'Pago si gana',
  'Tope que limita',
  'De quién es el tope',
  'Vendido en su alcance',
  'Disponible',
  'Supera el límite',
];

/** The same columns as the table, one line per number, in the order asked for. */
export function exposureCsv(rows: ExposureRow[]): string {
  const lines = [
    EXPOSURE_HEADERS.map(csvText).join(SEPARATOR),
    ...rows.map((row) =>
      [
        csvText(row.game_type_name),
        csvText(selectionLabel(row.bet_format, row.selection)),
        csvAmount(row.amount),
        String(row.tickets),
        csvAmount(row.payout),
        row.limit === null ? '' : csvAmount(row.limit.max_amount),
        row.limit === null ? '' : csvText(limitHolderText(row.limit.scope, row.limit.holder)),
        row.limit === null ? '' : csvAmount(row.limit.sold),
        row.limit === null ? '' : csvAmount(row.limit.available),
        row.over_limit ? 'Sí' : 'No',
      ].join(SEPARATOR),
    ),
  ];
  return `${BOM}${lines.join(EOL)}${EOL}`;
}

/** Every number of the exposure (not only the page shown), read in pages of the largest size. */
export async function allExposureRows(id: number, query: DrawExposureQuery): Promise<ExposureRow[]> {
  const rows: ExposureRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await drawsApi.exposure(id, { ...query, page, limit: EXPOSURE_PAGE.max });
    rows.push(...answer.numbers);
    if (page >= answer.totalPages) return rows;
  }
}

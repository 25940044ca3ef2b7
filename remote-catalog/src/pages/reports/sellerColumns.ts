import type { SalesReport } from '@banca/contracts';

type Row = SalesReport['rows'][number];

/**
 * Grouped by seller, the columns after the seller's name in the table and in the CSV: sellers are
 * named by people's names, and namesakes would otherwise be indistinguishable rows.
 */
export const sellerColumns: { key: 'username' | 'booth'; title: string; text: (row: Row) => string }[] = [
  { key: 'username', title: 'Usuario', text: (row) => row.username ?? '' },
  { key: 'booth', title: 'Taquilla', text: (row) => row.booth ?? 'Sin taquilla' },
];

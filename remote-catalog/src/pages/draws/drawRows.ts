import type { Draw, DrawList } from '@banca/contracts';
import { businessTime, businessToday } from '@banca/kit';

/** A draw of the list with the game type of its group. */
export interface DrawRow extends Draw {
  game_type_name: string;
  module_code: string;
}

/**
 * The order people look for draws in: today's first (earliest first), then the ones to come
 * (soonest first), then the past ones (latest first). Days are counted on the business clock.
 */
export function fromToday(rows: DrawRow[], today: string = businessToday().format('YYYY-MM-DD')): DrawRow[] {
  const keyed = rows.map((row) => ({ row, day: businessTime(row.draw_at).format('YYYY-MM-DD'), at: Date.parse(row.draw_at) }));
  const rank = (day: string) => (day === today ? 0 : day > today ? 1 : 2);
  return keyed
    .sort((a, b) => rank(a.day) - rank(b.day) || (rank(a.day) === 2 ? b.at - a.at : a.at - b.at) || a.row.id - b.row.id)
    .map(({ row }) => row);
}

/** The API's groups of draws as the rows of one table, today's first. */
export const drawRowsOf = (answer: DrawList): DrawRow[] =>
  fromToday(
    answer.game_types.flatMap((group) =>
      group.draws.map((draw) => ({ ...draw, game_type_name: group.game_type_name, module_code: group.module_code })),
    ),
  );

/**
 * A lottery's schedule as the week grid edits it: one row per time (HH:MM) with the weekdays it
 * draws at that time (ISO: 1 Monday … 7 Sunday), to and from the API's `[{ weekdays, times }]`.
 */
import type { Schedule } from '@banca/contracts';
import { SCHEDULE_TIME_PATTERN } from '@banca/contracts/draw-rules';

export interface ScheduleRow {
  time: string;
  days: number[];
}

export const WEEKDAYS = [
  { day: 1, short: 'Lun', name: 'lunes' },
  { day: 2, short: 'Mar', name: 'martes' },
  { day: 3, short: 'Mié', name: 'miércoles' },
  { day: 4, short: 'Jue', name: 'jueves' },
  { day: 5, short: 'Vie', name: 'viernes' },
  { day: 6, short: 'Sáb', name: 'sábado' },
  { day: 7, short: 'Dom', name: 'domingo' },
] as const;

const TIME = new RegExp(SCHEDULE_TIME_PATTERN);

/** The grid's rows of a schedule: one per time, in time order. */
export function rowsOfSchedule(schedule: Schedule): ScheduleRow[] {
  const days = new Map<string, Set<number>>();
  for (const entry of schedule) {
    for (const time of entry.times) {
      const set = days.get(time) ?? new Set<number>();
      for (const day of entry.weekdays) set.add(day);
      days.set(time, set);
    }
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([time, set]) => ({ time, days: [...set].sort() }));
}

/** The schedule the API takes: one entry per row (rows without a valid time or a day are left to the check). */
export const scheduleOfRows = (rows: ScheduleRow[]): Schedule =>
  rows.filter((row) => TIME.test(row.time) && row.days.length > 0).map((row) => ({ weekdays: [...row.days].sort(), times: [row.time] }));

/** What is wrong with the grid, in Spanish, or null: a time not HH:MM, a time twice, a time without a day. */
export function scheduleProblem(rows: ScheduleRow[]): string | null {
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    if (!TIME.test(row.time)) return `La hora ${index + 1} debe escribirse HH:MM (por ejemplo 08:00 o 19:30).`;
    if (seen.has(row.time)) return `La hora ${row.time} está repetida.`;
    seen.add(row.time);
    if (row.days.length === 0) return `Marca al menos un día para las ${row.time}.`;
  }
  return null;
}

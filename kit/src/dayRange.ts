/**
 * A range of business days as the URL and the API write it (`YYYY-MM-DD`, both ends included): the
 * reports', the booth days' and the statements' ranges.
 */
import dayjs from 'dayjs';
import { businessToday, isCalendarDay } from './format';

export const DAY_FORMAT = 'YYYY-MM-DD';

/** A day of the calendar written `YYYY-MM-DD`: never `2026-02-30`, which dayjs would read as 2 March. */
export const isDay = (value: string): boolean => isCalendarDay(value) && dayjs(value).format(DAY_FORMAT) === value;

/** This month on the business clock. */
export function thisMonth(): { from: string; to: string } {
  const today = businessToday();
  return { from: today.startOf('month').format(DAY_FORMAT), to: today.endOf('month').format(DAY_FORMAT) };
}

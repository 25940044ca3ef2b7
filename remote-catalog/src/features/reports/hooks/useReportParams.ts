/**
 * The report's range and grouping (and, on the detail page, the group's key) kept in the URL as a
 * list's filters. Without them the report covers this month, grouped by booth.
 */
import type { ReportQuery } from '@banca/contracts';
import { REPORT_GROUP_BYS } from '@banca/contracts/enums';
import { businessToday, isCalendarDay, isOneOf, useListParams } from '@banca/kit';
import dayjs from 'dayjs';

export const DAY_FORMAT = 'YYYY-MM-DD';
const KEYS = ['from', 'to', 'group_by', 'key'] as const;

const isDay = (value: string) => isCalendarDay(value) && dayjs(value, DAY_FORMAT).isValid();

/** This month on the business clock. */
export function thisMonth(): { from: string; to: string } {
  const today = businessToday();
  return { from: today.startOf('month').format(DAY_FORMAT), to: today.endOf('month').format(DAY_FORMAT) };
}

export function useReportParams() {
  const month = thisMonth();
  const { filters, setFilters } = useListParams(KEYS);
  const ranged = isDay(filters.from) && isDay(filters.to);
  // Always grouped: the report shows a grouping even when the URL names none.
  const query: Required<ReportQuery> = {
    from: ranged ? filters.from : month.from,
    to: ranged ? filters.to : month.to,
    group_by: isOneOf(REPORT_GROUP_BYS, filters.group_by) ? filters.group_by : 'booth',
  };
  const key = /^\d{1,10}$/.test(filters.key) ? filters.key : null;
  return { query, key, setQuery: setFilters };
}

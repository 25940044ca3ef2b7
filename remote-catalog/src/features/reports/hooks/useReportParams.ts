/**
 * The report's range and grouping (and, on the detail page, the group's key) kept in the URL as a
 * list's filters. Without them the report covers this month, grouped by booth.
 */
import type { ReportGroupBy } from '@banca/contracts';
import { isOneOf, useListParams, type ReportQuery } from '@banca/kit';
import dayjs from 'dayjs';
import { GROUP_BY } from '../../../shared/labels';

export const DAY_FORMAT = 'YYYY-MM-DD';
const GROUPS = GROUP_BY.map((g) => g.value);
const KEYS = ['from', 'to', 'group_by', 'key'] as const;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value, DAY_FORMAT).isValid();

export function thisMonth(): { from: string; to: string } {
  return { from: dayjs().startOf('month').format(DAY_FORMAT), to: dayjs().endOf('month').format(DAY_FORMAT) };
}

export function useReportParams() {
  const month = thisMonth();
  const { filters, setFilters } = useListParams(KEYS);
  const ranged = isDay(filters.from) && isDay(filters.to);
  const query: ReportQuery = {
    from: ranged ? filters.from : month.from,
    to: ranged ? filters.to : month.to,
    group_by: isOneOf<ReportGroupBy>(GROUPS, filters.group_by) ? filters.group_by : 'booth',
  };
  const key = /^\d{1,10}$/.test(filters.key) ? filters.key : null;
  return { query, key, setQuery: setFilters };
}

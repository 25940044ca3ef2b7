/**
 * The report's range and grouping (and, on the detail page, the group's key) kept in the URL.
 * Without them the report covers this month, grouped by booth.
 */
import type { ReportGroupBy, ReportQuery } from '@banca/shared-auth';
import dayjs from 'dayjs';
import { GROUP_BY, isOneOf } from '../constants/labels';
import { useUrlState } from './useUrlState';

export const DAY_FORMAT = 'YYYY-MM-DD';
const GROUPS = GROUP_BY.map((g) => g.value);

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value, DAY_FORMAT).isValid();

export function thisMonth(): { from: string; to: string } {
  return { from: dayjs().startOf('month').format(DAY_FORMAT), to: dayjs().endOf('month').format(DAY_FORMAT) };
}

export function useReportParams() {
  const month = thisMonth();
  const [url, setUrl] = useUrlState({ from: '', to: '', group_by: '', key: '' });
  const ranged = isDay(url.from) && isDay(url.to);
  const query: ReportQuery = {
    from: ranged ? url.from : month.from,
    to: ranged ? url.to : month.to,
    group_by: isOneOf<ReportGroupBy>(GROUPS, url.group_by) ? url.group_by : 'booth',
  };
  const key = /^\d{1,10}$/.test(url.key) ? url.key : null;
  return { query, key, setUrl };
}

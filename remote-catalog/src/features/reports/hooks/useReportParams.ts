/**
 * The report's range, grouping and currency (and, on the detail page, the group's key) kept in the URL as a
 * list's filters. Without them the report covers this month, grouped by booth, in the banca's default currency.
 */
import type { ReportQuery } from '@banca/contracts';
import { REPORT_GROUP_BYS } from '@banca/contracts/enums';
import { CURRENCIES } from '@banca/contracts/money';
import { isDay, isOneOf, thisMonth, useListParams } from '@banca/kit';

const KEYS = ['from', 'to', 'group_by', 'key', 'currency'] as const;

export function useReportParams() {
  const month = thisMonth();
  const { filters, setFilters } = useListParams(KEYS);
  const ranged = isDay(filters.from) && isDay(filters.to);
  // Always grouped: the report shows a grouping even when the URL names none.
  const query: Required<Omit<ReportQuery, 'currency'>> & Pick<ReportQuery, 'currency'> = {
    from: ranged ? filters.from : month.from,
    to: ranged ? filters.to : month.to,
    group_by: isOneOf(REPORT_GROUP_BYS, filters.group_by) ? filters.group_by : 'booth',
    // One currency's figures only (the banca's default unless picked): two are never added.
    ...(isOneOf(CURRENCIES, filters.currency) ? { currency: filters.currency } : {}),
  };
  const key = /^\d{1,10}$/.test(filters.key) ? filters.key : null;
  return { query, key, setQuery: setFilters };
}

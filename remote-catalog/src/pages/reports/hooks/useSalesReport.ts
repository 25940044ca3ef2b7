import type { ReportQuery } from '@banca/contracts';
import { reportsApi } from '@banca/kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The sales report of a range of days, grouped by booth, seller or game. */
export function useSalesReport(query: ReportQuery) {
  return useQuery({
    queryKey: ['catalog', 'reports', 'sales', query],
    queryFn: () => reportsApi.sales(query),
    placeholderData: keepPreviousData,
  });
}

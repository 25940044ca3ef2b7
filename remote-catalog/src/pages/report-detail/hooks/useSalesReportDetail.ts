import type { ReportGroupQuery } from '@banca/contracts';
import { reportsApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';

/** One group of the sales report: its figures per day and its latest tickets; null = nothing to ask. */
export function useSalesReportDetail(query: ReportGroupQuery | null) {
  return useQuery({
    queryKey: ['catalog', 'reports', 'detail', query],
    queryFn: () => reportsApi.detail(query!),
    enabled: query !== null,
  });
}

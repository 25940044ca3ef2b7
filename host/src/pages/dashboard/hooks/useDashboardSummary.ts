import { useAuthStore } from '@banca/shared-auth';
import { dashboardApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';

/** Today's figures and tables; they change through the day, so they refresh every minute. */
export function useDashboardSummary() {
  const accessToken = useAuthStore((s) => s.accessToken);
  return useQuery({
    queryKey: ['dashboard', 'summary', accessToken],
    queryFn: dashboardApi.summary,
    enabled: accessToken !== null,
    refetchInterval: 60_000,
  });
}

import type { Currency } from '@banca/contracts/money';
import { useAuthStore } from '@banca/shared-auth';
import { dashboardApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';

/** Today's figures and tables in one currency (null: the banca's default); they change through the day, so they refresh every minute. */
export function useDashboardSummary(currency: Currency | null = null) {
  const accessToken = useAuthStore((s) => s.accessToken);
  return useQuery({
    queryKey: ['dashboard', 'summary', accessToken, currency],
    queryFn: () => dashboardApi.summary(currency ? { currency } : {}),
    enabled: accessToken !== null,
    refetchInterval: 60_000,
  });
}

import { boothsApi } from '@banca/shared-auth';
import { useQuery } from '@tanstack/react-query';
import { useAccess } from './useAccess';

/**
 * The booths to filter by (the first 100), only for roles that may list booths: for any other
 * the API answers 403, which ends the session, so the call is never made.
 */
export function useBoothOptions() {
  const allowed = useAccess()?.viewBooths ?? false;
  const query = useQuery({
    queryKey: ['catalog', 'booths', 'options'],
    queryFn: () => boothsApi.list({ limit: 100 }),
    select: (data) => data.booths.map((booth) => ({ value: booth.id, label: booth.name })),
    enabled: allowed,
    staleTime: 5 * 60_000,
  });
  return { allowed, options: query.data ?? [], isLoading: query.isLoading };
}

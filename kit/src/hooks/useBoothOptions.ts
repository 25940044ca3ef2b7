import { boothsApi } from '../api/booths';
import { boothsKeys } from '../queryKeys';
import { useAccess } from './useAccess';
import { useQuery } from '@tanstack/react-query';

/** How many booths the filter offers. */
const BOOTH_OPTIONS = 100;

/**
 * The booths to filter by (the first 100: the tickets' and the booth days' filters), only for
 * roles that may list booths: for any other the API answers 403, which ends the session, so the
 * call is never made. They are a booth picker like any other (booth keys), so every booth write
 * refreshes them.
 */
export function useBoothOptions() {
  const allowed = useAccess().allows('booths:read');
  const query = useQuery({
    queryKey: boothsKeys.optionsFor({ limit: BOOTH_OPTIONS }),
    queryFn: () => boothsApi.list({ limit: BOOTH_OPTIONS }),
    select: (data) => data.booths.map((booth) => ({ value: booth.id, label: booth.name })),
    enabled: allowed,
    staleTime: 5 * 60_000,
  });
  return { allowed, options: query.data ?? [], isLoading: query.isLoading };
}

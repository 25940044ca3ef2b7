import { limitsApi, limitsKeys } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';

/** One limit with its version (the edit saves on it); no call without an id. */
export function useLimit(id: number | null) {
  return useQuery({
    queryKey: limitsKeys.detail(id ?? 0),
    queryFn: () => limitsApi.detail(id!),
    enabled: id !== null,
  });
}

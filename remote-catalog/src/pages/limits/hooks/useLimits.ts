import type { SalesLimit, SalesLimitFilters } from '@banca/contracts';
import { limitsApi, limitsKeys, pageOf } from '@banca/kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

const toPage = pageOf<'limits', SalesLimit>('limits');

/** One page of sales limits (10 per page, filtered by the server); the previous page stays while the next loads. */
export function useLimits(filters: SalesLimitFilters) {
  return useQuery({
    queryKey: limitsKeys.list({ ...filters }),
    queryFn: () => limitsApi.list(filters),
    select: toPage,
    placeholderData: keepPreviousData,
  });
}

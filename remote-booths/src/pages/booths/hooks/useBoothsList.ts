import type { BoothRow } from '@banca/contracts';
import { boothsApi, boothsKeys, pageOf } from '@banca/kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The booth list asks for 10 rows per page. */
export const BOOTHS_PER_PAGE = 10;

const toPage = pageOf<'booths', BoothRow>('booths');

/** One page of booths (a client sees its own); the previous page stays while the next loads. */
export function useBoothsList({ page, search }: { page: number; search: string }) {
  return useQuery({
    queryKey: boothsKeys.list({ page, search }),
    queryFn: () => boothsApi.list({ page, limit: BOOTHS_PER_PAGE, search: search || null }),
    select: toPage,
    placeholderData: keepPreviousData,
  });
}

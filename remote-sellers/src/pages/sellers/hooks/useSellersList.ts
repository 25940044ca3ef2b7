import type { SellerRow } from '@banca/contracts';
import { pageOf, sellersApi, sellersKeys } from '@banca/kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

const toPage = pageOf<'sellers', SellerRow>('sellers');

/** One page of sellers (a client sees those of its own booths); the previous page stays while the next loads. */
export function useSellersList({ page, search }: { page: number; search: string }) {
  return useQuery({
    queryKey: sellersKeys.list({ page, search }),
    queryFn: () => sellersApi.list({ page, search: search || null }),
    select: toPage,
    placeholderData: keepPreviousData,
  });
}

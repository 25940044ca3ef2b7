import { sellersApi } from '../api/sellers';
import type { SearchOption } from '../components/SearchSelect';
import { sellersKeys } from '../queryKeys';
import { useQuery } from '@tanstack/react-query';

/** Seller accounts (booth terminals) searched on the server, with their username and booth: a SearchSelect's options. */
export function useSellerSearchOptions(search: string) {
  const query = useQuery({
    queryKey: sellersKeys.optionsFor({ search }),
    queryFn: () => sellersApi.list({ search: search || null }),
    select: (data): SearchOption[] =>
      data.sellers.map((seller) => ({
        value: seller.id,
        label: seller.label,
        description: `${seller.username}${seller.ticket_booth_name ? ` · ${seller.ticket_booth_name}` : ''}`,
      })),
  });
  return { options: query.data ?? [], loading: query.isFetching };
}

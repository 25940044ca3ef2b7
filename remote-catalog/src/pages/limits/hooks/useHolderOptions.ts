/** Who a limit may be set on, searched on the server: a booth, a seller account (an owner: the kit's useOwnerOptions). */
import type { SearchOption } from '@banca/kit';
import { boothsApi, boothsKeys, sellersApi, sellersKeys } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';

export function useBoothSearchOptions(search: string) {
  const query = useQuery({
    queryKey: boothsKeys.optionsFor({ search, limit: 20 }),
    queryFn: () => boothsApi.list({ search: search || null, limit: 20 }),
    select: (data): SearchOption[] =>
      data.booths.map((booth) => ({ value: booth.id, label: booth.name, description: booth.owner_name ?? 'Sin propietario' })),
  });
  return { options: query.data ?? [], loading: query.isFetching };
}

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

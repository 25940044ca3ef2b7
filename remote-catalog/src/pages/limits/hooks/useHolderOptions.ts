/** Who a limit may be set on, searched on the server: a booth (a seller account: the kit's useSellerSearchOptions; an owner: its useOwnerOptions). */
import type { SearchOption } from '@banca/kit';
import { boothsApi, boothsKeys } from '@banca/kit';
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

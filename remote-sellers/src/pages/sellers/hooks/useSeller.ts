import { sellersApi, sellersKeys } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';

/** One seller with its version, for the dialog that edits it; nothing is asked without an id. */
export function useSeller(id: number | null) {
  return useQuery({
    queryKey: sellersKeys.detail(id ?? 0),
    queryFn: () => sellersApi.detail(id!),
    enabled: id !== null,
  });
}

import { boothsApi, boothsKeys } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';

/** A booth with its sellers, and its version; nothing is asked without a usable id. */
export function useBooth(id: number | null) {
  return useQuery({
    queryKey: boothsKeys.detail(id ?? 0),
    queryFn: () => boothsApi.detail(id!),
    enabled: id !== null,
  });
}

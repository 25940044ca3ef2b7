import { drawsApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';

/** One draw with its sales figures; no call without a valid id. */
export function useDraw(id: number | null) {
  return useQuery({
    queryKey: ['catalog', 'draws', 'detail', id],
    queryFn: () => drawsApi.detail(id!),
    enabled: id !== null,
  });
}

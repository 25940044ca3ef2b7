import { dataOf, drawsApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';

/** The query key of one draw: its lifecycle writes are based on the version it holds. */
export const drawKey = (id: number | null) => ['catalog', 'draws', 'detail', id] as const;

/** One draw with its sales figures and results history; no call without a valid id. */
export function useDraw(id: number | null) {
  return useQuery({
    queryKey: drawKey(id),
    queryFn: () => drawsApi.detail(id!),
    select: dataOf,
    enabled: id !== null,
  });
}

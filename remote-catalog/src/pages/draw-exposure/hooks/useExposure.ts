import type { DrawExposureQuery } from '@banca/contracts';
import { drawsApi } from '@banca/kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** A page of a draw's exposure, sorted by the server; the previous page stays while the next loads. */
export function useExposure(id: number | null, query: DrawExposureQuery) {
  return useQuery({
    queryKey: ['catalog', 'draws', 'exposure', id, query],
    queryFn: () => drawsApi.exposure(id!, query),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

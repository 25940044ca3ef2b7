import { hierarchyApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';

/** A hierarchy node id as the API writes it: `user-12` or `seller-3`. */
export const isHierarchyId = (id: string | null): id is string => id !== null && /^(user|seller)-\d{1,10}$/.test(id);

/** One node with its path from the root and its totals; no call without a valid id. */
export function useHierarchyNode(id: string | null) {
  return useQuery({
    queryKey: ['catalog', 'hierarchy', 'detail', id],
    queryFn: () => hierarchyApi.detail(id!),
    enabled: isHierarchyId(id),
  });
}

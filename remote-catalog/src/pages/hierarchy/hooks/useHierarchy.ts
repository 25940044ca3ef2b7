import { hierarchyApi } from '@banca/kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The hierarchy tree, searched by the server (matches keep their superiors and their branch). */
export function useHierarchy(search: string) {
  return useQuery({
    queryKey: ['catalog', 'hierarchy', 'list', search],
    queryFn: () => hierarchyApi.list(search),
    select: (data) => data.nodes,
    placeholderData: keepPreviousData,
  });
}

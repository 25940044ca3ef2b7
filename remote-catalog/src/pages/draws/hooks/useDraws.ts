import type { Draw, DrawFilters } from '@banca/contracts';
import { drawsApi } from '@banca/kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** A draw of the list with the game type of its group. */
export interface DrawRow extends Draw {
  game_type_name: string;
  module_code: string;
}

/** The draws matching the filters (filtered by the server), flattened from the API's groups. */
export function useDraws(filters: DrawFilters) {
  return useQuery({
    queryKey: ['catalog', 'draws', 'list', filters],
    queryFn: () => drawsApi.list(filters),
    select: (data): DrawRow[] =>
      data.game_types.flatMap((group) =>
        group.draws.map((draw) => ({ ...draw, game_type_name: group.game_type_name, module_code: group.module_code })),
      ),
    placeholderData: keepPreviousData,
  });
}

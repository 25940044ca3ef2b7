import { gamesApi, gamesKeys } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';

/** A game type to set a limit on, with its game module. */
export interface GameTypeOption {
  value: number;
  label: string;
  moduleId: number;
  moduleName: string;
}

/** Every game type of every module (a module's detail lists its types), grouped as the pickers show them. */
export function useGameTypes() {
  const query = useQuery({
    queryKey: [...gamesKeys.options(), 'types'],
    queryFn: async (): Promise<GameTypeOption[]> => {
      const modules = await gamesApi.list();
      const details = await Promise.all(modules.map((module) => gamesApi.detail(module.id)));
      return details.flatMap(({ data: module }) =>
        module.types.map((type) => ({ value: type.id, label: type.name, moduleId: module.id, moduleName: module.name })),
      );
    },
    staleTime: 10 * 60_000,
  });
  const types = query.data ?? [];
  const groups = [...new Map(types.map((type) => [type.moduleId, type.moduleName])).entries()].map(([moduleId, moduleName]) => ({
    label: moduleName,
    title: moduleName,
    options: types.filter((type) => type.moduleId === moduleId).map(({ value, label }) => ({ value, label })),
  }));
  return { types, groups, isLoading: query.isLoading };
}

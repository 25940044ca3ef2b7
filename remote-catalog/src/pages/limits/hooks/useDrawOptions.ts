import { drawsApi, drawsKeys, formatDateTime } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';

/** A draw to filter or limit by: its name and date, its module and whether it is settled. */
export interface DrawOption {
  value: number;
  label: string;
  moduleId: number;
  settled: boolean;
}

/** Every draw, newest first, as options ("Lotería Nacional 19:00 · 20/11/2026 19:00"). */
export function useDrawOptions() {
  const query = useQuery({
    queryKey: drawsKeys.options(),
    queryFn: () => drawsApi.list(),
    select: (data): DrawOption[] =>
      data.game_types
        .flatMap((group) => group.draws.map((draw) => ({ ...draw, moduleId: group.module_id })))
        .sort((a, b) => Date.parse(b.draw_at) - Date.parse(a.draw_at) || b.id - a.id)
        .map((draw) => ({
          value: draw.id,
          label: `${draw.name} · ${formatDateTime(draw.draw_at)}`,
          moduleId: draw.moduleId,
          settled: draw.status === 'settled',
        })),
    staleTime: 60_000,
  });
  return { options: query.data ?? [], isLoading: query.isLoading };
}

import type { DrawDetail } from '@banca/contracts';
import { drawsApi, shownVersion, ticketsKeys, useVersionedWrite, type VersionedAnswer } from '@banca/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { drawKey } from './useDraw';

export type LifecycleAction =
  | { kind: 'close' }
  | { kind: 'enter'; numbers: string[] }
  | { kind: 'correct'; numbers: string[] }
  | { kind: 'suspend'; reason: string }
  | { kind: 'move'; drawAt: string };

/**
 * Closes a draw's sales, enters or corrects its result, suspends it or changes its time, on the
 * version of the draw the page shows. A result (or a suspension) settles (refunds) every ticket of the draw, so everything that shows tickets, prizes or
 * draws is read again at once: the catalog's pages (draws, tickets, reports, hierarchy), the
 * tickets lists and the dashboard.
 */
export function useDrawLifecycle(id: number) {
  const client = useQueryClient();
  const write = useVersionedWrite();
  return useMutation({
    mutationFn: (action: LifecycleAction): Promise<VersionedAnswer<DrawDetail>> =>
      write(drawKey(id), shownVersion(client, drawKey(id)), (ifMatch) => {
        if (action.kind === 'close') return drawsApi.closeSales(id, ifMatch);
        if (action.kind === 'enter') return drawsApi.enterResult(id, action.numbers, ifMatch);
        if (action.kind === 'correct') return drawsApi.correctResult(id, action.numbers, ifMatch);
        if (action.kind === 'suspend') return drawsApi.suspend(id, action.reason, ifMatch);
        return drawsApi.move(id, action.drawAt, ifMatch);
      }),
    onSuccess: (draw) => {
      client.setQueryData(drawKey(id), draw);
      const own = JSON.stringify(drawKey(id));
      void client.invalidateQueries({ queryKey: ['catalog'], predicate: (query) => JSON.stringify(query.queryKey) !== own });
      void client.invalidateQueries({ queryKey: ticketsKeys.all });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

import type { TerminalDraw } from '@banca/contracts';
import { terminalApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';
import { terminalKeys } from '../../../shared/queryKeys';
import { serverClock } from '../../../shared/serverClock';

/**
 * The draws open for sale now, soonest first, asked again every minute (and when the seller comes
 * back to the screen); each answer also sets the server's clock for the countdowns.
 */
export function useTerminalDraws() {
  return useQuery({
    queryKey: terminalKeys.draws,
    queryFn: async (): Promise<TerminalDraw[]> => {
      const { data, headers } = await terminalApi.draws();
      serverClock.observe(headers.get('date'));
      return data;
    },
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

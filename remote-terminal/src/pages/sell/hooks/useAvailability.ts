import type { Currency } from '@banca/contracts/money';
import { terminalApi, useDebouncedValue } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';
import { terminalKeys } from '../../../shared/queryKeys';

/** The availability question of a number, for the hook and for a line added before its answer came. */
export const availabilityQuery = (drawId: number, gameTypeId: number, selection: string, currency?: Currency) => ({
  queryKey: terminalKeys.availability(drawId, gameTypeId, selection, currency),
  queryFn: () => terminalApi.availability(drawId, gameTypeId, selection, currency),
  staleTime: 10_000,
});

/**
 * What is still available of a number on a draw for this terminal (its limits and its booth's,
 * its owner's and the global ones), once the number has been still for a moment. Null while
 * there is nothing to ask. In the sale's currency: a tope counts that currency's sales only.
 */
export function useAvailability(drawId: number | null, gameTypeId: number | null, selection: string | null, currency?: Currency) {
  const asked = useDebouncedValue(selection, 200);
  const enabled = drawId !== null && gameTypeId !== null && asked !== null && asked === selection;
  return useQuery({ ...availabilityQuery(drawId ?? 0, gameTypeId ?? 0, asked ?? '', currency), enabled });
}

import type { CurrencySettings } from '@banca/contracts';
import { useQuery } from '@tanstack/react-query';
import { settingsApi } from '../api/settings';

/** The query key of the banca's currencies: a save of them refreshes every selector. */
export const CURRENCIES_KEY = ['settings', 'currencies'] as const;

/** What a screen assumes until the banca's currencies are read: dollars only (what it was before currencies). */
const BEFORE_READ: CurrencySettings = { enabled: ['USD'], default: 'USD' };

/**
 * The banca's currencies (every signed-in role reads them): the enabled ones and the default a
 * money read shows when it names none.
 */
export function useCurrencies(): CurrencySettings & { isLoading: boolean } {
  const query = useQuery({
    queryKey: CURRENCIES_KEY,
    queryFn: async () => (await settingsApi.currencies()).data,
    staleTime: 5 * 60_000,
  });
  return { ...(query.data ?? BEFORE_READ), isLoading: query.isLoading };
}

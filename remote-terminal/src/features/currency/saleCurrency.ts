/**
 * The currency of the terminal's next sale (ARCHITECTURE §9): a booth selling in two has the
 * seller pick one, remembered on the device per seller account (the next sale starts in the last
 * one); a booth selling in one always sells in it.
 */
import { type Currency, isCurrency } from '@banca/contracts/money';
import { terminalApi } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEVICE_KEYS, deviceStore } from '../../shared/storage';

/** The terminal's session as the server has it now (the booth's currencies change from the back-office). */
export function useTerminalSession() {
  return useQuery({ queryKey: ['terminal', 'session'], queryFn: () => terminalApi.session(), staleTime: 60_000 });
}

/** The last currency this seller account sold in on this device, if any. */
export function rememberedCurrency(sellerId: number): Currency | null {
  const stored = deviceStore.get(DEVICE_KEYS.currency(sellerId));
  return isCurrency(stored) ? stored : null;
}

/**
 * The booth's currencies and the one the next sale is in: the seller's pick (kept on the device),
 * else the last one used, else the booth's first. `currency` is null until the booth is known.
 */
export function useSaleCurrency(sellerId: number) {
  const session = useTerminalSession();
  const currencies = session.data?.currencies ?? [];
  const [picked, setPicked] = useState<Currency | null>(() => rememberedCurrency(sellerId));
  const currency = picked && currencies.includes(picked) ? picked : (currencies[0] ?? null);
  const pick = (next: Currency) => {
    setPicked(next);
    deviceStore.set(DEVICE_KEYS.currency(sellerId), next);
  };
  return { currencies, currency, pick };
}

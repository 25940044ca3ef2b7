import { cashApi, cashDaysKeys, useVersionedWrite, type VersionedAnswer } from '@banca/kit';
import type { BoothDay } from '@banca/contracts';
import type { Currency } from '@banca/contracts/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** A day's record key: `cash-days/detail/<booth>/<date>` (its tickets below it). */
export const cashDayKey = (boothId: number, date: string) => cashDaysKeys.detail(`${boothId}/${date}`);

/** A booth's day in one currency (null: the banca's default) with its version (the ETag its closing and approval send back). */
export function useCashDay(boothId: number | null, date: string | null, currency: Currency | null = null) {
  return useQuery({
    queryKey: [...cashDayKey(boothId ?? 0, date ?? ''), currency ?? 'default'],
    queryFn: () => cashApi.day(boothId!, date!, currency ?? undefined),
    enabled: boothId !== null && date !== null,
  });
}

/**
 * Closing, approving and reopening a day, each on the version read (If-Match): the answer is the day as it
 * is now; every list of days and the owners' statements change with it.
 */
export function useCashDayWrites(boothId: number, date: string, currency: Currency | null = null) {
  const client = useQueryClient();
  const write = useVersionedWrite();
  const key = [...cashDayKey(boothId, date), currency ?? 'default'];
  const onSuccess = async (answer: VersionedAnswer<BoothDay>) => {
    // The answer is in the banca's default currency: the day in another currency shown is read again,
    // and the day's other currencies are read when shown.
    if (currency === null || answer.data.currency === currency) client.setQueryData(key, answer);
    else await client.invalidateQueries({ queryKey: key });
    await Promise.all([
      client.invalidateQueries({ queryKey: cashDayKey(boothId, date), refetchType: 'none' }),
      client.invalidateQueries({ queryKey: cashDaysKeys.lists() }),
      client.invalidateQueries({ queryKey: ['statements'] }),
    ]);
  };
  const close = useMutation({
    mutationFn: ({ declaredCash, base }: { declaredCash: number | Partial<Record<Currency, number>>; base: string | null }) =>
      write(key, base, (ifMatch) => cashApi.close(boothId, date, declaredCash, ifMatch)),
    onSuccess,
  });
  const approve = useMutation({
    mutationFn: ({ base }: { base: string | null }) => write(key, base, (ifMatch) => cashApi.approve(boothId, date, ifMatch)),
    onSuccess,
  });
  const reopen = useMutation({
    mutationFn: ({ reason, base }: { reason: string; base: string | null }) =>
      write(key, base, (ifMatch) => cashApi.reopen(boothId, date, reason, ifMatch)),
    onSuccess,
  });
  return { close, approve, reopen, key };
}

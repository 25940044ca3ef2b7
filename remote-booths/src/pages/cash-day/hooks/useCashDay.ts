import { cashApi, cashDaysKeys, useVersionedWrite, type VersionedAnswer } from '@banca/kit';
import type { BoothDay } from '@banca/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** A day's record key: `cash-days/detail/<booth>/<date>` (its tickets below it). */
export const cashDayKey = (boothId: number, date: string) => cashDaysKeys.detail(`${boothId}/${date}`);

/** A booth's day with its version (the ETag its closing and approval send back). */
export function useCashDay(boothId: number | null, date: string | null) {
  return useQuery({
    queryKey: cashDayKey(boothId ?? 0, date ?? ''),
    queryFn: () => cashApi.day(boothId!, date!),
    enabled: boothId !== null && date !== null,
  });
}

/**
 * Closing, approving and reopening a day, each on the version read (If-Match): the answer is the day as it
 * is now; every list of days and the owners' statements change with it.
 */
export function useCashDayWrites(boothId: number, date: string) {
  const client = useQueryClient();
  const write = useVersionedWrite();
  const key = cashDayKey(boothId, date);
  const onSuccess = async (answer: VersionedAnswer<BoothDay>) => {
    client.setQueryData(key, answer);
    await Promise.all([
      client.invalidateQueries({ queryKey: cashDaysKeys.lists() }),
      client.invalidateQueries({ queryKey: ['statements'] }),
    ]);
  };
  const close = useMutation({
    mutationFn: ({ declaredCash, base }: { declaredCash: number; base: string | null }) =>
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

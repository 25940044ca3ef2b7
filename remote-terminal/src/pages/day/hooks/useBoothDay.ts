import type { BoothDay } from '@banca/contracts';
import { boothsKeys, terminalApi, type VersionedAnswer } from '@banca/kit';
import { type ApiError, toApiError } from '@banca/shared-auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const dayKey = (boothId: number, date: string) => [...boothsKeys.detail(boothId), 'days', date] as const;

/** The booth's day (its figures, summed by the server from the day's tickets) with its version. */
export function useBoothDay(boothId: number, date: string) {
  return useQuery({ queryKey: dayKey(boothId, date), queryFn: () => terminalApi.day(boothId, date), refetchInterval: 60_000 });
}

/** Closes the day with the cash counted, on the figures seen (If-Match); the day comes back closed. */
export function useCloseDay(boothId: number, date: string) {
  const queryClient = useQueryClient();
  return useMutation<VersionedAnswer<BoothDay>, ApiError, { declaredCash: number; etag: string | null }>({
    mutationFn: async ({ declaredCash, etag }) => {
      try {
        return await terminalApi.closeDay(boothId, date, declaredCash, etag);
      } catch (error) {
        throw toApiError(error);
      }
    },
    onSuccess: (answer) => queryClient.setQueryData(dayKey(boothId, date), answer),
    // The figures changed meanwhile (412) or the day was closed elsewhere (409): read them again.
    onError: () => void queryClient.invalidateQueries({ queryKey: dayKey(boothId, date) }),
  });
}

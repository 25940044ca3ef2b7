import type { BoothDay } from '@banca/contracts';
import type { Currency } from '@banca/contracts/money';
import { boothsKeys, terminalApi, type VersionedAnswer } from '@banca/kit';
import { type ApiError, toApiError } from '@banca/shared-auth';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';

export const dayKey = (boothId: number, date: string) => [...boothsKeys.detail(boothId), 'days', date] as const;
/** The day read in a currency other than the banca's default (under dayKey: invalidating the day reads them again too). */
const dayInKey = (boothId: number, date: string, currency?: Currency) =>
  [...dayKey(boothId, date), 'in', ...(currency ? [currency] : [])] as const;

/** The booth's day (its figures, summed by the server from the day's tickets) with its version. */
export function useBoothDay(boothId: number, date: string) {
  return useQuery({ queryKey: dayKey(boothId, date), queryFn: () => terminalApi.day(boothId, date), refetchInterval: 60_000 });
}

/**
 * The booth's day in each currency it sells in, in the booth's order (a day's figures are of one
 * currency: bolívares and dollars are never added). The first read (the banca's default currency)
 * says which; a booth selling only in it is read once, as before.
 */
export function useBoothDays(boothId: number, date: string) {
  const first = useBoothDay(boothId, date);
  const answer = first.data;
  const currencies: Currency[] = answer ? (answer.data.currencies.length > 0 ? answer.data.currencies : [answer.data.currency]) : [];
  const others = currencies.filter((currency) => currency !== answer?.data.currency);
  const more = useQueries({
    queries: others.map((currency) => ({
      queryKey: dayInKey(boothId, date, currency),
      queryFn: () => terminalApi.day(boothId, date, currency),
      refetchInterval: 60_000,
    })),
  });
  const read = (currency: Currency) => (currency === answer?.data.currency ? answer : more[others.indexOf(currency)]?.data);
  const days = currencies.map(read).filter((day): day is VersionedAnswer<BoothDay> => day !== undefined);
  return {
    /** The default currency's read: the day's status, actions, expenses (every currency) and version. */
    first,
    days: days.map((day) => day.data),
    isPending: first.isPending || more.some((query) => query.isPending),
    isError: first.isError || more.some((query) => query.isError),
    refetch: () => {
      void first.refetch();
      for (const query of more) if (query.isError) void query.refetch();
    },
  };
}

/** Closes the day with the cash counted, on the figures seen (If-Match); the day comes back closed. */
export function useCloseDay(boothId: number, date: string) {
  const queryClient = useQueryClient();
  return useMutation<
    VersionedAnswer<BoothDay>,
    ApiError,
    { declaredCash: number | Partial<Record<Currency, number>>; etag: string | null }
  >({
    mutationFn: async ({ declaredCash, etag }) => {
      try {
        return await terminalApi.closeDay(boothId, date, declaredCash, etag);
      } catch (error) {
        throw toApiError(error);
      }
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(dayKey(boothId, date), answer);
      // The answer is in the banca's default currency: the other currency's figures are read again.
      void queryClient.invalidateQueries({ queryKey: dayInKey(boothId, date) });
    },
    // The figures changed meanwhile (412) or the day was closed elsewhere (409): read them again.
    onError: () => void queryClient.invalidateQueries({ queryKey: dayKey(boothId, date) }),
  });
}

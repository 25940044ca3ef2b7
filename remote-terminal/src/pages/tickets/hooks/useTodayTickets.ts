import { terminalApi } from '@banca/kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { terminalKeys } from '../../../shared/queryKeys';

/** This seller account's tickets of one business day, newest first, by part of their code, 10 a page. */
export function useTodayTickets(day: string, search: string, page: number) {
  return useQuery({
    queryKey: terminalKeys.tickets(day, search, page),
    queryFn: () => terminalApi.tickets({ day, search: search || null, page }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

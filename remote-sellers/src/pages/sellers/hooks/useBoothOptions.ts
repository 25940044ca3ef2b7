import { toApiError } from '@banca/shared-auth';
import { boothsApi, boothsKeys, type SearchOption, type UseSearchOptions } from '@banca/kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** How many booths the picker offers per search. */
export const BOOTH_OPTIONS = 20;

/** The booths the seller dialog offers for a search (a client: its own). */
export const useBoothOptions: UseSearchOptions = (search) => {
  const query = useQuery({
    queryKey: boothsKeys.optionsFor({ search, limit: BOOTH_OPTIONS }),
    queryFn: () => boothsApi.list({ search: search || null, limit: BOOTH_OPTIONS }),
    select: (answer): SearchOption[] =>
      answer.booths.map((booth) => ({ value: booth.id, label: booth.name, description: booth.location || booth.email || undefined })),
    placeholderData: keepPreviousData,
  });
  return { options: query.data ?? [], loading: query.isFetching, error: query.isError ? toApiError(query.error).message : null };
};

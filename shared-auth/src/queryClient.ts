import { QueryClient } from '@tanstack/react-query';
import { toApiError } from './errors';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // 4xx answers will not change by asking again
        retry: (failures, error) => failures < 2 && toApiError(error).status === 0,
      },
    },
  });
}

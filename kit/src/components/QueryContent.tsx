import { toApiError } from '@banca/shared-auth';
import { LoadingSkeleton } from './LoadingSkeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from './QueryError';

export const isNotFound = (error: unknown) => toApiError(error).status === 404;

/**
 * The three states of one read: a skeleton while it loads, the error (or `notFound` for a 404)
 * with a retry, else `children` with the data.
 */
export function QueryContent<T>({
  query,
  notFound,
  rows = 4,
  children,
}: {
  query: UseQueryResult<T>;
  notFound?: ReactNode;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingSkeleton title={false} paragraph={{ rows }} />;
  if (query.isError) {
    if (notFound && isNotFound(query.error)) return <>{notFound}</>;
    return <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <>{children(query.data)}</>;
}

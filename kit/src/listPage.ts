import type { Paginated } from '@banca/contracts';

/** One page of any list, whatever the API calls its rows (`users`, `sellers`, `booths`...). */
export interface ListPage<T> {
  rows: T[];
  page: number;
  total: number;
  totalPages: number;
}

/** A `select` for useQuery turning a paginated answer into a ListPage. */
export function pageOf<K extends string, T>(key: K): (answer: Paginated<K, T>) => ListPage<T> {
  return (answer) => ({
    rows: (answer[key] as T[] | undefined) ?? [],
    page: answer.page,
    total: answer.total,
    totalPages: Math.max(1, answer.totalPages),
  });
}

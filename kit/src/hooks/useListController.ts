import { PAGE_SIZE } from '@banca/contracts/limits';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import { useEffect, useMemo } from 'react';
import type { ListPage } from '../listPage';
import { type ListParams, useListParams } from './useListParams';

/** What the URL says of a list: its page, search and filters (as text: the page checks them). */
export type ListUrl<K extends string> = Pick<ListParams<K>, 'page' | 'search' | 'filters'>;

interface Common<K extends string, Query, Answer> {
  /** The list's own filters kept in the URL besides page and search. */
  filterKeys?: readonly K[];
  /** The API query for what the URL says: page and search as the API takes them, filters checked. */
  query: (url: ListUrl<K>) => Query;
  /** The query's cache key (the resource's `keys.list`). */
  queryKey: (query: Query) => QueryKey;
  fetch: (query: Query) => Promise<Answer>;
  /** Rows a page (the API's page size unless the list asks for another). */
  pageSize?: number;
  /** 'N usuarios' beside the pager. */
  totalLabel?: (total: number) => string;
}

/** A list the API pages: `toPage` reads one page of its answer (`pageOf('users')`). */
interface PagedByServer<Row, Answer> {
  toPage: (answer: Answer) => ListPage<Row>;
  toRows?: never;
}

/** A list the API answers whole (its query has no page): `toRows` reads every row, paged here. */
interface PagedHere<Row, Answer> {
  toRows: (answer: Answer) => Row[];
  toPage?: never;
}

export type ListControllerOptions<Row, K extends string, Query, Answer> = Common<K, Query, Answer> &
  (PagedByServer<Row, Answer> | PagedHere<Row, Answer>);

/** What the kit's DataTable takes from the controller: the rows, the load's state and the pager. */
export interface ListTableProps<Row> {
  dataSource: Row[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  pagination: TablePaginationConfig | false;
}

export interface ListController<Row, K extends string, Query> extends ListParams<K> {
  /** The API query asked for (an export sends the same filters). */
  query: Query;
  /** The page shown (the previous one stays while the next loads); undefined before the first answer. */
  data: ListPage<Row> | undefined;
  tableProps: ListTableProps<Row>;
}

/**
 * The one controller of every list, in the manner of react-admin's useListController: the page,
 * search and filters kept in the URL (useListParams), the query they make (the previous page stays
 * on screen while the next one loads), the correction of a page past the last one (an old link,
 * rows deleted meanwhile: the last page, replacing the history entry), and the table's props. A
 * list the API answers whole is paged here the same way. Headless: the page draws the table.
 */
export function useListController<Row, K extends string = never, Query = unknown, Answer = unknown>(
  options: ListControllerOptions<Row, K, Query, Answer>,
): ListController<Row, K, Query> {
  const { filterKeys, pageSize = PAGE_SIZE, totalLabel, toPage, toRows } = options;
  const params = useListParams<K>(filterKeys);
  const { page, search, filters, setPage } = params;
  const query = options.query({ page, search, filters });
  const result = useQuery({
    queryKey: options.queryKey(query),
    queryFn: () => options.fetch(query),
    placeholderData: keepPreviousData,
  });
  const { data: answer, isPlaceholderData, isFetching, isError, error, refetch } = result;

  const data = useMemo((): ListPage<Row> | undefined => {
    if (answer === undefined) return undefined;
    if (toPage) return toPage(answer);
    const rows = toRows(answer);
    const totalPages = Math.max(1, Math.ceil(rows.length / pageSize));
    const shown = Math.min(page, totalPages);
    return { rows: rows.slice((shown - 1) * pageSize, shown * pageSize), page: shown, total: rows.length, totalPages };
  }, [answer, toPage, toRows, page, pageSize]);

  // A page beyond the last one shows the last one instead (once the answer is this query's own).
  const lastPage = data && !isPlaceholderData ? data.totalPages : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, page, setPage]);

  const tableProps: ListTableProps<Row> = {
    dataSource: data?.rows ?? [],
    loading: isFetching,
    error: isError ? error : undefined,
    onRetry: () => void refetch(),
    retrying: isFetching,
    pagination:
      data && data.total > 0
        ? {
            current: Math.min(page, data.totalPages),
            pageSize,
            // The pager shows exactly the pages there are.
            total: data.totalPages * pageSize,
            showLessItems: true,
            showSizeChanger: false,
            showTotal: totalLabel ? () => totalLabel(data.total) : undefined,
            onChange: (next) => setPage(next),
          }
        : false,
  };

  return { ...params, query, data, tableProps };
}

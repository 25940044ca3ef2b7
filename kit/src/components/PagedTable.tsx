import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type Key } from 'react';
import type { TableColumnsType } from 'antd';
import type { ListPage } from '../listPage';
import { DataTable } from './DataTable';

export interface PagedTableProps<T> {
  /** The list's query (a ListPage, see `pageOf`), kept on screen while the next page loads. */
  query: UseQueryResult<ListPage<T>>;
  page: number;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  columns: TableColumnsType<T>;
  rowKey: (row: T) => Key;
  emptyText: string;
  /** 'N usuarios' beside the pager. */
  totalLabel?: (total: number) => string;
  /** Makes each row open something (click or Enter). */
  onRowClick?: (row: T) => void;
  /** Rows per page of the API (the pager shows exactly the server's totalPages). */
  pageSize?: number;
}

/**
 * A DataTable paginated by the server: previous/next and page buttons with an ellipsis beyond 5
 * pages; a page beyond the last one moves to the last one.
 */
export function PagedTable<T extends object>({
  query,
  page,
  onPageChange,
  columns,
  rowKey,
  emptyText,
  totalLabel,
  onRowClick,
  pageSize = 10,
}: PagedTableProps<T>) {
  const { data, isPlaceholderData } = query;

  // A page beyond the last one (an old link, rows deleted meanwhile) shows the last one instead.
  const lastPage = data && !isPlaceholderData ? data.totalPages : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) onPageChange(lastPage, { replace: true });
  }, [lastPage, page, onPageChange]);

  return (
    <DataTable<T>
      columns={columns}
      dataSource={data?.rows ?? []}
      rowKey={rowKey}
      loading={query.isFetching}
      error={query.isError ? query.error : undefined}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      emptyText={emptyText}
      onRowClick={onRowClick}
      pagination={
        data && data.total > 0
          ? {
              current: page,
              pageSize,
              total: data.totalPages * pageSize,
              showLessItems: true,
              showSizeChanger: false,
              showTotal: totalLabel ? () => totalLabel(data.total) : undefined,
              onChange: (next) => onPageChange(next),
            }
          : false
      }
    />
  );
}

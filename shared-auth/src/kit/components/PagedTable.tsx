import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Table, type TableColumnsType } from 'antd';
import { useEffect, type Key } from 'react';
import type { ListPage } from '../listPage';
import { QueryError } from './QueryError';

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
 * A table paginated by the server: previous/next and page buttons with an ellipsis beyond 5 pages
 *, a spinner while loading, the empty text, or the error and a retry.
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

  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;

  return (
    <Table<T>
      columns={columns}
      dataSource={data?.rows ?? []}
      rowKey={rowKey}
      loading={query.isFetching}
      size="middle"
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: query.isPending ? (
          <div style={{ height: 120 }} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        ),
      }}
      onRow={
        onRowClick
          ? (row) => ({
              onClick: () => onRowClick(row),
              onKeyDown: (event) => {
                if (event.key === 'Enter') onRowClick(row);
              },
              tabIndex: 0,
              style: { cursor: 'pointer' },
            })
          : undefined
      }
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

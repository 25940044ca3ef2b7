import { Empty, Grid, Table, type TableProps } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { QueryError } from './QueryError';

export interface DataTableProps<T> extends Omit<TableProps<T>, 'loading'> {
  loading?: boolean;
  /** Shown instead of the table when the load failed. */
  error?: unknown;
  onRetry?: () => void;
  /** A retry is on its way ('Reintentar' spins). */
  retrying?: boolean;
  /** What an empty answer means, in Spanish ('No hay tickets disponibles.'). */
  emptyText: string;
  /** Makes each row open something (click or Enter; the row takes the focus). */
  onRowClick?: (row: T) => void;
  /**
   * On a phone (narrower than 576 px) the rows as one column, each row's facts stacked (`render`)
   * under one header (`title`), instead of columns to scroll sideways.
   */
  stacked?: { title: string; render: (row: T) => ReactNode };
}

/**
 * The one table of every list and detail page: a spinner over it while loading (nothing under
 * the spinner while the first answer is on its way), the empty text, or the error with a retry.
 */
export function DataTable<T extends object>({
  loading = false,
  error,
  onRetry,
  retrying = false,
  emptyText,
  onRowClick,
  locale,
  stacked,
  ...props
}: DataTableProps<T>) {
  const phone = Grid.useBreakpoint().xs === true;
  const frame = useRef<HTMLDivElement>(null);
  // A table wider than the screen scrolls sideways: that region takes the keyboard's focus (the
  // arrow keys scroll it), or rows without a link could not be read to their end from the keyboard.
  useEffect(() => {
    const region = frame.current?.querySelector<HTMLElement>('.ant-table-content');
    if (!region) return;
    const focusableWhenScrolling = () => {
      if (region.scrollWidth > region.clientWidth) region.tabIndex = 0;
      else region.removeAttribute('tabindex');
    };
    focusableWhenScrolling();
    window.addEventListener('resize', focusableWhenScrolling);
    return () => window.removeEventListener('resize', focusableWhenScrolling);
  });
  if (error) return <QueryError error={error} onRetry={onRetry} retrying={retrying} />;
  const columns =
    stacked && phone ? [{ key: 'stacked', title: stacked.title, render: (_: unknown, row: T) => stacked.render(row) }] : props.columns;
  return (
    <div ref={frame} style={{ display: 'contents' }}>
      <Table<T>
        size="middle"
        // Stacked on a phone, the one column wraps to the screen's width: nothing to scroll sideways.
        scroll={stacked && phone ? undefined : { x: 'max-content' }}
        loading={loading}
        locale={{
          emptyText: loading ? <div style={{ height: 120 }} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />,
          ...locale,
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
        {...props}
        columns={columns}
      />
    </div>
  );
}

/**
 * A totals row under a DataTable (its `summary`): the label in the first column, then one cell per
 * column, right-aligned — the API's own totals, never a sum made here.
 */
export function TotalsRow({ label, cells }: { label: string; cells: { key: string; value: ReactNode }[] }) {
  return (
    <Table.Summary.Row data-testid="totals-row">
      <Table.Summary.Cell index={0}>
        <strong>{label}</strong>
      </Table.Summary.Cell>
      {cells.map((cell, index) => (
        <Table.Summary.Cell key={cell.key} index={index + 1} align="right">
          <strong>{cell.value}</strong>
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}

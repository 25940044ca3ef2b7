import { QueryError } from '@banca/shared-auth';
import { Empty, Table, type TableProps } from 'antd';

export interface DataTableProps<T> extends Omit<TableProps<T>, 'loading'> {
  loading?: boolean;
  /** Shown instead of the table when the load failed. */
  error?: unknown;
  onRetry?: () => void;
  /** What an empty answer means, in Spanish ('No hay tickets disponibles.'). */
  emptyText: string;
}

/** Every table of the catalog: its loading, empty and error states written once. */
export function DataTable<T extends object>({ loading = false, error, onRetry, emptyText, locale, ...props }: DataTableProps<T>) {
  if (error) return <QueryError error={error} onRetry={onRetry} />;
  return (
    <Table<T>
      size="middle"
      scroll={{ x: 'max-content' }}
      loading={loading}
      locale={{
        // nothing under the spinner while the first answer is on its way
        emptyText: loading ? <div style={{ height: 80 }} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />,
        ...locale,
      }}
      {...props}
    />
  );
}

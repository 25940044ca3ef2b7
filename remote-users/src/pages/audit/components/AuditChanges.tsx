import type { AuditEntry } from '@banca/contracts';
import { Typography } from 'antd';

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** The changed fields of an entry, one a line: «campo: antes → después» (a create or an event: its values). */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {fields.map((field) => (
        <li key={field}>
          <Typography.Text code>{field}</Typography.Text>{' '}
          {entry.before && field in before ? (
            <>
              <Typography.Text delete type="secondary">
                {shown(before[field])}
              </Typography.Text>
              {' → '}
            </>
          ) : null}
          <Typography.Text strong>{field in after ? shown(after[field]) : '—'}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

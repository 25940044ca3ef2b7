import type { AuditEntry } from '@banca/contracts';
import { describeAuditChanges } from '@banca/contracts/audit-changes';
import { formatDate, formatDateTime } from '@banca/kit';
import { Typography } from 'antd';

/**
 * What an entry changed, one line a field in the staff's words («Teléfono 0414 → 0424»; a
 * creation or an event: its values), as the CSV export says it (`describeAuditChanges`).
 */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after' | 'names'> }) {
  const lines = describeAuditChanges(entry, { moment: formatDateTime, day: formatDate });
  if (lines.length === 0) return <Typography.Text type="secondary">Sin cambios</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {lines.map((line) => (
        <li key={line.field}>
          <Typography.Text type="secondary">{line.label}</Typography.Text>{' '}
          {line.before !== undefined && (
            <>
              <Typography.Text delete type="secondary">
                {line.before}
              </Typography.Text>
              {' → '}
            </>
          )}
          <Typography.Text strong>{line.after}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

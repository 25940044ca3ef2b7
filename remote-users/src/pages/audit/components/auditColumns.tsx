import type { AuditEntry } from '@banca/contracts';
import { auditNameKey } from '@banca/contracts/audit-changes';
import { AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPE_LABELS } from '@banca/contracts/enums';
import { formatDateTime, labelOf } from '@banca/kit';
import { Flex, type TableColumnsType, Typography } from 'antd';
import { AuditChanges } from './AuditChanges';

/**
 * The audit table: when, who and from where in one column, what on which record in another (a
 * security event about no record, such as a name nobody has, says so), and the changed fields; three columns so a desk screen shows it whole, without scrolling sideways.
 */
export const AUDIT_COLUMNS: TableColumnsType<AuditEntry> = [
  {
    key: 'when',
    title: 'Fecha y persona',
    render: (_, entry) => (
      <Flex vertical>
        <span>{formatDateTime(entry.at)}</span>
        <Typography.Text strong>{entry.actor_username ?? '—'}</Typography.Text>
        <span>{entry.address ?? '—'}</span>
      </Flex>
    ),
  },
  {
    key: 'what',
    title: 'Acción y registro',
    render: (_, entry) => (
      <Flex vertical>
        <span>{labelOf(AUDIT_ACTION_LABELS, entry.action)}</span>
        {entry.record_type && entry.record_id !== null ? (
          <>
            <span>{`${labelOf(AUDIT_RECORD_TYPE_LABELS, entry.record_type)} #${entry.record_id}`}</span>
            <Typography.Text type="secondary">{entry.names?.[auditNameKey(entry.record_type, entry.record_id)]}</Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">Sin registro</Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    key: 'changes',
    title: 'Cambios (antes → después)',
    render: (_, entry) => (
      <div style={{ maxWidth: 520, overflowWrap: 'anywhere' }}>
        <AuditChanges entry={entry} />
      </div>
    ),
  },
];

import type { AuditEntry } from '@banca/contracts';
import { AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPE_LABELS } from '@banca/contracts/enums';
import { formatDateTime, labelOf } from '@banca/kit';
import type { TableColumnsType } from 'antd';
import { AuditChanges } from './AuditChanges';

/** The audit table: when, who, from where, what, on which record, and the changed fields. */
export const AUDIT_COLUMNS: TableColumnsType<AuditEntry> = [
  { key: 'at', title: 'Fecha', render: (_, entry) => formatDateTime(entry.at), width: 150 },
  { key: 'actor', title: 'Persona', render: (_, entry) => entry.actor_username ?? '—', width: 160 },
  { key: 'address', title: 'Dirección', render: (_, entry) => entry.address ?? '—', width: 130 },
  { key: 'action', title: 'Acción', render: (_, entry) => labelOf(AUDIT_ACTION_LABELS, entry.action), width: 170 },
  {
    key: 'record',
    title: 'Registro',
    render: (_, entry) => `${labelOf(AUDIT_RECORD_TYPE_LABELS, entry.record_type)} #${entry.record_id}`,
    width: 140,
  },
  { key: 'changes', title: 'Cambios (antes → después)', render: (_, entry) => <AuditChanges entry={entry} /> },
];

import { HistoryOutlined } from '@ant-design/icons';
import { can } from '@banca/contracts/access';
import type { AuditRecordType } from '@banca/contracts/enums';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAccess } from '../hooks/useAccess';

/** Where remote-users mounts the audit screen (its route manifest names the same path). */
export const AUDIT_PATH = '/admin/audit';

/** The audit screen filtered to one record, e.g. `/admin/audit?record_type=user&record_id=7`. */
export const auditHistoryOf = (recordType: AuditRecordType, recordId: number) =>
  `${AUDIT_PATH}?record_type=${recordType}&record_id=${recordId}`;

/** 'Ver historial' on a record's detail page: shown only to the roles that may read the audit trail. */
export function AuditHistoryLink({ recordType, recordId }: { recordType: AuditRecordType; recordId: number }) {
  const { role } = useAccess();
  const navigate = useNavigate();
  if (!can(role, 'audit:read')) return null;
  const to = auditHistoryOf(recordType, recordId);
  // A real link (it opens in a new tab too) that the router follows without reloading the page.
  return (
    <Button
      href={to}
      icon={<HistoryOutlined />}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      Ver historial
    </Button>
  );
}

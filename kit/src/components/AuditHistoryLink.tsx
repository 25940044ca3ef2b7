import { HistoryOutlined } from '@ant-design/icons';
import type { AuditRecordType } from '@banca/contracts/enums';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAccess } from '../hooks/useAccess';
import { linkTo, type PageRoute } from '../routes';

/**
 * 'Ver historial' on a record's detail page: a link to the audit screen (`auditPage`, the entry of
 * remote-users' route manifest) filtered to the record, shown only to the roles that may open it.
 */
export function AuditHistoryLink({
  auditPage,
  recordType,
  recordId,
}: {
  auditPage: Pick<PageRoute, 'path' | 'access'>;
  recordType: AuditRecordType;
  recordId: number;
}) {
  const { allows } = useAccess();
  const navigate = useNavigate();
  if (!allows(auditPage.access)) return null;
  const to = linkTo(auditPage, { record_type: recordType, record_id: recordId });
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

import { HistoryOutlined } from '@ant-design/icons';
import type { AuditRecordType } from '@banca/contracts/enums';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { usePageLink } from '../pages/PageLink';

/**
 * 'Ver historial' on a record's detail page: a link to the audit screen (the page `users.audit`,
 * wherever remote-users serves it) filtered to the record, shown only to the roles that may open it.
 */
export function AuditHistoryLink({ recordType, recordId }: { recordType: AuditRecordType; recordId: number }) {
  const navigate = useNavigate();
  const to = usePageLink('users.audit', { record_type: recordType, record_id: recordId });
  if (!to) return null;
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

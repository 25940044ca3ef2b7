import type { InboxKind } from '@banca/contracts';
import { Card, Col, Row } from 'antd';
import { INBOX_VIEWS, InboxPanel } from '../../layout/components/InboxPanel';

const KINDS: InboxKind[] = ['messages', 'notifications'];

/** Both inboxes as full lists, with the same actions as the header popups (which stay in sync). */
export default function MessagesPage() {
  return (
    <Row gutter={[24, 24]}>
      {KINDS.map((kind) => (
        <Col key={kind} xs={24} xl={12}>
          <Card title={INBOX_VIEWS[kind].title} styles={{ body: { padding: 0 } }}>
            <InboxPanel kind={kind} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

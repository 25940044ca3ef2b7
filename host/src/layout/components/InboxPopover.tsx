import type { InboxKind } from '@banca/contracts';
import { Badge, Button, Popover, theme } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useInbox } from '../hooks/useInbox';
import { INBOX_VIEWS, InboxPanel } from './InboxPanel';
import { routes } from '../../routes';

/** The header popups are 400 px wide with a 335 px list. */
const POPUP_WIDTH = 400;
const POPUP_LIST_HEIGHT = 335;

/**
 * A header button for one inbox: its dot is the error colour while something is unread and grey
 * otherwise; a click (or a click outside) toggles the popup with the inbox.
 */
export function InboxPopover({ kind }: { kind: InboxKind }) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const { unread } = useInbox(kind);
  const { title, icon: Icon } = INBOX_VIEWS[kind];

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      // A (non-modal) dialog named after the inbox: the popup is not inside the page's landmarks.
      content={
        <section role="dialog" aria-label={title}>
          <div
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'center',
              padding: '12px 16px 4px',
              fontWeight: token.fontWeightStrong,
            }}
          >
            <span>{title}</span>
            <Link to={routes['host.messages'].path} onClick={() => setOpen(false)} style={{ fontWeight: 'normal', fontSize: 13 }}>
              Ver todo
            </Link>
          </div>
          <InboxPanel kind={kind} listHeight={POPUP_LIST_HEIGHT} />
        </section>
      }
      styles={{ container: { width: POPUP_WIDTH, padding: 0 } }}
    >
      <Button
        type="text"
        shape="circle"
        size="large"
        aria-label={unread > 0 ? `${title}: ${unread} sin leer` : title}
        icon={
          <Badge dot color={unread > 0 ? token.colorError : token.colorTextQuaternary} offset={[-2, 2]} data-testid={`${kind}-badge`}>
            <Icon aria-hidden style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Popover>
  );
}

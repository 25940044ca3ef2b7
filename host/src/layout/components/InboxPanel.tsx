import { BellOutlined, MailOutlined } from '@ant-design/icons';
import { LoadingSkeleton } from '@banca/kit';
import type { InboxItem, InboxKind } from '@banca/contracts';
import { Button, Empty, Tabs, theme, Typography } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { tint } from '../../theme';
import { useInbox } from '../hooks/useInbox';

dayjs.extend(relativeTime);

/** What differs between the two inboxes: their names and icons. */
export const INBOX_VIEWS: Record<
  InboxKind,
  { title: string; icon: ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>; empty: string }
> = {
  notifications: { title: 'Notificaciones', icon: BellOutlined, empty: 'No tienes notificaciones.' },
  messages: { title: 'Mensajes', icon: MailOutlined, empty: 'No tienes mensajes.' },
};

/** One item. An unread one is a button: opening it marks it read. */
function InboxEntry({ item, onMarkRead }: { item: InboxItem; onMarkRead: (item: InboxItem) => void }) {
  const { token } = theme.useToken();
  const unread = !item.read;
  const row: CSSProperties = {
    display: 'flex',
    gap: 12,
    width: '100%',
    // The padding inside the width: a read item (a div) would otherwise overflow the popup's edge.
    boxSizing: 'border-box',
    padding: '12px 16px',
    border: 'none',
    textAlign: 'left',
    font: 'inherit',
    color: 'inherit',
    background: unread ? tint(token.colorPrimary, 0.06) : 'transparent',
  };
  const content = (
    <>
      <span
        aria-hidden
        style={{
          flexShrink: 0,
          width: 8,
          height: 8,
          marginTop: 7,
          borderRadius: '50%',
          background: unread ? token.colorPrimary : 'transparent',
        }}
      />
      {/* The whole text wraps inside the popup (long words too): nothing is cut at its edge. */}
      <span style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
        <Typography.Text strong={unread}>
          {unread && <VisuallyHidden>No leído: </VisuallyHidden>}
          {item.title}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {item.body}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {item.sender} · <time dateTime={item.created_at}>{dayjs(item.created_at).fromNow()}</time>
        </Typography.Text>
      </span>
    </>
  );
  return (
    <li style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      {unread ? (
        <button type="button" title="Marcar como leído" onClick={() => onMarkRead(item)} style={{ ...row, cursor: 'pointer' }}>
          {content}
        </button>
      ) : (
        <div style={row}>{content}</div>
      )}
    </li>
  );
}

interface InboxPanelProps {
  kind: InboxKind;
  /** Height of the scrolling list (the header popup uses 335 px); unset, the list grows. */
  listHeight?: number;
}

/**
 * One inbox as a tab 'Todos' with the unread count, the list (unread items marked; opening one
 * marks it read) and 'Marcar todas como leídas' while anything is unread. The header popups and
 * the /messages page both show it.
 */
export function InboxPanel({ kind, listHeight }: InboxPanelProps) {
  const { token } = theme.useToken();
  const inbox = useInbox(kind);
  const { empty } = INBOX_VIEWS[kind];

  let list: ReactNode;
  if (inbox.isLoading) list = <LoadingSkeleton paragraph={{ rows: 4 }} style={{ padding: 16 }} />;
  else if (inbox.isError)
    list = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No se pudo cargar la lista." style={{ padding: 24 }}>
        <Button size="small" onClick={() => void inbox.refetch()}>
          Reintentar
        </Button>
      </Empty>
    );
  else if (inbox.items.length === 0) list = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} style={{ padding: 24 }} />;
  else
    list = (
      <ul aria-label={INBOX_VIEWS[kind].title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {inbox.items.map((item) => (
          <InboxEntry key={item.id} item={item} onMarkRead={inbox.markRead} />
        ))}
      </ul>
    );

  const tabLabel = (
    <span>
      Todos{' '}
      <span
        style={{
          display: 'inline-block',
          minWidth: 20,
          padding: '0 6px',
          borderRadius: 10,
          fontSize: 12,
          lineHeight: '20px',
          textAlign: 'center',
          color: inbox.unread > 0 ? token.colorWhite : token.colorTextSecondary,
          background: inbox.unread > 0 ? token.colorError : token.colorFillSecondary,
        }}
      >
        {inbox.unread}
      </span>
    </span>
  );

  // "Marcar todas como leídas" sits over the tab bar's right end but outside it: inside antd's
  // tabBarExtraContent it would be a button within the tablist, which may only hold tabs.
  return (
    <div style={{ position: 'relative' }}>
      <Tabs
        size="small"
        styles={{ header: { margin: 0, padding: '0 16px' } }}
        items={[
          {
            key: 'all',
            label: tabLabel,
            children: <div style={{ height: listHeight, overflowY: listHeight ? 'auto' : undefined }}>{list}</div>,
          },
        ]}
      />
      {inbox.unread > 0 && (
        <Button type="link" size="small" onClick={inbox.markAllRead} style={{ position: 'absolute', top: 8, right: 16, paddingInline: 0 }}>
          Marcar todas como leídas
        </Button>
      )}
    </div>
  );
}

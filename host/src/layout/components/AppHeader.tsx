import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { InboxPopover } from './InboxPopover';
import { MenuSearch } from './MenuSearch';
import { PageTitle } from './PageTitle';
import { ProfileMenu } from './ProfileMenu';

interface AppHeaderProps {
  menuCollapsed: boolean;
  onToggleMenu: () => void;
}

/** The desktop header: menu toggle and page title on the left; search, inboxes and profile on the right. */
export function AppHeader({ menuCollapsed, onToggleMenu }: AppHeaderProps) {
  return (
    <Flex align="center" justify="space-between" gap={16} style={{ height: '100%' }}>
      <Flex align="center" gap={12} style={{ minWidth: 0 }}>
        <Button
          type="text"
          icon={menuCollapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
          aria-label={menuCollapsed ? 'Expandir menú' : 'Contraer menú'}
          aria-expanded={!menuCollapsed}
          onClick={onToggleMenu}
        />
        <PageTitle />
      </Flex>
      <Flex align="center" gap={8} style={{ flexShrink: 0 }}>
        <MenuSearch />
        <InboxPopover kind="notifications" />
        <InboxPopover kind="messages" />
        <ProfileMenu />
      </Flex>
    </Flex>
  );
}

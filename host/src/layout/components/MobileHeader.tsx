import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { Link } from 'react-router-dom';
import { BrandMark } from './Brand';
import { ProfileMenu } from './ProfileMenu';

/** Below `md`: the logo and the profile only; the menu opens in a drawer. */
export function MobileHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  return (
    <Flex align="center" justify="space-between" style={{ height: '100%' }}>
      <Flex align="center" gap={8}>
        <Button type="text" icon={<MenuOutlined aria-hidden />} aria-label="Abrir menú" onClick={onOpenMenu} />
        <Link to="/" aria-label="Ir al inicio" style={{ display: 'flex' }}>
          <BrandMark />
        </Link>
      </Flex>
      <ProfileMenu compact />
    </Flex>
  );
}

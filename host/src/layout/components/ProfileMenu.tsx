import { LogoutOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { useProfile } from '@banca/shared-auth';
import { Dropdown, theme, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useLogout } from '../hooks/useLogout';
import { UserAvatar } from './UserAvatar';
import { routes } from '../../routes';

/** The header profile shows '--' for what is not known. */
const UNKNOWN = '--';

/**
 * The profile block of the header: avatar, name and e-mail (the avatar only when `compact`), and
 * its menu: 'Mi perfil', 'Mensajes' and 'Cerrar sesión'.
 */
export function ProfileMenu({ compact = false }: { compact?: boolean }) {
  const { token } = theme.useToken();
  const { profile } = useProfile();
  const navigate = useNavigate();
  const logout = useLogout();
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ') || UNKNOWN;
  const email = profile?.email || UNKNOWN;

  const items: MenuProps['items'] = [
    ...(compact
      ? [
          {
            key: 'who',
            type: 'group' as const,
            label: (
              <span style={{ display: 'flex', flexDirection: 'column', maxWidth: 240 }}>
                <strong style={{ color: token.colorText }}>{name}</strong>
                <span>{email}</span>
              </span>
            ),
          },
          { type: 'divider' as const, key: 'who-divider' },
        ]
      : []),
    { key: 'profile', icon: <UserOutlined aria-hidden />, label: 'Mi perfil', onClick: () => navigate(routes['host.profile'].path) },
    { key: 'messages', icon: <MailOutlined aria-hidden />, label: 'Mensajes', onClick: () => navigate(routes['host.messages'].path) },
    { type: 'divider', key: 'logout-divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: 'Cerrar sesión', danger: true, onClick: logout },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      {/* Named by the text it shows ("Perfil de" for screen readers only): a different aria-label
          would not match what speech-input users read on screen. */}
      <button
        type="button"
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 10,
          padding: compact ? 0 : '4px 8px',
          border: 'none',
          borderRadius: token.borderRadius,
          background: 'transparent',
          cursor: 'pointer',
          font: 'inherit',
          textAlign: 'left',
        }}
      >
        <VisuallyHidden>{compact ? `Perfil de ${name}` : 'Perfil de '}</VisuallyHidden>
        <UserAvatar profile={profile} />
        {!compact && (
          <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3, maxWidth: 200 }}>
            <span style={{ fontWeight: 600, color: token.colorText, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {name}
            </span>
            <span
              style={{ fontSize: 12, color: token.colorTextSecondary, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              {email}
            </span>
          </span>
        )}
      </button>
    </Dropdown>
  );
}

import type { Profile } from '@banca/contracts';
import { Avatar, theme } from 'antd';
import { UserOutlined } from '@ant-design/icons';

/** "Ana Pérez" → "AP"; nothing known → no initials (the avatar shows a person icon). */
function initialsOf(profile: Pick<Profile, 'first_name' | 'last_name'> | null | undefined): string {
  return [profile?.first_name, profile?.last_name]
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
}

/** The user's picture, or their initials on the brand colour when they have none. */
export function UserAvatar({ profile, size = 36 }: { profile: Profile | null | undefined; size?: number }) {
  const { token } = theme.useToken();
  const initials = initialsOf(profile);
  if (profile?.avatar) return <Avatar size={size} src={profile.avatar} alt="" />;
  return (
    <Avatar
      size={size}
      icon={initials ? undefined : <UserOutlined aria-hidden />}
      style={{ background: token.colorPrimary, flexShrink: 0 }}
      aria-hidden
    >
      {initials || undefined}
    </Avatar>
  );
}

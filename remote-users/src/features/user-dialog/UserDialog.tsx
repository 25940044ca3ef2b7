import { ExportOutlined } from '@ant-design/icons';
import { GuardedModal, useDiscardGuard, type DialogParam } from '@banca/kit';
import { Flex } from 'antd';
import { Link } from 'react-router-dom';
import { linkTo } from '@banca/kit/routes';
import { routes } from '../../routes';
import { useUserProfile } from './hooks/useUserProfile';
import { UserTabs, type UserTabsProps } from './UserTabs';

/** 'Ana Pérez' once the profile is known. */
function DialogTitle({ userId }: { userId: number | null }) {
  const profile = useUserProfile(userId);
  if (userId === null) return <>Crear usuario</>;
  const user = profile.data?.data;
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : 'Usuario';
  return (
    <Flex align="center" gap={12} wrap>
      <span>{name}</span>
      <Link to={linkTo(routes['users.detail'], { id: userId })} style={{ fontSize: 13, fontWeight: 'normal' }}>
        <ExportOutlined aria-hidden /> Abrir en página completa
      </Link>
    </Flex>
  );
}

/**
 * The user dialog: a user's tabs, or a new user's profile, 90vh high. The tabs
 * scroll inside it; each has its own actions, so the dialog has no footer. Closing it (X, Escape,
 * the mask, the browser's Back through `dialog`) asks first while a tab's form holds changes.
 */
export function UserDialog({
  open,
  userId,
  onClose,
  dialog,
  ...events
}: UserTabsProps & { open: boolean; onClose: () => void; dialog?: Pick<DialogParam, 'protect'> }) {
  const guard = useDiscardGuard(onClose, dialog);
  return (
    <GuardedModal
      guard={guard}
      open={open}
      destroyOnHidden
      title={<DialogTitle userId={userId} />}
      width={{ xs: '96vw', md: 880, xl: 1000 }}
      centered
      footer={null}
      styles={{
        container: { height: '90vh', display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, overflowY: 'auto' },
      }}
    >
      {/* A new key when the user changes, so a created user starts on its own fresh tabs. */}
      <UserTabs key={userId ?? 'new'} userId={userId} {...events} />
    </GuardedModal>
  );
}

import { AuditHistoryLink, DetailFrame, labelOf, PageTitleBar, ROLE_LABELS, useIdParam } from '@banca/kit';
import { Card, Flex, Tag } from 'antd';
import { useUserProfile } from '../../features/user-dialog/hooks/useUserProfile';
import { UserTabs } from '../../features/user-dialog/UserTabs';
import { routes } from '../../routes';

/** One user on a page of its own (`/admin/user-detail?id=`): the same tabs as the user dialog. */
export default function UserDetailPage() {
  const id = useIdParam();
  const profile = useUserProfile(id);
  return (
    <DetailFrame
      back={{ to: routes['users.list'].path, label: 'Volver a usuarios' }}
      query={profile}
      invalid={id === null}
      notFoundTitle="Usuario no encontrado"
      notFound="El usuario que buscas no existe o el enlace no es válido."
    >
      {({ data: user }) => (
        <Flex vertical gap={16}>
          <PageTitleBar
            title={`${user.first_name} ${user.last_name}`}
            subtitle={
              <Flex gap={8} align="center" wrap>
                <span>{user.username}</span>
                <Tag>{labelOf(ROLE_LABELS, user.role)}</Tag>
              </Flex>
            }
            extra={<AuditHistoryLink recordType="user" recordId={user.id} />}
          />
          <Card>
            <UserTabs userId={user.id} />
          </Card>
        </Flex>
      )}
    </DetailFrame>
  );
}

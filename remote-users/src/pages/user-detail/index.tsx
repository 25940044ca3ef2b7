import { BackLink, isNotFound, NotFoundResult, PageTitleBar, QueryContent, RequireAccess, useIdParam } from '@banca/shared-auth';
import { Card, Flex, Tag } from 'antd';
import { useUserProfile } from '../../features/user-dialog/hooks/useUserProfile';
import { UserTabs } from '../../features/user-dialog/UserTabs';
import { labelOf, ROLES } from '../../labels';

const LIST = '/admin/users';

const notFound = (
  <NotFoundResult
    title="Usuario no encontrado"
    subTitle="El usuario que buscas no existe o el enlace no es válido."
    backTo={LIST}
    backLabel="Volver a usuarios"
  />
);

/** One user on a page of its own (`/admin/user-detail?id=`): the same tabs as the user dialog. */
function UserDetail({ id }: { id: number }) {
  const profile = useUserProfile(id);
  if (isNotFound(profile.error)) return notFound;
  return (
    <>
      <BackLink to={LIST}>Volver a usuarios</BackLink>
      <QueryContent query={profile} notFound={notFound} rows={8}>
        {(user) => (
          <Flex vertical gap={16}>
            <PageTitleBar
              title={`${user.first_name} ${user.last_name}`}
              subtitle={
                <Flex gap={8} align="center" wrap>
                  <span>{user.username}</span>
                  <Tag>{labelOf(ROLES, user.role)}</Tag>
                </Flex>
              }
            />
            <Card>
              <UserTabs userId={id} />
            </Card>
          </Flex>
        )}
      </QueryContent>
    </>
  );
}

export default function UserDetailPage() {
  const id = useIdParam();
  return <RequireAccess allowed="viewUsers">{id === null ? notFound : <UserDetail id={id} />}</RequireAccess>;
}

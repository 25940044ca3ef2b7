import { Card, Flex, Tag } from 'antd';
import { BackLink, isNotFound, NotFoundResult, PageTitleBar, QueryContent, RequireAccess, useIdParam } from '@banca/shared-auth';
import { labelOf, ROLES } from '../../labels';
import { ProfileDescriptions } from './components/ProfileDescriptions';
import { SecurityDescriptions } from './components/SecurityDescriptions';
import { useUserProfile } from './hooks/useUserProfile';
import { useUserSecurity } from './hooks/useUserSecurity';

const LIST = '/admin/users';

const notFound = (
  <NotFoundResult
    title="Usuario no encontrado"
    subTitle="El usuario que buscas no existe o el enlace no es válido."
    backTo={LIST}
    backLabel="Volver a usuarios"
  />
);

/** One user's profile and security, read-only (`/admin/user-detail?id=`). */
function UserDetail({ id }: { id: number }) {
  const profile = useUserProfile(id);
  const security = useUserSecurity(id);
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
            <Card title="Perfil">
              <ProfileDescriptions profile={user} />
            </Card>
            <Card title="Seguridad">
              <QueryContent query={security} rows={4}>
                {(data) => <SecurityDescriptions security={data} />}
              </QueryContent>
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

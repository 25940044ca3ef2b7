import { useProfile } from '@banca/shared-auth';
import {
  COUNTRY_LABELS,
  DOCUMENT_TYPE_LABELS,
  formatDate,
  LANGUAGE_LABELS,
  labelOf,
  ROLE_LABELS,
  useAccess,
  LoadingSkeleton,
  PageLink,
} from '@banca/kit';
import { Card, Descriptions, Flex, Result, Tag, Typography } from 'antd';
import { UserAvatar } from '../../layout/components/UserAvatar';
import { OwnPassword } from './components/OwnPassword';
import { OwnSessions } from './components/OwnSessions';

const orDash = (value: string | null | undefined) => (value?.trim() ? value : '—');

/**
 * 'Mi perfil': the signed-in user's own data, read-only here (an administrator edits accounts in
 * Usuarios), and the change of one's own password.
 */
export default function ProfilePage() {
  const { profile, isLoading, error } = useProfile();
  // Accounts are edited where users are managed: said to the roles that may.
  const mayEditAccounts = useAccess().allows('users:write');

  if (!profile && isLoading) return <LoadingSkeleton avatar paragraph={{ rows: 6 }} />;
  if (!profile)
    return (
      <Result status="warning" title="No se pudo cargar tu perfil." subTitle={error ? 'Intenta nuevamente en unos minutos.' : undefined} />
    );

  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <Flex vertical gap={24} style={{ maxWidth: 880 }}>
      <Card>
        <Flex align="center" gap={20} wrap>
          <UserAvatar profile={profile} size={72} />
          <Flex vertical gap={4}>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
              {orDash(fullName)}
            </Typography.Title>
            <Typography.Text type="secondary">{profile.email}</Typography.Text>
            <span>
              <Tag color="green">{ROLE_LABELS[profile.role] ?? profile.role}</Tag>
            </span>
          </Flex>
        </Flex>
      </Card>
      <Card title="Datos de la cuenta">
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'username', label: 'Usuario', children: profile.username },
            { key: 'role', label: 'Rol', children: ROLE_LABELS[profile.role] ?? profile.role },
            { key: 'email', label: 'Correo electrónico', children: orDash(profile.email) },
            { key: 'phone', label: 'Teléfono', children: orDash(profile.phone) },
            {
              key: 'document',
              label: 'Documento',
              children: `${labelOf(DOCUMENT_TYPE_LABELS, profile.document_type)} ${orDash(profile.document_number)}`,
            },
            { key: 'language', label: 'Idioma', children: labelOf(LANGUAGE_LABELS, profile.language) },
            { key: 'country', label: 'País', children: labelOf(COUNTRY_LABELS, profile.country) },
            { key: 'timezone', label: 'Zona horaria', children: orDash(profile.timezone) },
            { key: 'registered', label: 'Fecha de registro', children: formatDate(profile.registration_date) },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          {mayEditAccounts ? (
            <>
              Para cambiar estos datos, edita{' '}
              <PageLink id="users.detail" params={{ id: profile.id }} style={{ textDecoration: 'underline' }}>
                tu cuenta
              </PageLink>{' '}
              en Usuarios.
            </>
          ) : (
            'Para cambiar estos datos, contacta a un administrador.'
          )}
        </Typography.Paragraph>
      </Card>
      <OwnPassword />
      <OwnSessions />
    </Flex>
  );
}

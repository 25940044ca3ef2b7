import { formatDateTime, type UserSecurity } from '@banca/shared-auth';
import { Descriptions, Flex, Tag } from 'antd';
import { ActiveBadge } from '@banca/shared-auth';

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

/** The Security tab's fields, read-only (SPEC.md 2.6); its actions come with the user dialog. */
export function SecurityDescriptions({ security }: { security: UserSecurity }) {
  return (
    <Descriptions
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: 'username', label: 'Usuario', children: security.username },
        { key: 'email', label: 'Correo', children: security.email },
        {
          key: 'status',
          label: 'Estado',
          children: (
            <Flex gap={8} wrap align="center">
              <ActiveBadge active={security.isactive} />
              {security.locked && <Tag color="red">Bloqueado</Tag>}
              {security.deletedat && <Tag>Eliminado</Tag>}
            </Flex>
          ),
        },
        { key: 'loginattempts', label: 'Intentos fallidos', children: security.loginattempts },
        { key: 'isverified', label: 'Verificado', children: yesNo(security.isverified) },
        { key: 'lastlogin', label: 'Último acceso', children: security.lastlogin ? formatDateTime(security.lastlogin) : 'Nunca' },
        { key: 'createdat', label: 'Fecha de creación', children: formatDateTime(security.createdat) },
        { key: 'deletedat', label: 'Fecha de eliminación', children: formatDateTime(security.deletedat) },
      ]}
    />
  );
}

import { ActiveBadge, formatDateTime, QueryContent } from '@banca/kit';
import { Button, Descriptions, Flex, Switch, Tag } from 'antd';
import { useState } from 'react';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';
import { useSecurityActions } from '../hooks/useSecurityActions';
import { useUserSecurity } from '../hooks/useUserSecurity';

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

/**
 * The Security tab: username and password, e-mail, failed attempts (with unlock
 * while locked), verified, last access, active/inactive, creation and deletion. Every action asks
 * its confirmation first. Read-only: the data without the actions.
 */
export function SecurityTab({ userId, readOnly, onChanged }: { userId: number; readOnly: boolean; onChanged?: () => void }) {
  const security = useUserSecurity(userId);
  const actions = useSecurityActions(userId, { onChanged });
  const [askingPassword, setAskingPassword] = useState(false);

  const closePassword = (password: string | null) => {
    setAskingPassword(false);
    if (password) void actions.changePassword(password);
  };

  return (
    <QueryContent query={security} rows={6}>
      {(data) => (
        <>
          {actions.notice}
          <Descriptions
            bordered
            size="middle"
            column={1}
            styles={{ label: { width: 200 } }}
            items={[
              { key: 'username', label: 'Usuario', children: data.username },
              {
                key: 'password',
                label: 'Contraseña',
                children: readOnly ? '••••••' : <Button onClick={() => setAskingPassword(true)}>Cambiar contraseña</Button>,
              },
              { key: 'email', label: 'Correo', children: data.email },
              {
                key: 'loginattempts',
                label: 'Intentos fallidos',
                children: (
                  <Flex align="center" gap={12} wrap>
                    <span>{data.loginattempts}</span>
                    {data.locked && <Tag color="red">Bloqueado</Tag>}
                    {data.locked && !readOnly && (
                      <Button size="small" disabled={actions.pending} onClick={() => void actions.unlock()}>
                        Desbloquear
                      </Button>
                    )}
                  </Flex>
                ),
              },
              { key: 'isverified', label: 'Verificado', children: yesNo(data.isverified) },
              { key: 'lastlogin', label: 'Último acceso', children: data.lastlogin ? formatDateTime(data.lastlogin) : 'Nunca' },
              {
                key: 'status',
                label: 'Estado',
                children: readOnly ? (
                  <ActiveBadge active={data.isactive} />
                ) : (
                  <Flex align="center" gap={12}>
                    <Switch
                      checked={data.isactive}
                      disabled={actions.pending}
                      aria-label="Usuario activo"
                      onChange={(checked) => void actions.setActive(checked)}
                    />
                    <ActiveBadge active={data.isactive} />
                  </Flex>
                ),
              },
              { key: 'createdat', label: 'Fecha de creación', children: formatDateTime(data.createdat) },
              {
                key: 'deletedat',
                label: 'Fecha de eliminación',
                children: (
                  <Flex align="center" gap={12} wrap>
                    <span>{formatDateTime(data.deletedat)}</span>
                    {!readOnly && !data.deletedat && (
                      <Button danger disabled={actions.pending} onClick={() => void actions.remove()}>
                        Eliminar usuario
                      </Button>
                    )}
                  </Flex>
                ),
              },
            ]}
          />
          <ChangePasswordDialog open={askingPassword} onClose={closePassword} />
        </>
      )}
    </QueryContent>
  );
}

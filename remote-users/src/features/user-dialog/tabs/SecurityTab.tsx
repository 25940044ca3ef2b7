import { ActiveBadge, formatDateTime, QueryContent } from '@banca/kit';
import { useProfile } from '@banca/shared-auth';
import { Button, Descriptions, Flex, Switch, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { ChangePasswordDialog } from '../components/ChangePasswordDialog';
import { UserSessions } from '../components/UserSessions';
import { useSecurityActions } from '../hooks/useSecurityActions';
import { useUserSecurity } from '../hooks/useUserSecurity';

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

/** The server refuses both on one's own account, so no one locks themself out. */
export const OWN_ACCOUNT = {
  deactivate: 'No puedes desactivar tu propia cuenta: pídeselo a otro administrador.',
  remove: 'No puedes eliminar tu propia cuenta: pídeselo a otro administrador.',
} as const;

/**
 * The Security tab: username and password, e-mail, failed attempts (with unlock
 * while locked), verified, last access, active/inactive, creation and deletion. Every action asks
 * its confirmation first. Below, for administrators, the user's live sessions (end one or all).
 * Read-only: the data without the actions or the sessions.
 */
export function SecurityTab({ userId, readOnly, onChanged }: { userId: number; readOnly: boolean; onChanged?: () => void }) {
  const security = useUserSecurity(userId);
  const actions = useSecurityActions(userId, { onChanged });
  const [askingPassword, setAskingPassword] = useState(false);
  const { profile } = useProfile();
  const own = profile?.id === userId;

  const savePassword = async (password: string) => {
    const done = await actions.changePassword(password);
    if (done) setAskingPassword(false);
    return done;
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
                  <Flex align="center" gap={12} wrap>
                    <Switch
                      checked={data.isactive}
                      disabled={actions.pending || (own && data.isactive)}
                      aria-label="Usuario activo"
                      aria-describedby={own && data.isactive ? 'own-account-status' : undefined}
                      onChange={(checked) => void actions.setActive(checked)}
                    />
                    <ActiveBadge active={data.isactive} />
                    {own && data.isactive && (
                      <Typography.Text type="secondary" id="own-account-status">
                        {OWN_ACCOUNT.deactivate}
                      </Typography.Text>
                    )}
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
                      <Tooltip title={own ? OWN_ACCOUNT.remove : undefined}>
                        {/* A disabled button gets no pointer events: the tooltip hangs on its wrapper. */}
                        <span>
                          <Button
                            danger
                            disabled={actions.pending || own}
                            aria-description={own ? OWN_ACCOUNT.remove : undefined}
                            onClick={() => void actions.remove()}
                          >
                            Eliminar usuario
                          </Button>
                        </span>
                      </Tooltip>
                    )}
                  </Flex>
                ),
              },
            ]}
          />
          {!readOnly && !data.deletedat && (
            <div style={{ marginTop: 24 }}>
              <UserSessions userId={userId} />
            </div>
          )}
          <ChangePasswordDialog open={askingPassword} onCancel={() => setAskingPassword(false)} onSave={savePassword} />
        </>
      )}
    </QueryContent>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import type { UserRow } from '@banca/contracts';
import { ListSearch, PageTitleBar, pageOf, useAccess, useDialogParam, useListController, usersApi } from '@banca/kit';
import { Button } from 'antd';
import { useState } from 'react';
import { UserDialog } from '../../features/user-dialog/UserDialog';
import { UsersTable } from './components/UsersTable';
import { userKeys } from '../../shared/queryKeys';

/**
 * Users list: search, server-side pages kept in the URL; a row opens the user dialog,
 * 'Crear usuario' opens it empty, and the dialog is kept in the URL too (`?user=`).
 */
export default function UsersPage() {
  const list = useListController({
    query: ({ page, search }) => ({ page, search: search || null }),
    queryKey: userKeys.list,
    fetch: usersApi.list,
    toPage: pageOf<'users', UserRow>('users'),
    totalLabel: (total) => (total === 1 ? '1 usuario' : `${total} usuarios`),
  });
  const { allows } = useAccess();
  const dialog = useDialogParam('user');
  // Whether the open dialog saved something; a reload forgets it (the list is fetched anew anyway).
  const [changed, setChanged] = useState(false);

  const open = (user: number | 'new') => {
    setChanged(false);
    dialog.open(user);
  };
  // After a change the list goes back to its first page, in the same step.
  const close = () => dialog.close(changed ? (params) => params.delete('page') : undefined);
  // Only an administrator creates users: `?user=new` in an operator's link opens nothing.
  const hidden = (target: typeof dialog.target) => target === null || (target === 'new' && !allows('users:write'));

  return (
    <>
      <PageTitleBar
        title="Listado de usuarios"
        extra={
          <>
            <ListSearch value={list.search} onSearch={list.setSearch} placeholder="Nombre, documento o correo" label="Buscar usuarios" />
            {allows('users:write') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
                Crear usuario
              </Button>
            )}
          </>
        }
      />
      <UsersTable table={list.tableProps} onOpen={(user) => open(user.id)} />
      {!hidden(dialog.shown) && (
        <UserDialog
          open={!hidden(dialog.target)}
          userId={dialog.shown === 'new' ? null : dialog.shown}
          onCreated={(id) => dialog.switchTo(id)}
          onChanged={() => setChanged(true)}
          onClose={close}
        />
      )}
    </>
  );
}

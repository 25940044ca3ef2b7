import { PlusOutlined } from '@ant-design/icons';
import { ListSearch, PageTitleBar, useAccess, useDialogParam, useListParams } from '@banca/kit';
import { Button } from 'antd';
import { useState } from 'react';
import { UserDialog } from '../../features/user-dialog/UserDialog';
import { UsersTable } from './components/UsersTable';
import { useUsersList } from './hooks/useUsersList';

/**
 * Users list: search, server-side pages kept in the URL; a row opens the user dialog,
 * 'Crear usuario' opens it empty, and the dialog is kept in the URL too (`?user=`).
 */
export default function UsersPage() {
  const { page, search, setPage, setSearch } = useListParams();
  const query = useUsersList({ page, search });
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
            <ListSearch value={search} onSearch={setSearch} placeholder="Nombre, documento o correo" label="Buscar usuarios" />
            {allows('users:write') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
                Crear usuario
              </Button>
            )}
          </>
        }
      />
      <UsersTable query={query} page={page} onPageChange={setPage} onOpen={(user) => open(user.id)} />
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

import type { UserRow } from '@banca/shared-auth';
import { useNavigate } from 'react-router-dom';
import { ComingSoonButton, ListSearch, PageTitleBar, RequireAccess, useAccess, useBackState, useListParams } from '@banca/shared-auth';
import { UsersTable } from './components/UsersTable';
import { useUsersList } from './hooks/useUsersList';

/** Users list (SPEC.md 2.5): search, server-side pages kept in the URL, a row opens the user. */
function UsersList() {
  const { page, search, setPage, setSearch } = useListParams();
  const query = useUsersList({ page, search });
  const { access } = useAccess();
  const navigate = useNavigate();
  const backState = useBackState();

  const open = (user: UserRow) => navigate(`/admin/user-detail?id=${user.id}`, { state: backState });

  return (
    <>
      <PageTitleBar
        title="Listado de usuarios"
        extra={
          <>
            <ListSearch value={search} onSearch={setSearch} placeholder="Buscar por nombre, documento o correo" label="Buscar usuarios" />
            {access.manageUsers && <ComingSoonButton>Crear usuario</ComingSoonButton>}
          </>
        }
      />
      <UsersTable query={query} page={page} onPageChange={setPage} onOpen={open} />
    </>
  );
}

export default function UsersPage() {
  return (
    <RequireAccess allowed="viewUsers">
      <UsersList />
    </RequireAccess>
  );
}

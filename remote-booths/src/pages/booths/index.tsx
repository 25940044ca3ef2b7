import { ComingSoonButton, ListSearch, PageTitleBar, RequireAccess, useAccess, useListParams } from '@banca/shared-auth';
import { BoothsTable } from './components/BoothsTable';
import { useBoothsList } from './hooks/useBoothsList';

/** Booths (taquillas/agencias) list (SPEC.md 2.10): search and server-side pages kept in the URL. */
function BoothsList() {
  const { page, search, setPage, setSearch } = useListParams();
  const query = useBoothsList({ page, search });
  const { access } = useAccess();

  return (
    <>
      <PageTitleBar
        title="Listado de taquillas"
        extra={
          <>
            <ListSearch value={search} onSearch={setSearch} placeholder="Buscar por nombre, correo o ubicación" label="Buscar taquillas" />
            {access.manageBooths && <ComingSoonButton>Crear agencia</ComingSoonButton>}
          </>
        }
      />
      <BoothsTable query={query} page={page} onPageChange={setPage} />
    </>
  );
}

export default function BoothsPage() {
  return (
    <RequireAccess allowed="viewBooths">
      <BoothsList />
    </RequireAccess>
  );
}

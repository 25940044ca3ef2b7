import { ComingSoonButton, ListSearch, PageTitleBar, RequireAccess, useAccess, useListParams } from '@banca/shared-auth';
import { SellersTable } from './components/SellersTable';
import { useSellersList } from './hooks/useSellersList';

/** Sellers list (SPEC.md 2.9): search and server-side pages, both kept in the URL. */
function SellersList() {
  const { page, search, setPage, setSearch } = useListParams();
  const query = useSellersList({ page, search });
  const { access } = useAccess();

  return (
    <>
      <PageTitleBar
        title="Listado de vendedores"
        extra={
          <>
            <ListSearch value={search} onSearch={setSearch} placeholder="Buscar por etiqueta o usuario" label="Buscar vendedores" />
            {access.manageSellers && <ComingSoonButton>Crear usuario</ComingSoonButton>}
          </>
        }
      />
      <SellersTable query={query} page={page} onPageChange={setPage} />
    </>
  );
}

export default function SellersPage() {
  return (
    <RequireAccess allowed="viewSellers">
      <SellersList />
    </RequireAccess>
  );
}

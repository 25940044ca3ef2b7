import { PlusOutlined } from '@ant-design/icons';
import { ListSearch, PageTitleBar, useAccess, useDialogParam, useListParams } from '@banca/kit';
import { Button } from 'antd';
import { SellerDialog } from './components/SellerDialog';
import { SellersTable } from './components/SellersTable';
import { useSellersList } from './hooks/useSellersList';

/**
 * Sellers list: search and server-side pages kept in the URL; 'Crear vendedor' and a
 * row open the seller dialog, also kept in the URL (`?seller=new`, `?seller=<id>`).
 */
export default function SellersPage() {
  const { page, search, setPage, setSearch } = useListParams();
  const query = useSellersList({ page, search });
  const dialog = useDialogParam('seller');
  const { allows } = useAccess();

  return (
    <>
      <PageTitleBar
        title="Listado de vendedores"
        extra={
          <>
            <ListSearch value={search} onSearch={setSearch} placeholder="Buscar por etiqueta o usuario" label="Buscar vendedores" />
            {allows('sellers:write') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.open('new')}>
                Crear vendedor
              </Button>
            )}
          </>
        }
      />
      <SellersTable query={query} page={page} onPageChange={setPage} onOpen={(seller) => dialog.open(seller.id)} />
      <SellerDialog dialog={dialog} />
    </>
  );
}

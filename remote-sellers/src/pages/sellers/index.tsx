import { PlusOutlined } from '@ant-design/icons';
import type { SellerRow } from '@banca/contracts';
import { ListSearch, PageTitleBar, pageOf, sellersApi, sellersKeys, useAccess, useDialogParam, useListController } from '@banca/kit';
import { Button } from 'antd';
import { SellerDialog } from './components/SellerDialog';
import { SellersTable } from './components/SellersTable';

/**
 * Sellers list: search and server-side pages kept in the URL; 'Crear vendedor' and a
 * row open the seller dialog, also kept in the URL (`?seller=new`, `?seller=<id>`).
 */
export default function SellersPage() {
  // A client sees the sellers of its own booths.
  const list = useListController({
    query: ({ page, search }) => ({ page, search: search || null }),
    queryKey: sellersKeys.list,
    fetch: sellersApi.list,
    toPage: pageOf<'sellers', SellerRow>('sellers'),
    totalLabel: (total) => (total === 1 ? '1 vendedor' : `${total} vendedores`),
  });
  const dialog = useDialogParam('seller');
  const { allows } = useAccess();

  return (
    <>
      <PageTitleBar
        title="Listado de vendedores"
        extra={
          <>
            <ListSearch
              value={list.search}
              onSearch={list.setSearch}
              placeholder="Buscar por etiqueta o usuario"
              label="Buscar vendedores"
            />
            {allows('sellers:write') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.open('new')}>
                Crear vendedor
              </Button>
            )}
          </>
        }
      />
      <SellersTable table={list.tableProps} onOpen={(seller) => dialog.open(seller.id)} />
      <SellerDialog dialog={dialog} />
    </>
  );
}

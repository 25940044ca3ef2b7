import { PlusOutlined } from '@ant-design/icons';
import type { BoothRow } from '@banca/contracts';
import { PAGE_SIZE } from '@banca/contracts/limits';
import { boothsApi, boothsKeys, ListSearch, PageTitleBar, pageOf, useAccess, useDialogParam, useListController } from '@banca/kit';
import { Button } from 'antd';
import { BoothDialog } from './components/BoothDialog';
import { BoothsTable } from './components/BoothsTable';

/**
 * Booths (taquillas/agencias) list: search and server-side pages kept in the URL;
 * 'Crear agencia', 'Ver' and a row open the booth dialog, also kept in the URL (`?booth=`).
 */
export default function BoothsPage() {
  // A client sees its own booths. The booths list takes a `limit`: it asks for the API's page size.
  const list = useListController({
    query: ({ page, search }) => ({ page, limit: PAGE_SIZE, search: search || null }),
    queryKey: boothsKeys.list,
    fetch: boothsApi.list,
    toPage: pageOf<'booths', BoothRow>('booths'),
    totalLabel: (total) => (total === 1 ? '1 taquilla' : `${total} taquillas`),
  });
  const dialog = useDialogParam('booth');
  const { allows } = useAccess();

  return (
    <>
      <PageTitleBar
        title="Listado de taquillas"
        extra={
          <>
            <ListSearch
              value={list.search}
              onSearch={list.setSearch}
              placeholder="Buscar por nombre, correo o ubicación"
              label="Buscar taquillas"
            />
            {allows('booths:write') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.open('new')}>
                Crear agencia
              </Button>
            )}
          </>
        }
      />
      <BoothsTable table={list.tableProps} onOpen={(booth) => dialog.open(booth.id)} />
      <BoothDialog dialog={dialog} />
    </>
  );
}

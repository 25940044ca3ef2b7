import { PlusOutlined } from '@ant-design/icons';
import { ListSearch, PageTitleBar, useAccess, useDialogParam, useListParams } from '@banca/kit';
import { Button } from 'antd';
import { BoothDialog } from './components/BoothDialog';
import { BoothsTable } from './components/BoothsTable';
import { useBoothsList } from './hooks/useBoothsList';

/**
 * Booths (taquillas/agencias) list: search and server-side pages kept in the URL;
 * 'Crear agencia', 'Ver' and a row open the booth dialog, also kept in the URL (`?booth=`).
 */
export default function BoothsPage() {
  const { page, search, setPage, setSearch } = useListParams();
  const query = useBoothsList({ page, search });
  const dialog = useDialogParam('booth');
  const { allows } = useAccess();

  return (
    <>
      <PageTitleBar
        title="Listado de taquillas"
        extra={
          <>
            <ListSearch value={search} onSearch={setSearch} placeholder="Buscar por nombre, correo o ubicación" label="Buscar taquillas" />
            {allows('booths:write') && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.open('new')}>
                Crear agencia
              </Button>
            )}
          </>
        }
      />
      <BoothsTable query={query} page={page} onPageChange={setPage} onOpen={(booth) => dialog.open(booth.id)} />
      <BoothDialog dialog={dialog} />
    </>
  );
}

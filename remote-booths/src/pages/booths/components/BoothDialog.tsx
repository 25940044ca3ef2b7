import { ExportOutlined } from '@ant-design/icons';
import { GuardedModal, QueryContent, useAccess, useDiscardGuard, type BackState, type DialogParam } from '@banca/kit';
import { Flex, Result } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { linkTo } from '@banca/kit/routes';
import { routes } from '../../../routes';
import { BoothEditor } from '../../../features/booth-editor/components/BoothEditor';
import { useBooth } from '../../../features/booth-editor/hooks/useBooth';

const notFound = (
  <Result status="404" title="Taquilla no encontrada" subTitle="La taquilla no existe, no está a tu cargo o el enlace no es válido." />
);

/** Where the booth's own page returns to: the list as it is under the dialog. */
function useListStateWithout(param: string): BackState {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete(param);
  const query = params.toString();
  return { back: query ? `${pathname}?${query}` : pathname };
}

/**
 * The booth dialog, kept in the URL (`?booth=new`, `?booth=<id>`): 'Crear taquilla'
 * empty; an existing booth under its name, with its sellers and a link to its own page. A created
 * booth stays open, now with its sellers, and the list goes back to page 1.
 */
export function BoothDialog({ dialog }: { dialog: DialogParam }) {
  const canEdit = useAccess().allows('booths:write');
  const { shown, close, switchTo } = dialog;
  const creating = shown === 'new' && canEdit;
  const id = typeof shown === 'number' ? shown : null;
  const open = dialog.target !== null && (creating || id !== null);
  const query = useBooth(id);
  const booth = query.data?.data;
  const listState = useListStateWithout('booth');

  const title = creating ? (
    'Crear taquilla'
  ) : (
    <Flex gap={12} align="baseline" wrap>
      <span>{booth?.name ?? 'Taquilla'}</span>
      {booth && (
        <Link to={linkTo(routes['booths.detail'], { id: booth.id })} state={listState} style={{ fontSize: 13, fontWeight: 'normal' }}>
          <ExportOutlined aria-hidden /> Abrir en página completa
        </Link>
      )}
    </Flex>
  );

  // Closing with changes not saved (X, Escape, 'Cancelar', the browser's Back) asks first.
  const guard = useDiscardGuard(() => close(), dialog);
  const onCancel = guard.close;
  return (
    <GuardedModal guard={guard} open={open} title={title} footer={null} destroyOnHidden width={760} mask={{ closable: false }}>
      {creating && (
        <BoothEditor canEdit onCreated={(created) => switchTo(created, (params) => params.delete('page'))} onCancel={onCancel} />
      )}
      {id !== null && (
        <QueryContent query={query} notFound={notFound} rows={8}>
          {(loaded) => <BoothEditor key={loaded.data.id} loaded={loaded} canEdit={canEdit} onDeleted={() => close()} onCancel={onCancel} />}
        </QueryContent>
      )}
    </GuardedModal>
  );
}

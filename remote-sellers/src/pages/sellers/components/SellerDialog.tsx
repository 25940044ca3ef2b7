import { GuardedModal, QueryContent, useAccess, useDiscardGuard, type DialogParam } from '@banca/kit';
import { Result } from 'antd';
import { useSeller } from '../hooks/useSeller';
import { SellerForm } from './SellerForm';
import { SellerLockWarning } from './SellerLockWarning';

const notFound = (
  <Result status="404" title="Vendedor no encontrado" subTitle="El vendedor no existe, no está a tu cargo o el enlace no es válido." />
);

/** An existing seller: the lock warning (with its unlock) above the form. */
function ExistingSeller({ id, canEdit, onSaved, onCancel }: { id: number; canEdit: boolean; onSaved: () => void; onCancel: () => void }) {
  const query = useSeller(id);
  return (
    <QueryContent query={query} notFound={notFound} rows={8}>
      {(loaded) => (
        <>
          <SellerLockWarning seller={loaded.data} canUnlock={canEdit} />
          <SellerForm loaded={loaded} readOnly={!canEdit} onSaved={onSaved} onCancel={onCancel} />
        </>
      )}
    </QueryContent>
  );
}

/**
 * The seller dialog, kept in the URL (`?seller=new`, `?seller=<id>`): 'Crear
 * vendedor' empty, 'Editar vendedor' for a row; read-only for a role that may not edit. A created
 * seller is shown at once: the list closes onto a search for its username (sellers are listed in
 * creation order, so it would otherwise sit on the last page).
 */
export function SellerDialog({ dialog }: { dialog: DialogParam }) {
  const canEdit = useAccess().allows('sellers:write');
  const { shown, close } = dialog;
  const creating = shown === 'new' && canEdit;
  const id = typeof shown === 'number' ? shown : null;
  const open = dialog.target !== null && (creating || id !== null);
  const title = creating ? 'Crear vendedor' : canEdit ? 'Editar vendedor' : 'Detalle del vendedor';

  // Closing with changes not saved (X, Escape, 'Cancelar', the browser's Back) asks first.
  const guard = useDiscardGuard(() => close(), dialog);
  return (
    <GuardedModal guard={guard} open={open} title={title} footer={null} destroyOnHidden width={560} mask={{ closable: false }}>
      {creating && (
        <SellerForm
          onSaved={(saved) =>
            close((params) => {
              params.delete('page');
              params.set('search', saved.username);
            })
          }
          onCancel={guard.close}
        />
      )}
      {id !== null && <ExistingSeller key={id} id={id} canEdit={canEdit} onSaved={() => close()} onCancel={guard.close} />}
    </GuardedModal>
  );
}

import { AuditHistoryLink, DetailFrame, PageTitleBar, useAccess, useBackLink, useIdParam } from '@banca/kit';
import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { BoothEditor } from '../../features/booth-editor/components/BoothEditor';
import { useBooth } from '../../features/booth-editor/hooks/useBooth';
import { BoothPrizePlan } from './components/BoothPrizePlan';
import { routes } from '../../routes';

const LIST = routes['booths.list'].path;

/** One booth on its own page (`/admin/booth-detail?id=`): the booth dialog's content, then its «Plan de premios». */
export default function BoothDetailPage() {
  const id = useIdParam();
  const query = useBooth(id);
  const { allows } = useAccess();
  const navigate = useNavigate();
  const backTo = useBackLink(LIST);
  return (
    <DetailFrame
      back={{ to: LIST, label: 'Volver a taquillas' }}
      query={query}
      invalid={id === null}
      notFoundTitle="Taquilla no encontrada"
      notFound="La taquilla que buscas no existe, no está a tu cargo o el enlace no es válido."
    >
      {(loaded) => (
        <>
          <PageTitleBar
            title={loaded.data.name}
            subtitle={loaded.data.location || undefined}
            extra={<AuditHistoryLink recordType="booth" recordId={loaded.data.id} />}
          />
          <Card>
            <BoothEditor
              key={loaded.data.id}
              loaded={loaded}
              canEdit={allows('booths:write')}
              // Back to the list it was opened from (with its page and search); a deleted booth has no page.
              onDeleted={() => navigate(backTo.split('?')[0] === LIST ? backTo : LIST, { replace: true })}
            />
          </Card>
          <Card style={{ marginTop: 16 }}>
            {/* The administrator's, as an owner's plan is (users:write). */}
            <BoothPrizePlan boothId={loaded.data.id} canEdit={allows('users:write')} />
          </Card>
        </>
      )}
    </DetailFrame>
  );
}

import {
  BackLink,
  isNotFound,
  NotFoundResult,
  PageTitleBar,
  QueryContent,
  RequireAccess,
  useAccess,
  useIdParam,
  type BackState,
} from '@banca/shared-auth';
import { Card } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { BoothEditor } from '../../components/BoothEditor';
import { useBooth } from '../../hooks/useBooth';

const LIST = '/admin/booths';

const notFound = (
  <NotFoundResult
    title="Taquilla no encontrada"
    subTitle="La taquilla que buscas no existe, no está a tu cargo o el enlace no es válido."
    backTo={LIST}
    backLabel="Volver a taquillas"
  />
);

/** One booth on its own page (`/admin/booth-detail?id=`): the booth dialog's content. */
function BoothDetailView({ id }: { id: number }) {
  const query = useBooth(id);
  const { access } = useAccess();
  const navigate = useNavigate();
  const back = (useLocation().state as BackState | null)?.back;
  if (isNotFound(query.error)) return notFound;
  return (
    <>
      <BackLink to={LIST}>Volver a taquillas</BackLink>
      <QueryContent query={query} notFound={notFound} rows={8}>
        {(booth) => (
          <>
            <PageTitleBar title={booth.name} subtitle={booth.location || undefined} />
            <Card>
              <BoothEditor
                key={booth.id}
                booth={booth}
                canEdit={access.manageBooths}
                onDeleted={() => navigate(back?.split('?')[0] === LIST ? back : LIST, { replace: true })}
              />
            </Card>
          </>
        )}
      </QueryContent>
    </>
  );
}

export default function BoothDetailPage() {
  const id = useIdParam();
  return <RequireAccess allowed="viewBooths">{id === null ? notFound : <BoothDetailView id={id} />}</RequireAccess>;
}

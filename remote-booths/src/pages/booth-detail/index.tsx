import { Card, Flex } from 'antd';
import { BackLink, isNotFound, NotFoundResult, PageTitleBar, QueryContent, RequireAccess, useIdParam } from '@banca/shared-auth';
import { BoothDescriptions } from './components/BoothDescriptions';
import { BoothSellersTable } from './components/BoothSellersTable';
import { useBooth } from './hooks/useBooth';

const LIST = '/admin/booths';

const notFound = (
  <NotFoundResult
    title="Taquilla no encontrada"
    subTitle="La taquilla que buscas no existe, no está a tu cargo o el enlace no es válido."
    backTo={LIST}
    backLabel="Volver a taquillas"
  />
);

/** One booth and its sellers, read-only (`/admin/booth-detail?id=`). */
function BoothDetailView({ id }: { id: number }) {
  const query = useBooth(id);
  if (isNotFound(query.error)) return notFound;
  return (
    <>
      <BackLink to={LIST}>Volver a taquillas</BackLink>
      <QueryContent query={query} notFound={notFound} rows={8}>
        {(booth) => (
          <Flex vertical gap={16}>
            <PageTitleBar title={booth.name} subtitle={booth.location || undefined} />
            <Card title="Datos de la taquilla">
              <BoothDescriptions booth={booth} />
            </Card>
            <Card title={`Vendedores (${booth.sellers.length})`}>
              <BoothSellersTable sellers={booth.sellers} />
            </Card>
          </Flex>
        )}
      </QueryContent>
    </>
  );
}

export default function BoothDetailPage() {
  const id = useIdParam();
  return <RequireAccess allowed="viewBooths">{id === null ? notFound : <BoothDetailView id={id} />}</RequireAccess>;
}

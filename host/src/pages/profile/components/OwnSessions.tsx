import { SessionsCard, sessionsApi, sessionsKeys } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';

/** "Mi perfil": one's own live sessions; ends another one, or all but this one (never the current). */
export function OwnSessions() {
  const queryKey = sessionsKeys.detail('own');
  const query = useQuery({ queryKey, queryFn: sessionsApi.own });
  return (
    <Card title="Mis sesiones">
      <SessionsCard
        query={query}
        queryKey={queryKey}
        endOne={(session) => sessionsApi.endOwn(session.id)}
        endAll={{
          label: 'Cerrar las demás',
          message: '¿Deseas cerrar todas tus otras sesiones? Esta sesión sigue abierta.',
          run: sessionsApi.endOwnOthers,
        }}
      />
    </Card>
  );
}

import { SessionsCard, sessionsApi, sessionsKeys } from '@banca/kit';
import { useQuery } from '@tanstack/react-query';

/** The Security tab's live sessions of a user (administrators): end one, or all of them. */
export function UserSessions({ userId }: { userId: number }) {
  const queryKey = sessionsKeys.detail(userId);
  const query = useQuery({ queryKey, queryFn: () => sessionsApi.ofUser(userId) });
  return (
    <SessionsCard
      title="Sesiones abiertas"
      query={query}
      queryKey={queryKey}
      endOne={(session) => sessionsApi.endOfUser(userId, session.id)}
      endAll={{
        label: 'Cerrar todas',
        message: '¿Deseas cerrar todas las sesiones de este usuario? Deberá iniciar sesión de nuevo en cada dispositivo.',
        run: () => sessionsApi.endAllOfUser(userId),
      }}
    />
  );
}

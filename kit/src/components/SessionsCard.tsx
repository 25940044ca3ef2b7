import type { SessionRow } from '@banca/contracts';
import { toApiError } from '@banca/shared-auth';
import { type UseQueryResult, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App, Button, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import { formatDateTime } from '../format';
import { useConfirm } from '../hooks/useConfirm';
import { DataTable } from './DataTable';
import { QueryContent } from './QueryContent';

/** Read by screen readers, not shown: the actions column needs a header, not a visible one. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface SessionsCardProps {
  /** The live sessions, newest first (`sessionsApi.ofUser` or `sessionsApi.own`). */
  query: UseQueryResult<{ sessions: SessionRow[] }>;
  /** The query's key: refreshed after every end. */
  queryKey: QueryKey;
  /** Ends one session; the current one is never offered (it ends with «Cerrar sesión»). */
  endOne: (session: SessionRow) => Promise<unknown>;
  /** Ends them all ('all') or all but the current one ('others'). */
  endAll: { run: () => Promise<unknown>; label: string; message: string };
  /** A title above the table, or none. */
  title?: string;
}

/**
 * Live sessions (started, last seen, address, browser) with 'Cerrar' on each and one button for
 * all of them, each after its confirmation: the Security tab of a user and "Mi perfil" share it.
 */
export function SessionsCard({ query, queryKey, endOne, endAll, title }: SessionsCardProps) {
  const client = useQueryClient();
  const confirm = useConfirm();
  const { message } = App.useApp();
  const end = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSettled: () => client.invalidateQueries({ queryKey }),
  });

  const run = async (ask: Parameters<typeof confirm>[0], action: () => Promise<unknown>, done: string) => {
    if (!(await confirm(ask))) return;
    try {
      await end.mutateAsync(action);
      void message.success(done);
    } catch (error) {
      void message.error(toApiError(error).message);
    }
  };

  const columns: TableColumnsType<SessionRow> = [
    {
      key: 'browser',
      title: 'Navegador',
      render: (_, session) => (
        <Flex gap={8} align="center" wrap>
          <span title={session.user_agent ?? undefined}>{session.browser}</span>
          {session.current && <Tag color="green">Esta sesión</Tag>}
        </Flex>
      ),
    },
    { key: 'address', title: 'Dirección', render: (_, session) => session.address ?? '—' },
    { key: 'created_at', title: 'Inicio', render: (_, session) => formatDateTime(session.created_at) },
    { key: 'last_seen_at', title: 'Última actividad', render: (_, session) => formatDateTime(session.last_seen_at) },
    {
      key: 'end',
      title: <span style={VISUALLY_HIDDEN}>Acciones</span>,
      align: 'right',
      render: (_, session) =>
        session.current ? null : (
          <Button
            size="small"
            danger
            disabled={end.isPending}
            aria-label={`Cerrar la sesión de ${session.browser} iniciada el ${formatDateTime(session.created_at)}`}
            onClick={() =>
              void run(
                {
                  title: 'Confirmar cierre de sesión',
                  message: `¿Deseas cerrar la sesión de ${session.browser} (${session.address ?? 'dirección desconocida'})? Quien la use deberá iniciar sesión de nuevo.`,
                  confirmText: 'Cerrar sesión',
                  danger: true,
                },
                () => endOne(session),
                'Sesión cerrada correctamente.',
              )
            }
          >
            Cerrar
          </Button>
        ),
    },
  ];

  return (
    <QueryContent query={query} rows={3}>
      {({ sessions }) => {
        const closable = sessions.filter((session) => !session.current).length;
        return (
          <Flex vertical gap={12}>
            <Flex justify="space-between" align="center" gap={12} wrap>
              {title ? (
                <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
                  {title}
                </Typography.Title>
              ) : (
                <span />
              )}
              <Button
                danger
                disabled={end.isPending || closable === 0}
                onClick={() =>
                  void run(
                    { title: 'Confirmar cierre de sesiones', message: endAll.message, confirmText: endAll.label, danger: true },
                    endAll.run,
                    'Sesiones cerradas correctamente.',
                  )
                }
              >
                {endAll.label}
              </Button>
            </Flex>
            <DataTable<SessionRow>
              size="small"
              rowKey={(session) => session.id}
              columns={columns}
              dataSource={sessions}
              pagination={false}
              emptyText="No hay sesiones abiertas."
            />
          </Flex>
        );
      }}
    </QueryContent>
  );
}

/**
 * Topes: the sales limits, filtered by draw, game type, number and scope (all in the URL).
 * Administrators and operators create, edit, block (0) and delete them; a client reads those that
 * apply to its booths. The dialog is kept in the URL (`?limit=new`, `?limit=<id>`).
 */
import { PlusOutlined } from '@ant-design/icons';
import type { SalesLimit } from '@banca/contracts';
import { can } from '@banca/contracts/access';
import { LIMIT_SCOPES } from '@banca/contracts/enums';
import { CURRENCIES } from '@banca/contracts/money';
import { toApiError } from '@banca/shared-auth';
import {
  formatCount,
  isOneOf,
  limitsApi,
  limitsKeys,
  ListCard,
  PageTitleBar,
  pageOf,
  parseId,
  useAccess,
  useConfirm,
  useDialogParam,
  useListController,
} from '@banca/kit';
import { App, Button } from 'antd';
import { limitHolderText } from '../../shared/labels';
import { LimitDialog } from './components/LimitDialog';
import { LimitFilters } from './components/LimitFilters';
import { LimitsTable } from './components/LimitsTable';
import { useLimit } from './hooks/useLimit';
import { useDeleteLimit, useUpdateLimit } from './hooks/useLimitWrites';

export const LIMIT_BLOCKED = 'Número bloqueado: ya no se vende.';
export const LIMIT_DELETED = 'Tope eliminado correctamente.';

const whatOf = (limit: SalesLimit) =>
  `${limit.game_type_name}, ${limit.selection === null ? 'todos los números' : `número ${limit.selection}`}, ${
    limit.draw_name ?? 'todos los sorteos'
  } (${limitHolderText(limit.scope, limit.scope_name)})`;

/** The Topes page (the route manifest gives it to those who may read limits: admin, operator, client). */
export default function LimitsPage() {
  const list = useListController({
    filterKeys: ['draw', 'game_type', 'number', 'scope', 'currency'],
    query: ({ page, filters }) => ({
      page,
      draw_id: parseId(filters.draw),
      game_type_id: parseId(filters.game_type),
      selection: filters.number || null,
      scope: isOneOf(LIMIT_SCOPES, filters.scope) ? filters.scope : null,
      currency: isOneOf(CURRENCIES, filters.currency) ? filters.currency : null,
    }),
    queryKey: limitsKeys.list,
    fetch: limitsApi.list,
    toPage: pageOf<'limits', SalesLimit>('limits'),
  });
  const { draw_id, game_type_id, selection, scope, currency } = list.query;
  const values = { draw: draw_id, gameType: game_type_id, number: selection ?? '', scope, currency };
  const dialog = useDialogParam('limit');
  const editing = useLimit(typeof dialog.target === 'number' ? dialog.target : null);
  const { role } = useAccess();
  const writes = can(role, 'limits:write');
  const confirm = useConfirm();
  const { message } = App.useApp();
  const block = useUpdateLimit();
  const remove = useDeleteLimit();
  const hasFilters =
    values.draw !== null || values.gameType !== null || values.number !== '' || values.scope !== null || values.currency !== null;

  const onBlock = async (limit: SalesLimit) => {
    const confirmed = await confirm({
      title: 'Confirmar bloqueo',
      message: `El tope de ${whatOf(limit)} pasará a 0: no se venderá más. ¿Deseas continuar?`,
      confirmText: 'Bloquear',
      danger: true,
    });
    if (!confirmed) return;
    block.mutate(
      { id: limit.id, amount: 0, base: `"${limit.version}"` },
      {
        onSuccess: () => void message.success(LIMIT_BLOCKED),
        onError: (error) => void message.error(toApiError(error).message),
      },
    );
  };

  const onDelete = async (limit: SalesLimit) => {
    const confirmed = await confirm({
      title: 'Confirmar eliminación',
      message: `Se eliminará el tope de ${whatOf(limit)}; lo vendido quedará sujeto al siguiente tope que se aplique. ¿Deseas continuar?`,
      confirmText: 'Eliminar',
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(
      { id: limit.id, base: `"${limit.version}"` },
      {
        onSuccess: () => void message.success(LIMIT_DELETED),
        onError: (error) => void message.error(toApiError(error).message),
      },
    );
  };

  return (
    <>
      <PageTitleBar
        title="Topes de venta"
        extra={
          writes && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.open('new')}>
              Nuevo tope
            </Button>
          )
        }
      />
      <ListCard
        filters={
          <LimitFilters
            values={values}
            onChange={(patch) =>
              list.setFilters({
                ...(patch.draw !== undefined ? { draw: patch.draw } : {}),
                ...(patch.game_type !== undefined ? { game_type: patch.game_type } : {}),
                ...(patch.number !== undefined ? { number: patch.number } : {}),
                ...(patch.scope !== undefined ? { scope: patch.scope } : {}),
                ...(patch.currency !== undefined ? { currency: patch.currency } : {}),
              })
            }
            onClear={list.clear}
          />
        }
        summary={list.data && `${formatCount(list.data.total)} ${list.data.total === 1 ? 'tope' : 'topes'}`}
      >
        <LimitsTable
          tableProps={list.tableProps}
          actions={
            writes
              ? {
                  onEdit: (limit) => dialog.open(limit.id),
                  onBlock: (limit) => void onBlock(limit),
                  onDelete: (limit) => void onDelete(limit),
                }
              : null
          }
          emptyText={hasFilters ? 'No hay topes para estos filtros.' : 'No hay topes de venta.'}
        />
      </ListCard>
      {writes && <LimitDialog target={dialog.target} loaded={editing.data} onClose={() => dialog.close()} />}
    </>
  );
}

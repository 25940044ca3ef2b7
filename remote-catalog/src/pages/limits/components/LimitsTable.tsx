import type { SalesLimit } from '@banca/contracts';
import { DataTable, DateTimeText, formatCurrency, type ListTableProps } from '@banca/kit';
import { Button, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { limitHolderText } from '../../../shared/labels';

export interface LimitActions {
  onEdit: (limit: SalesLimit) => void;
  onBlock: (limit: SalesLimit) => void;
  onDelete: (limit: SalesLimit) => void;
}

function columnsOf(actions: LimitActions | null): TableColumnsType<SalesLimit> {
  const columns: TableColumnsType<SalesLimit> = [
    { title: 'Alcance', key: 'scope', render: (_, limit) => limitHolderText(limit.scope, limit.scope_name) },
    {
      title: 'Juego',
      key: 'game',
      render: (_, limit) => (
        <span>
          {limit.game_type_name}
          <br />
          <Typography.Text type="secondary">{limit.module_name}</Typography.Text>
        </span>
      ),
    },
    {
      title: 'Sorteo',
      key: 'draw',
      render: (_, limit) =>
        limit.draw_name === null ? (
          'Todos los sorteos'
        ) : (
          <span>
            {limit.draw_name}
            <br />
            <Typography.Text type="secondary">
              <DateTimeText value={limit.draw_at!} />
            </Typography.Text>
          </span>
        ),
    },
    {
      title: 'Número',
      dataIndex: 'selection',
      render: (selection: string | null) => (selection === null ? 'Todos los números' : <code>{selection}</code>),
    },
    {
      title: 'Monto máximo',
      dataIndex: 'max_amount',
      align: 'right',
      render: (amount: number, limit) => (limit.blocked ? <Tag color="red">Bloqueado</Tag> : formatCurrency(amount, limit.currency)),
    },
  ];
  if (actions)
    columns.push({
      title: 'Acciones',
      key: 'actions',
      render: (_, limit) => (
        <Flex gap={4} wrap>
          <Button
            size="small"
            onClick={() => actions.onEdit(limit)}
            aria-label={`Editar el tope de ${limit.selection ?? 'todos los números'}`}
          >
            Editar
          </Button>
          {!limit.blocked && (
            <Button size="small" onClick={() => actions.onBlock(limit)} aria-label={`Bloquear ${limit.selection ?? 'todos los números'}`}>
              Bloquear
            </Button>
          )}
          <Button
            size="small"
            danger
            onClick={() => actions.onDelete(limit)}
            aria-label={`Eliminar el tope de ${limit.selection ?? 'todos los números'}`}
          >
            Eliminar
          </Button>
        </Flex>
      ),
    });
  return columns;
}

/** A page of limits; with `actions` (admin, operator) each row can be edited, blocked (0) or deleted. */
export function LimitsTable({
  tableProps,
  actions,
  emptyText,
}: {
  tableProps: ListTableProps<SalesLimit>;
  actions: LimitActions | null;
  emptyText: string;
}) {
  return <DataTable<SalesLimit> {...tableProps} columns={columnsOf(actions)} rowKey={(limit) => limit.id} emptyText={emptyText} />;
}

/**
 * A booth day's drawer (issue 38 item 4): its opening float, its approved expenses, the money
 * received or paid without cash (listed apart: never in the drawer), and each expense with
 * "Aprobar" and "Rechazar" for its owner or an administrator while the day is not approved.
 */
import type { BoothDay, BoothDayExpense } from '@banca/contracts';
import { EXPENSE_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '@banca/contracts/enums';
import { cashDaysKeys, DataTable, DateTimeText, drawerApi, formatCurrency, formatDrawerMoney } from '@banca/kit';
import { toApiError } from '@banca/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Flex, Tag, type TableColumnsType } from 'antd';
import { actorText } from '../../../shared/labels';
import { cashDayKey } from '../hooks/useCashDay';

export const EXPENSE_APPROVED_MESSAGE = 'Gasto aprobado: sale del efectivo esperado.';
export const EXPENSE_REJECTED_MESSAGE = 'Gasto rechazado: no cuenta en el efectivo esperado.';

const STATUS_COLORS: Record<BoothDayExpense['status'], string> = { pending: 'gold', approved: 'green', rejected: 'red' };

function useDecideExpense(day: BoothDay) {
  const client = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      decision === 'approve' ? drawerApi.approve(id) : drawerApi.reject(id),
    onSuccess: (_, { decision }) => void message.success(decision === 'approve' ? EXPENSE_APPROVED_MESSAGE : EXPENSE_REJECTED_MESSAGE),
    onError: (error) => void message.error(toApiError(error).message),
    // The day's figures move with the decision (approved expenses leave the expected cash).
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: cashDayKey(day.booth.id, day.date) }),
        client.invalidateQueries({ queryKey: cashDaysKeys.lists() }),
      ]),
  });
}

export function DayDrawer({ day }: { day: BoothDay }) {
  const decide = useDecideExpense(day);
  const columns: TableColumnsType<BoothDayExpense> = [
    { title: 'Registrado', key: 'created_at', render: (_, expense) => <DateTimeText value={expense.created_at} /> },
    { title: 'Categoría', dataIndex: 'category' },
    { title: 'Nota', dataIndex: 'note', render: (note: string) => note || '—' },
    { title: 'Monto', key: 'amount', align: 'right', render: (_, expense) => formatDrawerMoney(expense.amount, expense.currency) },
    { title: 'Registrado por', key: 'created_by', render: (_, expense) => actorText(expense.created_by) },
    {
      title: 'Estado',
      key: 'status',
      render: (_, expense) => (
        <Flex vertical>
          <span>
            <Tag color={STATUS_COLORS[expense.status]}>{EXPENSE_STATUS_LABELS[expense.status]}</Tag>
          </span>
          {expense.decided_by && <span>{actorText(expense.decided_by)}</span>}
        </Flex>
      ),
    },
    {
      title: 'Acciones',
      key: 'actions',
      render: (_, expense) =>
        expense.status === 'pending' && day.actions.decide_expenses ? (
          <Flex gap={8} wrap>
            <Button
              size="small"
              type="primary"
              aria-label={`Aprobar gasto ${expense.category} de ${formatDrawerMoney(expense.amount, expense.currency)}`}
              loading={decide.isPending && decide.variables?.id === expense.id && decide.variables.decision === 'approve'}
              onClick={() => decide.mutate({ id: expense.id, decision: 'approve' })}
            >
              Aprobar
            </Button>
            <Button
              size="small"
              danger
              aria-label={`Rechazar gasto ${expense.category} de ${formatDrawerMoney(expense.amount, expense.currency)}`}
              loading={decide.isPending && decide.variables?.id === expense.id && decide.variables.decision === 'reject'}
              onClick={() => decide.mutate({ id: expense.id, decision: 'reject' })}
            >
              Rechazar
            </Button>
          </Flex>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Card title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>Caja: fondo, gastos y pagos fuera de la caja</h3>}>
      <Flex vertical gap={16}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'float', label: 'Fondo de caja', children: formatCurrency(day.opening_float, day.currency) },
            {
              key: 'expenses',
              label: 'Gastos aprobados',
              children: `${formatCurrency(day.expenses, day.currency)}${day.pending_expenses > 0 ? ` (${day.pending_expenses} por aprobar)` : ''}`,
            },
            ...(['pago_movil', 'transferencia', 'punto'] as const).map((method) => ({
              key: method,
              label: `${PAYMENT_METHOD_LABELS[method]} (fuera de la caja)`,
              children: formatCurrency(day.non_cash[method], day.currency),
            })),
            { key: 'blind', label: 'Conteo a ciegas', children: day.blind_count ? 'Sí' : 'No' },
          ]}
        />
        <DataTable<BoothDayExpense>
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={day.expense_items}
          pagination={false}
          emptyText="Sin gastos este día."
        />
      </Flex>
    </Card>
  );
}

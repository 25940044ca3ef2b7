import type { CreditStatus } from '@banca/contracts';
import { creditUsedUp, warnedCredit } from '@banca/contracts/credit-rules';
import { CURRENCY_LABELS, type Currency } from '@banca/contracts/money';
import { DataTable, FormDialog, formatCurrency, QueryContent, SpanishNumberInput, useCurrencies, useStaleNotice } from '@banca/kit';
import { Button, Form, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';

import { useFeedback } from '../hooks/useFeedback';
import { useOwnerCredit } from '../hooks/useOwnerCredit';
import { useSaveCredit } from '../hooks/useSaveCredit';
import { optionalCreditRules } from '../../../shared/validation';
import { userKeys } from '../../../shared/queryKeys';

export const CREDIT_TAB_TEXT = {
  intro:
    'Lo que el propietario puede deber a la banca según su estado de cuenta, en cada moneda. Una venta que lo pase no se hace; desde el 80 % se avisa en sus terminales.',
  none: 'Sin límite',
  limitHint: 'Déjalo vacío para que no tenga límite en esta moneda.',
  saved: 'Límite de crédito guardado correctamente.',
} as const;

interface CreditRow {
  currency: Currency;
  limit: number | null;
  status: CreditStatus | undefined;
}

/**
 * The Crédito tab of a booth owner: each currency of the banca with its limit, what the owner owes
 * and how much of the limit that is; «Configurar» sets or takes away a currency's limit.
 */
export function CreditTab({ userId, readOnly }: { userId: number; readOnly: boolean }) {
  const credit = useOwnerCredit(userId);
  const save = useSaveCredit(userId);
  const feedback = useFeedback();
  const { enabled } = useCurrencies();
  const stale = useStaleNotice(userKeys.detail(userId));
  const [editing, setEditing] = useState<Currency | null>(null);

  const columns: TableColumnsType<CreditRow> = [
    { key: 'currency', title: 'Moneda', render: (_, row) => CURRENCY_LABELS[row.currency] },
    {
      key: 'limit',
      title: 'Límite',
      align: 'right',
      render: (_, row) => (row.limit === null ? CREDIT_TAB_TEXT.none : formatCurrency(row.limit, row.currency)),
    },
    {
      key: 'owed',
      title: 'Debe',
      align: 'right',
      render: (_, row) => (row.status ? formatCurrency(Math.max(row.status.owed, 0), row.currency) : '—'),
    },
    {
      key: 'used',
      title: 'Uso',
      align: 'right',
      render: (_, row) =>
        row.status ? (
          <Tag color={creditUsedUp(row.status) ? 'error' : warnedCredit([row.status]).length > 0 ? 'warning' : 'default'}>
            {Math.max(row.status.used_percentage, 0)} %
          </Tag>
        ) : (
          '—'
        ),
    },
    ...(readOnly
      ? []
      : [
          {
            key: 'action',
            title: 'Acción',
            align: 'right' as const,
            render: (_: unknown, row: CreditRow) => (
              <Button
                size="small"
                onClick={() => setEditing(row.currency)}
                aria-label={`Configurar límite en ${CURRENCY_LABELS[row.currency]}`}
              >
                Configurar
              </Button>
            ),
          },
        ]),
  ];

  const submit = async ({ limit }: { limit?: number | null }) => {
    if (!editing || !credit.data) return;
    await save.mutateAsync({ ...credit.data.limits, [editing]: limit ?? null });
    feedback.success(CREDIT_TAB_TEXT.saved);
    setEditing(null);
  };

  return (
    <>
      {stale.notice}
      <p>{CREDIT_TAB_TEXT.intro}</p>
      <QueryContent query={credit} rows={2}>
        {(data) => {
          // Every enabled currency, and any other one the owner still has a limit in.
          const currencies = [...new Set<Currency>([...enabled, ...data.status.map((entry) => entry.currency)])];
          const rows: CreditRow[] = currencies.map((currency) => ({
            currency,
            limit: data.limits[currency],
            status: data.status.find((entry) => entry.currency === currency),
          }));
          return (
            <DataTable<CreditRow>
              columns={columns}
              dataSource={rows}
              rowKey="currency"
              pagination={false}
              emptyText="La banca no tiene monedas habilitadas."
            />
          );
        }}
      </QueryContent>
      <FormDialog<{ limit?: number | null }>
        open={editing !== null}
        title={editing ? `Límite de crédito en ${CURRENCY_LABELS[editing]}` : undefined}
        initialValues={{ limit: editing ? (credit.data?.limits[editing] ?? undefined) : undefined }}
        onClose={() => setEditing(null)}
        onSubmit={submit}
        refused={stale.refused}
      >
        {stale.notice}
        <Form.Item name="limit" label="Límite" rules={optionalCreditRules} extra={CREDIT_TAB_TEXT.limitHint}>
          <SpanishNumberInput decimals={2} prefix={editing === 'VES' ? 'Bs' : '$'} autoFocus />
        </Form.Item>
      </FormDialog>
    </>
  );
}

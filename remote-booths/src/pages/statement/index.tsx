/**
 * Estado de cuenta: an owner's (a client's) statement for a range of business days — per day sales,
 * prizes, commission, net, participation and the running balance — and the payments between the
 * banca and the owner. Administrators and operators pick the owner (`?owner=`); a client sees its
 * own. Administrators record a cobro or an abono and reverse one. «Exportar CSV» downloads the
 * statement shown (Excel in Spanish reads it); «Imprimir» prints it alone (no filters, no buttons).
 * Owner, range and the payment dialog are in the URL.
 */
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import type { OwnerPayment, StatementQuery } from '@banca/contracts';
import {
  CurrencySelect,
  DayRangePicker,
  downloadText,
  FigureCards,
  formatCurrency,
  formatDate,
  isDay,
  isOneOf,
  PageTitleBar,
  parseId,
  QueryError,
  SearchSelect,
  thisMonth,
  MONEY_FIGURES,
  useAccess,
  useDialogParam,
  useListParams,
  useOwnerOptions,
  LoadingSkeleton,
} from '@banca/kit';
import { CURRENCIES } from '@banca/contracts/money';
import { useProfile } from '@banca/shared-auth';
import { App, Button, Card, Descriptions, Empty, Flex, Typography } from 'antd';
import { PAYMENT_METHOD_LABELS } from '@banca/contracts/enums';
import { useState } from 'react';
import { CreditWarning } from './components/CreditWarning';
import { PaymentDialog } from './components/PaymentDialog';
import { ReverseDialog } from './components/ReverseDialog';
import { CommissionByGameTypeTable, PaymentsTable, StatementDaysTable } from './components/StatementTables';
import { statementCsv, statementFileName } from './csv';
import { useStatement } from './hooks/useStatement';
import { percentText } from '../../shared/labels';

const KEYS = ['owner', 'from', 'to', 'currency'] as const;
export const PICK_OWNER = 'Elige un propietario para ver su estado de cuenta.';
export const EXPORT_FAILED = 'No se pudo exportar el estado de cuenta. Inténtalo de nuevo.';

const heading = (text: string) => <h3 style={{ margin: 0, fontSize: 'inherit' }}>{text}</h3>;

/** The Estado de cuenta page (the route manifest gives it to those who may read statements: admin, operator, client). */
export default function StatementPage() {
  const { filters, setFilters } = useListParams(KEYS);
  const { role, allows } = useAccess();
  const { profile } = useProfile();
  // A client's statement is its own; staff choose whose.
  const ownOnly = role === 'client';
  const ownerId = ownOnly ? (profile?.id ?? null) : parseId(filters.owner);
  const month = thisMonth();
  const ranged = isDay(filters.from) && isDay(filters.to) && filters.from <= filters.to;
  // Every figure in one currency (the banca's default unless picked): two are never added.
  const range: StatementQuery = {
    ...(ranged ? { from: filters.from, to: filters.to } : month),
    ...(isOneOf(CURRENCIES, filters.currency) ? { currency: filters.currency } : {}),
  };
  const statement = useStatement(ownerId, range);
  const writes = allows('statements:write');
  const paying = useDialogParam('payment');
  const [reversing, setReversing] = useState<OwnerPayment | null>(null);
  const data = statement.data;
  const { message } = App.useApp();

  // The statement as shown (its days and payments are all in the one answer): nothing to read again.
  const exportCsv = () => {
    if (!data) return;
    try {
      downloadText(statementFileName(data), statementCsv(data));
    } catch {
      void message.error(EXPORT_FAILED);
    }
  };

  return (
    <>
      <PageTitleBar
        title={data ? `Estado de cuenta · ${data.owner.name}` : 'Estado de cuenta'}
        extra={
          data && (
            // Not printed: the printout is the statement itself (the shell prints the content alone).
            <Flex gap={8} wrap data-no-print>
              <Button icon={<DownloadOutlined aria-hidden />} onClick={exportCsv}>
                Exportar CSV
              </Button>
              <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
                Imprimir
              </Button>
              {writes && (
                <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => paying.open('new')}>
                  Registrar cobro o abono
                </Button>
              )}
            </Flex>
          )
        }
      />
      <Flex vertical gap={16}>
        <Card data-no-print>
          <Flex wrap gap={12} align="center" role="search">
            {!ownOnly && (
              <SearchSelect
                aria-label="Propietario"
                placeholder="Buscar propietario"
                useOptions={useOwnerOptions}
                value={ownerId}
                selected={data ? { value: data.owner.id, label: data.owner.name } : null}
                onChange={(owner) => setFilters({ owner })}
                style={{ width: 280, maxWidth: '100%' }}
              />
            )}
            <DayRangePicker from={range.from} to={range.to} onChange={(next) => setFilters(next)} />
            <CurrencySelect value={range.currency ?? null} onChange={(currency) => setFilters({ currency })} />
          </Flex>
        </Card>
        <CreditWarning ownerId={ownerId} />
        {ownerId === null && !ownOnly ? (
          <Card>
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={PICK_OWNER} />
          </Card>
        ) : statement.error ? (
          <QueryError error={statement.error} onRetry={() => void statement.refetch()} retrying={statement.isFetching} />
        ) : !data ? (
          <LoadingSkeleton paragraph={{ rows: 8 }} />
        ) : (
          <>
            <FigureCards
              figures={[
                { title: 'Saldo inicial', value: formatCurrency(data.opening_balance, data.currency) },
                {
                  title: MONEY_FIGURES.participation.label,
                  hint: MONEY_FIGURES.participation.formula,
                  value: formatCurrency(data.totals.participation, data.currency),
                },
                {
                  title: MONEY_FIGURES.payments.label,
                  hint: MONEY_FIGURES.payments.formula,
                  value: formatCurrency(data.totals.payments, data.currency),
                },
                { title: 'Saldo final', value: formatCurrency(data.closing_balance, data.currency) },
              ]}
            />
            <Typography.Text type="secondary">
              Del {formatDate(data.from)} al {formatDate(data.to)}. Saldo a favor del propietario (negativo: debe a la banca). Saldo de hoy:{' '}
              {formatCurrency(data.balance, data.currency)}. Participación del propietario:{' '}
              {percentText(data.owner.participation_percentage)} del neto positivo, después de las pérdidas de días anteriores.
            </Typography.Text>
            <Card title={heading('Movimiento por día')}>
              <StatementDaysTable statement={data} loading={statement.isFetching} />
            </Card>
            <Card title={heading('Caja de las taquillas')}>
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 2, lg: 4 }}
                items={[
                  { key: 'expenses', label: 'Gastos aprobados', children: formatCurrency(data.totals.expenses, data.currency) },
                  ...(['pago_movil', 'transferencia', 'punto'] as const).map((method) => ({
                    key: method,
                    label: `${PAYMENT_METHOD_LABELS[method]} (fuera de la caja)`,
                    children: formatCurrency(data.totals.non_cash[method], data.currency),
                  })),
                ]}
              />
              <Typography.Text type="secondary">
                Gastos pagados con el efectivo de las taquillas y aprobados, y lo cobrado menos lo pagado por otros medios: se muestran
                aparte y no cambian el neto ni el saldo.
              </Typography.Text>
            </Card>
            <Card title={heading('Comisión por tipo de juego')}>
              <CommissionByGameTypeTable statement={data} />
            </Card>
            <Card title={heading(MONEY_FIGURES.payments.label)}>
              <PaymentsTable payments={data.payments} onReverse={writes ? setReversing : null} />
            </Card>
            {writes && (
              <>
                <PaymentDialog owner={data.owner} currency={data.currency} dialog={paying} />
                <ReverseDialog ownerId={data.owner.id} payment={reversing} onClose={() => setReversing(null)} />
              </>
            )}
          </>
        )}
      </Flex>
    </>
  );
}

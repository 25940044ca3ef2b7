/**
 * Closing a booth's day: the cash counted, typed the Spanish way; the difference with the expected
 * cash is shown as it is typed (sobrante, faltante), so a shortfall is seen before it is recorded.
 */
import type { BoothDay } from '@banca/contracts';
import { centsOf } from '@banca/contracts/money';
import { type ActionDialogProps, AmountReasonDialog, FigureTitle, formatDate, MONEY_FIGURES, type SpanishNumberValue } from '@banca/kit';
import { Descriptions, Form } from 'antd';
import { DifferenceText, ExpectedCashText } from '../../cash-days/components/CashDaysTable';

export const CASH_REQUIRED = 'Ingresa el efectivo contado.';
export const CASH_NEGATIVE = 'El efectivo contado no puede ser negativo.';

/** `onSubmit` gets the cash counted. */
export function CloseDayDialog({ day, onSubmit, ...dialog }: { day: BoothDay } & ActionDialogProps<number>) {
  const [form] = Form.useForm<{ amount: SpanishNumberValue }>();
  const typed = Form.useWatch('amount', form);
  // In cents: the difference shown while typing is exact (never a float's 0.1 + 0.2); the field keeps two decimals.
  const difference = typeof typed === 'number' ? ((centsOf(typed) ?? 0) - (centsOf(day.expected_cash ?? 0) ?? 0)) / 100 : null;

  return (
    <AmountReasonDialog
      title={`Cerrar el día ${formatDate(day.date)}`}
      {...dialog}
      onSubmit={({ amount }) => onSubmit(amount)}
      form={form}
      width={440}
      submitText="Cerrar día"
      amount={{
        label: 'Efectivo contado',
        required: CASH_REQUIRED,
        problem: (value) => (value < 0 ? CASH_NEGATIVE : null),
        extra: 'Lo que hay en la caja al cerrar. Después, la taquilla no vende ni paga en este día.',
      }}
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'booth', label: 'Taquilla', children: day.booth.name },
          {
            key: 'expected',
            label: <FigureTitle figure={MONEY_FIGURES.expectedCash} />,
            children: <ExpectedCashText value={day.expected_cash} explained />,
          },
          { key: 'difference', label: 'Diferencia', children: <DifferenceText value={difference} /> },
        ]}
      />
    </AmountReasonDialog>
  );
}

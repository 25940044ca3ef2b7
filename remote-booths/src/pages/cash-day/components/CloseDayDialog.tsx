/**
 * Closing a booth's day: the cash counted, typed the Spanish way — one amount per currency the booth
 * sells in (never added together); the difference with the expected cash of the currency shown is
 * shown as it is typed (sobrante, faltante), so a shortfall is seen before it is recorded.
 */
import type { BoothDay } from '@banca/contracts';
import { CURRENCY_LABELS, CURRENCY_SYMBOLS, type Currency, centsOf } from '@banca/contracts/money';
import {
  type ActionDialogProps,
  FigureTitle,
  FormDialog,
  formatDate,
  MONEY_FIGURES,
  moneyMaxProblem,
  numberRules,
  SpanishNumberInput,
  type SpanishNumberValue,
} from '@banca/kit';
import { Descriptions, Form } from 'antd';
import { DifferenceText, ExpectedCashText } from '../../cash-days/components/CashDaysTable';

export const CASH_REQUIRED = 'Ingresa el efectivo contado.';
export const CASH_NEGATIVE = 'El efectivo contado no puede ser negativo.';

const cashRules = numberRules(CASH_REQUIRED, (value) => (value < 0 ? CASH_NEGATIVE : moneyMaxProblem(value)));

type Counted = Partial<Record<Currency, SpanishNumberValue>>;

export function CloseDayDialog({
  day,
  open,
  saving,
  onClose,
  onSubmit,
}: ActionDialogProps<number | Partial<Record<Currency, number>>> & { day: BoothDay }) {
  const [form] = Form.useForm<Counted>();
  const currencies = day.currencies.length > 0 ? day.currencies : [day.currency];
  const typed = Form.useWatch(day.currency, form);
  // In cents: the difference shown while typing is exact (never a float's 0.1 + 0.2).
  const typedCents = typeof typed === 'number' ? centsOf(typed) : null;
  const difference = typedCents === null ? null : (typedCents - (centsOf(day.expected_cash ?? 0) ?? 0)) / 100;

  return (
    <FormDialog<Counted>
      title={`Cerrar el día ${formatDate(day.date)}`}
      open={open}
      saving={saving}
      onClose={onClose}
      // One currency: its amount; two: the amount of each.
      onSubmit={(values) =>
        onSubmit(
          currencies.length === 1
            ? (values[currencies[0]] as number)
            : Object.fromEntries(currencies.map((currency) => [currency, values[currency] as number])),
        )
      }
      submitText="Cerrar día"
      form={form}
      width={440}
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
            children: <ExpectedCashText value={day.expected_cash} explained currency={day.currency} />,
          },
          { key: 'difference', label: 'Diferencia', children: <DifferenceText value={difference} currency={day.currency} /> },
        ]}
      />
      {currencies.map((currency, index) => (
        <Form.Item
          key={currency}
          name={currency}
          label={currencies.length === 1 ? 'Efectivo contado' : `Efectivo contado · ${CURRENCY_LABELS[currency]}`}
          extra={
            index === currencies.length - 1
              ? 'Lo que hay en la caja al cerrar. Después, la taquilla no vende ni paga en este día.'
              : undefined
          }
          rules={cashRules}
        >
          <SpanishNumberInput decimals={2} prefix={CURRENCY_SYMBOLS[currency].trim()} autoFocus={index === 0} />
        </Form.Item>
      ))}
    </FormDialog>
  );
}

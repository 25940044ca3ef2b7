/**
 * Closing a booth's day: the cash counted, typed the Spanish way — one amount per currency the booth
 * sells in (never added together); the difference with the expected cash of the currency shown is
 * shown as it is typed (sobrante, faltante), so a shortfall is seen before it is recorded.
 */
import type { BoothDay } from '@banca/contracts';
import { CURRENCY_LABELS, CURRENCY_SYMBOLS, type Currency } from '@banca/contracts/money';
import { toApiError } from '@banca/shared-auth';
import {
  FigureTitle,
  formatDate,
  MONEY_FIGURES,
  moneyMaxProblem,
  numberRules,
  SpanishNumberInput,
  type SpanishNumberValue,
} from '@banca/kit';
import { Alert, Button, Descriptions, Flex, Form, Modal } from 'antd';
import { useState } from 'react';
import { DifferenceText, ExpectedCashText } from '../../cash-days/components/CashDaysTable';

export const CASH_REQUIRED = 'Ingresa el efectivo contado.';
export const CASH_NEGATIVE = 'El efectivo contado no puede ser negativo.';

const cashRules = numberRules(CASH_REQUIRED, (value) => (value < 0 ? CASH_NEGATIVE : moneyMaxProblem(value)));

/** Cents: the difference shown while typing is exact (never a float's 0.1 + 0.2). */
const cents = (value: number) => Math.round(value * 100);

export function CloseDayDialog({
  day,
  open,
  saving,
  onClose,
  onSubmit,
}: {
  day: BoothDay;
  open: boolean;
  saving: boolean;
  onClose: () => void;
  /** Resolves when saved; rejects with the API's refusal, shown in the dialog. */
  onSubmit: (declaredCash: number | Partial<Record<Currency, number>>) => Promise<unknown>;
}) {
  const [form] = Form.useForm<Partial<Record<Currency, SpanishNumberValue>>>();
  const [alert, setAlert] = useState<string | null>(null);
  const currencies = day.currencies.length > 0 ? day.currencies : [day.currency];
  const typed = Form.useWatch(day.currency, form);
  const difference = typeof typed === 'number' ? (cents(typed) - cents(day.expected_cash ?? 0)) / 100 : null;

  const submit = async (values: Partial<Record<Currency, SpanishNumberValue>>) => {
    setAlert(null);
    try {
      // One currency: its amount; two: the amount of each.
      await onSubmit(
        currencies.length === 1
          ? (values[currencies[0]] as number)
          : Object.fromEntries(currencies.map((currency) => [currency, values[currency] as number])),
      );
      form.resetFields();
    } catch (error) {
      setAlert(toApiError(error).message);
    }
  };

  return (
    <Modal title={`Cerrar el día ${formatDate(day.date)}`} open={open} onCancel={onClose} footer={null} destroyOnHidden width={440}>
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} autoComplete="off">
        {alert && <Alert type="error" showIcon role="alert" title={alert} style={{ marginBottom: 16 }} />}
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
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            Cerrar día
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}

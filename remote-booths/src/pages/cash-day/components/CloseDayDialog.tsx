/**
 * Closing a booth's day: the cash counted, typed the Spanish way; the difference with the expected
 * cash is shown as it is typed (sobrante, faltante), so a shortfall is seen before it is recorded.
 */
import type { BoothDay } from '@banca/contracts';
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
  onSubmit: (declaredCash: number) => Promise<unknown>;
}) {
  const [form] = Form.useForm<{ declared_cash: SpanishNumberValue }>();
  const [alert, setAlert] = useState<string | null>(null);
  const typed = Form.useWatch('declared_cash', form);
  const difference = typeof typed === 'number' ? (cents(typed) - cents(day.expected_cash ?? 0)) / 100 : null;

  const submit = async ({ declared_cash }: { declared_cash: SpanishNumberValue }) => {
    setAlert(null);
    try {
      await onSubmit(declared_cash as number);
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
              children: <ExpectedCashText value={day.expected_cash} explained />,
            },
            { key: 'difference', label: 'Diferencia', children: <DifferenceText value={difference} /> },
          ]}
        />
        <Form.Item
          name="declared_cash"
          label="Efectivo contado"
          extra="Lo que hay en la caja al cerrar. Después, la taquilla no vende ni paga en este día."
          rules={cashRules}
        >
          <SpanishNumberInput decimals={2} prefix="$" autoFocus />
        </Form.Item>
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

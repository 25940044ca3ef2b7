/**
 * The two fields of a prize plan's entry (an owner's game in its Módulos tab, a booth's «Plan de
 * premios»): the payout multiplier and the commission percentage, each empty for the value shown
 * beside it — what it inherits or the default.
 */
import { Form } from 'antd';
import { optionalPayoutRules, optionalPercentageRules } from '../formRules';
import { formatPayout, formatPercent } from '../format';
import { PRIZE_PLAN } from '../labels';
import { SpanishNumberInput } from './SpanishNumberInput';

interface PlanFieldText {
  label: string;
  hint: string;
  /** What an empty field uses: «el pago del tipo de juego», «el del propietario». */
  byDefault: string;
}

export interface PrizePlanTexts {
  payout: PlanFieldText;
  commission: PlanFieldText;
}

/** A field's help: what it is and what it uses when left empty («… Vacío: el del propietario, 80×.»). */
const extraOf = (field: PlanFieldText, shown: string) => `${field.hint} Vacío: ${field.byDefault}, ${shown}.`;

export function PrizePlanFields({
  inherited,
  texts = PRIZE_PLAN,
}: {
  /** What an empty field uses (null while unknown). */
  inherited: { payout: number; commission_percentage: number } | null;
  texts?: PrizePlanTexts;
}) {
  return (
    <>
      <Form.Item
        name="payout"
        label={texts.payout.label}
        extra={inherited && extraOf(texts.payout, formatPayout(inherited.payout))}
        rules={optionalPayoutRules}
      >
        <SpanishNumberInput decimals={2} suffix="veces" placeholder={inherited ? formatPayout(inherited.payout) : undefined} />
      </Form.Item>
      <Form.Item
        name="commission_percentage"
        label={texts.commission.label}
        extra={inherited && extraOf(texts.commission, formatPercent(inherited.commission_percentage))}
        rules={optionalPercentageRules}
      >
        <SpanishNumberInput decimals={2} suffix="%" placeholder={inherited ? formatPercent(inherited.commission_percentage) : undefined} />
      </Form.Item>
    </>
  );
}

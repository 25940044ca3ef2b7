/**
 * A game type's minimum and maximum bet in each currency (ARCHITECTURE §9: `{ VES: n, USD: n }`),
 * as amounts the Spanish way with their symbol: the new game's types and the game type's dialog.
 */
import { CURRENCIES, CURRENCY_SYMBOLS, type Currency } from '@banca/contracts/money';
import { numberRules, SpanishNumberInput, type SpanishNumberValue } from '@banca/kit';
import { Col, Form } from 'antd';

/** The form's value of a game type's bets. */
export interface BetValues {
  min_bet: Record<Currency, SpanishNumberValue>;
  max_bet: Record<Currency, SpanishNumberValue>;
}

const CURRENCY_SHORT: Record<Currency, string> = { VES: 'Bs', USD: '$' };

const minBetRules = numberRules('Ingresa la apuesta mínima.', (value) => (value >= 0 ? null : 'No puede ser negativa.'));

/** The bets as the API takes them: every currency's minimum, and its maximum or null (none). */
export function betsOf(values: BetValues) {
  const min_bet = { VES: values.min_bet.VES as number, USD: values.min_bet.USD as number };
  const max_bet = {
    VES: (values.max_bet.VES as number | null | undefined) ?? null,
    USD: (values.max_bet.USD as number | null | undefined) ?? null,
  };
  return { min_bet, max_bet };
}

/**
 * The four fields, each in a column: `name` is the fields' path in their form (or list item),
 * `path` the same from the form's root (a list item's `['types', 2]`), to compare the maximum with
 * its currency's minimum.
 */
export function BetFields({ name = [], path = [] }: { name?: (string | number)[]; path?: (string | number)[] }) {
  return (
    <>
      {CURRENCIES.map((currency) => (
        <Col xs={12} sm={6} key={`min-${currency}`}>
          <Form.Item name={[...name, 'min_bet', currency]} label={`Apuesta mínima (${CURRENCY_SHORT[currency]})`} rules={minBetRules}>
            <SpanishNumberInput decimals={2} prefix={CURRENCY_SYMBOLS[currency].trim()} />
          </Form.Item>
        </Col>
      ))}
      {CURRENCIES.map((currency) => (
        <Col xs={12} sm={6} key={`max-${currency}`}>
          <Form.Item
            name={[...name, 'max_bet', currency]}
            label={`Apuesta máxima (${CURRENCY_SHORT[currency]})`}
            dependencies={[[...path, 'min_bet', currency]]}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_, value: SpanishNumberValue) => {
                  if (value === null || value === undefined) return;
                  if (typeof value !== 'number') throw new Error('Escribe un monto, por ejemplo 100 o 2,50.');
                  const min = getFieldValue([...path, 'min_bet', currency]);
                  if (typeof min === 'number' && value < min) throw new Error('No puede ser menor que la apuesta mínima.');
                },
              }),
            ]}
          >
            <SpanishNumberInput decimals={2} prefix={CURRENCY_SYMBOLS[currency].trim()} placeholder="Sin máximo" />
          </Form.Item>
        </Col>
      ))}
    </>
  );
}

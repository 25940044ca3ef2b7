import { CURRENCY_LABELS, CURRENCY_SYMBOLS, type Currency } from '@banca/contracts/money';
import { Segmented } from 'antd';
import { useCurrencies } from '../hooks/useCurrencies';

/**
 * The currency of a money screen's figures (ARCHITECTURE §9: no figure adds bolívares to dollars):
 * shown only when the banca has two currencies enabled; `value` null means the banca's default.
 */
export function CurrencySelect({ value, onChange }: { value: Currency | null; onChange: (currency: Currency) => void }) {
  const { enabled, default: fallback } = useCurrencies();
  if (enabled.length < 2) return null;
  return (
    <Segmented<Currency>
      aria-label="Moneda"
      value={value ?? fallback}
      onChange={onChange}
      options={enabled.map((currency) => ({
        value: currency,
        label: CURRENCY_SYMBOLS[currency].trim(),
        title: CURRENCY_LABELS[currency],
      }))}
    />
  );
}

/** The currency a money screen shows: the one picked, else the banca's default. */
export function useShownCurrency(picked: Currency | null): Currency {
  const { default: fallback } = useCurrencies();
  return picked ?? fallback;
}

import { useState } from 'react';
import type { Currency } from '@banca/contracts/money';
import { answer, mockFetch, renderPage, screen, userEvent } from '../testing';
import { CurrencySelect, useShownCurrency } from './CurrencySelect';
import { formatCurrency } from '../format';

const SETTINGS = 'v1/settings/currencies';

/** A money figure as a screen shows it, in the currency picked (the banca's default until one is). */
function Figure() {
  const [picked, setPicked] = useState<Currency | null>(null);
  const currency = useShownCurrency(picked);
  return (
    <>
      <CurrencySelect value={picked} onChange={setPicked} />
      <output aria-label="Ventas">{formatCurrency(1234.56, currency)}</output>
    </>
  );
}

describe('CurrencySelect', () => {
  it('offers both currencies when the banca has two, starting on its default, and the figures follow the one picked', async () => {
    mockFetch(answer('GET', SETTINGS, { enabled: ['VES', 'USD'], default: 'VES' }, 200, { etag: '"1"' }));
    renderPage(<Figure />);
    const selector = await screen.findByRole('radiogroup', { name: 'Moneda' });
    expect(selector).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bs' })).toBeChecked();
    expect(screen.getByLabelText('Ventas')).toHaveTextContent('Bs 1.234,56');
    await userEvent.click(screen.getByRole('radio', { name: '$' }));
    expect(screen.getByLabelText('Ventas')).toHaveTextContent('$1.234,56');
  });

  it('is not shown when the banca sells in one currency: its figures are in that one', async () => {
    mockFetch(answer('GET', SETTINGS, { enabled: ['VES'], default: 'VES' }, 200, { etag: '"2"' }));
    renderPage(<Figure />);
    expect(await screen.findByText('Bs 1.234,56')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Moneda' })).not.toBeInTheDocument();
  });
});

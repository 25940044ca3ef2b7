import { callsTo, fill, mockFetch, renderPage, screen, signInAs, userEvent, within, answer } from '@banca/kit/testing';
import { CreditTab } from './CreditTab';

const CREDIT = 'v1/users/detail/3/credit';
const currencies = answer('GET', 'v1/settings/currencies', { enabled: ['VES', 'USD'], default: 'USD' }, 200, { etag: '"1"' });
const credit = {
  limits: { VES: null, USD: 1000 },
  status: [{ currency: 'USD', limit: 1000, owed: 850.5, used_percentage: 85 }],
};

const rowOf = async (label: string) => (await screen.findByText(label)).closest('tr')!;

beforeEach(() => signInAs('admin'));

describe('CreditTab', () => {
  it('lists each currency of the banca with its limit, what the owner owes and how much of the limit that is', async () => {
    mockFetch(currencies, answer('GET', CREDIT, credit, 200, { etag: '"4"' }));
    renderPage(<CreditTab userId={3} readOnly={false} />);
    const dollars = await rowOf('Dólares ($)');
    expect(within(dollars).getByText('$1.000,00')).toBeInTheDocument();
    expect(within(dollars).getByText('$850,50')).toBeInTheDocument();
    expect(within(dollars).getByText('85 %')).toBeInTheDocument();
    const bolivares = await rowOf('Bolívares (Bs)');
    expect(within(bolivares).getByText('Sin límite')).toBeInTheDocument();
  });

  it('Configurar sets a currency’s limit typed the Spanish way on the version shown, keeping the other', async () => {
    const saved = {
      limits: { VES: 25000.5, USD: 1000 },
      status: [{ currency: 'VES', limit: 25000.5, owed: 0, used_percentage: 0 }, credit.status[0]],
    };
    const { calls } = mockFetch(
      currencies,
      answer('GET', CREDIT, credit, 200, { etag: '"4"' }),
      answer('PUT', CREDIT, saved, 200, { etag: '"5"' }),
    );
    renderPage(<CreditTab userId={3} readOnly={false} />);
    await userEvent.click(within(await rowOf('Bolívares (Bs)')).getByRole('button', { name: 'Configurar límite en Bolívares (Bs)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Límite de crédito en Bolívares (Bs)' });
    await fill(within(dialog).getByLabelText('Límite'), '25.000,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Límite de crédito guardado correctamente.')).toBeInTheDocument();
    const [put] = callsTo(calls, CREDIT).filter((call) => call.method === 'PUT');
    expect(put.body).toEqual({ VES: 25000.5, USD: 1000 });
    expect(put.headers.get('if-match')).toBe('"4"');
    expect(within(await rowOf('Bolívares (Bs)')).getByText('Bs 25.000,50')).toBeInTheDocument();
  });

  it('an empty limit takes it away; three decimals and a negative amount are refused before sending', async () => {
    const { calls } = mockFetch(
      currencies,
      answer('GET', CREDIT, credit, 200, { etag: '"4"' }),
      answer('PUT', CREDIT, { limits: { VES: null, USD: null }, status: [] }, 200, { etag: '"5"' }),
    );
    renderPage(<CreditTab userId={3} readOnly={false} />);
    await userEvent.click(within(await rowOf('Dólares ($)')).getByRole('button', { name: 'Configurar límite en Dólares ($)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Límite de crédito en Dólares ($)' });
    const limit = within(dialog).getByLabelText('Límite');
    expect(limit).toHaveValue('1.000');
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    await fill(limit, '10,005');
    await userEvent.click(save);
    expect(await within(dialog).findByText('Admite como máximo 2 decimales.')).toBeInTheDocument();
    await fill(limit, '-5');
    await userEvent.click(save);
    expect(await within(dialog).findByText(/El límite de crédito debe estar entre 0 y/)).toBeInTheDocument();
    expect(callsTo(calls, CREDIT).filter((call) => call.method === 'PUT')).toHaveLength(0);
    await fill(limit, '');
    await userEvent.click(save);
    expect(await screen.findByText('Límite de crédito guardado correctamente.')).toBeInTheDocument();
    expect(callsTo(calls, CREDIT).filter((call) => call.method === 'PUT')[0].body).toEqual({ VES: null, USD: null });
  });

  it('is read-only for an operator: no Configurar', async () => {
    signInAs('operator');
    mockFetch(currencies, answer('GET', CREDIT, credit, 200, { etag: '"4"' }));
    renderPage(<CreditTab userId={3} readOnly />);
    await rowOf('Dólares ($)');
    expect(screen.queryByRole('button', { name: /Configurar/ })).not.toBeInTheDocument();
  });
});

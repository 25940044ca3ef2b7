import { callsTo, fastUser, mockFetch, renderPage, screen, waitFor, within } from '@banca/kit/testing';
import type { BoothDay } from '@banca/contracts';
import { BOOTH, closedDay as closed, openDay as open, resetTerminal, signInTerminal } from '../../test/fixtures';
import DayPage from '.';

const DAY_URL = `/api/v1/ticket_booths/detail/${BOOTH.id}/days/2026-11-26`;

/** The same day of a booth selling in both currencies: its dollars (the banca's default) and its bolívares. */
const twoUsd: BoothDay = { ...open, currencies: ['VES', 'USD'] };
const twoVes: BoothDay = {
  ...twoUsd,
  currency: 'VES',
  tickets: 3,
  sales: 1500,
  cancelled_tickets: 0,
  cancelled: 0,
  paid_tickets: 0,
  prizes_paid: 0,
  commission: 150,
  opening_float: 500,
  expenses: 200,
  non_cash: { pago_movil: 1000, transferencia: 0, punto: 0 },
  expected_cash: 800,
};

beforeEach(() => {
  resetTerminal('2026-11-26T23:30:00Z');
  signInTerminal();
});

describe('El día', () => {
  it("shows the booth's figures of the banca's day as the server sums them", async () => {
    mockFetch((call) => (call.url.endsWith(DAY_URL) ? { body: open, headers: { etag: '"7"' } } : undefined));
    renderPage(<DayPage />);
    expect(await screen.findByRole('heading', { name: 'Agencia La Fortuna · 26/11/2026' })).toBeInTheDocument();
    const figures = screen.getByText('Efectivo esperado').closest('dl');
    expect(figures).toHaveTextContent(
      'Efectivo esperado$50,50Fondo de caja$0,00Gastos aprobados$0,00Ventas (14 tickets)$120,50Anulados (1)$2,50Premios pagados (1)$70,00Comisión$12,05',
    );
    expect(screen.getByText('Estado: Abierto')).toBeInTheDocument();
  });

  it('says why the expected cash is negative: more prizes paid than sold', async () => {
    const paidOut = { ...open, sales: 50, prizes_paid: 70, expected_cash: -20 };
    mockFetch((call) => (call.url.endsWith(DAY_URL) ? { body: paidOut, headers: { etag: '"7"' } } : undefined));
    renderPage(<DayPage />);
    const figures = (await screen.findByText('Efectivo esperado')).closest('dl');
    expect(figures).toHaveTextContent(
      'Efectivo esperado-$20,00Negativo: se pagaron más premios que lo vendido, y la caja entregó ese dinero.',
    );
  });

  it('closes the day with the cash counted the Spanish way, on the figures seen, after showing the difference', async () => {
    let day = open;
    const { calls } = mockFetch((call) => {
      if (call.url.endsWith(`${DAY_URL}/close`)) {
        day = closed;
        return { body: closed, headers: { etag: '"8"' } };
      }
      return call.url.endsWith(DAY_URL) ? { body: day, headers: { etag: '"7"' } } : undefined;
    });
    const user = fastUser();
    renderPage(<DayPage />);
    await user.click(await screen.findByRole('button', { name: 'Revisar el cierre' }));
    expect(await screen.findByText('Escribe el efectivo contado.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Efectivo contado'), '-100');
    await user.click(screen.getByRole('button', { name: 'Revisar el cierre' }));
    expect(await screen.findByText('El efectivo contado no puede ser negativo.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Efectivo contado'));
    await user.type(screen.getByLabelText('Efectivo contado'), '99.999.999.999');
    await user.click(screen.getByRole('button', { name: 'Revisar el cierre' }));
    expect(await screen.findByText('El monto máximo es $1.000.000.000,00.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Efectivo contado'));
    await user.type(screen.getByLabelText('Efectivo contado'), '48,00');
    await user.click(screen.getByRole('button', { name: 'Revisar el cierre' }));
    expect(await screen.findByText('Efectivo esperado $50,50, contado $48,00: Faltante de $2,50.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar el día' }));
    expect(
      await screen.findByText(
        /Cerrado el 26\/11\/2026 19:40 por Yelitza Pérez \(terminal\)\. Efectivo contado \$48,00: Faltante de \$2,50\./,
      ),
    ).toBeInTheDocument();
    const [sent] = callsTo(calls, `v1/ticket_booths/detail/${BOOTH.id}/days/2026-11-26/close`);
    expect(sent.body).toEqual({ declared_cash: 48 });
    expect(sent.headers.get('if-match')).toBe('"7"');
    expect(screen.queryByLabelText('Efectivo contado')).not.toBeInTheDocument();
  });

  it('does not close a day whose figures changed meanwhile (412): it says so and shows the new figures', async () => {
    let version = 7;
    mockFetch((call) => {
      if (call.url.endsWith(`${DAY_URL}/close`)) {
        version = 8;
        return { status: 412, body: { statusCode: 412, message: 'Otra persona modificó este registro.' } };
      }
      return call.url.endsWith(DAY_URL)
        ? { body: version === 7 ? open : { ...open, tickets: 15, sales: 125.5, expected_cash: 55.5 }, headers: { etag: `"${version}"` } }
        : undefined;
    });
    const user = fastUser();
    renderPage(<DayPage />);
    await user.type(await screen.findByLabelText('Efectivo contado'), '50,50');
    await user.click(screen.getByRole('button', { name: 'Revisar el cierre' }));
    await user.click(await screen.findByRole('button', { name: 'Cerrar el día' }));
    expect(await screen.findByText(/Las cifras del día cambiaron mientras contabas/)).toBeInTheDocument();
    expect(await screen.findByText('$55,50')).toBeInTheDocument();
  });
});

describe('El día: la caja (fondo, gastos, conteo a ciegas)', () => {
  const FLOAT_URL = `${DAY_URL}/float`;
  const EXPENSES_URL = `${DAY_URL}/expenses`;

  it('shows the float, the approved expenses and the non-cash money apart from the expected cash', async () => {
    const drawer = {
      ...open,
      opening_float: 100,
      expenses: 12.5,
      pending_expenses: 1,
      non_cash: { pago_movil: 30, transferencia: 0, punto: 5 },
      expense_items: [
        {
          id: 4,
          booth: BOOTH,
          date: '2026-11-26',
          currency: 'USD' as const,
          amount: 12.5,
          category: 'Papelería' as const,
          note: 'Resmas',
          status: 'pending' as const,
          created_at: '2026-11-26T15:00:00.000Z',
          created_by: { name: 'Yelitza Pérez', kind: 'terminal' as const },
          decided_at: null,
          decided_by: null,
        },
      ],
    };
    mockFetch((call) => (call.url.endsWith(DAY_URL) ? { body: drawer, headers: { etag: '"7"' } } : undefined));
    renderPage(<DayPage />);
    const figures = (await screen.findByText('Efectivo esperado')).closest('dl');
    expect(figures).toHaveTextContent('Fondo de caja$100,00');
    expect(figures).toHaveTextContent('Gastos aprobados (1 por aprobar)$12,50');
    expect(figures).toHaveTextContent('Pago móvil (fuera de la caja)$30,00');
    expect(figures).toHaveTextContent('Punto de venta (fuera de la caja)$5,00');
    expect(figures).not.toHaveTextContent('Transferencia');
    expect(screen.getByRole('heading', { name: 'Gastos del día' }).closest('section')).toHaveTextContent(
      'Papelería · Resmas: $12,50 — Pendiente',
    );
  });

  it('sets the opening float typed the Spanish way, in the chosen currency, and refuses a negative one', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url.endsWith(FLOAT_URL)) return { body: { currency: 'VES', amount: 1234.5, set_at: '2026-11-26T12:00:00.000Z' } };
      if (call.url.endsWith(`${DAY_URL}?currency=VES`))
        return { body: { ...twoVes, currencies: ['VES', 'USD'] }, headers: { etag: '"7"' } };
      return call.url.endsWith(DAY_URL) ? { body: { ...open, currencies: ['VES', 'USD'] }, headers: { etag: '"7"' } } : undefined;
    });
    const user = fastUser();
    renderPage(<DayPage />);
    const amount = await screen.findByLabelText('Monto del fondo');
    await user.type(amount, '-5');
    await user.click(screen.getByRole('button', { name: 'Guardar fondo' }));
    expect(await screen.findByText('El monto no puede ser negativo.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1.234,50');
    const form = screen.getByRole('form', { name: 'Fondo de caja' });
    expect(within(form).getByLabelText('Moneda')).toHaveValue('VES');
    await user.selectOptions(within(form).getByLabelText('Moneda'), 'Dólares ($)');
    await user.selectOptions(within(form).getByLabelText('Moneda'), 'Bolívares (Bs)');
    await user.click(screen.getByRole('button', { name: 'Guardar fondo' }));
    expect(await screen.findByText('Fondo de caja guardado.')).toBeInTheDocument();
    const [sent] = callsTo(calls, `v1/ticket_booths/detail/${BOOTH.id}/days/2026-11-26/float`);
    expect(sent.method).toBe('PUT');
    expect(sent.body).toEqual({ currency: 'VES', amount: 1234.5 });
  });

  it("offers no currency on a booth selling in one: its float and expenses are in the booth's currency", async () => {
    const { calls } = mockFetch((call) => {
      if (call.url.endsWith(FLOAT_URL)) return { body: { currency: 'USD', amount: 20, set_at: '2026-11-26T12:00:00.000Z' } };
      return call.url.endsWith(DAY_URL) ? { body: open, headers: { etag: '"7"' } } : undefined;
    });
    const user = fastUser();
    renderPage(<DayPage />);
    await user.type(await screen.findByLabelText('Monto del fondo'), '20');
    expect(screen.queryByLabelText('Moneda')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar fondo' }));
    expect(await screen.findByText('Fondo de caja guardado.')).toBeInTheDocument();
    expect(callsTo(calls, `v1/ticket_booths/detail/${BOOTH.id}/days/2026-11-26/float`)[0].body).toEqual({ currency: 'USD', amount: 20 });
  });

  it("enters an expense with its category and note; 0 is refused in Spanish, and the server's refusal is shown", async () => {
    let refuse = true;
    const { calls } = mockFetch((call) => {
      if (call.url.endsWith(EXPENSES_URL)) {
        if (refuse) {
          refuse = false;
          return {
            status: 409,
            body: { code: 'DAY_CLOSED', message: 'El día 26/11/2026 de esta taquilla ya está cerrado: no se puede registrar gastos.' },
          };
        }
        return { status: 201, body: {} };
      }
      return call.url.endsWith(DAY_URL) ? { body: open, headers: { etag: '"7"' } } : undefined;
    });
    const user = fastUser();
    renderPage(<DayPage />);
    const amount = await screen.findByLabelText('Monto del gasto');
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Registrar gasto' }));
    expect(await screen.findByText('El monto debe ser mayor que 0.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '200,75');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Alimentación');
    await user.type(screen.getByLabelText('Nota'), 'Agua potable');
    await user.click(screen.getByRole('button', { name: 'Registrar gasto' }));
    expect(await screen.findByText(/no se puede registrar gastos/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Registrar gasto' }));
    expect(await screen.findByText('Gasto registrado: queda pendiente de aprobación.')).toBeInTheDocument();
    const sent = callsTo(calls, `v1/ticket_booths/detail/${BOOTH.id}/days/2026-11-26/expenses`);
    expect(sent).toHaveLength(2);
    expect(sent[1].body).toEqual({ currency: 'USD', amount: 200.75, category: 'Alimentación', note: 'Agua potable' });
  });

  it('on a blind count hides the expected cash and the difference until the day is closed', async () => {
    const blind = { ...open, blind_count: true, expected_cash: null };
    mockFetch((call) => (call.url.endsWith(DAY_URL) ? { body: blind, headers: { etag: '"7"' } } : undefined));
    const user = fastUser();
    renderPage(<DayPage />);
    const figures = (await screen.findByText('Efectivo esperado')).closest('dl');
    expect(figures).toHaveTextContent('Conteo a ciegas: el efectivo esperado se muestra después de cerrar el día.');
    expect(figures).not.toHaveTextContent('$50,50');
    await user.type(screen.getByLabelText('Efectivo contado'), '48,00');
    await user.click(screen.getByRole('button', { name: 'Revisar el cierre' }));
    expect(await screen.findByText('Efectivo contado $48,00: la diferencia se verá al cerrar.')).toBeInTheDocument();
    expect(screen.queryByText(/Faltante|Sobrante/)).not.toBeInTheDocument();
  });
});

describe('El día de una taquilla que vende en bolívares y en dólares', () => {
  const VES_URL = `${DAY_URL}?currency=VES`;
  const CLOSE_URL = `v1/ticket_booths/detail/${BOOTH.id}/days/2026-11-26/close`;
  const pendingUsd = {
    id: 5,
    booth: BOOTH,
    date: '2026-11-26',
    currency: 'USD' as const,
    amount: 3,
    category: 'Transporte' as const,
    note: '',
    status: 'pending' as const,
    created_at: '2026-11-26T15:00:00.000Z',
    created_by: { name: 'Yelitza Pérez', kind: 'terminal' as const },
    decided_at: null,
    decided_by: null,
  };

  it('shows the figures of each currency apart, bolívares first, each counting its own pending expenses', async () => {
    const usd = { ...twoUsd, pending_expenses: 1, expense_items: [pendingUsd] };
    const ves = { ...twoVes, pending_expenses: 1, expense_items: [pendingUsd] };
    mockFetch((call) => {
      if (call.url.endsWith(VES_URL)) return { body: ves, headers: { etag: '"7"' } };
      return call.url.endsWith(DAY_URL) ? { body: usd, headers: { etag: '"7"' } } : undefined;
    });
    renderPage(<DayPage />);
    const bolivares = (await screen.findByRole('heading', { name: 'En bolívares' })).closest('section')!;
    const dollars = screen.getByRole('heading', { name: 'En dólares' }).closest('section')!;
    expect(bolivares).toHaveTextContent(
      'Efectivo esperadoBs 800,00Fondo de cajaBs 500,00Gastos aprobadosBs 200,00Pago móvil (fuera de la caja)Bs 1.000,00Ventas (3 tickets)Bs 1.500,00',
    );
    expect(bolivares).not.toHaveTextContent('$');
    expect(dollars).toHaveTextContent(
      'Efectivo esperado$50,50Fondo de caja$0,00Gastos aprobados (1 por aprobar)$0,00Ventas (14 tickets)$120,50',
    );
    expect(dollars).not.toHaveTextContent('Bs');
    expect(screen.getByRole('heading', { name: 'Gastos del día' }).closest('section')).toHaveTextContent('Transporte: $3,00 — Pendiente');
  });

  it('closes with the cash counted in each currency, each compared with its own expected cash, never added', async () => {
    let closedNow = false;
    const { calls } = mockFetch((call) => {
      if (call.url.endsWith(`/api/${CLOSE_URL}`)) {
        closedNow = true;
        return { body: { ...closed, currencies: ['VES', 'USD'], declared_cash: 50.5, difference: 0 }, headers: { etag: '"8"' } };
      }
      if (call.url.endsWith(VES_URL)) {
        return {
          body: closedNow ? { ...closed, ...twoVes, status: 'closed', declared_cash: 790, difference: -10 } : twoVes,
          headers: { etag: '"7"' },
        };
      }
      return call.url.endsWith(DAY_URL) ? { body: twoUsd, headers: { etag: '"7"' } } : undefined;
    });
    const user = fastUser();
    renderPage(<DayPage />);
    await user.type(await screen.findByLabelText('Efectivo contado · Bolívares (Bs)'), '790');
    await user.click(screen.getByRole('button', { name: 'Revisar el cierre' }));
    expect(await screen.findByText('Escribe el efectivo contado.')).toBeInTheDocument();
    expect(screen.getByLabelText('Efectivo contado · Dólares ($)')).toHaveAccessibleDescription('Escribe el efectivo contado.');
    await user.type(screen.getByLabelText('Efectivo contado · Dólares ($)'), '50,50');
    await user.click(screen.getByRole('button', { name: 'Revisar el cierre' }));
    expect(await screen.findByText('Efectivo esperado Bs 800,00, contado Bs 790,00: Faltante de Bs 10,00.')).toBeInTheDocument();
    expect(screen.getByText('Efectivo esperado $50,50, contado $50,50: Cuadra exacto.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar el día' }));
    expect(await screen.findByText('Bolívares (Bs): Efectivo contado Bs 790,00: Faltante de Bs 10,00.')).toBeInTheDocument();
    expect(screen.getByText('Dólares ($): Efectivo contado $50,50: Cuadra exacto.')).toBeInTheDocument();
    const [sent] = callsTo(calls, CLOSE_URL);
    expect(sent.body).toEqual({ declared_cash: { VES: 790, USD: 50.5 } });
    expect(sent.headers.get('if-match')).toBe('"7"');
  });

  it('on a blind count shows neither currency’s expected cash nor difference before closing', async () => {
    mockFetch((call) => {
      if (call.url.endsWith(VES_URL)) return { body: { ...twoVes, blind_count: true, expected_cash: null }, headers: { etag: '"7"' } };
      return call.url.endsWith(DAY_URL)
        ? { body: { ...twoUsd, blind_count: true, expected_cash: null }, headers: { etag: '"7"' } }
        : undefined;
    });
    const user = fastUser();
    renderPage(<DayPage />);
    expect(await screen.findAllByText('Conteo a ciegas: el efectivo esperado se muestra después de cerrar el día.')).toHaveLength(2);
    await user.type(screen.getByLabelText('Efectivo contado · Bolívares (Bs)'), '790');
    await user.type(screen.getByLabelText('Efectivo contado · Dólares ($)'), '48');
    await user.click(screen.getByRole('button', { name: 'Revisar el cierre' }));
    expect(await screen.findByText('Efectivo contado Bs 790,00: la diferencia se verá al cerrar.')).toBeInTheDocument();
    expect(screen.getByText('Efectivo contado $48,00: la diferencia se verá al cerrar.')).toBeInTheDocument();
    expect(screen.queryByText(/Faltante|Sobrante|800/)).not.toBeInTheDocument();
  });

  it('reads a booth selling only in bolívares in bolívares, and closes it with one amount', async () => {
    const onlyVes = { ...twoVes, currencies: ['VES' as const] };
    const { calls } = mockFetch((call) => {
      if (call.url.endsWith(`/api/${CLOSE_URL}`)) return { body: { ...open, currencies: ['VES'] }, headers: { etag: '"8"' } };
      if (call.url.endsWith(VES_URL)) return { body: onlyVes, headers: { etag: '"7"' } };
      return call.url.endsWith(DAY_URL) ? { body: { ...open, currencies: ['VES'] }, headers: { etag: '"7"' } } : undefined;
    });
    const user = fastUser();
    renderPage(<DayPage />);
    const figures = (await screen.findByText('Efectivo esperado')).closest('dl');
    expect(figures).toHaveTextContent('Efectivo esperadoBs 800,00');
    expect(screen.queryByRole('heading', { name: 'En bolívares' })).not.toBeInTheDocument();
    expect(screen.queryByText('$50,50')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Efectivo contado'), '800');
    await user.click(screen.getByRole('button', { name: 'Revisar el cierre' }));
    expect(await screen.findByText('Efectivo esperado Bs 800,00, contado Bs 800,00: Cuadra exacto.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar el día' }));
    await waitFor(() => expect(callsTo(calls, CLOSE_URL)).toHaveLength(1));
    expect(callsTo(calls, CLOSE_URL)[0].body).toEqual({ declared_cash: 800 });
  });
});

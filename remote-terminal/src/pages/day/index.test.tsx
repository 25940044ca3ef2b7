import { callsTo, fastUser, mockFetch, renderPage, screen } from '@banca/kit/testing';
import { BOOTH, closedDay as closed, openDay as open, resetTerminal, signInTerminal } from '../../test/fixtures';
import DayPage from '.';

const DAY_URL = `/api/v1/ticket_booths/detail/${BOOTH.id}/days/2026-11-26`;

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
      'Efectivo esperado$50,50Ventas (14 tickets)$120,50Anulados (1)$2,50Premios pagados (1)$70,00Comisión$12,05',
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

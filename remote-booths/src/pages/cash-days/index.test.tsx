/**
 * Cierres de caja: the booth days of a range, booth and status kept in the URL and sent to the
 * server; the figures with the difference's meaning; the sums of the filter; the CSV of every day
 * (Spanish headers, Caracas times, amounts Excel in Spanish reads); a client without other booths.
 */
import type { BoothDayRow } from '@banca/contracts';
import { MONEY_FIGURES, thisMonth } from '@banca/kit';
import {
  answer,
  callsTo,
  CurrentUrl,
  currentQuery,
  failing,
  fastUser,
  mockFetch,
  pickOption,
  queryOf,
  type RecordedCall,
  renderPage,
  screen,
  signInAs,
  waitFor,
  within,
} from '@banca/kit/testing';
import CashDaysPage from '.';
import { dayRow } from '../../test/cashFixtures';
import { cashDaysCsv } from './csv';

const LIST = 'v1/cash/days/list';
const TOTALS = {
  tickets: 20,
  sales: 2234.5,
  cancelled: 20,
  prizes_paid: 700,
  commission: 223.45,
  expected_cash: 1534.5,
  declared_cash: 1540,
  difference: 5.5,
};

const ROWS = [
  dayRow(),
  dayRow({
    id: 42,
    booth: { id: 4, name: 'Taquilla La Chinita' },
    status: 'approved',
    sales: 1000,
    expected_cash: 1000,
    declared_cash: 1020,
    difference: 20,
    approved_by: { name: 'Ana Pérez', kind: 'user' },
    approved_at: '2026-11-21T12:00:00.000Z',
  }),
  dayRow({
    id: null,
    booth: { id: 6, name: 'Agencia Mi Terminalito' },
    date: '2026-11-21',
    status: 'open',
    declared_cash: null,
    difference: null,
    closed_by: null,
    closed_at: null,
  }),
];

/** The days list (every call answered with `rows`, paged by `limit`), and the booths for the filter. */
function api(rows: BoothDayRow[] = ROWS) {
  return [
    (call: RecordedCall) => {
      const url = new URL(call.url);
      if (call.method !== 'GET' || url.pathname !== `/api/${LIST}`) return undefined;
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const page = Number(url.searchParams.get('page') ?? 1);
      const days = rows.slice((page - 1) * limit, page * limit);
      return { body: { days, page, total: rows.length, totalPages: Math.max(1, Math.ceil(rows.length / limit)), totals: TOTALS } };
    },
    answer('GET', 'v1/ticket_booths/list', {
      booths: [
        { id: 3, name: 'Agencia El Ávila' },
        { id: 4, name: 'Taquilla La Chinita' },
      ],
      page: 1,
      total: 2,
      totalPages: 1,
    }),
  ];
}

const renderDays = (route = '/cash/days?from=2026-11-01&to=2026-11-30') =>
  renderPage(
    <>
      <CashDaysPage />
      <CurrentUrl />
    </>,
    { route, path: '/cash/days' },
  );

describe('CashDaysPage', () => {
  beforeEach(() => signInAs('admin'));

  it('lists each day with its figures, status and difference (sobrante, faltante), and the sums of the filter', async () => {
    mockFetch(...api());
    renderDays();
    for (const header of [
      'Fecha',
      'Taquilla',
      'Estado',
      'Ventas',
      'Anulados',
      'Premios pagados',
      'Comisión',
      'Efectivo esperado Fondo de caja + ventas − premios y reintegros pagados − gastos aprobados, sin lo cobrado o pagado por pago móvil, transferencia o punto: lo que debería haber en la caja. Negativo cuando salió más de lo que entró.',
      'Efectivo contado',
      'Diferencia',
    ]) {
      expect(
        await screen.findByRole('columnheader', { name: (name) => name === header || name.startsWith(`${header} `) }),
      ).toBeInTheDocument();
    }
    // The commission's header says how it adds up (each line rounded), so it is not taken for a wrong sum.
    expect(screen.getByRole('columnheader', { name: `Comisión ${MONEY_FIGURES.commission.formula}` })).toBeInTheDocument();
    const short = screen.getByText('Agencia El Ávila').closest('tr')!;
    expect(within(short).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(short).getByText('Cerrado')).toBeInTheDocument();
    expect(within(short).getByText('$1.234,50')).toBeInTheDocument();
    expect(within(short).getByText('$520,00')).toBeInTheDocument();
    expect(within(short).getByText('-$14,50')).toBeInTheDocument();
    expect(within(short).getByText('(Faltante)')).toBeInTheDocument();
    const over = screen.getByText('Taquilla La Chinita').closest('tr')!;
    expect(within(over).getByText('Aprobado')).toBeInTheDocument();
    expect(within(over).getByText('(Sobrante)')).toBeInTheDocument();
    const open = screen.getByText('Agencia Mi Terminalito').closest('tr')!;
    expect(within(open).getByText('Abierto')).toBeInTheDocument();
    expect(within(open).getAllByText('—')).toHaveLength(2);
    expect(screen.getByTestId('list-summary')).toHaveTextContent('3 días');
    // The sums of the whole filter, as the API gives them.
    expect(screen.getByText('$2.234,50')).toBeInTheDocument();
    expect(screen.getByText('$1.534,50')).toBeInTheDocument();
    expect(screen.getByText('$5,50')).toBeInTheDocument();
  });

  it('without a range in the URL asks for this month on the business clock', async () => {
    const { calls } = mockFetch(...api());
    renderDays('/cash/days');
    await screen.findByText('Agencia El Ávila');
    const { from, to } = thisMonth();
    expect(queryOf(callsTo(calls, LIST)[0])).toEqual({ page: '1', from, to });
  });

  it('filters by booth and status, in the URL and on the server', async () => {
    const { calls } = mockFetch(...api());
    renderDays();
    await screen.findByText('Agencia El Ávila');
    await pickOption(screen.getByRole('combobox', { name: 'Estado' }), 'Cerrado');
    await pickOption(screen.getByRole('combobox', { name: 'Taquilla' }), 'Taquilla La Chinita');
    await waitFor(() => expect(currentQuery()).toEqual({ from: '2026-11-01', to: '2026-11-30', status: 'closed', booth: '4' }));
    await waitFor(() =>
      expect(queryOf(callsTo(calls, LIST).at(-1)!)).toEqual({
        page: '1',
        from: '2026-11-01',
        to: '2026-11-30',
        booth_id: '4',
        status: 'closed',
      }),
    );
    await fastUser().click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(currentQuery()).toEqual({}));
  });

  it('reads a shared link as it is', async () => {
    const { calls } = mockFetch(...api());
    renderDays('/cash/days?from=2026-10-01&to=2026-10-31&booth=3&status=approved');
    await screen.findByText('Taquilla La Chinita');
    expect(queryOf(callsTo(calls, LIST)[0])).toEqual({
      page: '1',
      from: '2026-10-01',
      to: '2026-10-31',
      booth_id: '3',
      status: 'approved',
    });
  });

  it('asks for this month when the link’s range or status is not one it knows', async () => {
    const { calls } = mockFetch(...api());
    renderDays('/cash/days?from=2026-11-31&to=2026-11-01&status=pending');
    await screen.findByText('Agencia El Ávila');
    const { from, to } = thisMonth();
    expect(queryOf(callsTo(calls, LIST)[0])).toEqual({ page: '1', from, to });
  });

  it('opens a day from its row, with the way back to this list', async () => {
    mockFetch(...api());
    renderDays();
    await fastUser().click(await screen.findByText('Taquilla La Chinita'));
    expect(screen.getByTestId('location')).toHaveTextContent('/cash/day?booth=4&date=2026-11-20');
  });

  it('a client sees only what the server answers for its booths, with the booth filter of its own booths', async () => {
    signInAs('client');
    const { calls } = mockFetch(...api([ROWS[0]]));
    renderDays();
    await screen.findByText('Agencia El Ávila');
    expect(screen.queryByText('Taquilla La Chinita', { selector: 'td *, td' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Taquilla' })).toBeInTheDocument();
    expect(queryOf(callsTo(calls, LIST)[0])).not.toHaveProperty('booth_id');
  });

  it('says the error of a failed load in Spanish, and loads again on Reintentar', async () => {
    mockFetch(failing(LIST, 'No se pudo leer los cierres.', { status: 500 }), ...api());
    renderDays();
    expect(await screen.findByText(/No se pudo leer los cierres/)).toBeInTheDocument();
    await fastUser().click(screen.getByRole('button', { name: /Reintentar/ }));
    expect(await screen.findByText('Agencia El Ávila')).toBeInTheDocument();
  });

  it('says when the filter finds no days', async () => {
    mockFetch(...api([]));
    renderDays('/cash/days?from=2026-11-01&to=2026-11-30&status=open');
    expect(await screen.findByText('No hay días con movimiento para estos filtros.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeDisabled();
  });

  it('exports every day of the filter (all its pages) as a CSV Excel in Spanish reads', async () => {
    const many = Array.from({ length: 130 }, (_, index) =>
      dayRow({ id: index + 1, booth: { id: index + 1, name: `Taquilla ${index + 1}` } }),
    );
    const { calls } = mockFetch(...api(many));
    const files: { name: string; blob: Blob }[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push({ name: '', blob });
      return 'blob:cierres';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files[files.length - 1].name = this.download;
    });
    try {
      renderDays('/cash/days?from=2026-11-01&to=2026-11-30&status=closed');
      await screen.findByText('Taquilla 1');
      await fastUser().click(screen.getByRole('button', { name: /Exportar CSV/ }));
      await waitFor(() => expect(files).toHaveLength(1));
      expect(files[0].name).toBe('cierres-de-caja-2026-11-01-2026-11-30.csv');
      const exports = callsTo(calls, LIST).filter((call) => queryOf(call).limit === '100');
      expect(exports.map((call) => queryOf(call).page)).toEqual(['1', '2']);
      expect(queryOf(exports[0])).toMatchObject({ status: 'closed', from: '2026-11-01', to: '2026-11-30' });
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await files[0].blob.arrayBuffer());
      expect(text.split('\r\n')).toHaveLength(132); // header, 130 days, the final line end
    } finally {
      click.mockRestore();
    }
  });
});

describe('the Cierres de caja CSV', () => {
  it('writes Spanish headers, dates and Caracas times, amounts with a decimal comma, semicolons and a BOM', () => {
    const csv = cashDaysCsv([ROWS[0], ROWS[2]]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, closed, open] = csv.slice(1).split('\r\n');
    expect(header).toBe(
      'Fecha;Taquilla;Estado;Tickets;Moneda;Ventas;Anulados;Premios pagados;Comisión;Efectivo esperado;Efectivo contado;Diferencia;Cerrado por;Cerrado el;Aprobado por;Aprobado el',
    );
    // 01:30 UTC of the 21st is 21:30 of the 20th in Caracas.
    expect(closed).toBe(
      '20/11/2026;Agencia El Ávila;Cerrado;12;USD;1234,50;20,00;700,00;123,45;534,50;520,00;-14,50;Gustavo Salazar;20/11/2026 21:30;;',
    );
    expect(open).toBe('21/11/2026;Agencia Mi Terminalito;Abierto;12;USD;1234,50;20,00;700,00;123,45;534,50;;;;;;');
  });

  it('keeps a booth named like a formula as text, and says who closed a day the system closed', () => {
    const csv = cashDaysCsv([
      dayRow({
        booth: { id: 9, name: '=HYPERLINK("x")' },
        closed_by: { name: 'sistema', kind: 'system' },
        declared_cash: null,
        difference: null,
      }),
    ]);
    const line = csv.slice(1).split('\r\n')[1];
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
    expect(line).toContain('Sistema (cierre automático)');
  });
});

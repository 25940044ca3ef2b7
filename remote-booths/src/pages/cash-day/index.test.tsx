import { registerPages } from '@banca/shared-auth';
/**
 * A booth's day: its figures and who closed it; its tickets by kind; closing with the cash counted
 * the Spanish way (the difference shown before it is recorded, sent on the version read); approval
 * for the roles that may; the API's refusals in Spanish.
 */
import type { BoothDay } from '@banca/contracts';
import {
  answer,
  callsTo,
  CurrentUrl,
  currentQuery,
  descriptionValue,
  fastUser,
  fill,
  findConfirm,
  findDialog,
  mockFetch,
  queryOf,
  type RecordedCall,
  renderPage,
  screen,
  signInAs,
  waitFor,
  within,
} from '@banca/kit/testing';
import CashDayPage from '.';
import { boothDay, dayTicket } from '../../test/cashFixtures';

const DAY = 'v1/ticket_booths/detail/3/days/2026-11-20';
const OPEN = boothDay({
  status: 'open',
  declared_cash: null,
  difference: null,
  closed_by: null,
  closed_at: null,
  actions: { close: true, approve: false, reopen: false, drawer: false, decide_expenses: false },
});

/** The day (with its ETag) and its tickets by kind. */
function api(day: BoothDay = boothDay(), version = '"7"') {
  return [
    answer('GET', DAY, day, 200, { etag: version }),
    (call: RecordedCall) => {
      const url = new URL(call.url);
      if (call.method !== 'GET' || url.pathname !== `/api/${DAY}/tickets`) return undefined;
      const kind = url.searchParams.get('kind');
      const tickets =
        kind === 'cancelled'
          ? [dayTicket(2, { status: 'cancelled', cancelled_at: '2026-11-20T15:00:00.000Z', cancel_reason: 'Error del cliente' })]
          : kind === 'paid'
            ? []
            : [dayTicket(1), dayTicket(3, { amount: 250.5 })];
      return { body: { tickets, page: 1, total: tickets.length, totalPages: 1 } };
    },
  ];
}

const renderDay = (route = '/cash/day?booth=3&date=2026-11-20') =>
  renderPage(
    <>
      <CashDayPage />
      <CurrentUrl />
    </>,
    { route, path: '/cash/day' },
  );

describe('CashDayPage', () => {
  beforeEach(() => {
    signInAs('admin');
    // remote-catalog's ticket page, as the host makes it known from that remote's routes.json.
    registerPages('host', [{ id: 'catalog.ticket', path: '/tickets/ticket-detail', title: 'Ticket', access: 'tickets:read' }]);
  });

  it('shows the day’s figures, its difference and who closed it, and its tickets by kind', async () => {
    const { calls } = mockFetch(...api());
    renderDay();
    expect(await screen.findByRole('heading', { name: 'Agencia El Ávila · 20/11/2026', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Cerrado')).toBeInTheDocument();
    for (const [title, value] of [
      ['Ventas', '$1.234,50'],
      ['Anulados', '$20,00'],
      ['Premios pagados', '$700,00'],
      ['Comisión', '$123,45'],
      ['Efectivo esperado', '$534,50'],
      ['Efectivo contado', '$520,00'],
    ]) {
      // A title with a «?» hint is in a span of its own.
      const card = screen.getAllByText(title, { selector: '.ant-statistic-title, .ant-statistic-title *' })[0].closest('.ant-card')!;
      expect(card).toHaveTextContent(value);
    }
    const difference = screen.getByText('Diferencia', { selector: '.ant-statistic-title' }).closest('.ant-card')!;
    expect(difference).toHaveTextContent('-$14,50 (Faltante)');
    expect(descriptionValue('Cerrado por')).toHaveTextContent('Gustavo Salazar');
    expect(descriptionValue('Cerrado el')).toHaveTextContent('20/11/2026 21:30');
    expect(descriptionValue('Propietario')).toHaveTextContent('Gustavo Salazar');

    expect(await screen.findByText('TK-0003')).toBeInTheDocument();
    expect(screen.getByText('$250,50')).toBeInTheDocument();
    // Each code opens its ticket.
    expect(screen.getByRole('link', { name: 'TK-0003' })).toHaveAttribute('href', '/tickets/ticket-detail?id=3');
    await fastUser().click(screen.getByText('Anulados', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('Error del cliente')).toBeInTheDocument();
    expect(currentQuery()).toEqual({ booth: '3', date: '2026-11-20', kind: 'cancelled' });
    expect(queryOf(callsTo(calls, `${DAY}/tickets`).at(-1)!)).toEqual({ page: '1', kind: 'cancelled' });
    await fastUser().click(screen.getByText('Pagados', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('No se pagaron premios este día.')).toBeInTheDocument();
  });

  it('says why the commission is not exactly percentage × sales, and names winners «Ganador» with «Pagado» or «Sin pagar»', async () => {
    mockFetch(answer('GET', DAY, boothDay(), 200, { etag: '"7"' }), (call: RecordedCall) => {
      if (new URL(call.url).pathname !== `/api/${DAY}/tickets`) return undefined;
      const tickets = [
        dayTicket(4, { status: 'winner', is_winner: true, prize_amount: 700, paid_at: '2026-11-20T20:00:00.000Z' }),
        dayTicket(5, { status: 'winner', is_winner: true, prize_amount: 70 }),
      ];
      return { body: { tickets, page: 1, total: 2, totalPages: 1 } };
    });
    renderDay();
    const card = (await screen.findByText('Comisión', { selector: '.ant-statistic-title *' })).closest('.ant-card')!;
    expect(
      within(card as HTMLElement).getByRole('img', { name: /redondeado al céntimo.*puede diferir unos céntimos de ventas × porcentaje/ }),
    ).toBeInTheDocument();
    const paid = (await screen.findByText('TK-0004')).closest('tr')!;
    expect(within(paid).getByText('Ganador')).toBeInTheDocument();
    expect(within(paid).getByText('Pagado')).toBeInTheDocument();
    const unpaid = screen.getByText('TK-0005').closest('tr')!;
    expect(within(unpaid).getByText('Sin pagar')).toBeInTheDocument();
  });

  it('closes the day with the cash typed the Spanish way, showing the difference before it is recorded, on the version read', async () => {
    const closed = boothDay({
      declared_cash: 1234.5,
      difference: 700,
      actions: { close: false, approve: true, reopen: false, drawer: false, decide_expenses: false },
    });
    const { calls } = mockFetch(...api(OPEN), answer('POST', `${DAY}/close`, closed, 200, { etag: '"8"' }));
    renderDay();
    await fastUser().click(await screen.findByRole('button', { name: 'Cerrar día' }));
    const dialog = await findDialog('Cerrar el día 20/11/2026');
    expect(within(dialog).getByText('$534,50')).toBeInTheDocument();
    await fireSubmit(dialog);
    expect(await within(dialog).findByText('Ingresa el efectivo contado.')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Efectivo contado'), '1.234,567');
    await fireSubmit(dialog);
    expect(await within(dialog).findByText('Admite como máximo 2 decimales.')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Efectivo contado'), '1.234,5');
    expect(await within(dialog).findByText('(Sobrante)')).toBeInTheDocument();
    expect(within(dialog).getByText('$700,00', { exact: false })).toBeInTheDocument();
    await fireSubmit(dialog);
    await waitFor(() => expect(callsTo(calls, `${DAY}/close`)[0]?.body).toEqual({ declared_cash: 1234.5 }));
    expect(callsTo(calls, `${DAY}/close`)[0].headers.get('if-match')).toBe('"7"');
    expect(await screen.findByText('Día cerrado correctamente.')).toBeInTheDocument();
    // The page shows the day as the answer says: closed, with its count; approve is offered now.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cerrar día' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Aprobar cierre' })).toBeInTheDocument();
  });

  it('at a booth selling in two currencies, shows the day in the one picked (never added) and closes counting each', async () => {
    const both = { ...OPEN, currencies: ['VES', 'USD'] as BoothDay['currencies'] };
    const inBolivares = { ...both, currency: 'VES' as const, sales: 80, cancelled: 0, prizes_paid: 0, commission: 8, expected_cash: 80 };
    const { calls } = mockFetch(
      answer('GET', 'v1/settings/currencies', { enabled: ['VES', 'USD'], default: 'USD' }, 200, { etag: '"1"' }),
      (call) => {
        const url = new URL(call.url);
        if (call.method !== 'GET' || url.pathname !== `/api/${DAY}`) return undefined;
        return { body: url.searchParams.get('currency') === 'VES' ? inBolivares : both, headers: { etag: '"7"' } };
      },
      ...api(OPEN).slice(1),
      answer('POST', `${DAY}/close`, boothDay({ currencies: ['VES', 'USD'] }), 200, { etag: '"8"' }),
    );
    renderDay();
    const sales = async () =>
      (await screen.findAllByText('Ventas', { selector: '.ant-statistic-title, .ant-statistic-title *' }))[0].closest('.ant-card')!;
    expect(await sales()).toHaveTextContent('$1.234,50');
    await fastUser().click(await screen.findByRole('radio', { name: 'Bs' }));
    await waitFor(async () => expect(await sales()).toHaveTextContent('Bs 80,00'));
    expect(callsTo(calls, DAY).some((call) => new URL(call.url).searchParams.get('currency') === 'VES')).toBe(true);

    await fastUser().click(screen.getByRole('button', { name: 'Cerrar día' }));
    const dialog = await findDialog('Cerrar el día 20/11/2026');
    await fill(within(dialog).getByLabelText('Efectivo contado · Bolívares (Bs)'), '80');
    await fireSubmit(dialog);
    expect(await within(dialog).findByText('Ingresa el efectivo contado.')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Efectivo contado · Dólares ($)'), '534,5');
    await fireSubmit(dialog);
    await waitFor(() => expect(callsTo(calls, `${DAY}/close`)[0]?.body).toEqual({ declared_cash: { VES: 80, USD: 534.5 } }));
  });

  it('shows a shortfall and the refusal of a day already closed (DAY_CLOSED) in the dialog', async () => {
    mockFetch(
      ...api(OPEN),
      answer(
        'POST',
        `${DAY}/close`,
        { statusCode: 409, code: 'DAY_CLOSED', message: 'El día 20/11/2026 de esta taquilla ya está cerrado.' },
        409,
      ),
    );
    renderDay();
    await fastUser().click(await screen.findByRole('button', { name: 'Cerrar día' }));
    const dialog = await findDialog('Cerrar el día 20/11/2026');
    await fill(within(dialog).getByLabelText('Efectivo contado'), '500');
    expect(await within(dialog).findByText('(Faltante)')).toBeInTheDocument();
    expect(within(dialog).getByText('-$34,50', { exact: false })).toBeInTheDocument();
    await fireSubmit(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('El día 20/11/2026 de esta taquilla ya está cerrado.');
  });

  it('refuses a negative count', async () => {
    mockFetch(...api(OPEN));
    renderDay();
    await fastUser().click(await screen.findByRole('button', { name: 'Cerrar día' }));
    const dialog = await findDialog('Cerrar el día 20/11/2026');
    await fill(within(dialog).getByLabelText('Efectivo contado'), '-5');
    await fireSubmit(dialog);
    expect(await within(dialog).findByText('El efectivo contado no puede ser negativo.')).toBeInTheDocument();
  });

  it("refuses a count above the API's maximum in words, and sends nothing", async () => {
    const { calls } = mockFetch(...api(OPEN));
    renderDay();
    await fastUser().click(await screen.findByRole('button', { name: 'Cerrar día' }));
    const dialog = await findDialog('Cerrar el día 20/11/2026');
    await fill(within(dialog).getByLabelText('Efectivo contado'), '1.000.000.000,01');
    await fireSubmit(dialog);
    expect(await within(dialog).findByText('El monto máximo es $1.000.000.000,00.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('approves a closed day after a confirmation that names its count and difference', async () => {
    const approved = boothDay({
      status: 'approved',
      approved_by: { name: 'Ana Pérez', kind: 'user' },
      approved_at: '2026-11-21T12:00:00.000Z',
      actions: { close: false, approve: false, reopen: false, drawer: false, decide_expenses: false },
    });
    const { calls } = mockFetch(...api(), answer('POST', `${DAY}/approve`, approved, 200, { etag: '"8"' }));
    renderDay();
    await fastUser().click(await screen.findByRole('button', { name: 'Aprobar cierre' }));
    const confirm = await findConfirm('Aprobar cierre');
    expect(confirm).toHaveTextContent('efectivo contado $520,00 y diferencia -$14,50');
    await fastUser().click(within(confirm).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(callsTo(calls, `${DAY}/approve`)).toHaveLength(1));
    expect(callsTo(calls, `${DAY}/approve`)[0].headers.get('if-match')).toBe('"7"');
    expect(await screen.findByText('Cierre aprobado.')).toBeInTheDocument();
    await waitFor(() => expect(descriptionValue('Aprobado por')).toHaveTextContent('Ana Pérez'));
    expect(screen.queryByRole('button', { name: 'Aprobar cierre' })).not.toBeInTheDocument();
  });

  it('says when someone else changed the day meanwhile (412) and offers to reload it', async () => {
    mockFetch(...api(), answer('POST', `${DAY}/approve`, { statusCode: 412, code: 'STALE_RECORD', message: 'El registro cambió.' }, 412));
    renderDay();
    await fastUser().click(await screen.findByRole('button', { name: 'Aprobar cierre' }));
    await fastUser().click(within(await findConfirm('Aprobar cierre')).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByRole('button', { name: 'Recargar' })).toBeInTheDocument();
  });

  it('an operator may close but never approve: no Aprobar cierre even when the day is closed', async () => {
    signInAs('operator');
    mockFetch(...api(boothDay({ actions: { close: false, approve: false, reopen: false, drawer: false, decide_expenses: false } })));
    renderDay();
    await screen.findByRole('heading', { name: 'Agencia El Ávila · 20/11/2026', level: 2 });
    expect(screen.queryByRole('button', { name: 'Aprobar cierre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar día' })).not.toBeInTheDocument();
  });

  it('a client approves what the server says it may (its own booth’s day)', async () => {
    signInAs('client');
    mockFetch(...api());
    renderDay();
    expect(await screen.findByRole('button', { name: 'Aprobar cierre' })).toBeInTheDocument();
  });

  it('a day the system closed says so, with no count', async () => {
    mockFetch(
      ...api(
        boothDay({
          closed_by: { name: 'sistema', kind: 'system' },
          declared_cash: null,
          difference: null,
          actions: { close: false, approve: true, reopen: false, drawer: false, decide_expenses: false },
        }),
      ),
    );
    renderDay();
    await screen.findByRole('heading', { name: 'Agencia El Ávila · 20/11/2026', level: 2 });
    expect(descriptionValue('Cerrado por')).toHaveTextContent('Sistema (cierre automático)');
  });

  it('reopens a day closed by mistake with a required reason, on the version read, and then offers to close it again', async () => {
    const reopened = boothDay({ ...OPEN, sales: 1234.5 });
    const { calls } = mockFetch(
      ...api(boothDay({ actions: { close: false, approve: true, reopen: true, drawer: false, decide_expenses: false } })),
      answer('POST', `${DAY}/reopen`, reopened, 200, { etag: '"8"' }),
    );
    renderDay();
    await fastUser().click(await screen.findByRole('button', { name: 'Reabrir día' }));
    const dialog = await findDialog('Reabrir el día 20/11/2026');
    await fastUser().click(within(dialog).getByRole('button', { name: 'Reabrir día' }));
    expect(await within(dialog).findByText('Escribe el motivo de la reapertura.')).toBeInTheDocument();
    expect(callsTo(calls, `${DAY}/reopen`)).toHaveLength(0);
    await fastUser().type(within(dialog).getByLabelText('Motivo de la reapertura'), '  Se cerró antes del último sorteo ');
    await fastUser().click(within(dialog).getByRole('button', { name: 'Reabrir día' }));
    await waitFor(() => expect(callsTo(calls, `${DAY}/reopen`)[0]?.body).toEqual({ reason: 'Se cerró antes del último sorteo' }));
    expect(callsTo(calls, `${DAY}/reopen`)[0].headers.get('if-match')).toBe('"7"');
    expect(await screen.findByText('Día reabierto: la taquilla vuelve a vender y pagar en esta fecha.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reabrir día' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Cerrar día' })).toBeInTheDocument();
  });

  it('shows the refusal to reopen an approved day (DAY_ALREADY_APPROVED) in the dialog', async () => {
    mockFetch(
      ...api(boothDay({ actions: { close: false, approve: true, reopen: true, drawer: false, decide_expenses: false } })),
      answer(
        'POST',
        `${DAY}/reopen`,
        { statusCode: 409, code: 'DAY_ALREADY_APPROVED', message: 'Este cierre ya está aprobado: un día aprobado no se puede reabrir.' },
        409,
      ),
    );
    renderDay();
    await fastUser().click(await screen.findByRole('button', { name: 'Reabrir día' }));
    const dialog = await findDialog('Reabrir el día 20/11/2026');
    await fastUser().type(within(dialog).getByLabelText('Motivo de la reapertura'), 'Error');
    await fastUser().click(within(dialog).getByRole('button', { name: 'Reabrir día' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('un día aprobado no se puede reabrir');
  });

  it('an operator is never offered to reopen', async () => {
    signInAs('operator');
    mockFetch(...api(boothDay({ actions: { close: false, approve: false, reopen: false, drawer: false, decide_expenses: false } })));
    renderDay();
    await screen.findByRole('heading', { name: 'Agencia El Ávila · 20/11/2026', level: 2 });
    expect(screen.queryByRole('button', { name: 'Reabrir día' })).not.toBeInTheDocument();
  });

  it('explains a negative expected cash where it is shown: more prizes paid than sold', async () => {
    mockFetch(...api(boothDay({ ...OPEN, sales: 100, prizes_paid: 700, expected_cash: -600 })));
    renderDay();
    const card = (await screen.findByText('Efectivo esperado', { selector: '.ant-statistic-title *' })).closest('.ant-card')!;
    expect(card).toHaveTextContent('-$600,00');
    expect(card).toHaveTextContent('Negativo: se pagaron más premios que lo vendido, y la caja entregó ese dinero.');
    await fastUser().click(screen.getByRole('button', { name: 'Cerrar día' }));
    const dialog = await findDialog('Cerrar el día 20/11/2026');
    expect(dialog).toHaveTextContent('Negativo: se pagaron más premios que lo vendido');
  });

  it('a link without a valid date is not found', async () => {
    const { calls } = mockFetch(answer('GET', DAY, boothDay()));
    renderDay('/cash/day?booth=3&date=2026-02-30');
    expect(await screen.findByText('Día no encontrado')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('a day out of reach (404) is not found', async () => {
    mockFetch(answer('GET', DAY, { statusCode: 404, message: 'La taquilla no existe.' }, 404));
    renderDay();
    expect(await screen.findByText('Día no encontrado')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Volver a cierres de caja' }))
      expect(link).toHaveAttribute('href', '/cash/days');
  });
});

/** Submits a dialog's form (its primary button). */
const fireSubmit = (dialog: HTMLElement) => fastUser().click(within(dialog).getByRole('button', { name: 'Cerrar día' }));

describe('CashDayPage: la caja del día', () => {
  beforeEach(() => {
    signInAs('client');
    registerPages('host', [{ id: 'catalog.ticket', path: '/tickets/ticket-detail', title: 'Ticket', access: 'tickets:read' }]);
  });

  const expense = (id: number, over: Partial<BoothDay['expense_items'][number]> = {}): BoothDay['expense_items'][number] => ({
    id,
    booth: { id: 3, name: 'Agencia El Ávila' },
    date: '2026-11-20',
    currency: 'USD',
    amount: 200,
    category: 'Alimentación',
    note: 'Agua',
    status: 'pending',
    created_at: '2026-11-20T15:00:00.000Z',
    created_by: { name: 'Yelitza Pérez', kind: 'terminal' },
    decided_at: null,
    decided_by: null,
    ...over,
  });

  it('shows the float, the expenses and the non-cash money apart, and the owner approves a pending expense', async () => {
    let decided = false;
    const pending = boothDay({
      opening_float: 500,
      pending_expenses: 1,
      non_cash: { pago_movil: 1000, transferencia: 0, punto: 25.5 },
      expense_items: [
        expense(8),
        expense(9, { amount: 15, category: 'Otro', note: '', status: 'rejected', decided_by: { name: 'Gustavo Salazar', kind: 'user' } }),
      ],
    });
    const approvedDay = boothDay({
      ...pending,
      expenses: 200,
      pending_expenses: 0,
      expense_items: [expense(8, { status: 'approved', decided_by: { name: 'Gustavo Salazar', kind: 'user' } }), pending.expense_items[1]],
    });
    const { calls } = mockFetch(
      (call) => {
        if (call.method !== 'POST' || !call.url.endsWith('/api/v1/cash/expenses/detail/8/approve')) return undefined;
        decided = true;
        return { body: approvedDay.expense_items[0] };
      },
      (call) =>
        call.method === 'GET' && new URL(call.url).pathname === `/api/${DAY}`
          ? { body: decided ? approvedDay : pending, headers: { etag: '"7"' } }
          : undefined,
      ...api(),
    );
    const user = fastUser();
    renderDay();
    const card = (await screen.findByRole('heading', { name: 'Caja: fondo, gastos y pagos fuera de la caja' })).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(descriptionValue('Fondo de caja')).toHaveTextContent('$500,00');
    expect(descriptionValue('Gastos aprobados')).toHaveTextContent('$0,00 (1 por aprobar)');
    expect(descriptionValue('Pago móvil (fuera de la caja)')).toHaveTextContent('$1.000,00');
    expect(descriptionValue('Punto de venta (fuera de la caja)')).toHaveTextContent('$25,50');
    const table = within(card).getAllByRole('table').at(-1)!;
    expect(within(table).getByText('Pendiente')).toBeInTheDocument();
    expect(within(table).getByText('Rechazado')).toBeInTheDocument();
    // Only a pending expense is decided.
    expect(within(table).getAllByRole('button', { name: /^Aprobar gasto/ })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: 'Aprobar gasto Alimentación de $200,00' }));
    expect(await screen.findByText('Gasto aprobado: sale del efectivo esperado.')).toBeInTheDocument();
    expect(callsTo(calls, 'v1/cash/expenses/detail/8/approve')).toHaveLength(1);
    await waitFor(() => expect(descriptionValue('Gastos aprobados').textContent).toBe('$200,00'));
  });
});

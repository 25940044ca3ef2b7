/**
 * Estado de cuenta: staff pick the owner, a client reads its own; per day sales, prizes,
 * commission, net, participation and balance with the range's totals; an administrator records an
 * abono or a cobro (one request_id per dialog, sent again on a retry) and reverses one; refusals in
 * Spanish.
 */
import type { OwnerPayment } from '@banca/contracts';
import { DISCARD_CHANGES, thisMonth } from '@banca/kit';
import {
  act,
  answer,
  callsTo,
  CurrentUrl,
  currentQuery,
  fastUser,
  fill,
  findConfirm,
  findDialog,
  mockFetch,
  pickOption,
  queryOf,
  renderPage,
  screen,
  signInAs,
  unreachable,
  waitFor,
  within,
} from '@banca/kit/testing';
import { useNavigate } from 'react-router-dom';
import StatementPage from '.';
import { payment, statement } from '../../test/cashFixtures';

const STATEMENT = 'v1/users/detail/5/statement';
const PAYMENTS = 'v1/users/detail/5/payments';
const OWNERS = answer('GET', 'v1/ticket_booths/owners', [{ id: 5, name: 'Gustavo Salazar', email: 'gustavo@banca.test' }]);

/** The browser's Back, as a button the test can press. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Atrás
    </button>
  );
}

const renderStatement = (route = '/cash/statement?owner=5&from=2026-11-01&to=2026-11-30') =>
  renderPage(
    <>
      <StatementPage />
      <CurrentUrl />
      <BackButton />
    </>,
    { route, path: '/cash/statement' },
  );

const created = (over: Partial<OwnerPayment> = {}) => payment({ id: 9, amount: 1234.5, reason: 'Entrega en efectivo', ...over });

describe('StatementPage', () => {
  beforeEach(() => signInAs('admin'));

  it('shows each day’s sales, prizes, commission, net, participation and balance, the totals and the payments', async () => {
    const { calls } = mockFetch(answer('GET', STATEMENT, statement()), OWNERS);
    renderStatement();
    expect(await screen.findByRole('heading', { name: 'Estado de cuenta · Gustavo Salazar', level: 2 })).toBeInTheDocument();
    expect(queryOf(callsTo(calls, STATEMENT)[0])).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    for (const header of ['Fecha', 'Ventas', 'Premios', 'Comisión', 'Neto', 'Participación', 'Cobros y abonos', 'Saldo']) {
      expect(
        screen.getAllByRole('columnheader', { name: (name) => name === header || name.startsWith(`${header} `) }).length,
      ).toBeGreaterThan(0);
    }
    // «Neto» is one figure on every screen, its formula beside it.
    expect(screen.getAllByRole('columnheader', { name: 'Neto Ventas − premios − comisión.' }).length).toBeGreaterThan(0);
    const first = screen.getByText('20/11/2026').closest('tr')!;
    expect(within(first).getByText('$1.000,00')).toBeInTheDocument();
    expect(within(first).getByText('$600,00')).toBeInTheDocument();
    expect(within(first).getByText('12,5 %')).toBeInTheDocument();
    expect(within(first).getByText('$65,00')).toBeInTheDocument();
    const loss = screen.getByText('1 taquilla abierta').closest('tr')!;
    expect(within(loss).getByText('-$320,00')).toBeInTheDocument();
    expect(within(loss).getByText('1 taquilla abierta')).toBeInTheDocument();
    const [totals] = screen.getAllByTestId('totals-row');
    expect(totals).toHaveTextContent('Total');
    expect(totals).toHaveTextContent('$1.200,00');
    expect(totals).toHaveTextContent('$280,00');
    expect(totals).toHaveTextContent('$115,00');
    const opening = screen.getByText('Saldo inicial', { selector: '.ant-statistic-title' }).closest('.ant-card')!;
    expect(opening).toHaveTextContent('-$10,00');
    const deposit = screen.getByText('Depósito del lunes').closest('tr')!;
    // The owner paid the banca: at the banca's desk that is a cobro.
    expect(within(deposit).getByText('Cobro')).toBeInTheDocument();
    expect(within(deposit).getByText('Vigente')).toBeInTheDocument();
    expect(within(deposit).getByText('$50,00')).toBeInTheDocument();
  });

  it('shows the sales and commission per game type, which add up to the range’s totals', async () => {
    mockFetch(answer('GET', STATEMENT, statement()), OWNERS);
    renderStatement();
    const card = (await screen.findByText('Comisión por tipo de juego')).closest('.ant-card')!;
    const terminal = within(card as HTMLElement)
      .getByText('Terminal')
      .closest('tr')!;
    expect(within(terminal).getByText('Lotería Nacional')).toBeInTheDocument();
    expect(within(terminal).getByText('$400,00')).toBeInTheDocument();
    expect(within(terminal).getByText('$60,00')).toBeInTheDocument();
    const animal = within(card as HTMLElement)
      .getByText('Animalito')
      .closest('tr')!;
    expect(within(animal).getByText('$0,00')).toBeInTheDocument();
    const totals = within(card as HTMLElement).getByTestId('totals-row');
    expect(totals).toHaveTextContent('$1.200,00');
    expect(totals).toHaveTextContent('$120,00');
  });

  it('downloads the statement shown as a CSV Excel in Spanish reads: days, totals, balances and payments', async () => {
    mockFetch(answer('GET', STATEMENT, statement({ payments: [payment({ reason: 'Depósito; lunes' })] })), OWNERS);
    const files: { name: string; blob: Blob }[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push({ name: '', blob });
      return 'blob:estado';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files[files.length - 1].name = this.download;
    });
    try {
      renderStatement();
      await fastUser().click(await screen.findByRole('button', { name: /Exportar CSV/ }));
      await waitFor(() => expect(files).toHaveLength(1));
      expect(files[0].name).toBe('estado-de-cuenta-gustavo-salazar-2026-11-01-2026-11-30.csv');
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await files[0].blob.arrayBuffer());
      expect(text.startsWith('\uFEFF')).toBe(true);
      expect(text.slice(1).split('\r\n')).toEqual([
        'Estado de cuenta;Gustavo Salazar',
        'Desde;01/11/2026;Hasta;30/11/2026',
        'Moneda;USD',
        'Saldo inicial;-10,00',
        '',
        'Fecha;Ventas;Premios;Comisión;Neto;Participación (%);Participación;Cobros y abonos;Saldo;Taquillas abiertas',
        '20/11/2026;1000,00;300,00;100,00;600,00;12,50;75,00;0,00;65,00;0',
        '21/11/2026;200,00;500,00;20,00;-320,00;12,50;0,00;50,00;115,00;1',
        'Total;1200,00;800,00;120,00;280,00;;75,00;50,00;115,00;',
        'Saldo final;115,00',
        '',
        'Cobros y abonos',
        'Fecha;Tipo;Monto;Motivo;Registrado por;Reversado el;Reversado por;Motivo de la reversa',
        // 13:00 UTC is 09:00 in Caracas; a reason holding the separator is quoted.
        '21/11/2026 09:00;Cobro;50,00;"Depósito; lunes";Ana Pérez;;;',
        '',
      ]);
    } finally {
      click.mockRestore();
    }
  });

  it('prints the statement alone: Imprimir opens the browser’s print, and the filters and buttons are left out of it', async () => {
    mockFetch(answer('GET', STATEMENT, statement()), OWNERS);
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderStatement();
    const button = await screen.findByRole('button', { name: /Imprimir/ });
    await fastUser().click(button);
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    // The shell's print rules hide what is marked data-no-print.
    expect(button.closest('[data-no-print]')).not.toBeNull();
    expect(screen.getByRole('search').closest('[data-no-print]')).not.toBeNull();
    expect(screen.getByText(/Del 01\/11\/2026 al 30\/11\/2026\./).closest('[data-no-print]')).toBeNull();
  });

  it('asks staff to pick the owner first, then keeps the owner and the range in the URL', async () => {
    const { calls } = mockFetch(answer('GET', STATEMENT, statement()), OWNERS);
    renderStatement('/cash/statement');
    expect(await screen.findByText('Elige un propietario para ver su estado de cuenta.')).toBeInTheDocument();
    expect(callsTo(calls, STATEMENT)).toHaveLength(0);
    await pickOption(screen.getByRole('combobox', { name: 'Propietario' }), 'Gustavo Salazar');
    await waitFor(() => expect(currentQuery()).toEqual({ owner: '5' }));
    await screen.findByRole('heading', { name: 'Estado de cuenta · Gustavo Salazar', level: 2 });
    expect(queryOf(callsTo(calls, STATEMENT)[0])).toEqual(thisMonth());
  });

  it('a client reads its own statement, with no owner picker and no payments to record or reverse', async () => {
    signInAs('client');
    const own = 'v1/users/detail/1/statement';
    const { calls } = mockFetch(
      answer('GET', own, statement({ owner: { id: 1, name: 'Ana Pérez', participation_percentage: 12.5, sale_percentage: 10 } })),
    );
    renderStatement('/cash/statement?owner=5');
    expect(await screen.findByRole('heading', { name: 'Estado de cuenta · Ana Pérez', level: 2 })).toBeInTheDocument();
    expect(callsTo(calls, STATEMENT)).toHaveLength(0);
    expect(callsTo(calls, 'v1/ticket_booths/owners')).toHaveLength(0);
    expect(screen.queryByRole('combobox', { name: 'Propietario' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Registrar cobro o abono/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reversar/ })).not.toBeInTheDocument();
  });

  it('an operator reads any owner’s statement but records no payment', async () => {
    signInAs('operator');
    mockFetch(answer('GET', STATEMENT, statement()), OWNERS);
    renderStatement();
    await screen.findByRole('heading', { name: 'Estado de cuenta · Gustavo Salazar', level: 2 });
    expect(screen.queryByRole('button', { name: /Registrar cobro o abono/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reversar/ })).not.toBeInTheDocument();
  });

  it('records an abono typed the Spanish way with its reason', async () => {
    const { calls } = mockFetch(answer('GET', STATEMENT, statement()), OWNERS, answer('POST', PAYMENTS, created(), 201));
    renderStatement();
    await fastUser().click(await screen.findByRole('button', { name: /Registrar cobro o abono/ }));
    const dialog = await findDialog('Cobro o abono · Gustavo Salazar');
    await fastUser().click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('Ingresa el monto.')).toBeInTheDocument();
    expect(within(dialog).getByText('Indica el motivo.')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Monto'), '0');
    await fastUser().click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('El monto debe ser mayor que 0.')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Monto'), '1.234,5');
    await fill(within(dialog).getByLabelText('Motivo'), '  Entrega en efectivo ');
    await fastUser().click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(callsTo(calls, PAYMENTS)).toHaveLength(1));
    const body = callsTo(calls, PAYMENTS)[0].body as Record<string, unknown>;
    expect(body).toEqual({
      request_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      direction: 'owner_pays',
      amount: 1234.5,
      // The statement's currency: the payment counts in it only.
      currency: 'USD',
      reason: 'Entrega en efectivo',
    });
    expect(await screen.findByText('Cobro registrado. $1.234,50')).toBeInTheDocument();
    // The statement is read again: the balance moved.
    await waitFor(() => expect(callsTo(calls, STATEMENT).length).toBeGreaterThan(1));
  });

  it("refuses an amount above the API's maximum in words, and sends nothing", async () => {
    const { calls } = mockFetch(answer('GET', STATEMENT, statement()), OWNERS, answer('POST', PAYMENTS, created(), 201));
    renderStatement();
    await fastUser().click(await screen.findByRole('button', { name: /Registrar cobro o abono/ }));
    const dialog = await findDialog('Cobro o abono · Gustavo Salazar');
    await fill(within(dialog).getByLabelText('Monto'), '99.999.999.999');
    await fill(within(dialog).getByLabelText('Motivo'), 'Entrega');
    await fastUser().click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByText('El monto máximo es $1.000.000.000,00.')).toBeInTheDocument();
    expect(callsTo(calls, PAYMENTS)).toHaveLength(0);
  });

  it('asks before the browser’s Back drops a typed payment; «Descartar» closes it', async () => {
    mockFetch(answer('GET', STATEMENT, statement()), OWNERS);
    renderStatement();
    const url = () => screen.getByTestId('current-url').textContent;
    await fastUser().click(await screen.findByRole('button', { name: /Registrar cobro o abono/ }));
    const dialog = await findDialog('Cobro o abono · Gustavo Salazar');
    expect(url()).toContain('payment=new');
    await fill(within(dialog).getByLabelText('Monto'), '80');

    act(() => screen.getByRole('button', { name: 'Atrás', hidden: true }).click());
    let ask = await findConfirm(DISCARD_CHANGES.title);
    expect(url()).toContain('payment=new');
    expect(within(dialog).getByLabelText('Monto')).toHaveValue('80');
    await fastUser().click(within(ask).getByRole('button', { name: DISCARD_CHANGES.cancel }));
    expect(within(dialog).getByLabelText('Monto')).toHaveValue('80');

    act(() => screen.getByRole('button', { name: 'Atrás', hidden: true }).click());
    ask = await findConfirm(DISCARD_CHANGES.title);
    await fastUser().click(within(ask).getByRole('button', { name: DISCARD_CHANGES.confirm }));
    await waitFor(() => expect(url()).not.toContain('payment='));
  });

  it('closes on Back at once while nothing was typed', async () => {
    mockFetch(answer('GET', STATEMENT, statement()), OWNERS);
    renderStatement();
    await fastUser().click(await screen.findByRole('button', { name: /Registrar cobro o abono/ }));
    await findDialog('Cobro o abono · Gustavo Salazar');
    act(() => screen.getByRole('button', { name: 'Atrás', hidden: true }).click());
    await waitFor(() => expect(screen.getByTestId('current-url').textContent).not.toContain('payment='));
    expect(screen.queryByText(DISCARD_CHANGES.title)).not.toBeInTheDocument();
  });

  it('sends a retry with the same request_id (never a second payment), and a new dialog with a new one', async () => {
    const { calls } = mockFetch(
      answer('GET', STATEMENT, statement()),
      OWNERS,
      unreachable(PAYMENTS, { times: 1 }),
      answer('POST', PAYMENTS, created({ direction: 'banca_pays', amount: 80 }), 201),
    );
    renderStatement();
    await fastUser().click(await screen.findByRole('button', { name: /Registrar cobro o abono/ }));
    let dialog = await findDialog('Cobro o abono · Gustavo Salazar');
    await fastUser().click(within(dialog).getByText('Abono'));
    await fill(within(dialog).getByLabelText('Monto'), '80');
    await fill(within(dialog).getByLabelText('Motivo'), 'Pago de participación');
    await fastUser().click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await fastUser().click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Abono registrado. $80,00')).toBeInTheDocument();
    const [lost, retry] = callsTo(calls, PAYMENTS).map((call) => call.body as { request_id: string; direction: string });
    expect(retry.direction).toBe('banca_pays');
    expect(retry.request_id).toBe(lost.request_id);

    await fastUser().click(screen.getByRole('button', { name: /Registrar cobro o abono/ }));
    dialog = await findDialog('Cobro o abono · Gustavo Salazar');
    await fill(within(dialog).getByLabelText('Monto'), '10');
    await fill(within(dialog).getByLabelText('Motivo'), 'Otro');
    await fastUser().click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(() => expect(callsTo(calls, PAYMENTS)).toHaveLength(3));
    expect((callsTo(calls, PAYMENTS)[2].body as { request_id: string }).request_id).not.toBe(lost.request_id);
  });

  it('shows the API’s refusal of a reused request_id in the dialog', async () => {
    mockFetch(
      answer('GET', STATEMENT, statement()),
      OWNERS,
      answer(
        'POST',
        PAYMENTS,
        {
          statusCode: 409,
          code: 'IDEMPOTENCY_KEY_REUSED',
          message: 'Ese identificador (request_id) ya se usó para otro abono o cobro: genera uno nuevo para cada movimiento.',
        },
        409,
      ),
    );
    renderStatement();
    await fastUser().click(await screen.findByRole('button', { name: /Registrar cobro o abono/ }));
    const dialog = await findDialog('Cobro o abono · Gustavo Salazar');
    await fill(within(dialog).getByLabelText('Monto'), '10');
    await fill(within(dialog).getByLabelText('Motivo'), 'Depósito');
    await fastUser().click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ya se usó para otro abono o cobro');
  });

  it('reverses a payment with a reason', async () => {
    const reversed = payment({
      reversed_at: '2026-11-22T13:00:00.000Z',
      reversed_by: 'Ana Pérez',
      reversal_reason: 'Cargado dos veces',
    });
    const { calls } = mockFetch(answer('GET', STATEMENT, statement()), OWNERS, answer('POST', `${PAYMENTS}/8/reverse`, reversed));
    renderStatement();
    await fastUser().click(await screen.findByRole('button', { name: 'Reversar cobro de $50,00' }));
    const dialog = await findDialog('Reversar movimiento');
    expect(dialog).toHaveTextContent('Cobro de $50,00');
    await fastUser().click(within(dialog).getByRole('button', { name: 'Reversar' }));
    expect(await within(dialog).findByText('Indica el motivo.')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Motivo de la reversa'), 'Cargado dos veces');
    await fastUser().click(within(dialog).getByRole('button', { name: 'Reversar' }));
    await waitFor(() => expect(callsTo(calls, `${PAYMENTS}/8/reverse`)[0]?.body).toEqual({ reason: 'Cargado dos veces' }));
    expect(await screen.findByText('Movimiento reversado.')).toBeInTheDocument();
  });

  it('shows a reversed payment as such, without Reversar', async () => {
    mockFetch(
      answer(
        'GET',
        STATEMENT,
        statement({
          payments: [payment({ reversed_at: '2026-11-22T13:00:00.000Z', reversed_by: 'Ana Pérez', reversal_reason: 'Cargado dos veces' })],
        }),
      ),
      OWNERS,
    );
    renderStatement();
    const row = (await screen.findByText('Depósito del lunes')).closest('tr')!;
    expect(within(row).getByText('Reversado')).toBeInTheDocument();
    expect(within(row).getByText('Ana Pérez: Cargado dos veces')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Reversar/ })).not.toBeInTheDocument();
  });

  it('shows the refusal of a payment already reversed in the dialog', async () => {
    mockFetch(
      answer('GET', STATEMENT, statement()),
      OWNERS,
      answer(
        'POST',
        `${PAYMENTS}/8/reverse`,
        { statusCode: 409, code: 'PAYMENT_ALREADY_REVERSED', message: 'Este movimiento ya fue reversado.' },
        409,
      ),
    );
    renderStatement();
    await fastUser().click(await screen.findByRole('button', { name: 'Reversar cobro de $50,00' }));
    const dialog = await findDialog('Reversar movimiento');
    await fill(within(dialog).getByLabelText('Motivo de la reversa'), 'Error');
    await fastUser().click(within(dialog).getByRole('button', { name: 'Reversar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este movimiento ya fue reversado.');
  });

  it('warns the owner from 80 % of a currency’s credit, and says when it is used up', async () => {
    signInAs('client');
    const CREDIT = 'v1/users/detail/1/credit';
    const own = answer('GET', 'v1/users/detail/1/statement', statement());
    mockFetch(
      own,
      answer('GET', CREDIT, {
        limits: { VES: 10000, USD: 1000 },
        status: [
          { currency: 'VES', limit: 10000, owed: 10000, used_percentage: 100 },
          { currency: 'USD', limit: 1000, owed: 850.5, used_percentage: 85 },
        ],
      }),
    );
    renderStatement('/cash/statement?from=2026-11-01&to=2026-11-30');
    expect(
      await screen.findByText(
        'Crédito en Bolívares (Bs) agotado: debe Bs 10.000,00 de un límite de Bs 10.000,00. Sus taquillas no venden en esa moneda hasta un pago a la banca.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Crédito en Dólares ($) al 85 %: debe $850,50 de un límite de $1.000,00.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('says nothing of the credit under 80 %', async () => {
    mockFetch(
      answer('GET', STATEMENT, statement()),
      OWNERS,
      answer('GET', 'v1/users/detail/5/credit', {
        limits: { VES: null, USD: 1000 },
        status: [{ currency: 'USD', limit: 1000, owed: 799, used_percentage: 79 }],
      }),
    );
    renderStatement();
    expect(await screen.findByRole('heading', { name: 'Estado de cuenta · Gustavo Salazar', level: 2 })).toBeInTheDocument();
    expect(screen.queryByText(/Crédito en/)).not.toBeInTheDocument();
  });

  it('says a failed load in Spanish', async () => {
    mockFetch(answer('GET', STATEMENT, { statusCode: 500, message: 'No se pudo leer el estado de cuenta.' }, 500), OWNERS);
    renderStatement();
    expect(await screen.findByText(/No se pudo leer el estado de cuenta/)).toBeInTheDocument();
  });
});

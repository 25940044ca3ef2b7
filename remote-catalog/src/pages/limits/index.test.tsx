/**
 * Topes: the sales limits with their filters kept in the URL; administrators and operators create
 * (amounts typed the Spanish way), edit on the version read, block (0) and delete them; a client
 * only reads them.
 */
import type { SalesLimit } from '@banca/contracts';
import {
  answer,
  callsTo,
  CurrentUrl,
  currentQuery,
  fill,
  findConfirm,
  findDialog,
  mockFetch,
  pickOption,
  queryOf,
  type RecordedCall,
  renderPage,
  screen,
  signInAs,
  waitFor,
  within,
  fireEvent,
} from '@banca/kit/testing';
import LimitsPage from '.';

const limit = (id: number, over: Partial<SalesLimit> = {}): SalesLimit => ({
  id,
  scope: 'global',
  scope_id: null,
  scope_name: null,
  game_type_id: 1,
  game_type_name: 'Terminal',
  module_name: 'Lotería Nacional',
  draw_id: 11,
  draw_name: 'Lotería Nacional 19:00',
  draw_at: '2026-11-20T23:00:00.000Z',
  selection: '37',
  currency: 'USD',
  max_amount: 1500,
  blocked: false,
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
  version: 3,
  ...over,
});

const ROWS = [
  limit(7),
  limit(6, {
    scope: 'booth',
    scope_id: 4,
    scope_name: 'Agencia La Fortuna',
    draw_id: null,
    draw_name: null,
    draw_at: null,
    selection: null,
    max_amount: 800,
  }),
  limit(5, { scope: 'seller', scope_id: 9, scope_name: 'Yelitza Pérez', selection: '13', max_amount: 0, blocked: true }),
];

const DRAWS = {
  game_types: [
    {
      game_type_name: 'Lotería Nacional',
      module_id: 1,
      module_code: 'loteria_nacional',
      draws: [
        {
          id: 11,
          name: 'Lotería Nacional 19:00',
          created_at: '2026-11-13T12:00:00.000Z',
          draw_at: '2026-11-20T23:00:00.000Z',
          status: 'open',
          prize: 1000,
        },
      ],
    },
  ],
};
const GAMES = [
  { id: 1, code: 'loteria_nacional', name: 'Lotería Nacional', description: '', enabledUsers: [], enabled_users_total: 0, draws: [] },
];
const GAME = {
  id: 1,
  code: 'loteria_nacional',
  name: 'Lotería Nacional',
  description: '',
  cutoff_minutes: 5,
  prize_expiry_days: 30,
  types: [
    { id: 1, code: 'terminal', name: 'Terminal', kind: 'single', description: '', payout: 70, min_bet: { VES: 1, USD: 1 } },
    { id: 2, code: 'triple', name: 'Triple', kind: 'single', description: '', payout: 600, min_bet: { VES: 1, USD: 1 } },
  ],
};

/** The API the page reads: limits (filtered as asked), draws and game types for the pickers, one limit's detail. */
function api(rows: SalesLimit[] = ROWS) {
  return [
    (call: RecordedCall) => {
      const url = new URL(call.url);
      if (call.method === 'GET' && url.pathname === '/api/v1/limits/list') {
        return { body: { limits: rows, page: 1, total: rows.length, totalPages: 1 } };
      }
      const detail = /^\/api\/v1\/limits\/detail\/(\d+)$/.exec(url.pathname);
      if (call.method === 'GET' && detail) {
        const found = rows.find((row) => row.id === Number(detail[1]));
        return found ? { body: found, headers: { etag: `"${found.version}"` } } : { status: 404, body: { message: 'El tope no existe.' } };
      }
      return undefined;
    },
    answer('GET', 'v1/draws/list', DRAWS),
    answer('GET', 'v1/ticket_booths/games/list', GAMES),
    answer('GET', 'v1/ticket_booths/games/detail/1', GAME),
  ];
}

const renderLimits = (route = '/limits/limits') =>
  renderPage(
    <>
      <LimitsPage />
      <CurrentUrl />
    </>,
    { route, path: '/limits/limits' },
  );

describe('LimitsPage', () => {
  beforeEach(() => signInAs('operator'));

  it('lists each limit: whose, game, draw (or every draw), number (or every number), amount or blocked', async () => {
    mockFetch(...api());
    renderLimits();
    const first = (await screen.findByText('$1.500,00')).closest('tr')!;
    expect(within(first).getByText('Global')).toBeInTheDocument();
    expect(within(first).getByText('Terminal')).toBeInTheDocument();
    expect(within(first).getByText('Lotería Nacional 19:00')).toBeInTheDocument();
    expect(within(first).getByText('37')).toBeInTheDocument();
    const booth = screen.getByText('Taquilla: Agencia La Fortuna').closest('tr')!;
    expect(within(booth).getByText('Todos los sorteos')).toBeInTheDocument();
    expect(within(booth).getByText('Todos los números')).toBeInTheDocument();
    const blocked = screen.getByText('Vendedor: Yelitza Pérez').closest('tr')!;
    expect(within(blocked).getByText('Bloqueado')).toBeInTheDocument();
    expect(within(blocked).queryByRole('button', { name: /Bloquear/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('list-summary')).toHaveTextContent('3 topes');
  });

  it('filters by draw, game type, number and scope, in the URL and on the server', async () => {
    const { calls } = mockFetch(...api());
    renderLimits();
    await screen.findByText('$1.500,00');
    await pickOption(screen.getByRole('combobox', { name: 'Alcance' }), 'Taquilla');
    await pickOption(screen.getByRole('combobox', { name: 'Tipo de juego' }), 'Terminal');
    await waitFor(() => expect(currentQuery()).toEqual({ scope: 'booth', game_type: '1' }));
    await waitFor(() =>
      expect(queryOf(callsTo(calls, 'v1/limits/list').at(-1)!)).toEqual({ page: '1', scope: 'booth', game_type_id: '1' }),
    );
  });

  it('reads a filtered URL as it is (a shared link)', async () => {
    const { calls } = mockFetch(...api());
    renderLimits('/limits/limits?draw=11&number=37');
    await screen.findByText('$1.500,00');
    expect(queryOf(callsTo(calls, 'v1/limits/list')[0])).toEqual({ page: '1', draw_id: '11', selection: '37' });
  });

  it('creates a limit with the amount typed the Spanish way', async () => {
    const { calls } = mockFetch(
      ...api(),
      answer('POST', 'v1/limits/create', limit(8, { max_amount: 1234.5 }), 201),
      answer('GET', 'v1/ticket_booths/owners', [{ id: 3, name: 'Gustavo Salazar', email: 'gustavo@banca.test' }]),
    );
    renderLimits();
    fireEvent.click(await screen.findByRole('button', { name: /Nuevo tope/ }));
    const dialog = await findDialog('Nuevo tope');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear tope' }));
    expect(await within(dialog).findByText('Elige el tipo de juego.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingresa el monto máximo (0 bloquea el número).')).toBeInTheDocument();

    await pickOption(within(dialog).getByLabelText('Alcance'), 'Propietario');
    await pickOption(within(dialog).getByLabelText('Propietario'), 'Gustavo Salazar');
    await pickOption(within(dialog).getByLabelText('Tipo de juego'), 'Terminal');
    await pickOption(within(dialog).getByLabelText('Sorteo'), 'Lotería Nacional 19:00 · 20/11/2026 19:00');
    await fill(within(dialog).getByLabelText('Número'), '37');
    await fill(within(dialog).getByLabelText('Monto máximo'), '1.234,567');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear tope' }));
    expect(await within(dialog).findByText('Admite como máximo 2 decimales.')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Monto máximo'), '1.234,5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear tope' }));
    await waitFor(() =>
      expect(callsTo(calls, 'v1/limits/create')[0]?.body).toEqual({
        scope: 'owner',
        scope_id: 3,
        game_type_id: 1,
        draw_id: 11,
        selection: '37',
        max_amount: 1234.5,
      }),
    );
    expect(await screen.findByText('Tope creado correctamente.')).toBeInTheDocument();
  });

  it('with bolívares and dollars enabled: each amount in its currency, a currency filter, a new limit in bolívares', async () => {
    const { calls } = mockFetch(
      ...api([limit(7), limit(4, { currency: 'VES', max_amount: 2500 })]),
      answer('GET', 'v1/settings/currencies', { enabled: ['VES', 'USD'], default: 'USD' }, 200, { etag: '"1"' }),
      answer('POST', 'v1/limits/create', limit(8, { currency: 'VES', max_amount: 300 }), 201),
    );
    renderLimits();
    expect(await screen.findByText('Bs 2.500,00')).toBeInTheDocument();
    expect(screen.getByText('$1.500,00')).toBeInTheDocument();
    await pickOption(await screen.findByRole('combobox', { name: 'Moneda' }), 'Bolívares (Bs)');
    await waitFor(() => expect(currentQuery()).toEqual({ currency: 'VES' }));
    await waitFor(() => expect(queryOf(callsTo(calls, 'v1/limits/list').at(-1)!)).toEqual({ page: '1', currency: 'VES' }));

    fireEvent.click(screen.getByRole('button', { name: /Nuevo tope/ }));
    const dialog = await findDialog('Nuevo tope');
    await pickOption(within(dialog).getByLabelText('Tipo de juego'), 'Terminal');
    fireEvent.click(within(dialog).getByTitle('Bolívares (Bs)'));
    await fill(within(dialog).getByLabelText('Monto máximo'), '300');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear tope' }));
    await waitFor(() =>
      expect(callsTo(calls, 'v1/limits/create')[0]?.body).toEqual({
        scope: 'global',
        scope_id: null,
        game_type_id: 1,
        draw_id: null,
        selection: null,
        currency: 'VES',
        max_amount: 300,
      }),
    );
  });

  it('shows the API’s refusal of a duplicate on the dialog', async () => {
    mockFetch(
      ...api(),
      answer(
        'POST',
        'v1/limits/create',
        { statusCode: 409, code: 'LIMIT_EXISTS', message: 'Ya existe un tope con ese alcance, tipo de juego, sorteo y número: edítalo.' },
        409,
      ),
    );
    renderLimits();
    fireEvent.click(await screen.findByRole('button', { name: /Nuevo tope/ }));
    const dialog = await findDialog('Nuevo tope');
    await pickOption(within(dialog).getByLabelText('Tipo de juego'), 'Triple');
    await fill(within(dialog).getByLabelText('Monto máximo'), '0');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear tope' }));
    expect(await within(dialog).findByText(/Ya existe un tope/)).toBeInTheDocument();
  });

  it('edits the amount on the version read (If-Match)', async () => {
    const { calls } = mockFetch(...api(), answer('PUT', 'v1/limits/detail/7', limit(7, { max_amount: 2000, version: 4 })));
    renderLimits();
    fireEvent.click(await screen.findByRole('button', { name: 'Editar el tope de 37' }));
    const dialog = await findDialog('Editar tope');
    expect(await within(dialog).findByText('Global')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Monto máximo'), '2.000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(callsTo(calls, 'v1/limits/detail/7').find((call) => call.method === 'PUT')?.body).toEqual({ max_amount: 2000 }),
    );
    const put = callsTo(calls, 'v1/limits/detail/7').find((call) => call.method === 'PUT')!;
    expect(put.headers.get('if-match')).toBe('"3"');
    expect(await screen.findByText('Tope actualizado correctamente.')).toBeInTheDocument();
  });

  it('blocks a number (amount 0) and deletes a limit, each after a confirmation', async () => {
    const { calls } = mockFetch(
      ...api(),
      answer('PUT', 'v1/limits/detail/7', limit(7, { max_amount: 0, blocked: true, version: 4 })),
      answer('DELETE', 'v1/limits/detail/6', { ok: true }),
    );
    renderLimits();
    fireEvent.click(await screen.findByRole('button', { name: 'Bloquear 37' }));
    fireEvent.click(within(await findConfirm('Confirmar bloqueo')).getByRole('button', { name: 'Bloquear' }));
    await waitFor(() =>
      expect(callsTo(calls, 'v1/limits/detail/7').find((call) => call.method === 'PUT')?.body).toEqual({ max_amount: 0 }),
    );
    expect(await screen.findByText('Número bloqueado: ya no se vende.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar el tope de todos los números' }));
    fireEvent.click(within(await findConfirm('Confirmar eliminación')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(
        callsTo(calls, 'v1/limits/detail/6')
          .find((call) => call.method === 'DELETE')
          ?.headers.get('if-match'),
      ).toBe('"3"'),
    );
    expect(await screen.findByText('Tope eliminado correctamente.')).toBeInTheDocument();
  });

  it('lets a client read the limits of its booths, and write none', async () => {
    signInAs('client');
    mockFetch(...api());
    renderLimits();
    await screen.findByText('$1.500,00');
    expect(screen.queryByRole('button', { name: /Nuevo tope/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Acciones')).not.toBeInTheDocument();
  });
});

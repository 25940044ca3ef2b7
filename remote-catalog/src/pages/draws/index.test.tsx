import {
  act,
  answer,
  currentQuery,
  fastUser,
  fireEvent,
  mockFetch,
  pickOption,
  queryOf,
  type RecordedCall,
  renderAt,
  screen,
  signInAs,
  waitFor,
  within,
} from '@banca/kit/testing';
import dayjs from 'dayjs';
import { drawDetail, drawGroups, games } from '../../test/fixtures';
import DrawsPage from '.';

beforeEach(() => signInAs('admin'));

const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.includes('v1/draws/list'));
const GAMES = 'v1/ticket_booths/games/list';

describe('DrawsPage', () => {
  it('shows every type in one table with dd/MM/yyyy dates, Spanish status tags and currency', async () => {
    mockFetch(answer('GET', 'v1/draws/list', { game_types: drawGroups }));
    renderAt(<DrawsPage />, '/draw/draws');

    const row = (await screen.findByText('Lotería Nacional 14:00')).closest('tr')!;
    expect(within(row).getByText('Lotería Nacional')).toBeInTheDocument();
    expect(within(row).getByText('21/11/2026')).toBeInTheDocument();
    expect(within(row).getByText('Cerrado')).toBeInTheDocument();
    expect(within(row).getByText('$1.234,50')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Ver Lotería Nacional 14:00' })).toHaveAttribute('href', '/draw/draw-detail?id=12');

    const bingo = screen.getByText('Bingo 16:00').closest('tr')!;
    expect(within(bingo).getByText('Bingo')).toBeInTheDocument();
    expect(within(bingo).getByText('Abierto')).toBeInTheDocument();
    expect(screen.getByText('Finalizado')).toBeInTheDocument();
    expect(screen.getByTestId('list-summary')).toHaveTextContent('3 sorteos');
  });

  it('reads the filters from the URL and sends them to the server', async () => {
    const { calls } = mockFetch(answer('GET', /^v1\/draws\/list/, { game_types: drawGroups }), answer('GET', GAMES, games));
    renderAt(<DrawsPage />, '/draw/draws?module_id=4&status=open&date=2026-11-22&min_prize=5000');

    await screen.findByText('Bingo 16:00');
    expect(queryOf(listCalls(calls)[0])).toEqual({ module_id: '4', status: 'open', date: '2026-11-22', min_prize: '5000' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Tipo de sorteo' }).closest('.ant-select')).toHaveTextContent('Parley'),
    );
    expect(screen.getByLabelText('Fecha')).toHaveValue('22/11/2026');
    expect(screen.getByLabelText('Premio mayor mínimo')).toHaveValue('5.000');
  });

  it('ignores values in the URL that are not filters', async () => {
    const { calls } = mockFetch(answer('GET', /^v1\/draws\/list/, { game_types: drawGroups }));
    renderAt(<DrawsPage />, '/draw/draws?module_id=keno&status=x&date=ayer&min_prize=-3');
    await screen.findByText('Bingo 16:00');
    expect(queryOf(listCalls(calls)[0])).toEqual({});
  });

  it('offers the catalog’s real game modules as types, Parley included', async () => {
    mockFetch(answer('GET', /^v1\/draws\/list/, { game_types: drawGroups }), answer('GET', GAMES, games));
    renderAt(<DrawsPage />, '/draw/draws');
    await screen.findByText('Bingo 16:00');
    await fastUser().click(screen.getByRole('combobox', { name: 'Tipo de sorteo' }));
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'))).toEqual([
        'Lotería Nacional',
        'Parley',
      ]),
    );
  });

  it('writes each filter to the URL, asks the server again, and clears them all', async () => {
    const { calls } = mockFetch(answer('GET', /^v1\/draws\/list/, { game_types: drawGroups }), answer('GET', GAMES, games));
    renderAt(<DrawsPage />, '/draw/draws?page=2');
    await screen.findByText('Bingo 16:00');

    await pickOption(screen.getByRole('combobox', { name: 'Tipo de sorteo' }), 'Parley');
    await waitFor(() => expect(currentQuery()).toEqual({ module_id: '4' }));
    await pickOption(screen.getByRole('combobox', { name: 'Estado' }), 'Finalizado');
    await waitFor(() => expect(currentQuery()).toEqual({ module_id: '4', status: 'settled' }));

    fireEvent.change(screen.getByLabelText('Premio mayor mínimo'), { target: { value: '20.000' } });
    await waitFor(() => expect(currentQuery()).toMatchObject({ min_prize: '20000' }));

    const date = screen.getByLabelText('Fecha');
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '20/11/2026' } });
    fireEvent.keyDown(date, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(currentQuery()).toMatchObject({ date: '2026-11-20' }));

    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1)!)).toEqual({
        module_id: '4',
        status: 'settled',
        min_prize: '20000',
        date: '2026-11-20',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(currentQuery()).toEqual({}));
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!)).toEqual({}));
    expect(screen.getByLabelText('Premio mayor mínimo')).toHaveValue('');
  });

  it('reads the top prize the Spanish way (5.000 is five thousand) and sends nothing for an unreadable one', async () => {
    const { calls } = mockFetch(answer('GET', /^v1\/draws\/list/, { game_types: drawGroups }));
    renderAt(<DrawsPage />, '/draw/draws');
    await screen.findByText('Bingo 16:00');
    const prize = screen.getByLabelText('Premio mayor mínimo');
    fireEvent.change(prize, { target: { value: '5.000' } });
    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)!)).toEqual({ min_prize: '5000' }));

    fireEvent.change(prize, { target: { value: '7.5' } });
    expect(await screen.findByText('Usa la coma para los decimales (7,5) y el punto solo para los miles (1.000).')).toBeInTheDocument();
    // Longer than the filter's pause: the unreadable text is never applied.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(currentQuery()).toEqual({ min_prize: '5000' });
  });

  it('says so when no draw matches the filters', async () => {
    mockFetch(answer('GET', /^v1\/draws\/list/, { game_types: [] }));
    renderAt(<DrawsPage />, '/draw/draws?status=closed');
    expect(await screen.findByText('No hay sorteos para estos filtros.')).toBeInTheDocument();
  });

  it("starts at today's draws, not next week's", async () => {
    // Now is today on the business clock, whatever the time.
    const today = dayjs();
    const drawOn = (id: number, name: string, moment: dayjs.Dayjs) => ({
      id,
      name,
      created_at: '2026-01-01T12:00:00.000Z',
      draw_at: moment.toISOString(),
      status: 'pending' as const,
      prize: 100,
    });
    mockFetch(
      answer('GET', 'v1/draws/list', {
        game_types: [
          {
            game_type_name: 'Lotería Nacional',
            module_id: 1,
            module_code: 'loteria_nacional',
            // The API's order: newest first.
            draws: [
              drawOn(1, 'La próxima semana', today.add(7, 'day')),
              drawOn(2, 'Hoy', today),
              drawOn(3, 'Ayer', today.subtract(1, 'day')),
            ],
          },
        ],
      }),
    );
    renderAt(<DrawsPage />, '/draw/draws');
    await screen.findByText('Hoy');
    const names = [...document.querySelectorAll('tbody tr.ant-table-row')].map((row) => row.querySelector('td')!.textContent);
    expect(names).toEqual(['Hoy', 'La próxima semana', 'Ayer']);
  });

  it('shows the server message and retries on an error', async () => {
    let fail = true;
    mockFetch((call) =>
      call.url.includes('v1/draws/list')
        ? fail
          ? { status: 500, body: { statusCode: 500, message: 'El servidor no responde.' } }
          : { body: { game_types: drawGroups } }
        : undefined,
    );
    renderAt(<DrawsPage />, '/draw/draws');
    expect(await screen.findByText('El servidor no responde.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Bingo 16:00')).toBeInTheDocument();
  });

  it('keeps the table page in the URL', async () => {
    const many = [
      {
        ...drawGroups[0],
        draws: Array.from({ length: 25 }, (_, i) => ({ ...drawGroups[0].draws[0], id: 100 + i, name: `Sorteo ${i + 1}` })),
      },
    ];
    mockFetch(answer('GET', /^v1\/draws\/list/, { game_types: many }));
    renderAt(<DrawsPage />, '/draw/draws?page=2');
    expect(await screen.findByText('Sorteo 21')).toBeInTheDocument();
    expect(screen.queryByText('Sorteo 1')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTitle('1'));
    await waitFor(() => expect(currentQuery()).toEqual({}));
    expect(screen.getByText('Sorteo 1')).toBeInTheDocument();
  });
});

describe('«Nuevo sorteo»', () => {
  const created = { ...drawDetail, id: 99, name: 'Parley 21:30' };

  async function openDialog() {
    fireEvent.click(await screen.findByRole('button', { name: /Nuevo sorteo/ }));
    // By role alone: under test, antd gives every generated id the same value, and the filters' select comes first.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Nuevo sorteo')).toBeInTheDocument();
    return dialog;
  }

  it('is offered to administrators only', async () => {
    signInAs('operator');
    mockFetch(answer('GET', 'v1/draws/list', { game_types: drawGroups }));
    renderAt(<DrawsPage />, '/draw/draws');
    await screen.findByText('Bingo 16:00');
    expect(screen.queryByRole('button', { name: /Nuevo sorteo/ })).not.toBeInTheDocument();
  });

  it('creates an extra draw of a lottery at a day and time on the banca’s clock, and opens it', async () => {
    const { calls } = mockFetch(
      answer('GET', 'v1/draws/list', { game_types: drawGroups }),
      answer('GET', GAMES, games),
      answer('POST', 'v1/draws/create', created, 201, { etag: '"1"' }),
    );
    renderAt(<DrawsPage />, '/draw/draws');
    const dialog = await openDialog();
    await pickOption(within(dialog).getByLabelText('Lotería'), 'Parley');
    fireEvent.change(within(dialog).getByLabelText('Fecha'), { target: { value: '2099-01-15' } });
    fireEvent.change(within(dialog).getByLabelText('Hora'), { target: { value: '21:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear sorteo' }));
    expect(await screen.findByText('Sorteo creado.')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST' && call.url.includes('v1/draws/create'))!;
    // 21:30 in Caracas (UTC−4) is 01:30 UTC of the next day.
    expect(post.body).toEqual({ module_id: 4, draw_at: '2099-01-16T01:30:00.000Z' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/draw/draw-detail?id=99'));
  });

  it('refuses a moment already past in the form, and shows the server’s refusal in the dialog', async () => {
    const { calls } = mockFetch(
      answer('GET', 'v1/draws/list', { game_types: drawGroups }),
      answer('GET', GAMES, games),
      answer('POST', 'v1/draws/create', { statusCode: 409, code: 'DRAW_EXISTS', message: 'Parley ya tiene un sorteo a esa hora.' }, 409),
    );
    renderAt(<DrawsPage />, '/draw/draws');
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear sorteo' }));
    expect(await within(dialog).findByText('Elige la lotería.')).toBeInTheDocument();
    await pickOption(within(dialog).getByLabelText('Lotería'), 'Parley');
    fireEvent.change(within(dialog).getByLabelText('Fecha'), { target: { value: '2000-01-15' } });
    fireEvent.change(within(dialog).getByLabelText('Hora'), { target: { value: '10:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear sorteo' }));
    expect(await within(dialog).findByText('Esa hora ya pasó: indica una hora futura.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Fecha'), { target: { value: '2099-01-15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear sorteo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Parley ya tiene un sorteo a esa hora.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

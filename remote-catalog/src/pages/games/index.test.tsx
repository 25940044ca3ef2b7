import {
  answer,
  callsTo,
  currentQuery,
  fill,
  findDialog,
  fireEvent,
  mockFetch,
  pathsOf,
  pickOption,
  renderAt,
  screen,
  signInAs,
  waitFor,
  within,
} from '@banca/kit/testing';
import { gameDetail, games } from '../../test/fixtures';
import GamesPage from '.';

beforeEach(() => signInAs('admin'));

describe('GamesPage', () => {
  it('lists each module with its enabled users (count and three names) and current draws', async () => {
    mockFetch(answer('GET', 'v1/ticket_booths/games/list', games));
    renderAt(<GamesPage />, '/games/games');

    const row = (await screen.findByText('Sorteo de un número de cuatro cifras.')).closest('tr')!;
    expect(within(row).getByText('14 usuarios')).toBeInTheDocument();
    expect(within(row).getByText('Yelitza Pérez')).toBeInTheDocument();
    expect(within(row).queryByText('Alberto Ramírez')).not.toBeInTheDocument();
    expect(within(row).getByText('y 11 más')).toBeInTheDocument();
    expect(within(row).getByText(/Lotería Nacional 16:00/)).toBeInTheDocument();
    expect(within(row).queryByText(/Lotería Nacional 19:00/)).not.toBeInTheDocument();
    expect(within(row).getAllByText('21/11/2026')).toHaveLength(3);
    // The hour is in the draw's name: it is not written a second time.
    expect(within(row).getByText(/Lotería Nacional 16:00/).textContent).toBe('Lotería Nacional 16:00 · 21/11/2026');

    const parley = screen.getByText('Apuestas deportivas.').closest('tr')!;
    expect(within(parley).getByText('0 usuarios')).toBeInTheDocument();
    expect(within(parley).getByText('Sin sorteos activos')).toBeInTheDocument();
  });

  it('opens a game in a dialog with its types table, kept in the URL', async () => {
    const { calls } = mockFetch(
      answer('GET', 'v1/ticket_booths/games/list', games),
      answer('GET', 'v1/ticket_booths/games/detail/4', gameDetail),
    );
    renderAt(<GamesPage />, '/games/games');

    fireEvent.click(await screen.findByText('Apuestas deportivas.'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Parley de 2')).toBeInTheDocument();
    expect(currentQuery()).toEqual({ game: '4' });
    expect(pathsOf(calls)).toContain('v1/ticket_booths/games/detail/4');

    const single = within(dialog).getByText('Directo').closest('tr')!;
    expect(within(single).getByText('Apuesta simple')).toBeInTheDocument();
    expect(within(single).getByText('1,85×')).toBeInTheDocument();
    expect(within(single).getByText('$1,00')).toBeInTheDocument();
    const parlay = within(dialog).getByText('Parley de 2').closest('tr')!;
    expect(within(parlay).getByText('Parley')).toBeInTheDocument();
    expect(within(parlay).getByText('3,4×')).toBeInTheDocument();
    expect(within(parlay).getByText('$2,50')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: /close|cerrar/i }));
    await waitFor(() => expect(currentQuery()).toEqual({}));
  });

  it('opens a game once from its name (one history entry): closing goes back to the list', async () => {
    mockFetch(answer('GET', 'v1/ticket_booths/games/list', games), answer('GET', 'v1/ticket_booths/games/detail/4', gameDetail));
    renderAt(<GamesPage />, '/games/games');
    // The name is a button inside the row, which opens the game too.
    fireEvent.click(await screen.findByRole('button', { name: 'Parley' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Parley de 2')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /close|cerrar/i }));
    await waitFor(() => expect(currentQuery()).toEqual({}));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the dialog from a shared link', async () => {
    mockFetch(answer('GET', 'v1/ticket_booths/games/list', games), answer('GET', 'v1/ticket_booths/games/detail/4', gameDetail));
    renderAt(<GamesPage />, '/games/games?game=4');
    const dialog = await screen.findByRole('dialog');
    // The description's paragraph (an administrator also has it in the form's field).
    expect(await within(dialog).findByText('Apuestas deportivas.', { selector: 'div' })).toBeInTheDocument();
    expect(within(dialog).getByText('Parley de 2')).toBeInTheDocument();
  });

  it('shows an empty state and an error state', async () => {
    mockFetch(answer('GET', 'v1/ticket_booths/games/list', []));
    const { unmount } = renderAt(<GamesPage />, '/games/games');
    expect(await screen.findByText('No hay juegos disponibles.')).toBeInTheDocument();
    unmount();

    mockFetch(answer('GET', 'v1/ticket_booths/games/list', { message: 'Servicio no disponible.' }, 503));
    renderAt(<GamesPage />, '/games/games');
    expect(await screen.findByText('Servicio no disponible.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('shows the error of a game that cannot be loaded inside the dialog', async () => {
    mockFetch(
      answer('GET', 'v1/ticket_booths/games/list', games),
      answer('GET', 'v1/ticket_booths/games/detail/9', { message: 'El juego no existe.' }, 404),
    );
    renderAt(<GamesPage />, '/games/games?game=9');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('El juego no existe.')).toBeInTheDocument();
  });
});

describe("a game module's sales settings", () => {
  const detail = (version: number) => answer('GET', 'v1/ticket_booths/games/detail/4', gameDetail, 200, { etag: `"${version}"` });

  it('an administrator changes the cutoff and the prize expiry on the version read (If-Match)', async () => {
    const { calls } = mockFetch(
      answer('GET', 'v1/ticket_booths/games/list', games),
      detail(2),
      answer('PUT', 'v1/ticket_booths/games/detail/4', { ...gameDetail, cutoff_minutes: 10, prize_expiry_days: 45 }, 200, { etag: '"3"' }),
    );
    renderAt(<GamesPage />, '/games/games?game=4');
    const dialog = await screen.findByRole('dialog');
    const cutoff = await within(dialog).findByLabelText('Cierre de ventas (minutos antes del sorteo)');
    await fill(cutoff, '10');
    await fill(within(dialog).getByLabelText('Caducidad de premios (días)'), '45');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar juego' }));
    expect(await screen.findByText('Juego guardado: los cambios se aplican a las ventas siguientes.')).toBeInTheDocument();
    const put = callsTo(calls, 'v1/ticket_booths/games/detail/4').find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({
      name: 'Parley',
      description: 'Apuestas deportivas.',
      status: 'active',
      cutoff_minutes: 10,
      prize_expiry_days: 45,
      schedule: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['19:00'] }],
      auto_results: false,
    });
    expect(put.headers.get('if-match')).toBe('"2"');
  });

  it('an administrator has the results feed’s results confirmed at once (auto_results)', async () => {
    const { calls } = mockFetch(
      answer('GET', 'v1/ticket_booths/games/list', games),
      detail(2),
      answer('PUT', 'v1/ticket_booths/games/detail/4', { ...gameDetail, auto_results: true }, 200, { etag: '"3"' }),
    );
    renderAt(<GamesPage />, '/games/games?game=4');
    const dialog = await screen.findByRole('dialog');
    const auto = await within(dialog).findByRole('switch', { name: 'Resultados del proveedor' });
    expect(auto).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(auto);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar juego' }));
    expect(await screen.findByText('Juego guardado: los cambios se aplican a las ventas siguientes.')).toBeInTheDocument();
    const put = callsTo(calls, 'v1/ticket_booths/games/detail/4').find((call) => call.method === 'PUT')!;
    expect(put.body).toMatchObject({ auto_results: true });
  });

  it('refuses a cutoff outside 0–60 minutes before sending it', async () => {
    const { calls } = mockFetch(answer('GET', 'v1/ticket_booths/games/list', games), detail(2));
    renderAt(<GamesPage />, '/games/games?game=4');
    const dialog = await screen.findByRole('dialog');
    await fill(await within(dialog).findByLabelText('Cierre de ventas (minutos antes del sorteo)'), '61');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar juego' }));
    expect(await within(dialog).findByText('Deben ser minutos enteros entre 0 y 60.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('an operator reads them and cannot change them', async () => {
    signInAs('operator');
    mockFetch(answer('GET', 'v1/ticket_booths/games/list', games), detail(2));
    renderAt(<GamesPage />, '/games/games?game=4');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('5 min antes del sorteo')).toBeInTheDocument();
    expect(within(dialog).getByText('30 días después del sorteo')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Guardar juego' })).not.toBeInTheDocument();
  });
});

describe('editing a lottery in its dialog', () => {
  const STALE = 'Otra persona modificó este registro mientras lo editabas. Recárgalo para ver los cambios.';

  it('an administrator changes its name, status and schedule in the week grid, on the version read (If-Match)', async () => {
    const { calls } = mockFetch(
      answer('GET', 'v1/ticket_booths/games/list', games),
      answer('GET', 'v1/ticket_booths/games/detail/4', gameDetail, 200, { etag: '"2"' }),
      answer('PUT', 'v1/ticket_booths/games/detail/4', gameDetail, 200, { etag: '"3"' }),
    );
    renderAt(<GamesPage />, '/games/games?game=4');
    const dialog = await screen.findByRole('dialog');
    await fill(await within(dialog).findByLabelText('Nombre'), 'Parley deportivo');
    await pickOption(within(dialog).getByLabelText('Estado'), 'Inactivo');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'domingo 19:00' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /Agregar hora/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar juego' }));
    expect(await screen.findByText('Juego guardado: los cambios se aplican a las ventas siguientes.')).toBeInTheDocument();
    const put = callsTo(calls, 'v1/ticket_booths/games/detail/4').find((call) => call.method === 'PUT')!;
    expect(put.body).toMatchObject({
      name: 'Parley deportivo',
      status: 'inactive',
      schedule: [
        { weekdays: [1, 2, 3, 4, 5, 6], times: ['19:00'] },
        { weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['20:00'] },
      ],
    });
    expect(put.headers.get('if-match')).toBe('"2"');
  });

  it('says in Spanish what is wrong with the grid before sending it', async () => {
    const { calls } = mockFetch(
      answer('GET', 'v1/ticket_booths/games/list', games),
      answer('GET', 'v1/ticket_booths/games/detail/4', gameDetail, 200, { etag: '"2"' }),
    );
    renderAt(<GamesPage />, '/games/games?game=4');
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(await within(dialog).findByLabelText('Hora 1'), { target: { value: '7:5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar juego' }));
    expect(await within(dialog).findByText('La hora 1 debe escribirse HH:MM (por ejemplo 08:00 o 19:30).')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('a save refused as stale (412) says someone else changed it and keeps what was typed', async () => {
    mockFetch(
      answer('GET', 'v1/ticket_booths/games/list', games),
      answer('GET', 'v1/ticket_booths/games/detail/4', gameDetail, 200, { etag: '"2"' }),
      answer('PUT', 'v1/ticket_booths/games/detail/4', { statusCode: 412, error: 'Precondition Failed', message: STALE }, 412),
    );
    renderAt(<GamesPage />, '/games/games?game=4');
    const dialog = await screen.findByRole('dialog');
    await fill(await within(dialog).findByLabelText('Nombre'), 'Parley de hoy');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar juego' }));
    expect(await within(dialog).findByText(STALE)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nombre')).toHaveValue('Parley de hoy');
  });
});

describe('«Nuevo juego»', () => {
  const created = { ...gameDetail, id: 7, code: 'lotto', name: 'Lotto Activo' };

  it('an animalitos lottery: its animal bet starts with the usual payout of 30', async () => {
    mockFetch(answer('GET', 'v1/ticket_booths/games/list', games));
    renderAt(<GamesPage />, '/games/games');
    fireEvent.click(await screen.findByRole('button', { name: /Nuevo juego/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo juego' });
    await pickOption(within(dialog).getByLabelText('Formato del resultado'), 'Animalitos (38 animales)');
    expect(within(dialog).getByLabelText('Paga (por 1)')).toHaveValue('');
    await pickOption(within(dialog).getByLabelText('Formato de la jugada'), 'Animalito');
    await waitFor(() => expect(within(dialog).getByLabelText('Paga (por 1)')).toHaveValue('30'));
  });

  async function fillNewGame(dialog: HTMLElement) {
    const [code, typeCode] = within(dialog).getAllByLabelText('Código');
    const [name, typeName] = within(dialog).getAllByLabelText('Nombre');
    await fill(code, 'lotto');
    await fill(name, 'Lotto Activo');
    await pickOption(within(dialog).getByLabelText('Formato del resultado'), 'Número de cuatro cifras');
    fireEvent.click(within(dialog).getByRole('button', { name: /Agregar hora/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'domingo 08:00' }));
    await fill(typeCode, 'terminal');
    await fill(typeName, 'Terminal');
    await pickOption(within(dialog).getByLabelText('Formato de la jugada'), 'Terminal (dos cifras)');
    await fill(within(dialog).getByLabelText('Paga (por 1)'), '70');
    // Each currency's bets: the dollars' maximum; the bolívares' own minimum and maximum.
    await fill(within(dialog).getByLabelText('Apuesta máxima ($)'), '100,50');
    await fill(within(dialog).getByLabelText('Apuesta mínima (Bs)'), '20');
    await fill(within(dialog).getByLabelText('Apuesta máxima (Bs)'), '5.000');
  }

  it('an administrator creates a lottery with its schedule and game types, and it opens', async () => {
    const { calls } = mockFetch(
      answer('GET', 'v1/ticket_booths/games/list', games),
      answer('POST', 'v1/ticket_booths/games/create', created, 201, { etag: '"1"' }),
      answer('GET', 'v1/ticket_booths/games/detail/7', created, 200, { etag: '"1"' }),
    );
    renderAt(<GamesPage />, '/games/games');
    fireEvent.click(await screen.findByRole('button', { name: /Nuevo juego/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo juego' });
    expect(currentQuery()).toEqual({ game: 'new' });
    await fillNewGame(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear juego' }));
    expect(await screen.findByText('Juego creado: sus sorteos se planificaron según el horario.')).toBeInTheDocument();
    const post = callsTo(calls, 'v1/ticket_booths/games/create')[0];
    expect(post.body).toEqual({
      code: 'lotto',
      name: 'Lotto Activo',
      description: '',
      result_format: 'digits4',
      cutoff_minutes: 5,
      prize_expiry_days: 30,
      schedule: [{ weekdays: [1, 2, 3, 4, 5, 6], times: ['08:00'] }],
      types: [
        {
          code: 'terminal',
          name: 'Terminal',
          kind: 'single',
          bet_format: 'terminal',
          payout: 70,
          min_bet: { VES: 20, USD: 1 },
          max_bet: { VES: 5000, USD: 100.5 },
        },
      ],
    });
    await waitFor(() => expect(currentQuery()).toEqual({ game: '7' }));
  });

  it('offers only the bet formats of the chosen result format, and checks the form in Spanish before sending it', async () => {
    const { calls } = mockFetch(answer('GET', 'v1/ticket_booths/games/list', games));
    renderAt(<GamesPage />, '/games/games?game=new');
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo juego' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear juego' }));
    // The lottery's code and its game type's.
    expect(await within(dialog).findAllByText('Ingresa el código.')).toHaveLength(2);
    expect(within(dialog).getByText('Elige el formato del resultado.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingresa la paga.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await pickOption(within(dialog).getByLabelText('Formato del resultado'), 'Seis bolas del 1 al 49');
    fireEvent.mouseDown(within(dialog).getByLabelText('Formato de la jugada'));
    const options = await waitFor(() => {
      // The open list only (the result format's stays in the page, hidden).
      const dropdowns = [...document.querySelectorAll('.ant-select-dropdown')];
      const shown = [...dropdowns.at(-1)!.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);
      expect(shown.length).toBeGreaterThan(0);
      return shown;
    });
    expect(options).toEqual(['Tres números', 'Cuatro números', 'Seis números']);
  });

  it('marks the code when it is in use (409 GAME_EXISTS)', async () => {
    mockFetch(
      answer('GET', 'v1/ticket_booths/games/list', games),
      answer(
        'POST',
        'v1/ticket_booths/games/create',
        { statusCode: 409, error: 'Conflict', code: 'GAME_EXISTS', message: 'Ya existe un juego con ese código.' },
        409,
      ),
    );
    renderAt(<GamesPage />, '/games/games?game=new');
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo juego' });
    await fillNewGame(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear juego' }));
    expect(await within(dialog).findByText('Ya existe un juego con ese código.')).toBeInTheDocument();
  });

  it('is not offered to an operator', async () => {
    signInAs('operator');
    mockFetch(answer('GET', 'v1/ticket_booths/games/list', games));
    renderAt(<GamesPage />, '/games/games');
    expect(await screen.findByText('Apuestas deportivas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Nuevo juego/ })).not.toBeInTheDocument();
  });
});

describe("a game type's payout, bets and status", () => {
  const STALE = 'Otra persona modificó este registro mientras lo editabas. Recárgalo para ver los cambios.';
  /** Types into a field of the type's dialog (a dialog inside the game's, whose focus trap keeps userEvent's focus out). */
  const type = (field: HTMLElement, text: string) => {
    fireEvent.change(field, { target: { value: text } });
    fireEvent.blur(field);
  };
  const opened = async () => {
    renderAt(<GamesPage />, '/games/games?game=4');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Editar Parley de 2' }));
    return findDialog('Editar Parley de 2');
  };

  it('an administrator changes them on the type’s version (If-Match), numbers typed the Spanish way', async () => {
    const { calls } = mockFetch(
      answer('GET', 'v1/ticket_booths/games/list', games),
      answer('GET', 'v1/ticket_booths/games/detail/4', gameDetail, 200, { etag: '"2"' }),
      answer('PUT', 'v1/ticket_booths/games/detail/4/types/11', { ...gameDetail.types[1], payout: 3.6, version: 2 }, 200, { etag: '"2"' }),
    );
    const dialog = await opened();
    expect(within(dialog).getByLabelText('Apuesta máxima ($)')).toHaveValue('50');
    expect(within(dialog).getByLabelText('Apuesta mínima (Bs)')).toHaveValue('100');
    type(within(dialog).getByLabelText('Paga (por 1)'), '3,6');
    type(within(dialog).getByLabelText('Apuesta máxima ($)'), '');
    type(within(dialog).getByLabelText('Apuesta mínima (Bs)'), '150,5');
    await pickOption(within(dialog).getByLabelText('Estado'), 'Inactivo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar tipo de juego' }));
    expect(await screen.findByText('Tipo de juego guardado: se aplica a las ventas siguientes.')).toBeInTheDocument();
    const put = callsTo(calls, 'v1/ticket_booths/games/detail/4/types/11')[0];
    expect(put.body).toEqual({
      payout: 3.6,
      min_bet: { VES: 150.5, USD: 2.5 },
      max_bet: { VES: 2000, USD: null },
      status: 'inactive',
    });
    expect(put.headers.get('if-match')).toBe('"1"');
  });

  it('says someone else changed it (412), and refuses a maximum below the minimum before sending it', async () => {
    const { calls } = mockFetch(
      answer('GET', 'v1/ticket_booths/games/list', games),
      answer('GET', 'v1/ticket_booths/games/detail/4', gameDetail, 200, { etag: '"2"' }),
      answer('PUT', 'v1/ticket_booths/games/detail/4/types/11', { statusCode: 412, error: 'Precondition Failed', message: STALE }, 412),
    );
    const dialog = await opened();
    // Each currency's maximum against its own minimum ($2,50; Bs 100,00).
    type(within(dialog).getByLabelText('Apuesta máxima ($)'), '2');
    type(within(dialog).getByLabelText('Apuesta máxima (Bs)'), '50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar tipo de juego' }));
    expect(await within(dialog).findAllByText('No puede ser menor que la apuesta mínima.')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    type(within(dialog).getByLabelText('Apuesta máxima ($)'), '40');
    type(within(dialog).getByLabelText('Apuesta máxima (Bs)'), '150');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar tipo de juego' }));
    expect(await within(dialog).findByText(STALE)).toBeInTheDocument();
  });

  it('is not offered to an operator', async () => {
    signInAs('operator');
    mockFetch(answer('GET', 'v1/ticket_booths/games/list', games), answer('GET', 'v1/ticket_booths/games/detail/4', gameDetail));
    renderAt(<GamesPage />, '/games/games?game=4');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Parley de 2')).toBeInTheDocument();
    expect(within(dialog).getByText('$50,00')).toBeInTheDocument();
    expect(within(dialog).getByText('Bs 2.000,00')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Editar Parley de 2' })).not.toBeInTheDocument();
  });
});

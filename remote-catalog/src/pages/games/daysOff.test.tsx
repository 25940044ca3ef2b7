import { answer, findDialog, fireEvent, mockFetch, renderAt, screen, signInAs, within } from '@banca/kit/testing';
import { gameDetail, games } from '../../test/fixtures';
import GamesPage from '.';

const DAYS_OFF = 'v1/ticket_booths/games/detail/4/days-off';

describe('Días feriados of a lottery', () => {
  it('lists them, adds one with its date and a required reason, and removes one', async () => {
    signInAs('admin');
    let daysOff = [{ date: '2026-12-25', reason: 'Navidad', created_at: '2026-11-20T12:00:00.000Z' }];
    const { calls } = mockFetch(
      answer('GET', 'v1/ticket_booths/games/list', games),
      answer('GET', 'v1/ticket_booths/games/detail/4', gameDetail),
      (call) => {
        const path = new URL(call.url).pathname.replace(/^\/api\//, '');
        if (path === DAYS_OFF && call.method === 'GET') return { body: { days_off: daysOff } };
        if (path === DAYS_OFF && call.method === 'POST') {
          const body = call.body as { date: string; reason: string };
          daysOff = [...daysOff, { ...body, created_at: '2026-11-20T12:00:00.000Z' }];
          return { status: 201, body: { ...body, created_at: '2026-11-20T12:00:00.000Z', suspended_draws: 1, removed_draws: 2 } };
        }
        if (path === `${DAYS_OFF}/2026-12-25` && call.method === 'DELETE') {
          daysOff = daysOff.filter((day) => day.date !== '2026-12-25');
          return { body: { ok: true } };
        }
        return undefined;
      },
    );
    renderAt(<GamesPage />, '/games/games?game=4');
    const dialog = await findDialog('Parley');
    expect(await within(dialog).findByText('Navidad')).toBeInTheDocument();
    expect(within(dialog).getByText('25/12/2026')).toBeInTheDocument();

    // The reason is required.
    fireEvent.change(within(dialog).getByLabelText('Fecha del feriado'), { target: { value: '2027-01-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar feriado' }));
    expect(await within(dialog).findByText('Escribe el motivo del feriado.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: ' Año Nuevo ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar feriado' }));
    expect(await screen.findByText('Feriado agregado: 1 sorteo suspendido, 2 eliminados.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ date: '2027-01-01', reason: 'Año Nuevo' });
    expect(await within(dialog).findByText('Año Nuevo')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar el feriado del 25/12/2026' }));
    expect(await screen.findByText('Feriado quitado: sus sorteos se vuelven a crear.')).toBeInTheDocument();
    await within(dialog).findByText('Año Nuevo');
    expect(within(dialog).queryByText('Navidad')).not.toBeInTheDocument();
  });

  it('shows the list without the form to a role that cannot edit lotteries', async () => {
    signInAs('operator');
    mockFetch(
      answer('GET', 'v1/ticket_booths/games/list', games),
      answer('GET', 'v1/ticket_booths/games/detail/4', gameDetail),
      answer('GET', DAYS_OFF, { days_off: [{ date: '2026-12-25', reason: 'Navidad', created_at: '2026-11-20T12:00:00.000Z' }] }),
    );
    renderAt(<GamesPage />, '/games/games?game=4');
    const dialog = await findDialog('Parley');
    expect(await within(dialog).findByText('Navidad')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Agregar feriado' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Quitar/ })).not.toBeInTheDocument();
  });
});

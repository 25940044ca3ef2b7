import type { BoothPlanGame } from '@banca/contracts';
import { answer, callsTo, fill, findDialog, mockFetch, renderPage, screen, signInAs, userEvent, waitFor, within } from '@banca/kit/testing';
import { BoothPrizePlan } from './BoothPrizePlan';

const GAMES = 'v1/ticket_booths/detail/4/prize-plan/games';
const PLAN = 'v1/ticket_booths/detail/4/prize-plan';

/** Terminal: the booth's own payout, the commission inherited; Triple: all inherited (the owner's plan). */
const games: BoothPlanGame[] = [
  {
    game_type_id: 11,
    module_name: 'Lotería Nacional',
    name: 'Terminal',
    payout: 90,
    commission_percentage: null,
    inherited_payout: 80,
    inherited_commission_percentage: 12.5,
  },
  {
    game_type_id: 12,
    module_name: 'Lotería Nacional',
    name: 'Triple',
    payout: null,
    commission_percentage: null,
    inherited_payout: 600,
    inherited_commission_percentage: 20,
  },
];

const row = (name: string) => screen.getByText(`Lotería Nacional · ${name}`).closest('tr')!;

describe('BoothPrizePlan', () => {
  it('shows a client its booth’s plan, each inherited value marked, without editing', async () => {
    signInAs('client');
    mockFetch(answer('GET', GAMES, games, 200, { etag: '"3"' }));
    renderPage(<BoothPrizePlan boothId={4} canEdit={false} />);
    expect(await screen.findByText('Lotería Nacional · Terminal')).toBeInTheDocument();
    expect(within(row('Terminal')).getByText('90×')).toBeInTheDocument();
    expect(within(row('Terminal')).getByText('12,5 %')).toBeInTheDocument();
    expect(within(row('Terminal')).getAllByText('heredado')).toHaveLength(1);
    expect(within(row('Triple')).getByText('600×')).toBeInTheDocument();
    expect(within(row('Triple')).getAllByText('heredado')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
  });

  it('lets an administrator set a game type’s own values beside the inherited ones, saving the whole plan on the version shown', async () => {
    signInAs('admin');
    const saved = games.map((game) => (game.game_type_id === 12 ? { ...game, commission_percentage: 7.5 } : game));
    let answered = games;
    const { calls } = mockFetch(
      (call) =>
        call.method === 'GET' && new URL(call.url).pathname === `/api/${GAMES}` ? { body: answered, headers: { etag: '"3"' } } : undefined,
      (call) => {
        if (call.method !== 'PUT') return undefined;
        answered = saved;
        return { body: [], headers: { etag: '"4"' } };
      },
    );
    renderPage(<BoothPrizePlan boothId={4} canEdit />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar el plan de Lotería Nacional · Triple' }));
    const form = await findDialog('Plan de premios: Lotería Nacional · Triple');
    // What an empty field inherits, said beside it.
    expect(within(form).getByText(/Vacío: el del propietario, 600×\./)).toBeInTheDocument();
    expect(within(form).getByText(/Vacío: la del propietario, 20 %\./)).toBeInTheDocument();
    expect(within(form).getByLabelText('Paga')).toHaveValue('');

    await fill(within(form).getByLabelText('Comisión'), '7,5');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Plan de premios de la taquilla guardado correctamente.')).toBeInTheDocument();
    const put = callsTo(calls, PLAN).find((call) => call.method === 'PUT')!;
    // The booth's other own entry as it is, this one as typed (the empty payout inherits).
    expect(put.body).toEqual([
      { game_type_id: 11, payout: 90, commission_percentage: null },
      { game_type_id: 12, payout: null, commission_percentage: 7.5 },
    ]);
    expect(put.headers.get('if-match')).toBe('"3"');
    await waitFor(() => expect(within(row('Triple')).getAllByText('heredado')).toHaveLength(1));
    expect(within(row('Triple')).getByText('7,5 %')).toBeInTheDocument();
  });

  it('refuses a payout not above 0 or a commission past 100 % with a Spanish message, sending nothing; emptied fields inherit again', async () => {
    signInAs('admin');
    const { calls } = mockFetch(answer('GET', GAMES, games, 200, { etag: '"3"' }), answer('PUT', PLAN, [], 200, { etag: '"4"' }));
    renderPage(<BoothPrizePlan boothId={4} canEdit />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar el plan de Lotería Nacional · Terminal' }));
    const form = await findDialog('Plan de premios: Lotería Nacional · Terminal');
    expect(within(form).getByLabelText('Paga')).toHaveValue('90');
    const save = within(form).getByRole('button', { name: 'Guardar' });
    await fill(within(form).getByLabelText('Paga'), '0');
    await fill(within(form).getByLabelText('Comisión'), '101');
    await userEvent.click(save);
    expect(await within(form).findByText('El pago debe ser mayor que 0 y como máximo 100.000.')).toBeInTheDocument();
    expect(within(form).getByText('El porcentaje debe estar entre 0 y 100.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await fill(within(form).getByLabelText('Paga'), '');
    await fill(within(form).getByLabelText('Comisión'), '');
    await userEvent.click(save);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual([]);
  });

  it('shows the server’s refusal in the dialog and offers to reload when someone else changed the booth', async () => {
    signInAs('admin');
    mockFetch(
      answer('GET', GAMES, games, 200, { etag: '"3"' }),
      answer('PUT', PLAN, { statusCode: 412, code: 'STALE_RECORD', message: 'Otra persona modificó este registro.' }, 412),
    );
    renderPage(<BoothPrizePlan boothId={4} canEdit />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar el plan de Lotería Nacional · Triple' }));
    const form = await findDialog('Plan de premios: Lotería Nacional · Triple');
    await fill(within(form).getByLabelText('Paga'), '650');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('button', { name: 'Recargar' })).toBeInTheDocument();
    // The typed value stays, to save again after reloading.
    expect(within(form).getByLabelText('Paga')).toHaveValue('650');
  });
});

import { answer, callsTo, fastUser, mockFetch, renderPage, screen, waitFor, within } from '@banca/kit/testing';
import { resetTerminal, signInTerminal, ticketDetail } from '../../test/fixtures';
import PrizesPage from '.';

const winner = ticketDetail({
  status: 'winner',
  is_winner: true,
  prize_amount: 175,
  lines: [
    {
      id: 1,
      game_type_name: 'Terminal',
      kind: 'single',
      bet_format: 'terminal',
      selection: '37',
      amount: 2.5,
      potential_payout: 175,
      payout: 70,
      is_winner: true,
    },
    {
      id: 2,
      game_type_name: 'Terminal',
      kind: 'single',
      bet_format: 'terminal',
      selection: '05',
      amount: 1.25,
      potential_payout: 87.5,
      payout: 70,
      is_winner: false,
    },
  ],
  draw: {
    id: 501,
    name: 'Lotería Nacional 12:00',
    draw_at: '2026-11-26T16:00:00.000Z',
    status: 'settled',
    result_format: 'digits4',
    winning_numbers: '4537',
  },
  actions: { cancel: false, pay: true, refund: false },
});

beforeEach(() => {
  resetTerminal();
  signInTerminal();
});

async function verify(user: ReturnType<typeof fastUser>, code: string) {
  await user.type(screen.getByLabelText('Código del ticket'), code);
  await user.click(screen.getByRole('button', { name: 'Verificar' }));
}

describe('Pagar premio', () => {
  it('finds a ticket by its typed code, shows its prize, and pays it once confirmed, with the amount seen', async () => {
    const paid = {
      ...winner,
      paid_at: '2026-11-26T17:10:00.000Z',
      payment: {
        at: '2026-11-26T17:10:00.000Z',
        by: { name: 'Yelitza Pérez (terminal)', kind: 'terminal' as const },
        amount: 175,
        booth_name: 'Agencia La Fortuna',
      },
    };
    let verified = winner;
    const { calls } = mockFetch(
      (call) => (call.url.endsWith('/api/v1/tickets/verify/EE5Z-V1Q2-3NXBA') ? { body: verified } : undefined),
      (call) => {
        if (!call.url.endsWith('/api/v1/tickets/detail/4428/pay')) return undefined;
        verified = paid;
        return { body: { ticket_id: 4428, paid_at: paid.paid_at, paid_by: 'Yelitza Pérez (terminal)', amount: 175 } };
      },
    );
    const user = fastUser();
    renderPage(<PrizesPage />);
    await verify(user, ' ee5z-v1q2-3nxba ');
    expect(await screen.findByRole('heading', { name: 'Ticket EE5Z-V1Q2-3NXBA Ganador Sin pagar' })).toBeInTheDocument();
    expect(screen.getByText('4537')).toBeInTheDocument();
    // The line that won is marked, the other is not.
    const lines = within(screen.getByRole('list', { name: 'Jugadas' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['Terminal 37 · $2,50Ganadora · paga $175,00', 'Terminal 05 · $1,25']);
    await user.click(screen.getByRole('button', { name: 'Pagar $175,00' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar el pago de $175,00' }));
    expect(await screen.findByText('Premio pagado.')).toBeInTheDocument();
    expect(
      await screen.findByText('Pagado el 26/11/2026 13:10 por Yelitza Pérez (terminal) en Agencia La Fortuna: $175,00.'),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'v1/tickets/detail/4428/pay')[0].body).toEqual({ expected_amount: 175 });
    expect(screen.queryByRole('button', { name: /Pagar/ })).not.toBeInTheDocument();
  });

  it('pays a prize by transferencia when chosen: the method goes with the amount seen', async () => {
    const { calls } = mockFetch(
      (call) => (call.url.endsWith('/api/v1/tickets/verify/EE5Z-V1Q2-3NXBA') ? { body: winner } : undefined),
      (call) =>
        call.url.endsWith('/api/v1/tickets/detail/4428/pay')
          ? { body: { ticket_id: 4428, paid_at: '2026-11-26T17:10:00.000Z', paid_by: 'Yelitza Pérez (terminal)', amount: 175 } }
          : undefined,
    );
    const user = fastUser();
    renderPage(<PrizesPage />);
    await verify(user, 'EE5Z-V1Q2-3NXBA');
    const method = await screen.findByLabelText('Forma de pago del premio');
    expect(method).toHaveValue('efectivo');
    await user.selectOptions(method, 'Transferencia');
    await user.click(screen.getByRole('button', { name: 'Pagar $175,00' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar el pago de $175,00' }));
    await waitFor(() => expect(callsTo(calls, 'v1/tickets/detail/4428/pay')).toHaveLength(1));
    expect(callsTo(calls, 'v1/tickets/detail/4428/pay')[0].body).toEqual({ expected_amount: 175, payment_method: 'transferencia' });
  });

  it('says who paid a prize paid already, when and where, and offers no payment', async () => {
    mockFetch(
      answer('GET', 'v1/tickets/verify/EE5Z-V1Q2-3NXBA', {
        ...winner,
        paid_at: '2026-11-26T17:00:00.000Z',
        actions: { cancel: false, pay: false },
        payment: { at: '2026-11-26T17:00:00.000Z', by: { name: 'Ana Pérez', kind: 'user' }, amount: 175, booth_name: null },
      }),
    );
    const user = fastUser();
    renderPage(<PrizesPage />);
    await verify(user, 'EE5Z-V1Q2-3NXBA');
    expect(await screen.findByText('Pagado el 26/11/2026 13:00 por Ana Pérez desde la administración: $175,00.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ticket EE5Z-V1Q2-3NXBA Ganador Pagado' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pagar/ })).not.toBeInTheDocument();
  });

  it('says so when another terminal paid it meanwhile (PRIZE_ALREADY_PAID), and when no ticket has that code', async () => {
    mockFetch(
      answer('GET', 'v1/tickets/verify/EE5Z-V1Q2-3NXBA', winner),
      answer('GET', 'v1/tickets/verify/NOPE', { statusCode: 404, message: 'El ticket no existe.' }, 404),
      answer(
        'POST',
        'v1/tickets/detail/4428/pay',
        {
          statusCode: 409,
          code: 'PRIZE_ALREADY_PAID',
          message: 'Ya pagado.',
          paid_at: '2026-11-26T17:05:00.000Z',
          paid_by: 'Caja 2 (terminal)',
          paid_booth: 'Agencia Centro',
        },
        409,
      ),
    );
    const user = fastUser();
    renderPage(<PrizesPage />);
    await verify(user, 'EE5Z-V1Q2-3NXBA');
    await user.click(await screen.findByRole('button', { name: 'Pagar $175,00' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar el pago de $175,00' }));
    expect(
      await screen.findByText('Ya estaba pagado: el 26/11/2026 13:05 por Caja 2 (terminal) en Agencia Centro. No lo pagues otra vez.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Código del ticket'));
    await verify(user, 'nope');
    expect(await screen.findByText('No hay un ticket con el código NOPE en esta taquilla. Revisa el código.')).toBeInTheDocument();
  });

  it('tells a pending or losing ticket apart, and offers the camera only where the browser reads QR codes', async () => {
    mockFetch(answer('GET', 'v1/tickets/verify/EE5Z-V1Q2-3NXBA', ticketDetail()));
    const user = fastUser();
    renderPage(<PrizesPage />);
    expect(screen.queryByRole('button', { name: /Escanear QR/ })).not.toBeInTheDocument();
    await verify(user, 'EE5Z-V1Q2-3NXBA');
    expect(await screen.findByText('El sorteo aún no tiene resultado: el ticket no se puede pagar todavía.')).toBeInTheDocument();
  });
});

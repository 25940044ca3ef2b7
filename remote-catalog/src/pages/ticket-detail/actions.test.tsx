/** The ticket's actions: "Anular" with a reason and "Pagar premio" with the amount shown, for those the server allows. */
import { answer, fireEvent, mockFetch, renderAt, screen, signInAs, userEvent, waitFor, within } from '@banca/kit/testing';
import { ticketDetail } from '../../test/fixtures';
import TicketDetailPage from '.';

beforeEach(() => signInAs('operator'));

const open = { ...ticketDetail, status: 'pending' as const, is_winner: false, prize_amount: 0, actions: { cancel: true, pay: false } };
const winner = { ...ticketDetail, actions: { cancel: false, pay: true } };

describe('ticket actions', () => {
  it('offers neither action when the server allows none', async () => {
    mockFetch(answer('GET', 'v1/tickets/detail/4494', ticketDetail));
    renderAt(<TicketDetailPage />, '/tickets/ticket-detail?id=4494');
    await screen.findByRole('heading', { name: 'Ticket TK-0004494' });
    expect(screen.queryByRole('button', { name: 'Anular' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar premio' })).not.toBeInTheDocument();
  });

  it('"Anular" asks for a reason, sends it, and shows the ticket cancelled with who, when and why', async () => {
    const cancelled = {
      ...open,
      status: 'cancelled' as const,
      actions: { cancel: false, pay: false },
      cancellation: {
        at: '2026-11-20T13:00:00.000Z',
        by: { name: 'Carolina Méndez', kind: 'user' as const },
        reason: 'Número equivocado',
        in_window: false,
      },
    };
    let done = false;
    const { calls } = mockFetch((call) => {
      if (call.method === 'POST' && call.url.endsWith('v1/tickets/detail/4494/cancel')) {
        done = true;
        return { body: cancelled };
      }
      if (call.url.includes('v1/tickets/detail/4494')) return { body: done ? cancelled : open };
      return undefined;
    });
    renderAt(<TicketDetailPage />, '/tickets/ticket-detail?id=4494');
    fireEvent.click(await screen.findByRole('button', { name: 'Anular' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular el ticket TK-0004494' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular ticket' }));
    expect(await within(dialog).findByText('Escribe el motivo de la anulación.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Motivo'), '  Número equivocado ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anular ticket' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Número equivocado' }));
    expect(await screen.findByText('Ticket anulado', { selector: '.ant-alert-title' })).toBeInTheDocument();
    expect(screen.getByText(/por Carolina Méndez, fuera del plazo de la taquilla\. Motivo: Número equivocado/)).toBeInTheDocument();
    expect(screen.getByText('Anulado', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anular' })).not.toBeInTheDocument();
  });

  it('"Pagar premio" confirms the amount, pays it with that amount, and says who paid it', async () => {
    const paid = {
      ...winner,
      paid_at: '2026-11-20T14:00:00.000Z',
      actions: { cancel: false, pay: false },
      payment: { at: '2026-11-20T14:00:00.000Z', by: { name: 'Carolina Méndez', kind: 'user' as const }, amount: 34, booth_name: null },
    };
    let done = false;
    const { calls } = mockFetch((call) => {
      if (call.method === 'POST' && call.url.endsWith('v1/tickets/detail/4494/pay')) {
        done = true;
        return { body: { ticket_id: 4494, paid_at: paid.paid_at, paid_by: 'Carolina Méndez', amount: 34 } };
      }
      if (call.url.includes('v1/tickets/detail/4494')) return { body: done ? paid : winner };
      return undefined;
    });
    renderAt(<TicketDetailPage />, '/tickets/ticket-detail?id=4494');
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar premio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar pago del premio' });
    expect(dialog).toHaveTextContent('Se pagará $34,00 del ticket TK-0004494');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pagar premio' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ expected_amount: 34 }));
    expect(await screen.findByText('Premio pagado: $34,00')).toBeInTheDocument();
    expect(screen.getByText(/por Carolina Méndez desde la administración/)).toBeInTheDocument();
    // Still «Ganador», now beside «Pagado», as every screen says it.
    expect(screen.getByText('Ganador', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByText('Pagado', { selector: '.ant-tag' })).toBeInTheDocument();
  });

  it('a payment refused (paid meanwhile elsewhere) says so in the server’s words', async () => {
    mockFetch(
      answer('GET', 'v1/tickets/detail/4494', winner),
      answer(
        'POST',
        'v1/tickets/detail/4494/pay',
        { statusCode: 409, code: 'PRIZE_ALREADY_PAID', message: 'Este premio ya se pagó: lo pagó Ana (terminal) en Agencia La Fortuna.' },
        409,
      ),
    );
    renderAt(<TicketDetailPage />, '/tickets/ticket-detail?id=4494');
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar premio' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar pago del premio' })).getByRole('button', { name: 'Pagar premio' }),
    );
    expect(await screen.findByText('Este premio ya se pagó: lo pagó Ana (terminal) en Agencia La Fortuna.')).toBeInTheDocument();
  });
});

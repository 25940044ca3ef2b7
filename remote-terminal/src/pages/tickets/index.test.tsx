import { answer, callsTo, fastUser, mockFetch, queryOf, renderPage, screen, waitFor, within } from '@banca/kit/testing';
import { resetTerminal, signInTerminal, ticketDetail, ticketList, ticketRow } from '../../test/fixtures';
import TicketsPage from '.';

beforeEach(() => {
  // 02:30 UTC on the 27th is still the 26th in Caracas: "today" is the banca's day, by the server's clock.
  resetTerminal('2026-11-27T02:30:00Z');
  signInTerminal();
});

describe('Tickets de hoy', () => {
  it("lists this terminal's tickets of the banca's day, and finds one by part of its code", async () => {
    const { calls } = mockFetch((call) => {
      if (!call.url.includes('/api/v1/tickets/list')) return undefined;
      const search = new URL(call.url).searchParams.get('search');
      const rows = search
        ? [ticketRow(2, { code: 'ZZ2K-CDEF-GHJKM' })]
        : [ticketRow(1), ticketRow(2, { code: 'ZZ2K-CDEF-GHJKM', status: 'cancelled' })];
      return { body: ticketList(rows) };
    });
    const user = fastUser();
    renderPage(<TicketsPage />, { route: '/taquilla/tickets' });
    const list = await screen.findByRole('list', { name: 'Tickets de hoy' });
    expect(within(list).getAllByRole('button')).toHaveLength(2);
    expect(within(list).getAllByRole('button')[1]).toHaveTextContent('ZZ2K-CDEF-GHJKM$3,7511:02 · Lotería Nacional 12:00Anulado');
    expect(queryOf(callsTo(calls, 'v1/tickets/list')[0])).toEqual({ day: '2026-11-26', page: '1' });
    await user.type(screen.getByLabelText('Buscar por código'), 'zz2k');
    await waitFor(() => expect(screen.getByText('1 ticket hoy con «zz2k».')).toBeInTheDocument());
    expect(queryOf(callsTo(calls, 'v1/tickets/list').at(-1)!)).toEqual({ day: '2026-11-26', search: 'zz2k', page: '1' });
  });

  it('annuls a ticket within its window with a reason, which it asks for first', async () => {
    const annulled = ticketDetail({
      status: 'cancelled',
      actions: { cancel: false, pay: false, refund: false },
      cancellation: {
        at: '2026-11-26T15:04:00.000Z',
        by: { name: 'Yelitza Pérez (terminal)', kind: 'terminal' },
        reason: 'Monto equivocado',
        in_window: true,
      },
    });
    const { calls } = mockFetch(
      answer('GET', /^v1\/tickets\/list\?day=2026-11-26/, ticketList([ticketRow(4428, { code: 'EE5Z-V1Q2-3NXBA' })])),
      answer('GET', 'v1/tickets/detail/4428', ticketDetail()),
      answer('POST', 'v1/tickets/detail/4428/cancel', annulled),
    );
    const user = fastUser();
    renderPage(<TicketsPage />, { route: '/taquilla/tickets' });
    await user.click(await screen.findByRole('button', { name: /EE5Z-V1Q2-3NXBA/ }));
    expect(await screen.findByRole('article', { name: 'Ticket EE5Z-V1Q2-3NXBA' })).toHaveTextContent('Anular hasta 11:07');
    await user.click(screen.getByRole('button', { name: 'Anular ticket' }));
    await user.click(screen.getByRole('button', { name: 'Anular ticket' }));
    expect(await screen.findByText('Elige o escribe el motivo.')).toBeInTheDocument();
    expect(callsTo(calls, 'v1/tickets/detail/4428/cancel')).toHaveLength(0);
    await user.click(screen.getByLabelText('Monto equivocado'));
    await user.click(screen.getByRole('button', { name: 'Anular ticket' }));
    expect(await screen.findByText('Ticket anulado.')).toBeInTheDocument();
    expect(screen.getByText('Anulado el 26/11/2026 11:04 por Yelitza Pérez (terminal): Monto equivocado')).toBeInTheDocument();
    expect(callsTo(calls, 'v1/tickets/detail/4428/cancel')[0].body).toEqual({ reason: 'Monto equivocado' });
    expect(screen.getByRole('article', { name: 'Ticket EE5Z-V1Q2-3NXBA' })).toHaveTextContent('Anulado');
  });

  it('takes a reason in the seller’s own words, and says when the window has passed', async () => {
    mockFetch(
      answer('GET', 'v1/tickets/detail/4428', ticketDetail()),
      answer(
        'POST',
        'v1/tickets/detail/4428/cancel',
        { statusCode: 409, code: 'CANCEL_WINDOW_EXPIRED', message: 'Ya pasó el plazo.', cancel_until: '2026-11-26T15:07:10.000Z' },
        409,
      ),
    );
    const user = fastUser();
    renderPage(<TicketsPage />, { route: '/taquilla/tickets?ticket=4428' });
    await user.click(await screen.findByRole('button', { name: 'Anular ticket' }));
    await user.click(screen.getByLabelText('Otro motivo'));
    await user.type(screen.getByLabelText('Escribe el motivo'), 'Se repitió la jugada');
    await user.click(screen.getByRole('button', { name: 'Anular ticket' }));
    expect(await screen.findByText('Ya no se puede anular: el plazo terminó a las 11:07.')).toBeInTheDocument();
  });

  it('offers no annulment once the server says it may not', async () => {
    mockFetch(answer('GET', 'v1/tickets/detail/4428', ticketDetail({ actions: { cancel: false, pay: false, refund: false } })));
    renderPage(<TicketsPage />, { route: '/taquilla/tickets?ticket=4428' });
    expect(await screen.findByText('Ya no se puede anular: el plazo terminó a las 11:07.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anular ticket' })).not.toBeInTheDocument();
  });
});

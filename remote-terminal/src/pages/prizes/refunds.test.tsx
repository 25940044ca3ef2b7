import { fastUser, mockFetch, renderPage, screen, within } from '@banca/kit/testing';
import { resetTerminal, signInTerminal, ticketRow } from '../../test/fixtures';
import PrizesPage from '.';

beforeEach(() => {
  resetTerminal();
  signInTerminal();
});

const refunded = (id: number, code: string, amount: number) =>
  ticketRow(id, { code, amount, status: 'refunded', draw_name: 'Lotería Nacional 19:00' });

describe('Reintegros por pagar', () => {
  it('lists the refunds owed and pays each once, after a second tap that says the amount', async () => {
    let owed = [refunded(71, 'AAAA-BBBB-CCCCC', 12.25), refunded(72, 'DDDD-EEEE-FFFFF', 8)];
    const { calls } = mockFetch(
      (call) => {
        const url = new URL(call.url);
        if (url.pathname !== '/api/v1/tickets/list' || url.searchParams.get('refund_owed') !== 'true') return undefined;
        return { body: { tickets: owed, page: 1, total: owed.length, totalPages: 1 } };
      },
      (call) => {
        if (!call.url.endsWith('/api/v1/tickets/detail/71/refund')) return undefined;
        owed = owed.filter((ticket) => ticket.id !== 71);
        return { body: { ticket_id: 71, paid_at: '2026-11-26T17:10:00.000Z', paid_by: 'Yelitza Pérez (terminal)', amount: 12.25 } };
      },
    );
    const user = fastUser();
    renderPage(<PrizesPage />);
    const list = await screen.findByRole('list', { name: 'Reintegros por pagar' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('AAAA-BBBB-CCCCC · Lotería Nacional 19:00 · $12,25');

    await user.click(within(list).getByRole('button', { name: 'Pagar reintegro de $12,25' }));
    // Nothing is paid on the first tap.
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(within(list).getByRole('button', { name: 'Confirmar la devolución de $12,25' }));
    expect(await screen.findByText('Reintegro del ticket AAAA-BBBB-CCCCC pagado: $12,25.')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].url).toMatch(/\/api\/v1\/tickets\/detail\/71\/refund$/);
    // The list is read again: only the other refund is left.
    await screen.findByText(/DDDD-EEEE-FFFFF/);
    await within(screen.getByRole('list', { name: 'Reintegros por pagar' }))
      .findAllByRole('listitem')
      .then((items) => expect(items).toHaveLength(1));
  });

  it("lists and pays the refunds of the booth's other seller accounts too, saying who sold them", async () => {
    let owed = [
      refunded(71, 'AAAA-BBBB-CCCCC', 12.25),
      { ...refunded(73, 'GGGG-HHHH-JJJJJ', 5), seller_id: 10, seller_label: 'Carlos Mata' },
    ];
    const { calls } = mockFetch(
      (call) => {
        const url = new URL(call.url);
        if (url.pathname !== '/api/v1/tickets/list' || url.searchParams.get('refund_owed') !== 'true') return undefined;
        return { body: { tickets: owed, page: 1, total: owed.length, totalPages: 1 } };
      },
      (call) => {
        if (!call.url.endsWith('/api/v1/tickets/detail/73/refund')) return undefined;
        owed = owed.filter((ticket) => ticket.id !== 73);
        return { body: { ticket_id: 73, paid_at: '2026-11-26T17:10:00.000Z', paid_by: 'Yelitza Pérez (terminal)', amount: 5 } };
      },
    );
    const user = fastUser();
    renderPage(<PrizesPage />);
    const list = await screen.findByRole('list', { name: 'Reintegros por pagar' });
    const [own, other] = within(list).getAllByRole('listitem');
    // Its own sale says nothing more; another account's says who sold it.
    expect(own).toHaveTextContent(/^AAAA-BBBB-CCCCC · Lotería Nacional 19:00 · \$12,25Pagar/);
    expect(other).toHaveTextContent('GGGG-HHHH-JJJJJ · Lotería Nacional 19:00 · $5,00 · vendido por Carlos Mata');

    await user.click(within(other).getByRole('button', { name: 'Pagar reintegro de $5,00' }));
    await user.click(within(other).getByRole('button', { name: 'Confirmar la devolución de $5,00' }));
    expect(await screen.findByText('Reintegro del ticket GGGG-HHHH-JJJJJ pagado: $5,00.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      expect.stringMatching(/\/api\/v1\/tickets\/detail\/73\/refund$/),
    ]);
  });

  it('says why a refund was not paid (someone else paid it first)', async () => {
    mockFetch(
      (call) =>
        new URL(call.url).pathname === '/api/v1/tickets/list'
          ? { body: { tickets: [refunded(71, 'AAAA-BBBB-CCCCC', 12.25)], page: 1, total: 1, totalPages: 1 } }
          : undefined,
      (call) =>
        call.url.endsWith('/refund')
          ? {
              status: 409,
              body: {
                statusCode: 409,
                error: 'Conflict',
                code: 'TICKET_NOT_REFUNDABLE',
                message: 'Este reintegro ya se pagó: lo pagó Carmen Díaz desde la administración.',
              },
            }
          : undefined,
    );
    const user = fastUser();
    renderPage(<PrizesPage />);
    const list = await screen.findByRole('list', { name: 'Reintegros por pagar' });
    await user.click(within(list).getByRole('button', { name: 'Pagar reintegro de $12,25' }));
    await user.click(within(list).getByRole('button', { name: 'Confirmar la devolución de $12,25' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este reintegro ya se pagó: lo pagó Carmen Díaz desde la administración.');
  });

  it('says when there is none to pay', async () => {
    mockFetch((call) =>
      new URL(call.url).pathname === '/api/v1/tickets/list' ? { body: { tickets: [], page: 1, total: 0, totalPages: 0 } } : undefined,
    );
    renderPage(<PrizesPage />);
    expect(await screen.findByText('No hay reintegros por pagar.')).toBeInTheDocument();
  });
});

import { boothsKeys } from '@banca/kit';
import {
  answer,
  callsTo,
  currentQuery,
  describeListBehaviour,
  fireEvent,
  mockFetch,
  pathsOf,
  pickOption,
  queryOf,
  type RecordedCall,
  renderAt,
  screen,
  signInAs,
  waitFor,
  within,
} from '@banca/kit/testing';
import { ticketRow, ticketsPage } from '../../test/fixtures';
import TicketsPage from '.';
import { routes } from '../../routes';

const booths = {
  booths: [
    { id: 1, name: 'Agencia La Fortuna' },
    { id: 7, name: 'Taquilla El Llanero' },
  ],
  page: 1,
  total: 2,
  totalPages: 1,
};
const ticketCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.includes('v1/tickets/list'));
const lastTicketQuery = (calls: RecordedCall[]) => queryOf(ticketCalls(calls).at(-1)!);

function mockApi() {
  return mockFetch(
    (call) => {
      if (!call.url.includes('v1/tickets/list')) return undefined;
      const page = Number(new URL(call.url).searchParams.get('page') ?? 1);
      return { body: ticketsPage(page) };
    },
    answer('GET', /^v1\/ticket_booths\/list/, booths),
  );
}

describe('TicketsPage', () => {
  beforeEach(() => signInAs('admin'));

  describe('on a phone (390 px)', () => {
    const desk = window.matchMedia;
    // antd reads the screen's width through matchMedia: only the phone's query matches.
    beforeEach(() => {
      window.matchMedia = (query: string) => ({ ...desk(query), matches: query.includes('max-width: 575') });
    });
    afterEach(() => {
      window.matchMedia = desk;
    });

    it('stacks each ticket in one column, its result first, and offers the results as a list', async () => {
      mockApi();
      renderAt(<TicketsPage />, '/tickets/tickets');
      const row = (await screen.findByText('TK-0004499')).closest('tr')!;
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Tickets']);
      expect(row.querySelectorAll('td')).toHaveLength(1);
      expect(row.textContent).toMatch(/^Ganador\s*Sin pagar\s*TK-0004499\s*\$25,00\s*Premio \$34,00\s*Taquilla El Llanero · 20\/11\/2026/);
      // The result filter fits: a select, not four buttons side by side.
      expect(screen.getByRole('combobox', { name: 'Estado' })).toBeInTheDocument();
      await pickOption(screen.getByRole('combobox', { name: 'Estado' }), 'Ganador');
      await waitFor(() => expect(currentQuery()).toEqual({ status: 'winner' }));
    });
  });

  it('shows code, booth, amount, a Spanish result tag and the date', async () => {
    mockApi();
    renderAt(<TicketsPage />, '/tickets/tickets');
    const row = (await screen.findByText('TK-0004499')).closest('tr')!;
    expect(within(row).getByText('Taquilla El Llanero')).toBeInTheDocument();
    expect(within(row).getByText('$25,00')).toBeInTheDocument();
    expect(within(row).getByText('Ganador')).toBeInTheDocument();
    expect(within(row).getByText('20/11/2026')).toBeInTheDocument();
    const other = screen.getByText('TK-0004500').closest('tr')!;
    expect(within(other).getByText('No ganador')).toBeInTheDocument();
    expect(screen.getByTestId('list-summary')).toHaveTextContent('45 tickets');
  });

  it("shows a winner's prize, not only its stake, and whether it was paid (the draw's «Ver ganadores»)", async () => {
    mockFetch(
      answer('GET', /^v1\/tickets\/list/, {
        ...ticketsPage(1, [
          ticketRow(4501, { status: 'winner', is_winner: true, prize_amount: 1750, paid_at: '2026-11-20T20:00:00.000Z' }),
          ticketRow(4502, { status: 'winner', is_winner: true, prize_amount: 34 }),
          ticketRow(4503),
        ]),
      }),
      answer('GET', /^v1\/ticket_booths\/list/, booths),
    );
    renderAt(<TicketsPage />, '/tickets/tickets?status=winner');
    const paid = (await screen.findByText('TK-0004501')).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: 'Premio' })).toBeInTheDocument();
    expect(within(paid).getByText('$1.750,00')).toBeInTheDocument();
    expect(within(paid).getByText('Ganador')).toBeInTheDocument();
    expect(within(paid).getByText('Pagado')).toBeInTheDocument();
    const unpaid = screen.getByText('TK-0004502').closest('tr')!;
    expect(within(unpaid).getByText('$34,00')).toBeInTheDocument();
    expect(within(unpaid).getByText('Sin pagar')).toBeInTheDocument();
    const loser = screen.getByText('TK-0004503').closest('tr')!;
    expect(within(loser).queryByText(/Pagado|Sin pagar/)).not.toBeInTheDocument();
  });

  it('reads search, booth, result and page from the URL and sends them to the server', async () => {
    const { calls } = mockApi();
    renderAt(<TicketsPage />, '/tickets/tickets?search=TK-00&booth=7&status=winner&page=3');
    await screen.findByText('TK-0004499');
    expect(queryOf(ticketCalls(calls)[0])).toEqual({ page: '3', search: 'TK-00', booth_id: '7', status: 'winner' });
    expect(screen.getByRole('textbox', { name: 'Buscar tickets' })).toHaveValue('TK-00');
    expect(screen.getByRole('radio', { name: 'Ganador' })).toBeChecked();
  });

  it('filters by result, writing it to the URL and going back to page 1', async () => {
    const { calls } = mockApi();
    renderAt(<TicketsPage />, '/tickets/tickets?page=2');
    await screen.findByText('TK-0004499');

    fireEvent.click(screen.getByText('No ganador', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(currentQuery()).toEqual({ status: 'loser' }));
    await waitFor(() => expect(lastTicketQuery(calls)).toEqual({ page: '1', status: 'loser' }));

    fireEvent.click(screen.getByText('Ganador', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(lastTicketQuery(calls)).toEqual({ page: '1', status: 'winner' }));

    fireEvent.click(screen.getByText('Pendiente', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(lastTicketQuery(calls)).toEqual({ page: '1', status: 'pending' }));

    fireEvent.click(screen.getByText('Todos', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(currentQuery()).toEqual({}));
    await waitFor(() => expect(lastTicketQuery(calls)).toEqual({ page: '1' }));
  });

  it('paginates on the server and keeps the page in the URL', async () => {
    const { calls } = mockApi();
    renderAt(<TicketsPage />, '/tickets/tickets');
    await screen.findByText('TK-0004499');
    expect(screen.getByTitle('5')).toBeInTheDocument(); // 45 tickets, 10 per page

    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(currentQuery()).toEqual({ page: '3' }));
    await waitFor(() => expect(lastTicketQuery(calls)).toEqual({ page: '3' }));
    await waitFor(() => expect(screen.getByTitle('3')).toHaveClass('ant-pagination-item-active'));
  });

  it('searches by code after a 300 ms pause', async () => {
    const { calls } = mockApi();
    renderAt(<TicketsPage />, '/tickets/tickets?page=4');
    await screen.findByText('TK-0004499');
    const before = ticketCalls(calls).length;

    const search = screen.getByRole('textbox', { name: 'Buscar tickets' });
    fireEvent.change(search, { target: { value: 'TK' } });
    fireEvent.change(search, { target: { value: 'TK-449' } });
    expect(currentQuery()).toEqual({ page: '4' }); // nothing yet
    await waitFor(() => expect(currentQuery()).toEqual({ search: 'TK-449' }));
    await waitFor(() => expect(lastTicketQuery(calls)).toEqual({ page: '1', search: 'TK-449' }));
    expect(ticketCalls(calls).length).toBe(before + 1); // one call for the whole typing
  });

  it('filters by booth from the booths list', async () => {
    const { calls } = mockApi();
    renderAt(<TicketsPage />, '/tickets/tickets');
    await screen.findByText('TK-0004499');
    expect(queryOf(calls.find((c) => c.url.includes('v1/ticket_booths/list'))!)).toEqual({ limit: '100' });

    await pickOption(screen.getByRole('combobox', { name: 'Taquilla' }), 'Taquilla El Llanero');
    await waitFor(() => expect(currentQuery()).toEqual({ booth: '7' }));
    await waitFor(() => expect(lastTicketQuery(calls)).toEqual({ page: '1', booth_id: '7' }));

    fireEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(currentQuery()).toEqual({}));
  });

  it('opens a ticket from its row', async () => {
    mockApi();
    renderAt(<TicketsPage />, '/tickets/tickets');
    fireEvent.click((await screen.findByText('Taquilla El Llanero')).closest('tr')!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tickets/ticket-detail?id=4499'));
  });

  it('shows the empty and error states', async () => {
    mockFetch(answer('GET', /^v1\/tickets\/list/, ticketsPage(1, [], 0)), answer('GET', /^v1\/ticket_booths\/list/, booths));
    const { unmount } = renderAt(<TicketsPage />, '/tickets/tickets');
    expect(await screen.findByText('No hay tickets disponibles.')).toBeInTheDocument();
    unmount();

    mockFetch(
      answer('GET', /^v1\/tickets\/list/, { message: 'La búsqueda no es válida.' }, 400),
      answer('GET', /^v1\/ticket_booths\/list/, booths),
    );
    renderAt(<TicketsPage />, '/tickets/tickets?search=x');
    expect(await screen.findByText('La búsqueda no es válida.')).toBeInTheDocument();
    // A refused request is refused again: no retry.
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });
});

describe('TicketsPage booth filter', () => {
  beforeEach(() => signInAs('admin'));

  it('asks for the booths again after any booth write, however recently they were loaded', async () => {
    const { calls } = mockApi();
    const { client } = renderAt(<TicketsPage />, '/tickets/tickets');
    await screen.findByText('TK-0004499');
    await waitFor(() => expect(callsTo(calls, 'v1/ticket_booths/list')).toHaveLength(1));
    // What every booth write (create, rename, delete, seller moves) refreshes, in any remote.
    await client.invalidateQueries({ queryKey: boothsKeys.options() });
    await waitFor(() => expect(callsTo(calls, 'v1/ticket_booths/list')).toHaveLength(2));
  });
});

describe('TicketsPage for a ticket seller', () => {
  beforeEach(() => signInAs('ticket_seller'));

  it('never asks for the booths list (a 403 would end the session) and shows no booth filter', async () => {
    const { calls } = mockApi();
    renderAt(<TicketsPage />, '/tickets/tickets');
    await screen.findByText('TK-0004499');
    expect(pathsOf(calls)).not.toContain('v1/ticket_booths/list');
    expect(screen.queryByRole('combobox', { name: 'Taquilla' })).not.toBeInTheDocument();
  });
});

describeListBehaviour({
  Page: TicketsPage,
  route: routes['catalog.tickets'],
  apiPath: 'v1/tickets/list',
  rowsKey: 'tickets',
  row: ticketRow(4501, { booth_name: 'Taquilla El Llanero' }),
  rowText: 'TK-0004501',
  searchLabel: 'Buscar tickets',
  emptyText: 'No hay tickets disponibles.',
  // Every role sees tickets (a client those of its booths, a ticket seller its sales); none creates one.
  viewOnly: ['admin', 'operator', 'client', 'ticket_seller'],
  noAccess: [],
  otherAnswers: [answer('GET', /^v1\/ticket_booths\/list/, booths)],
});

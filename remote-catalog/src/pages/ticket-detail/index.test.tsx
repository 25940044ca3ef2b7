import { answer, fireEvent, mockFetch, pathsOf, renderAt, renderPage, screen, signInAs, waitFor, within } from '@banca/kit/testing';
import { Route, Routes } from 'react-router-dom';
import { ticketDetail, ticketsPage } from '../../test/fixtures';
import TicketsPage from '../tickets';
import TicketDetailPage from '.';

beforeEach(() => signInAs('admin'));

const field = (label: string) => screen.getByText(label, { selector: '.ant-descriptions-item-label' }).closest('.ant-descriptions-item')!;

describe('TicketDetailPage', () => {
  it('shows the whole ticket: data, draw and lines', async () => {
    mockFetch(answer('GET', 'v1/tickets/detail/4494', ticketDetail));
    renderAt(<TicketDetailPage />, '/tickets/ticket-detail?id=4494');

    // Right below the shell's h1: no heading level skipped.
    expect(await screen.findByRole('heading', { name: 'Ticket TK-0004494', level: 2 })).toBeInTheDocument();
    expect(field('Taquilla')).toHaveTextContent('Taquilla El Llanero');
    expect(field('Vendedor')).toHaveTextContent('José Acosta');
    expect(field('Monto')).toHaveTextContent('$15,00');
    expect(
      screen.getAllByText('Estado', { selector: '.ant-descriptions-item-label' })[0].closest('.ant-descriptions-item'),
    ).toHaveTextContent(/^Estado\s*Ganador\s*Sin pagar$/);
    expect(field('Premio')).toHaveTextContent('$34,00');
    expect(field('Se paga hasta')).toHaveTextContent('20/12/2026');
    expect(field('Fecha de venta')).toHaveTextContent('20/11/2026');

    expect(screen.getByRole('link', { name: 'Parley 19:00' })).toHaveAttribute('href', '/draw/draw-detail?id=77');
    expect(
      screen.getAllByText('Estado', { selector: '.ant-descriptions-item-label' })[1].closest('.ant-descriptions-item'),
    ).toHaveTextContent('Finalizado');
    expect(field('Números ganadores')).toHaveTextContent('2-1-2-X');

    // The game and its kind in one cell, not two columns «Juego» and «Tipo».
    expect(screen.queryByRole('columnheader', { name: 'Tipo' })).not.toBeInTheDocument();
    const single = screen.getByText('Directo').closest('tr')!;
    expect(screen.getByText('Directo').closest('td')).toHaveTextContent('DirectoApuesta simple');
    expect(within(single).getByText('P1:1')).toBeInTheDocument();
    expect(within(single).getByText('$5,00')).toBeInTheDocument();
    expect(within(single).getByText('$9,25')).toBeInTheDocument();
    expect(within(single).getByText('No ganadora')).toBeInTheDocument();
    const parlay = screen.getByText('Parley de 2').closest('tr')!;
    expect(within(parlay).getByText('Parley')).toBeInTheDocument();
    expect(within(parlay).getByText('Ganadora')).toBeInTheDocument();
  });

  it('writes every amount of a ticket sold in bolívares as Bs: its amount, prize and lines', async () => {
    mockFetch(answer('GET', 'v1/tickets/detail/4494', { ...ticketDetail, currency: 'VES' }));
    renderAt(<TicketDetailPage />, '/tickets/ticket-detail?id=4494');
    await screen.findByRole('heading', { name: 'Ticket TK-0004494', level: 2 });
    expect(field('Monto')).toHaveTextContent('Bs 15,00');
    expect(field('Premio')).toHaveTextContent('Bs 34,00');
    const single = screen.getByText('Directo').closest('tr')!;
    expect(within(single).getByText('Bs 5,00')).toBeInTheDocument();
    expect(within(single).getByText('Bs 9,25')).toBeInTheDocument();
  });

  it('shows an animalitos result and selection with the animal’s name (00 Ballena)', async () => {
    mockFetch(
      answer('GET', 'v1/tickets/detail/4494', {
        ...ticketDetail,
        draw: { ...ticketDetail.draw, name: 'Animalitos 10:00', result_format: 'animal38', winning_numbers: '00' },
        lines: [{ ...ticketDetail.lines[0], game_type_name: 'Animalito', bet_format: 'animal', selection: '00', is_winner: true }],
      }),
    );
    renderAt(<TicketDetailPage />, '/tickets/ticket-detail?id=4494');
    await screen.findByRole('heading', { name: 'Ticket TK-0004494' });
    expect(field('Números ganadores')).toHaveTextContent(/^Números ganadores\s*00 Ballena$/);
    expect(screen.getByText('Animalito').closest('tr')).toHaveTextContent('00 Ballena');
  });

  it("shows 'Pendiente' for the ticket, its lines and the numbers of a draw not settled yet", async () => {
    mockFetch(
      answer('GET', 'v1/tickets/detail/4494', {
        ...ticketDetail,
        status: 'pending',
        is_winner: false,
        prize_amount: 0,
        lines: ticketDetail.lines.map((line) => ({ ...line, is_winner: false })),
        draw: { ...ticketDetail.draw, status: 'closed', winning_numbers: null },
      }),
    );
    renderAt(<TicketDetailPage />, '/tickets/ticket-detail?id=4494');
    await screen.findByRole('heading', { name: 'Ticket TK-0004494' });
    expect(field('Números ganadores')).toHaveTextContent('Pendiente');
    const [ticketStatus, drawStatus] = screen.getAllByText('Estado', { selector: '.ant-descriptions-item-label' });
    expect(drawStatus.closest('.ant-descriptions-item')).toHaveTextContent('Cerrado');
    expect(ticketStatus.closest('.ant-descriptions-item')).toHaveTextContent('Pendiente');
    expect(screen.queryByText('No ganador')).not.toBeInTheDocument();
    expect(screen.queryByText('No ganadora')).not.toBeInTheDocument();
    const single = screen.getByText('P1:1').closest('tr')!;
    expect(within(single).getByText('Pendiente')).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown or malformed id', async () => {
    mockFetch(answer('GET', 'v1/tickets/detail/5', { message: 'El ticket no existe.' }, 404));
    const { unmount } = renderAt(<TicketDetailPage />, '/tickets/ticket-detail?id=5');
    expect(await screen.findByText('No encontramos este ticket.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Volver a tickets/ })[0]).toHaveAttribute('href', '/tickets/tickets');
    unmount();

    const { calls } = mockFetch();
    renderAt(<TicketDetailPage />, '/tickets/ticket-detail');
    expect(await screen.findByText('No encontramos este ticket.')).toBeInTheDocument();
    expect(pathsOf(calls)).toEqual([]);
  });
});

describe('from the tickets list and back', () => {
  it('returns to the list with its filters and page', async () => {
    mockFetch(
      answer('GET', /^v1\/tickets\/list/, ticketsPage(2)),
      answer('GET', /^v1\/ticket_booths\/list/, { booths: [], page: 1, total: 0, totalPages: 1 }),
      answer('GET', 'v1/tickets/detail/4499', ticketDetail),
    );
    renderPage(
      <Routes>
        <Route path="/tickets/tickets" element={<TicketsPage />} />
        <Route path="/tickets/ticket-detail" element={<TicketDetailPage />} />
      </Routes>,
      { route: '/tickets/tickets?status=winner&page=2' },
    );
    fireEvent.click(await screen.findByRole('link', { name: 'TK-0004499' }));
    const back = await screen.findByRole('link', { name: /Volver a tickets/ });
    expect(back).toHaveAttribute('href', '/tickets/tickets?status=winner&page=2');
    fireEvent.click(back);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Ganador' })).toBeChecked());
  });
});

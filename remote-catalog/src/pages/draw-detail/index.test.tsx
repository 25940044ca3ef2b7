import { registerPages } from '@banca/shared-auth';
import { answer, fireEvent, mockFetch, pathsOf, renderAt, screen, signInAs } from '@banca/kit/testing';
import { drawDetail } from '../../test/fixtures';
import DrawDetailPage from '.';

beforeEach(() => {
  signInAs('admin');
  // remote-users' audit page, as the host makes it known from that remote's routes.json.
  registerPages('host', [{ id: 'users.audit', path: '/admin/audit', title: 'Auditoría', access: 'audit:read' }]);
});

describe('DrawDetailPage', () => {
  it('shows every field of the draw', async () => {
    mockFetch(answer('GET', 'v1/draws/detail/11', drawDetail));
    renderAt(<DrawDetailPage />, '/draw/draw-detail?id=11');

    expect(await screen.findByRole('heading', { name: 'Lotería Nacional 12:00' })).toBeInTheDocument();
    expect(screen.getByText('Lotería Nacional')).toBeInTheDocument();
    expect(screen.getByText('20/11/2026', { selector: '.ant-descriptions-item-content' })).toBeInTheDocument();
    // 12:00 UTC is 08:00 on the business clock (Caracas), wherever the browser is
    expect(screen.getByText('08:00')).toBeInTheDocument();
    expect(screen.getByText('Finalizado')).toBeInTheDocument();
    expect(screen.getByText('$57.500,00')).toBeInTheDocument();
    expect(screen.getAllByText('4819')).toHaveLength(2); // the winning numbers and the last history entry
    expect(screen.getByText('Tickets vendidos').closest('.ant-statistic')).toHaveTextContent('16');
    expect(screen.getByText('Total de ventas').closest('.ant-statistic')).toHaveTextContent('$195,00');
    expect(screen.getByText('Ganadores').closest('.ant-statistic')).toHaveTextContent('2');
    expect(screen.getByText('Anulados').closest('.ant-statistic')).toHaveTextContent('1');
    // What was really paid, beside what is still owed to the winners.
    expect(screen.getByText('Premios pagados').closest('.ant-statistic')).toHaveTextContent('$34,00');
    expect(screen.getByText('Premios por pagar').closest('.ant-statistic')).toHaveTextContent('$106,50');
    expect(screen.getByRole('link', { name: /Volver a sorteos/ })).toHaveAttribute('href', '/draw/draws');
  });

  it('leads to its tickets and, once settled, to its winners', async () => {
    mockFetch(answer('GET', 'v1/draws/detail/11', drawDetail));
    const { unmount } = renderAt(<DrawDetailPage />, '/draw/draw-detail?id=11');
    await screen.findByRole('heading', { name: 'Lotería Nacional 12:00' });
    expect(screen.getByRole('link', { name: 'Ver tickets' })).toHaveAttribute('href', '/tickets/tickets?draw=11');
    expect(screen.getByRole('link', { name: 'Ver ganadores' })).toHaveAttribute('href', '/tickets/tickets?draw=11&status=winner');
    unmount();
    mockFetch(answer('GET', 'v1/draws/detail/11', { ...drawDetail, status: 'open', winning_numbers: null, result_parts: null }));
    renderAt(<DrawDetailPage />, '/draw/draw-detail?id=11');
    await screen.findByRole('heading', { name: 'Lotería Nacional 12:00' });
    expect(screen.getByRole('link', { name: 'Ver tickets' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver ganadores' })).not.toBeInTheDocument();
  });

  it("links an administrator to the draw's history in the audit trail, and no one else", async () => {
    mockFetch(answer('GET', 'v1/draws/detail/11', drawDetail));
    renderAt(<DrawDetailPage />, '/draw/draw-detail?id=11');
    await screen.findByRole('heading', { name: 'Lotería Nacional 12:00' });
    expect(screen.getByRole('link', { name: /Ver historial/ })).toHaveAttribute('href', '/admin/audit?record_type=draw&record_id=11');
  });

  it('follows the audit page wherever remote-users now serves it, and offers no link while no manifest names it', async () => {
    registerPages('host', [{ id: 'users.audit', path: '/auditoria', title: 'Auditoría', access: 'audit:read' }]);
    mockFetch(answer('GET', 'v1/draws/detail/11', drawDetail));
    const { unmount } = renderAt(<DrawDetailPage />, '/draw/draw-detail?id=11');
    await screen.findByRole('heading', { name: 'Lotería Nacional 12:00' });
    expect(screen.getByRole('link', { name: /Ver historial/ })).toHaveAttribute('href', '/auditoria?record_type=draw&record_id=11');
    unmount();
    registerPages('host', []);
    mockFetch(answer('GET', 'v1/draws/detail/11', drawDetail));
    renderAt(<DrawDetailPage />, '/draw/draw-detail?id=11');
    await screen.findByRole('heading', { name: 'Lotería Nacional 12:00' });
    expect(screen.queryByRole('link', { name: /Ver historial/ })).not.toBeInTheDocument();
  });

  it.each(['operator', 'client', 'ticket_seller'] as const)('shows a %s no link to the audit trail', async (role) => {
    signInAs(role);
    mockFetch(answer('GET', 'v1/draws/detail/11', drawDetail));
    renderAt(<DrawDetailPage />, '/draw/draw-detail?id=11');
    await screen.findByRole('heading', { name: 'Lotería Nacional 12:00' });
    expect(screen.queryByRole('link', { name: /Ver historial/ })).not.toBeInTheDocument();
  });

  it("shows 'Cerrado' and 'Pendiente' while a closed draw has no winning numbers", async () => {
    mockFetch(answer('GET', 'v1/draws/detail/11', { ...drawDetail, status: 'closed', winning_numbers: null, result_parts: null }));
    renderAt(<DrawDetailPage />, '/draw/draw-detail?id=11');
    await screen.findByRole('heading', { name: 'Lotería Nacional 12:00' });
    expect(screen.getByText('Cerrado')).toBeInTheDocument();
    expect(screen.getByText('Pendiente')).toBeInTheDocument(); // the winning numbers
  });

  it('shows a not-found state for an unknown draw', async () => {
    mockFetch(answer('GET', 'v1/draws/detail/999', { statusCode: 404, message: 'El sorteo no existe.' }, 404));
    renderAt(<DrawDetailPage />, '/draw/draw-detail?id=999');
    expect(await screen.findByText('No encontramos este sorteo.')).toBeInTheDocument();
  });

  it('asks nothing for a malformed id', async () => {
    const { calls } = mockFetch();
    renderAt(<DrawDetailPage />, '/draw/draw-detail?id=abc');
    expect(await screen.findByText('No encontramos este sorteo.')).toBeInTheDocument();
    expect(pathsOf(calls)).toEqual([]);
  });

  it('shows the error and retries', async () => {
    let fail = true;
    mockFetch((call) =>
      call.url.includes('v1/draws/detail/11')
        ? fail
          ? { status: 500, body: { message: 'Falló la base de datos.' } }
          : { body: drawDetail }
        : undefined,
    );
    renderAt(<DrawDetailPage />, '/draw/draw-detail?id=11');
    expect(await screen.findByText('Falló la base de datos.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Lotería Nacional 12:00' })).toBeInTheDocument();
  });
});

import { answer, mockFetch, pathsOf, queryOf, renderAt, screen, signInAs, within } from '@banca/kit/testing';
import { salesReportDetail } from '../../test/fixtures';
import ReportDetailPage from '.';

beforeEach(() => signInAs('admin'));

describe('ReportDetailPage', () => {
  it("shows the group's label, its days with the API totals and its latest tickets", async () => {
    const { calls } = mockFetch(answer('GET', /^v1\/reports\/sales\/detail/, salesReportDetail));
    renderAt(<ReportDetailPage />, '/reports/report-detail?from=2026-11-01&to=2026-11-30&group_by=booth&key=14');

    expect(await screen.findByRole('heading', { name: 'Taquilla Mi Terminalito', level: 2 })).toBeInTheDocument();
    expect(queryOf(calls[0])).toEqual({ from: '2026-11-01', to: '2026-11-30', group_by: 'booth', key: '14' });
    expect(screen.getByText(/del 01\/11\/2026 al 30\/11\/2026/)).toBeInTheDocument();

    const day = screen.getByText('02/11/2026').closest('tr')!;
    expect(
      within(day)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['02/11/2026', '15', '$145,00', '$60,00', '$85,00', '$14,50', '$70,50']);
    const totals = screen.getByText('Total').closest('tr')!;
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Total', '32', '$328,00', '$89,00', '$239,00', '$32,80', '$206,20']);

    const ticket = screen.getByText('TK-0004492').closest('tr')!;
    expect(within(ticket).getByText('No ganador')).toBeInTheDocument();
    expect(within(ticket).getByRole('link', { name: 'TK-0004492' })).toHaveAttribute('href', '/tickets/ticket-detail?id=4492');

    expect(screen.getByRole('link', { name: /Volver a reportes/ })).toHaveAttribute(
      'href',
      '/reports/reports?from=2026-11-01&to=2026-11-30&group_by=booth',
    );
  });

  it('shows a not-found state for an unknown group, and asks nothing without a key', async () => {
    mockFetch(answer('GET', /^v1\/reports\/sales\/detail/, { message: 'El grupo del reporte no existe.' }, 404));
    const { unmount } = renderAt(<ReportDetailPage />, '/reports/report-detail?from=2026-11-01&to=2026-11-30&group_by=seller&key=999');
    expect(await screen.findByText('No encontramos este grupo del reporte.')).toBeInTheDocument();
    unmount();

    const { calls } = mockFetch();
    renderAt(<ReportDetailPage />, '/reports/report-detail?from=2026-11-01&to=2026-11-30');
    expect(await screen.findByText('No encontramos este grupo del reporte.')).toBeInTheDocument();
    expect(pathsOf(calls)).toEqual([]);
  });
});

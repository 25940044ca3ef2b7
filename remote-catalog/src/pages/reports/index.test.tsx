import {
  answer,
  currentQuery,
  fireEvent,
  mockFetch,
  queryOf,
  type RecordedCall,
  renderAt,
  screen,
  signInAs,
  waitFor,
  within,
} from '@banca/kit/testing';
import { businessToday } from '@banca/kit';
import type dayjs from 'dayjs';
import { salesReport } from '../../test/fixtures';
import ReportsPage from '.';

beforeEach(() => signInAs('admin'));

const salesCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.includes('v1/reports/sales'));

describe('ReportsPage', () => {
  it('asks for this month grouped by booth by default', async () => {
    const { calls } = mockFetch(answer('GET', /^v1\/reports\/sales/, salesReport));
    renderAt(<ReportsPage />, '/reports/reports');
    await screen.findByRole('link', { name: 'Taquilla Mi Terminalito' });
    expect(queryOf(salesCalls(calls)[0])).toEqual({
      from: businessToday().startOf('month').format('YYYY-MM-DD'),
      to: businessToday().endOf('month').format('YYYY-MM-DD'),
      group_by: 'booth',
    });
    expect(screen.getByRole('radio', { name: 'Taquilla' })).toBeChecked();
  });

  it('shows the rows in currency and a totals row equal to the API totals', async () => {
    mockFetch(answer('GET', /^v1\/reports\/sales/, salesReport));
    renderAt(<ReportsPage />, '/reports/reports?from=2026-11-01&to=2026-11-30');

    const row = (await screen.findByRole('link', { name: 'Taquilla Sol de Oriente' })).closest('tr')!;
    expect(within(row).getByText('186')).toBeInTheDocument();
    expect(within(row).getByText('$2.105,00')).toBeInTheDocument();
    expect(within(row).getByText('$2.420,50')).toBeInTheDocument();
    expect(within(row).getByText('-$315,50')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Taquilla Sol de Oriente' })).toHaveAttribute(
      'href',
      '/reports/report-detail?from=2026-11-01&to=2026-11-30&group_by=booth&key=8',
    );

    const totals = screen.getByText('Total').closest('tr')!;
    const cells = within(totals)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Total', '10.491', '$12.345,67', '$3.725,50', '$8.620,17', '$1.234,57', '$7.385,60']);
  });

  it('with two currencies enabled, reads and writes the figures of the one picked (never both added)', async () => {
    const { calls } = mockFetch(
      answer('GET', 'v1/settings/currencies', { enabled: ['VES', 'USD'], default: 'USD' }, 200, { etag: '"1"' }),
      (call) => {
        const url = new URL(call.url);
        if (call.method !== 'GET' || url.pathname !== '/api/v1/reports/sales') return undefined;
        return { body: url.searchParams.get('currency') === 'VES' ? { ...salesReport, currency: 'VES' } : salesReport };
      },
    );
    renderAt(<ReportsPage />, '/reports/reports?from=2026-11-01&to=2026-11-30');
    const row = async () => (await screen.findByRole('link', { name: 'Taquilla Sol de Oriente' })).closest('tr')!;
    expect(within(await row()).getByText('$2.105,00')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('radio', { name: 'Bs' }));
    await waitFor(async () => expect(within(await row()).getByText('Bs 2.105,00')).toBeInTheDocument());
    expect(queryOf(salesCalls(calls).at(-1)!)).toMatchObject({ currency: 'VES' });
    expect(currentQuery()).toMatchObject({ currency: 'VES' });
  });

  it('reads range and grouping from the URL, and writes the grouping back', async () => {
    const { calls } = mockFetch(answer('GET', /^v1\/reports\/sales/, salesReport));
    renderAt(<ReportsPage />, '/reports/reports?from=2026-10-01&to=2026-10-15&group_by=seller');
    await screen.findByRole('link', { name: 'Taquilla Mi Terminalito' });
    expect(queryOf(salesCalls(calls)[0])).toEqual({ from: '2026-10-01', to: '2026-10-15', group_by: 'seller' });
    expect(screen.getByDisplayValue('01/10/2026')).toBeInTheDocument();
    expect(screen.getByDisplayValue('15/10/2026')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Juego', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(currentQuery()).toEqual({ from: '2026-10-01', to: '2026-10-15', group_by: 'game' }));
    await waitFor(() => expect(queryOf(salesCalls(calls).at(-1)!)).toEqual({ from: '2026-10-01', to: '2026-10-15', group_by: 'game' }));
    // By game type: each type's commission (the prize plans' own percentages).
    fireEvent.click(screen.getByText('Tipo de juego', { selector: '.ant-segmented-item-label' }));
    await waitFor(() =>
      expect(queryOf(salesCalls(calls).at(-1)!)).toEqual({ from: '2026-10-01', to: '2026-10-15', group_by: 'game_type' }),
    );
  });

  it("applies the 'Hoy' preset and writes the range to the URL", async () => {
    const { calls } = mockFetch(answer('GET', /^v1\/reports\/sales/, salesReport));
    renderAt(<ReportsPage />, '/reports/reports?from=2026-10-01&to=2026-10-15');
    await screen.findByRole('link', { name: 'Taquilla Mi Terminalito' });

    fireEvent.mouseDown(screen.getByDisplayValue('01/10/2026'));
    fireEvent.click(screen.getByDisplayValue('01/10/2026'));
    fireEvent.click(await screen.findByText('Hoy'));
    const today = businessToday().format('YYYY-MM-DD');
    await waitFor(() => expect(currentQuery()).toEqual({ from: today, to: today }));
    await waitFor(() => expect(queryOf(salesCalls(calls).at(-1)!)).toEqual({ from: today, to: today, group_by: 'booth' }));
  });

  it('offers no day after today in the range picker', async () => {
    mockFetch(answer('GET', /^v1\/reports\/sales/, salesReport));
    // A range that ends yesterday, so the panel shows today's month with the days after today.
    const yesterday = businessToday().subtract(1, 'day');
    const from = yesterday.subtract(1, 'day').format('YYYY-MM-DD');
    renderAt(<ReportsPage />, `/reports/reports?from=${from}&to=${yesterday.format('YYYY-MM-DD')}`);
    await screen.findByRole('link', { name: 'Taquilla Mi Terminalito' });
    fireEvent.mouseDown(screen.getAllByRole('textbox')[0]);
    fireEvent.click(screen.getAllByRole('textbox')[0]);
    const cell = (day: dayjs.Dayjs) => document.querySelector(`td[title="${day.format('YYYY-MM-DD')}"]`);
    await waitFor(() => expect(cell(businessToday())).not.toBeNull());
    expect(cell(businessToday())).not.toHaveClass('ant-picker-cell-disabled');
    // Every day shown after today is disabled.
    const later = [...document.querySelectorAll<HTMLElement>('td[title]')].filter((td) => td.title > businessToday().format('YYYY-MM-DD'));
    expect(later.length).toBeGreaterThan(0);
    for (const td of later) expect(td).toHaveClass('ant-picker-cell-disabled');
  });

  it('shows the empty and error states', async () => {
    mockFetch(answer('GET', /^v1\/reports\/sales/, { ...salesReport, rows: [], totals: { tickets: 0, sales: 0, prizes: 0, net: 0 } }));
    const { unmount } = renderAt(<ReportsPage />, '/reports/reports');
    expect(await screen.findByText('No hay ventas en este rango de fechas.')).toBeInTheDocument();
    unmount();

    mockFetch(answer('GET', /^v1\/reports\/sales/, { message: 'El rango de fechas no puede superar 366 días.' }, 400));
    renderAt(<ReportsPage />, '/reports/reports?from=2020-01-01&to=2026-01-01');
    expect(await screen.findByText('El rango de fechas no puede superar 366 días.')).toBeInTheDocument();
    // A range the server refuses is refused again: no "Reintentar" that can never work.
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });
});

import { answer, fireEvent, mockFetch, renderPage, screen, waitFor, within } from '@banca/kit/testing';
import type { Role } from '@banca/contracts';
import { resetEnvironment, signInAs } from '../../test/environment';
import { dashboardSummary, knowPages, profileOf } from '../../test/fixtures';
import DashboardPage from '.';

beforeEach(() => {
  resetEnvironment();
  // As the shell does once the remotes' routes are loaded: their pages' links resolve.
  knowPages();
});
afterEach(() => jest.useRealTimers());

/** The clock reads `iso` (only the date: timers keep running for antd and Testing Library). */
function clockAt(iso: string) {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

function renderDashboard(role: Role = 'admin', summaryAnswer = answer('GET', 'v1/dashboard/summary', dashboardSummary())) {
  const profile = profileOf(role);
  signInAs(profile);
  const server = mockFetch(summaryAnswer, answer('GET', 'v1/auth/profile', profile));
  renderPage(<DashboardPage />, { route: '/', path: '/' });
  return server;
}

const tiles = () => within(screen.getByRole('list', { name: 'Accesos directos' })).getAllByRole('link');
const rowsOf = (table: string) => {
  const card = screen.getByText(table).closest('.ant-card') as HTMLElement;
  return [...card.querySelectorAll('tbody tr.ant-table-row')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
};

describe('DashboardPage tiles', () => {
  it.each<[Role, string[]]>([
    ['admin', ['Sorteos', 'Juegos', 'Tickets', 'Usuarios', 'Taquillas', 'Reportes']],
    ['operator', ['Sorteos', 'Juegos', 'Tickets', 'Usuarios', 'Taquillas', 'Reportes']],
    ['client', ['Sorteos', 'Juegos', 'Tickets', 'Taquillas', 'Reportes']],
    ['ticket_seller', ['Sorteos', 'Juegos', 'Tickets', 'Reportes']],
  ])('shows %s the numbered tiles it may open, each named by the text it shows', (role, labels) => {
    renderDashboard(role);
    const shown = tiles();
    expect(shown).toHaveLength(labels.length);
    shown.forEach((tile, index) => {
      // A name that differs from the visible text confuses speech input ("pulsa Sorteos").
      expect(tile).not.toHaveAttribute('aria-label');
      expect(tile).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${labels[index]} `)));
      expect(tile).toHaveTextContent(new RegExp(`^${index + 1}${labels[index]}`));
    });
  });

  it('leads to the pages themselves (their route manifests’ paths)', () => {
    renderDashboard('admin');
    expect(tiles().map((tile) => tile.getAttribute('href'))).toEqual([
      '/draw/draws',
      '/games/games',
      '/tickets/tickets',
      '/admin/users',
      '/admin/booths',
      '/reports/reports',
    ]);
  });
});

describe('DashboardPage summary', () => {
  it("shows today's figures", async () => {
    renderDashboard();
    expect(await screen.findByText('$1.234,50')).toBeInTheDocument();
    const figure = (title: string) => screen.getByText(title).closest('.ant-statistic') as HTMLElement;
    expect(figure('Sorteos de hoy')).toHaveTextContent('20');
    expect(figure('Tickets vendidos hoy')).toHaveTextContent('154');
    expect(figure('Ganadores de hoy')).toHaveTextContent('7');
  });

  it('fills "Eventos de ventas" from the API, times of today as HH:mm', async () => {
    clockAt('2026-11-20T22:00:00Z');
    renderDashboard();
    await screen.findByText('TK-0004428');
    const card = screen.getByText('Eventos de ventas').closest('.ant-card') as HTMLElement;
    expect([...card.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Usuario', 'Venta', 'Hora']);
    expect(rowsOf('Eventos de ventas')).toEqual([
      ['Yelitza Pérez', 'TK-0004428 · $11,00', '15:34'],
      // A sale cancelled afterwards says so.
      ['Jesús Parra', 'TK-0004367 · $5,00Anulado', '09:04'],
    ]);
    const link = screen.getByRole('link', { name: 'TK-0004428' });
    expect(link).toHaveAttribute('href', '/tickets/ticket-detail?id=4428');
    // A link in a line of text is told from it by more than its colour (axe's link-in-text-block).
    expect(link).toHaveStyle({ textDecoration: 'underline' });
  });

  it('shows the date of the sales of another day (a seller’s list spans several days)', async () => {
    // 01:00 UTC on the 21st is still the 20th in Caracas; 13:04 UTC on the 19th is the 19th
    clockAt('2026-11-21T01:00:00Z');
    const events = [
      {
        ticket_id: 4428,
        user: 'Yelitza Pérez',
        sale: 'TK-0004428',
        amount: 11,
        currency: 'USD' as const,
        time: '2026-11-20T19:34:48.000Z',
        cancelled: false,
      },
      {
        ticket_id: 4367,
        user: 'Jesús Parra',
        sale: 'TK-0004367',
        amount: 5,
        currency: 'USD' as const,
        time: '2026-11-19T13:04:04.000Z',
        cancelled: false,
      },
    ];
    renderDashboard('ticket_seller', answer('GET', 'v1/dashboard/summary', dashboardSummary({ sales_events: events })));
    await screen.findByText('TK-0004428');
    expect(rowsOf('Eventos de ventas').map((cells) => cells[2])).toEqual(['15:34', '19/11/2026 09:04']);
  });

  it('fills "Sorteos del día" from the API, statuses in Spanish', async () => {
    renderDashboard();
    await screen.findByText('Parley Hípico');
    const card = screen.getByText('Sorteos del día').closest('.ant-card') as HTMLElement;
    expect([...card.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Sorteo', 'Estado', 'Hora']);
    expect(rowsOf('Sorteos del día')).toEqual([
      // the time once, in its column
      ['Lotería Nacional', 'Finalizado', '12:00'],
      ['Parley', 'Abierto', '14:00'],
      ['Parley Hípico', 'Cerrado', '16:00'],
    ]);
  });

  it('says so in Spanish when there is nothing today', async () => {
    renderDashboard('admin', answer('GET', 'v1/dashboard/summary', dashboardSummary({ sales_events: [], draws_today: [] })));
    expect(await screen.findByText('No hay ventas registradas.')).toBeInTheDocument();
    expect(screen.getByText('No hay sorteos programados para hoy.')).toBeInTheDocument();
  });

  it('shows placeholders while loading', () => {
    signInAs(profileOf('admin'));
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    renderPage(<DashboardPage />, { route: '/', path: '/' });
    expect(document.querySelectorAll('.ant-skeleton-active').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('Eventos de ventas')).toBeInTheDocument();
    expect(document.querySelector('tbody')).not.toBeInTheDocument();
  });

  it('offers "Reintentar" when the summary fails, and recovers', async () => {
    renderDashboard('admin', answer('GET', 'v1/dashboard/summary', { statusCode: 500, message: 'Error' }, 500));
    expect(await screen.findByText('No se pudo cargar el resumen del día.')).toBeInTheDocument();
    expect(tiles()).toHaveLength(6);

    mockFetch(answer('GET', 'v1/dashboard/summary', dashboardSummary()));
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByText('Parley Hípico')).toBeInTheDocument());
    expect(screen.queryByText('No se pudo cargar el resumen del día.')).not.toBeInTheDocument();
  });
});

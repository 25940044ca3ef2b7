import type { DrawExposure, ExposureRow } from '@banca/contracts';
import {
  currentQuery,
  fireEvent,
  mockFetch,
  pickOption,
  queryOf,
  type RecordedCall,
  renderAt,
  screen,
  signInAs,
  waitFor,
  within,
} from '@banca/kit/testing';
import DrawExposurePage from '.';

const row = (selection: string, overrides: Partial<ExposureRow> = {}): ExposureRow => ({
  game_type_id: 1,
  game_type_name: 'Terminal',
  bet_format: 'terminal',
  selection,
  amount: 10,
  tickets: 2,
  payout: 700,
  limit: { scope: 'owner', holder: 'Gustavo Salazar', max_amount: 500, sold: 10, available: 490 },
  over_limit: false,
  ...overrides,
});

const ROWS = [
  row('37', {
    amount: 620.5,
    tickets: 41,
    payout: 43435,
    over_limit: true,
    limit: { scope: 'global', holder: null, max_amount: 500, sold: 620.5, available: 0 },
  }),
  row('08'),
  row('5120', { game_type_name: 'Cuaterna', bet_format: 'cuaterna', limit: null }),
];

const exposureOf = (numbers: ExposureRow[], page = 1, total = numbers.length, limit = 50): DrawExposure => ({
  draw: { id: 11, name: 'Lotería Nacional 19:00', status: 'open', draw_at: '2026-11-20T23:00:00.000Z' },
  currency: 'USD',
  numbers,
  page,
  total,
  totalPages: Math.ceil(total / limit),
  summary: { amount: 640.5, tickets: 45, max_payout: 43435, over_limit: 1 },
});

/** The exposure of draw 11: pages of the rows asked for (the CSV export reads pages of 500). */
const exposureApi = (rows: ExposureRow[]) => (call: RecordedCall) => {
  const url = new URL(call.url);
  if (url.pathname !== '/api/v1/draws/detail/11/exposure') return undefined;
  const limit = Number(url.searchParams.get('limit') ?? 50);
  const page = Number(url.searchParams.get('page') ?? 1);
  const shown = url.searchParams.get('over_limit') === 'true' ? rows.filter((r) => r.over_limit) : rows;
  return { body: exposureOf(shown.slice((page - 1) * limit, page * limit), page, shown.length, limit) };
};
const exposureCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url.includes('/exposure'));

beforeEach(() => signInAs('operator'));

describe('DrawExposurePage', () => {
  it('shows each number with what was sold, what it pays and the limit that binds with whose it is, the ones over it highlighted', async () => {
    const { calls } = mockFetch(exposureApi(ROWS));
    renderAt(<DrawExposurePage />, '/draw/draw-exposure?id=11');
    expect(await screen.findByRole('heading', { name: 'Exposición de Lotería Nacional 19:00' })).toBeInTheDocument();
    expect(queryOf(exposureCalls(calls)[0])).toEqual({ page: '1', sort: 'payout', order: 'desc' });
    const over = screen.getByText('37').closest('tr')!;
    expect(within(over).getByText('$620,50')).toBeInTheDocument();
    expect(within(over).getByText('41')).toBeInTheDocument();
    expect(within(over).getByText('$43.435,00')).toBeInTheDocument();
    expect(within(over).getByText('$500,00')).toBeInTheDocument();
    expect(within(over).getByText('Global')).toBeInTheDocument();
    expect(within(over).getByText('$0,00')).toBeInTheDocument();
    expect(within(over).getByText('Supera el límite')).toBeInTheDocument();
    const inside = screen.getByText('08').closest('tr')!;
    expect(within(inside).getByText('Dentro del límite')).toBeInTheDocument();
    expect(within(inside).getByText('Propietario: Gustavo Salazar')).toBeInTheDocument();
    expect(within(inside).getByText('$490,00')).toBeInTheDocument();
    expect(within(screen.getByText('5120').closest('tr')!).getByText('Sin límite')).toBeInTheDocument();
    expect(screen.getByText('Números sobre el límite').closest('.ant-statistic')).toHaveTextContent('1');
    expect(screen.getByText('Abierto')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Volver al sorteo/ })).toHaveAttribute('href', '/draw/draw-detail?id=11');
  });

  it('shows an animal with its name (00 Ballena), and a terminal 00 as it is', async () => {
    mockFetch(
      exposureApi([row('00', { game_type_id: 9, game_type_name: 'Animalito', bet_format: 'animal', amount: 7 }), row('00', { amount: 3 })]),
    );
    renderAt(<DrawExposurePage />, '/draw/draw-exposure?id=11');
    const animal = (await screen.findByText('00 Ballena')).closest('tr')!;
    expect(within(animal).getByText('Animalito')).toBeInTheDocument();
    expect(within(screen.getByText('00').closest('tr')!).getByText('Terminal')).toBeInTheDocument();
  });

  it('sorts and filters on the server, keeping both in the URL', async () => {
    const { calls } = mockFetch(exposureApi(ROWS));
    renderAt(<DrawExposurePage />, '/draw/draw-exposure?id=11');
    await screen.findByText('37');
    await pickOption(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Ordenar por: Número');
    await pickOption(screen.getByRole('combobox', { name: 'Orden' }), 'Menor primero');
    await waitFor(() => expect(currentQuery()).toEqual({ id: '11', sort: 'selection', order: 'asc' }));
    await waitFor(() => expect(queryOf(exposureCalls(calls).at(-1)!)).toEqual({ page: '1', sort: 'selection', order: 'asc' }));
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(queryOf(exposureCalls(calls).at(-1)!)).toMatchObject({ over_limit: 'true' }));
    await waitFor(() => expect(screen.queryByText('08')).not.toBeInTheDocument());
  });

  it('exports every number, not only the page shown, as a CSV for Excel in Spanish', async () => {
    const many = Array.from({ length: 120 }, (_, i) => row(String(i).padStart(2, '0'), { amount: i + 0.5 }));
    const { calls } = mockFetch(exposureApi(many));
    const files: { name: string; blob: Blob }[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push({ name: '', blob });
      return 'blob:test';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files[files.length - 1].name = this.download;
    });
    try {
      renderAt(<DrawExposurePage />, '/draw/draw-exposure?id=11');
      await screen.findByText('00');
      fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
      await waitFor(() => expect(files).toHaveLength(1));
      expect(queryOf(exposureCalls(calls).at(-1)!)).toMatchObject({ page: '1', limit: '500', sort: 'payout', order: 'desc' });
      expect(files[0].name).toBe('exposicion-sorteo-11.csv');
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await files[0].blob.arrayBuffer());
      const lines = text.split('\r\n');
      expect(lines[0]).toBe(
        '\uFEFFJuego;Número;Monto vendido;Tickets;Pago si gana;Tope que limita;De quién es el tope;Vendido en su alcance;Disponible;Supera el límite',
      );
      expect(lines[1]).toBe('Terminal;00;0,50;2;700,00;500,00;Propietario: Gustavo Salazar;10,00;490,00;No');
      expect(lines).toHaveLength(122); // header, 120 numbers, the final line end
    } finally {
      click.mockRestore();
    }
  });
});

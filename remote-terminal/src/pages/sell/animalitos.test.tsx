/** Selling animalitos: the grid of the 38 animals (number and name), then the amount; lines and receipt say `00 Ballena`. */
import type { TerminalDraw } from '@banca/contracts';
import { answer, callsTo, fastUser, mockFetch, renderPage, type Responder, screen, waitFor, within } from '@banca/kit/testing';
import { draw, DRAWS, resetTerminal, sale, signInTerminal } from '../../test/fixtures';
import SellPage from '.';

const ANIMALITOS: TerminalDraw = {
  ...draw(503, 'Lotto Animalitos 12:00', 55, 3, 'Lotto Animalitos'),
  game_types: [
    {
      id: 9,
      name: 'Animalito',
      kind: 'single',
      bet_format: 'animal',
      min_bet: { VES: 1, USD: 1 },
      max_bet: { VES: null, USD: null },
      payout: 30,
    },
  ],
};

/** Every animal of draw 503 without a tope. */
const availability: Responder = (call) => {
  const url = new URL(call.url);
  if (!url.pathname.endsWith('/v1/draws/detail/503/availability')) return undefined;
  return { body: { selection: url.searchParams.get('selection'), limit: null, sold: 0, available: null, blocked: false } };
};

beforeEach(() => {
  resetTerminal();
  signInTerminal();
});

async function openAnimalitos(user: ReturnType<typeof fastUser>) {
  renderPage(<SellPage />);
  await user.click(within(await screen.findByRole('group', { name: 'Juego' })).getByRole('button', { name: 'Lotto Animalitos' }));
  return screen.findByRole('group', { name: 'Animalitos' });
}

describe('Vender animalitos', () => {
  it('shows the 38 animals as buttons with number and name, none picked, only for an animalitos draw', async () => {
    mockFetch(answer('GET', 'v1/terminal/draws', [...DRAWS, ANIMALITOS]), availability);
    const user = fastUser();
    renderPage(<SellPage />);
    await screen.findByLabelText('Número');
    expect(screen.queryByRole('group', { name: 'Animalitos' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Juego' })).getByRole('button', { name: 'Lotto Animalitos' }));
    const grid = await screen.findByRole('group', { name: 'Animalitos' });
    const animals = within(grid).getAllByRole('button');
    expect(animals).toHaveLength(38);
    expect(animals.slice(0, 3).map((button) => button.textContent)).toEqual(['0 Delfín', '00 Ballena', '1 Carnero']);
    expect(animals.at(-1)).toHaveAccessibleName('36 Culebra');
    expect(animals.every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
  });

  it('picks an animal with a tap (or the keyboard), goes to the amount, and sells it shown as number and name', async () => {
    const sold = sale({
      draw_id: 503,
      draw_name: 'Lotto Animalitos 12:00',
      total: 3,
      lines: [
        { game_type_id: 9, game_type_name: 'Animalito', selection: '00', amount: 2, potential_payout: 60, payout: 30 },
        { game_type_id: 9, game_type_name: 'Animalito', selection: '0', amount: 1, potential_payout: 30, payout: 30 },
      ],
    });
    const { calls } = mockFetch(
      answer('GET', 'v1/terminal/draws', [...DRAWS, ANIMALITOS]),
      availability,
      answer('POST', 'v1/tickets/create', sold, 201),
    );
    const user = fastUser();
    const grid = await openAnimalitos(user);
    await user.click(within(grid).getByRole('button', { name: '00 Ballena' }));
    expect(within(grid).getByRole('button', { name: '00 Ballena' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(grid).getByRole('button', { name: '0 Delfín' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByLabelText('Monto')).toHaveFocus());
    await user.type(screen.getByLabelText('Monto'), '2{Enter}');
    // By keyboard: the animal's button takes the focus and Enter picks it.
    within(grid).getByRole('button', { name: '0 Delfín' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Monto')).toHaveFocus());
    await user.clear(screen.getByLabelText('Monto'));
    await user.type(screen.getByLabelText('Monto'), '1{Enter}');
    const lines = within(screen.getByRole('list', { name: 'Jugadas' })).getAllByRole('listitem');
    expect(lines.map((item) => item.querySelector('.t-line-number')?.textContent)).toEqual(['00 Ballena', '0 Delfín']);

    await user.click(screen.getByRole('button', { name: 'Vender $3,00' }));
    const receipt = await screen.findByRole('article', { name: `Ticket ${sold.code}` });
    expect(receipt).toHaveTextContent('Animalito 00 Ballena');
    expect(receipt).toHaveTextContent('Animalito 0 Delfín');
    const [sent] = callsTo(calls, 'v1/tickets/create');
    expect(sent.body).toMatchObject({
      draw_id: 503,
      lines: [
        { game_type_id: 9, selection: '00', amount: 2 },
        { game_type_id: 9, selection: '0', amount: 1 },
      ],
    });
  });
});

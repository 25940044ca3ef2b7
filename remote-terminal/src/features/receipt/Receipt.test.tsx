import { fastUser, renderPage, screen } from '@banca/kit/testing';
import { resetTerminal, sale, ticketDetail } from '../../test/fixtures';
import { Receipt } from './Receipt';
import { receiptOfSale, receiptOfTicket, receiptText } from './receiptData';

beforeEach(() => resetTerminal());
afterEach(() => {
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('the receipt', () => {
  it('as text: booth, code, draw, lines with what each pays, total, time of sale and until when it may be annulled, in Caracas time', () => {
    expect(receiptText(receiptOfSale(sale()))).toBe(
      [
        'Agencia La Fortuna',
        'Ticket EE5Z-V1Q2-3NXBA',
        // The draw's hour is in its name: written once.
        'Sorteo: Lotería Nacional 12:00 · 26/11/2026',
        'Terminal 37: $2,50 (paga $175,00, 70×)',
        'Terminal 05: $1,25 (paga $87,50, 70×)',
        'Total: $3,75',
        'Vendido: 26/11/2026 11:02 · Yelitza Pérez',
        'Anular hasta 11:07',
      ].join('\n'),
    );
  });

  it('writes every amount in the ticket’s currency: a sale in bolívares as Bs, on screen and as text', () => {
    const bolivares = receiptOfSale(sale({ currency: 'VES', total: 1234.5 }));
    expect(receiptText(bolivares)).toContain('Terminal 37: Bs 2,50 (paga Bs 175,00, 70×)');
    expect(receiptText(bolivares)).toContain('Total: Bs 1.234,50');
    renderPage(<Receipt data={bolivares} />);
    expect(screen.getByText('Bs 1.234,50')).toBeInTheDocument();
    expect(screen.getByText('paga Bs 175,00, 70×')).toBeInTheDocument();
  });

  it('on screen names the draw with its hour once, and the hour after a draw named otherwise', () => {
    const { unmount } = renderPage(<Receipt data={receiptOfSale(sale())} />);
    expect(screen.getByText('Sorteo: Lotería Nacional 12:00 · 26/11/2026')).toBeInTheDocument();
    unmount();
    renderPage(<Receipt data={{ ...receiptOfSale(sale()), drawName: 'Lotería Nacional' }} />);
    expect(screen.getByText('Sorteo: Lotería Nacional · 26/11/2026 12:00')).toBeInTheDocument();
  });

  it('shows an animal with its name, from the ticket and from the sale (by the game type the terminal knows)', () => {
    const animal = {
      id: 3,
      game_type_name: 'Animalito',
      kind: 'single' as const,
      bet_format: 'animal' as const,
      selection: '00',
      amount: 2,
      potential_payout: 60,
      payout: 30,
      is_winner: false,
    };
    expect(receiptText(receiptOfTicket(ticketDetail({ lines: [animal] })))).toContain('Animalito 00 Ballena: $2,00 (paga $60,00, 30×)');
    const sold = sale({
      lines: [{ game_type_id: 9, game_type_name: 'Animalito', selection: '0', amount: 1, potential_payout: 30, payout: 30 }],
    });
    expect(receiptText(receiptOfSale(sold, (typeId, selection) => (typeId === 9 ? `${selection} Delfín` : selection)))).toContain(
      'Animalito 0 Delfín: $1,00',
    );
  });

  it('shows what each line pays with the multiplier it was sold with (its owner’s plan), on screen and as text', () => {
    // A line sold with the owner's plan of 82,5× beside one at the game type's 70×.
    const sold = sale({
      lines: [
        { game_type_id: 1, game_type_name: 'Terminal', selection: '37', amount: 2, potential_payout: 165, payout: 82.5 },
        { game_type_id: 2, game_type_name: 'Triple', selection: '137', amount: 1, potential_payout: 600, payout: 600 },
      ],
    });
    renderPage(<Receipt data={receiptOfSale(sold)} />);
    expect(screen.getByText('paga $165,00, 82,5×')).toBeInTheDocument();
    expect(screen.getByText('paga $600,00, 600×')).toBeInTheDocument();
    expect(receiptText(receiptOfSale(sold))).toContain('Terminal 37: $2,00 (paga $165,00, 82,5×)');
    const kept = ticketDetail();
    kept.lines[0] = { ...kept.lines[0], amount: 2, potential_payout: 165, payout: 82.5 };
    expect(receiptText(receiptOfTicket(kept))).toContain('(paga $165,00, 82,5×)');
  });

  it('of an annulled ticket says so', () => {
    expect(receiptText(receiptOfTicket(ticketDetail({ status: 'cancelled' })))).toContain('Ticket EE5Z-V1Q2-3NXBA\nANULADO\n');
  });

  it("is shared through the phone's share sheet where there is one", async () => {
    const share = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = fastUser();
    renderPage(<Receipt data={receiptOfSale(sale())} />);
    await user.click(screen.getByRole('button', { name: 'Compartir' }));
    expect(share).toHaveBeenCalledWith({ title: 'Ticket EE5Z-V1Q2-3NXBA', text: receiptText(receiptOfSale(sale())) });
  });

  it('is copied as text where there is no share sheet, and shown to copy by hand where the clipboard is not allowed either', async () => {
    // (user-event puts a clipboard of its own on the navigator: this one replaces it afterwards.)
    const user = fastUser();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { unmount } = renderPage(<Receipt data={receiptOfSale(sale())} />);
    await user.click(screen.getByRole('button', { name: 'Compartir' }));
    expect(await screen.findByText('Texto del ticket copiado: pégalo en el mensaje.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(receiptText(receiptOfSale(sale())));
    unmount();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderPage(<Receipt data={receiptOfSale(sale())} />);
    await user.click(screen.getByRole('button', { name: 'Compartir' }));
    expect(await screen.findByLabelText('Copia el texto del ticket:')).toHaveValue(receiptText(receiptOfSale(sale())));
  });

  it('prints through the browser (the stylesheet prints the receipt alone on the roll)', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = fastUser();
    renderPage(<Receipt data={receiptOfSale(sale())} />);
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});

import { authStore } from '@banca/shared-auth';
import { answer, callsTo, fastUser, mockFetch, renderPage, screen, unreachable, waitFor, within } from '@banca/kit/testing';
import { resetDraft } from '../../features/sale/draft';
import { DEVICE_KEYS } from '../../shared/storage';
import { BOOTH, closedDay, DRAWS, openDay, resetTerminal, sale, SELLER, signInTerminal } from '../../test/fixtures';
import SellPage from '.';

const DAY = `v1/ticket_booths/detail/${BOOTH.id}/days/2026-11-26`;
const storedDraft = (sellerId = SELLER.id) => window.sessionStorage.getItem(DEVICE_KEYS.draft(sellerId));
const lineTexts = () =>
  within(screen.getByRole('list', { name: 'Jugadas' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const availability = (selection: string, available: number | null, limit: number | null = available, blocked = false) =>
  answer('GET', new RegExp(`^v1/draws/detail/501/availability\\?.*selection=${selection}`), {
    selection,
    limit,
    sold: 0,
    available,
    blocked,
  });

beforeEach(() => {
  resetTerminal();
  signInTerminal();
});

async function addLine(user: ReturnType<typeof fastUser>, number: string, amount: string) {
  await user.clear(screen.getByLabelText('Número'));
  await user.type(screen.getByLabelText('Número'), `${number}{Enter}`);
  await waitFor(() => expect(screen.getByLabelText('Monto')).toHaveFocus());
  await user.clear(screen.getByLabelText('Monto'));
  await user.type(screen.getByLabelText('Monto'), `${amount}{Enter}`);
}

describe('Vender', () => {
  it('shows the draws open for sale by game, the soonest chosen, each with the countdown to its cutoff', async () => {
    mockFetch(answer('GET', 'v1/terminal/draws', DRAWS));
    renderPage(<SellPage />);
    expect(await screen.findByRole('heading', { name: 'Vender', level: 1 })).toBeInTheDocument();
    const games = await screen.findByRole('group', { name: 'Juego' });
    expect(within(games).getByRole('button', { name: 'Lotería Nacional' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(games).getByRole('button', { name: 'Lotería Primitiva' })).toHaveAttribute('aria-pressed', 'false');
    const draws = screen.getByRole('group', { name: 'Sorteos de Lotería Nacional' });
    // 11:55 in Caracas, 55 minutes before the cutoff on the server's clock (not the device's).
    expect(within(draws).getByRole('button', { name: /^12:00 cierra en 5\d:\d\d$/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(draws).getByRole('button', { name: /^14:00 cierra en 2:5\d:\d\d$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Terminal/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes lines typed by keyboard with Spanish amounts, says what is still available of each number, and adds them up exactly', async () => {
    mockFetch(answer('GET', 'v1/terminal/draws', DRAWS), availability('37', 40, 100), availability('05', null));
    const user = fastUser();
    renderPage(<SellPage />);
    await screen.findByLabelText('Número');
    await user.type(screen.getByLabelText('Número'), '37');
    expect(await screen.findByText('Disponible: $40,00 de $100,00')).toBeInTheDocument();
    await addLine(user, '37', '2,50');
    await addLine(user, '5', '1,10');
    await addLine(user, '5', '1,20');
    const lines = screen.getByRole('list', { name: 'Jugadas' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['37Terminal$2,50', '05Terminal$1,10', '05Terminal$1,20']);
    // Added in cents: $4,80 (as floats, 1.1 + 1.2 is 2.3000000000000003).
    expect(screen.getByRole('button', { name: 'Vender $4,80' })).toBeInTheDocument();
    // The number field has the focus again for the next line, and the amount stays.
    expect(screen.getByLabelText('Número')).toHaveFocus();
    expect(screen.getByLabelText('Monto')).toHaveValue('1,2');
  });

  it('refuses a line it knows the server would refuse: not a bet of the format, an unreadable amount, below the minimum, past what is available', async () => {
    mockFetch(answer('GET', 'v1/terminal/draws', DRAWS), availability('37', 3, 10), availability('99', 0, 0, true));
    const user = fastUser();
    renderPage(<SellPage />);
    await screen.findByLabelText('Número');
    await addLine(user, '37', '2.5');
    expect(await screen.findByText('Usa la coma para los decimales (7,5) y el punto solo para los miles (1.000).')).toBeInTheDocument();
    await addLine(user, '37', '0,50');
    expect(await screen.findByText('El monto mínimo de Terminal es $1,00.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Número'));
    await user.type(screen.getByLabelText('Número'), '37');
    await screen.findByText('Disponible: $3,00 de $10,00');
    await addLine(user, '37', '4');
    expect(await screen.findByText('Del 37 solo quedan $3,00 por vender.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Número'));
    await user.type(screen.getByLabelText('Número'), '99');
    await screen.findByText('Bloqueado');
    await addLine(user, '99', '1');
    expect(await screen.findByText('El 99 está bloqueado: no se vende en este sorteo.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Número'));
    await user.type(screen.getByLabelText('Número'), '123{Enter}');
    expect(await screen.findByText('Dos cifras, de 00 a 99 (por ejemplo 37).', { selector: '.t-field-error' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Jugadas' })).not.toBeInTheDocument();
  });

  it("refuses an amount above the API's maximum per line in words, before it is a line (never $99.999.999.999,00)", async () => {
    mockFetch(answer('GET', 'v1/terminal/draws', DRAWS), availability('37', null));
    const user = fastUser();
    renderPage(<SellPage />);
    await screen.findByLabelText('Número');
    await addLine(user, '37', '99.999.999.999');
    expect(await screen.findByText('El monto máximo por jugada es $1.000.000.000,00.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Jugadas' })).not.toBeInTheDocument();
    await addLine(user, '37', '1.000.000.000');
    // The maximum itself is a stake far above the usual: asked once, then it is a line.
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Sí, agregar $1.000.000.000,00' }));
    expect(within(await screen.findByRole('list', { name: 'Jugadas' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('sells with one tap (a new request_id, amounts as numbers) and shows the receipt with until when it may be annulled, in Caracas time', async () => {
    const { calls } = mockFetch(
      answer('GET', 'v1/terminal/draws', DRAWS),
      availability('37', null),
      availability('05', null),
      answer('POST', 'v1/tickets/create', sale(), 201),
    );
    const user = fastUser();
    renderPage(<SellPage />);
    await screen.findByLabelText('Número');
    await addLine(user, '37', '2,50');
    await addLine(user, '5', '1,25');
    await user.click(screen.getByRole('button', { name: 'Vender $3,75' }));
    const receipt = await screen.findByRole('article', { name: 'Ticket EE5Z-V1Q2-3NXBA' });
    expect(within(receipt).getByText('Anular hasta 11:07')).toBeInTheDocument();
    expect(within(receipt).getByText('Agencia La Fortuna')).toBeInTheDocument();
    expect(within(receipt).getByRole('img', { name: 'Código QR del ticket EE5Z-V1Q2-3NXBA' })).toBeInTheDocument();
    expect(receipt).toHaveTextContent('Vendido: 26/11/2026 11:02');
    expect(receipt).toHaveTextContent('Total$3,75');
    const [sent] = callsTo(calls, 'v1/tickets/create');
    expect(sent.body).toEqual({
      request_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      draw_id: 501,
      lines: [
        { game_type_id: 1, selection: '37', amount: 2.5 },
        { game_type_id: 1, selection: '05', amount: 1.25 },
      ],
    });
    expect(window.localStorage.getItem(DEVICE_KEYS.pendingSale(SELLER.id))).toBeNull();
    // "Nueva venta" has the focus: Enter starts the next sale, with no lines left.
    expect(screen.getByRole('button', { name: 'Nueva venta' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Vender $0,00' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('at a booth selling in bolívares and dollars, sells in the currency picked, shows it, and starts the next sale in it', async () => {
    const session = {
      seller: SELLER,
      booth: BOOTH,
      expires_at: '2026-11-26T23:00:00.000Z',
      cancel_window_minutes: 5,
      currencies: ['VES', 'USD'],
    };
    const { calls } = mockFetch(
      answer('GET', 'v1/terminal/session', session),
      answer('GET', 'v1/terminal/draws', DRAWS),
      availability('37', null),
      answer('POST', 'v1/tickets/create', sale({ currency: 'VES', total: 2.5, lines: [sale().lines[0]] }), 201),
    );
    const user = fastUser();
    const { unmount } = renderPage(<SellPage />);
    const currency = await screen.findByRole('group', { name: 'Moneda' });
    // Nothing sold yet on this device: the booth's first currency.
    expect(within(currency).getByRole('button', { name: 'Bolívares (Bs)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(currency).getByRole('button', { name: 'Dólares ($)' }));
    await addLine(user, '37', '2,50');
    expect(screen.getByRole('button', { name: 'Vender $2,50' })).toBeInTheDocument();
    await user.click(within(currency).getByRole('button', { name: 'Bolívares (Bs)' }));
    await user.click(screen.getByRole('button', { name: 'Vender Bs 2,50' }));
    const receipt = await screen.findByRole('article', { name: 'Ticket EE5Z-V1Q2-3NXBA' });
    expect(receipt).toHaveTextContent('TotalBs 2,50');
    expect(callsTo(calls, 'v1/tickets/create')[0].body).toMatchObject({ currency: 'VES' });
    await user.click(screen.getByRole('button', { name: 'Nueva venta' }));
    expect(await screen.findByRole('button', { name: 'Vender Bs 0,00' })).toBeInTheDocument();
    unmount();

    // Remembered on the device: the next visit starts in bolívares.
    expect(window.localStorage.getItem(DEVICE_KEYS.currency(SELLER.id))).toBe('VES');
    renderPage(<SellPage />);
    const again = await screen.findByRole('group', { name: 'Moneda' });
    expect(within(again).getByRole('button', { name: 'Bolívares (Bs)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks what is available of a number in the sale’s currency and writes it in that currency (a tope counts its currency only)', async () => {
    const session = {
      seller: SELLER,
      booth: BOOTH,
      expires_at: '2026-11-26T23:00:00.000Z',
      cancel_window_minutes: 5,
      currencies: ['VES', 'USD'],
    };
    const inCurrency = (currency: string, available: number, limit: number) =>
      answer('GET', new RegExp(`^v1/draws/detail/501/availability\\?.*selection=37.*currency=${currency}`), {
        selection: '37',
        limit,
        sold: limit - available,
        available,
        blocked: false,
        currency,
      });
    const { calls } = mockFetch(
      answer('GET', 'v1/terminal/session', session),
      answer('GET', 'v1/terminal/draws', DRAWS),
      inCurrency('VES', 5, 50),
      inCurrency('USD', 40, 100),
    );
    const user = fastUser();
    renderPage(<SellPage />);
    const currency = await screen.findByRole('group', { name: 'Moneda' });
    await user.type(screen.getByLabelText('Número'), '37');
    expect(await screen.findByText('Disponible: Bs 5,00 de Bs 50,00')).toBeInTheDocument();
    await user.click(within(currency).getByRole('button', { name: 'Dólares ($)' }));
    expect(await screen.findByText('Disponible: $40,00 de $100,00')).toBeInTheDocument();
    expect(callsTo(calls, 'v1/draws/detail/501/availability').map((call) => new URL(call.url).searchParams.get('currency'))).toEqual([
      'VES',
      'USD',
    ]);
  });

  it('shows and checks the bounds of a line in the currency it sells in', async () => {
    const session = {
      seller: SELLER,
      booth: BOOTH,
      expires_at: '2026-11-26T23:00:00.000Z',
      cancel_window_minutes: 5,
      currencies: ['VES', 'USD'],
    };
    const bounded = DRAWS.map((offer) => ({
      ...offer,
      game_types: offer.game_types.map((type) => ({
        ...type,
        min_bet: { VES: 50, USD: 1 },
        max_bet: { VES: 5000, USD: null },
      })),
    }));
    mockFetch(answer('GET', 'v1/terminal/session', session), answer('GET', 'v1/terminal/draws', bounded), availability('37', null));
    const user = fastUser();
    renderPage(<SellPage />);
    const currency = await screen.findByRole('group', { name: 'Moneda' });
    await user.click(within(currency).getByRole('button', { name: 'Bolívares (Bs)' }));
    expect(await screen.findByText('Monto: de Bs 50,00 a Bs 5.000,00.')).toBeInTheDocument();
    await addLine(user, '37', '10');
    expect(await screen.findByText('El monto mínimo de Terminal es Bs 50,00.')).toBeInTheDocument();
    await addLine(user, '37', '5.000,01');
    expect(await screen.findByText('El monto máximo de Terminal es Bs 5.000,00.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Jugadas' })).not.toBeInTheDocument();

    // In dollars the same game type takes $10: its own minimum, no maximum.
    await user.click(within(currency).getByRole('button', { name: 'Dólares ($)' }));
    await user.clear(screen.getByLabelText('Número'));
    expect(await screen.findByText('Monto mínimo: $1,00.')).toBeInTheDocument();
    await addLine(user, '37', '10');
    expect(lineTexts()).toEqual(['37Terminal$10,00']);
  });

  it('shows no currency choice at a booth selling in one, and sells in it', async () => {
    const session = { seller: SELLER, booth: BOOTH, expires_at: '2026-11-26T23:00:00.000Z', cancel_window_minutes: 5, currencies: ['USD'] };
    mockFetch(answer('GET', 'v1/terminal/session', session), answer('GET', 'v1/terminal/draws', DRAWS));
    renderPage(<SellPage />);
    expect(await screen.findByRole('button', { name: 'Vender $0,00' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Moneda' })).not.toBeInTheDocument());
  });

  it('sells by pago móvil when the buyer pays so (the day keeps it out of the drawer), and the next sale is cash again', async () => {
    const { calls } = mockFetch(
      answer('GET', 'v1/terminal/draws', DRAWS),
      availability('37', null),
      answer('POST', 'v1/tickets/create', sale(), 201),
    );
    const user = fastUser();
    renderPage(<SellPage />);
    await screen.findByLabelText('Número');
    await addLine(user, '37', '2,50');
    expect(screen.getByLabelText('Forma de pago')).toHaveValue('efectivo');
    await user.selectOptions(screen.getByLabelText('Forma de pago'), 'Pago móvil');
    await user.click(screen.getByRole('button', { name: 'Vender $2,50' }));
    await screen.findByRole('article', { name: 'Ticket EE5Z-V1Q2-3NXBA' });
    const [sent] = callsTo(calls, 'v1/tickets/create');
    expect(sent.body).toMatchObject({ draw_id: 501, payment_method: 'pago_movil' });
    await user.click(screen.getByRole('button', { name: 'Nueva venta' }));
    expect(await screen.findByLabelText('Forma de pago')).toHaveValue('efectivo');
  });

  it('sells from the keyboard with Ctrl+Enter', async () => {
    const { calls } = mockFetch(
      answer('GET', 'v1/terminal/draws', DRAWS),
      availability('37', null),
      answer('POST', 'v1/tickets/create', sale(), 201),
    );
    const user = fastUser();
    renderPage(<SellPage />);
    await screen.findByLabelText('Número');
    await addLine(user, '37', '2,50');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await screen.findByRole('article', { name: 'Ticket EE5Z-V1Q2-3NXBA' });
    expect(callsTo(calls, 'v1/tickets/create')).toHaveLength(1);
  });

  it('keeps the lines when the server refuses the sale, saying why and marking the line a limit refused', async () => {
    const refusal = {
      statusCode: 409,
      code: 'NUMBER_LIMIT_EXCEEDED',
      message: 'Se pasa del tope de venta: jugada 1 (37): disponible $1,00 de $100,00.',
      lines: [{ index: 0, game_type_id: 1, selection: '37', limit: 100, sold: 99, available: 1, scope: 'global' }],
    };
    mockFetch(answer('GET', 'v1/terminal/draws', DRAWS), availability('37', null), answer('POST', 'v1/tickets/create', refusal, 409));
    const user = fastUser();
    renderPage(<SellPage />);
    await screen.findByLabelText('Número');
    await addLine(user, '37', '2,50');
    await user.click(screen.getByRole('button', { name: 'Vender $2,50' }));
    expect(await screen.findByText(refusal.message)).toBeInTheDocument();
    expect(screen.getByText('No se vendió')).toBeInTheDocument();
    expect(screen.getByText('Disponible $1,00 de $100,00.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Jugadas' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Quitar 37 de $2,50' })).toBeEnabled();
    expect(window.localStorage.getItem(DEVICE_KEYS.pendingSale(SELLER.id))).toBeNull();
  });

  describe('the owner’s credit', () => {
    const session = (credit: unknown[]) => ({
      seller: SELLER,
      booth: BOOTH,
      expires_at: '2026-11-26T23:00:00.000Z',
      cancel_window_minutes: 5,
      currencies: ['USD'],
      credit,
    });

    it('is said from 80 % of a limit, in each currency’s own money, and not below', async () => {
      mockFetch(
        answer('GET', 'v1/terminal/session', session([{ currency: 'USD', limit: 100, owed: 79.99, used_percentage: 79 }])),
        answer('GET', 'v1/terminal/draws', DRAWS),
      );
      const { unmount } = renderPage(<SellPage />);
      expect(await screen.findByRole('button', { name: 'Vender $0,00' })).toBeInTheDocument();
      expect(screen.queryByText(/Crédito en/)).not.toBeInTheDocument();
      unmount();

      mockFetch(
        answer(
          'GET',
          'v1/terminal/session',
          session([
            { currency: 'VES', limit: 5000, owed: 4250.5, used_percentage: 85 },
            { currency: 'USD', limit: 100, owed: 80, used_percentage: 80 },
          ]),
        ),
        answer('GET', 'v1/terminal/draws', DRAWS),
      );
      renderPage(<SellPage />);
      expect(await screen.findByText('Crédito en bolívares al 85 %: el propietario debe Bs 4.250,50 de Bs 5.000,00.')).toBeInTheDocument();
      expect(screen.getByText('Crédito en dólares al 80 %: el propietario debe $80,00 de $100,00.')).toBeInTheDocument();
    });

    it('is read again after a sale refused for it, and then says it is used up', async () => {
      const refusal = {
        statusCode: 409,
        code: 'CREDIT_LIMIT_REACHED',
        message:
          'No se vende: el propietario de la taquilla debe $100,00 de un crédito de $100,00, y esta venta lo pasaría. Un abono a su estado de cuenta lo libera.',
        currency: 'USD',
        limit: 100,
        owed: 100,
      };
      mockFetch(
        answer('GET', 'v1/terminal/session', session([{ currency: 'USD', limit: 100, owed: 85, used_percentage: 85 }])),
        answer('GET', 'v1/terminal/draws', DRAWS),
        availability('37', null),
      );
      const user = fastUser();
      renderPage(<SellPage />);
      expect(await screen.findByText('Crédito en dólares al 85 %: el propietario debe $85,00 de $100,00.')).toBeInTheDocument();
      await addLine(user, '37', '20');
      // Meanwhile another terminal of the owner sold the rest.
      const { calls } = mockFetch(
        answer('GET', 'v1/terminal/session', session([{ currency: 'USD', limit: 100, owed: 100, used_percentage: 100 }])),
        answer('GET', 'v1/terminal/draws', DRAWS),
        answer('POST', 'v1/tickets/create', refusal, 409),
      );
      await user.click(screen.getByRole('button', { name: 'Vender $20,00' }));
      expect(await screen.findByText(refusal.message)).toBeInTheDocument();
      expect(
        await screen.findByText(
          'Crédito en dólares agotado: el propietario debe $100,00 de $100,00. No se vende en esa moneda hasta que el propietario pague a la banca.',
        ),
      ).toBeInTheDocument();
      expect(callsTo(calls, 'v1/terminal/session')).toHaveLength(1);
    });
  });

  it('keeps a line of another game out of a draw chosen later, and says when the draw chosen has closed', async () => {
    mockFetch(answer('GET', 'v1/terminal/draws', DRAWS), availability('37', null));
    const user = fastUser();
    renderPage(<SellPage />);
    await screen.findByLabelText('Número');
    await addLine(user, '37', '2,50');
    await user.click(screen.getByRole('button', { name: 'Lotería Primitiva' }));
    expect(await screen.findByRole('heading', { name: 'Jugadas · Lotería Primitiva 12:00' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Jugadas' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Número')).toHaveAttribute('placeholder', '03-17-44');
  });

  it('warns as a second line on one number would pass its tope, even when both are typed before the availability answer', async () => {
    mockFetch(answer('GET', 'v1/terminal/draws', DRAWS), availability('37', 50, 100));
    const user = fastUser();
    renderPage(<SellPage />);
    await screen.findByLabelText('Número');
    await addLine(user, '37', '30');
    await waitFor(() => expect(lineTexts()).toEqual(['37Terminal$30,00']));
    await addLine(user, '37', '30');
    expect(
      await screen.findByText('Con esta jugada el 37 pasaría su tope: ya llevas $30,00 en este ticket y solo quedan $20,00 por vender.'),
    ).toBeInTheDocument();
    expect(lineTexts()).toEqual(['37Terminal$30,00']);
    await addLine(user, '37', '20');
    await waitFor(() => expect(lineTexts()).toEqual(['37Terminal$30,00', '37Terminal$20,00']));
  });

  it('asks once before adding a stake far above the usual for its game type (500 times its minimum bet)', async () => {
    mockFetch(answer('GET', 'v1/terminal/draws', DRAWS), availability('37', null), availability('05', null), availability('12', null));
    const user = fastUser();
    renderPage(<SellPage />);
    await screen.findByLabelText('Número');
    await addLine(user, '5', '50');
    await waitFor(() => expect(lineTexts()).toEqual(['05Terminal$50,00']));
    await addLine(user, '37', '5.000');
    const ask = await screen.findByRole('alert');
    expect(ask).toHaveTextContent('¿$5.000,00 al 37? Es mucho más de lo usual en Terminal (se confirma desde $500,00).');
    expect(lineTexts()).toEqual(['05Terminal$50,00']);
    await user.click(within(ask).getByRole('button', { name: 'Sí, agregar $5.000,00' }));
    await waitFor(() => expect(lineTexts()).toEqual(['05Terminal$50,00', '37Terminal$5.000,00']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Corrected instead: nothing is added and the amount is there to change.
    await addLine(user, '12', '900');
    await user.click(await screen.findByRole('button', { name: 'Corregir el monto' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Monto')).toHaveFocus();
    expect(lineTexts()).toHaveLength(2);
  });

  it("says at the top when the booth's day is closed, and takes no line nor sale", async () => {
    mockFetch(answer('GET', 'v1/terminal/draws', DRAWS), answer('GET', DAY, closedDay));
    renderPage(<SellPage />);
    expect(await screen.findByText(/^El día está cerrado: esta taquilla ya no vende con fecha de hoy\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Número')).toBeDisabled();
    expect(screen.getByLabelText('Monto')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Agregar jugada' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vender $0,00' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says the day is closed as soon as a sale is refused for it (closed meanwhile), keeping the lines', async () => {
    let day = openDay;
    mockFetch(
      answer('GET', 'v1/terminal/draws', DRAWS),
      availability('37', null),
      (call) => (call.url.endsWith(`/api/${DAY}`) ? { body: day } : undefined),
      (call) => {
        if (!call.url.endsWith('/api/v1/tickets/create')) return undefined;
        day = closedDay;
        return {
          status: 409,
          body: { statusCode: 409, code: 'DAY_CLOSED', message: 'El día 26/11/2026 de esta taquilla ya está cerrado.' },
        };
      },
    );
    const user = fastUser();
    renderPage(<SellPage />);
    await screen.findByLabelText('Número');
    await addLine(user, '37', '2,50');
    expect(screen.queryByText(/^El día está cerrado/)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Vender $2,50' }));
    expect(await screen.findByText(/^El día está cerrado: esta taquilla ya no vende con fecha de hoy\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Número')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vender $2,50' })).toHaveAttribute('aria-disabled', 'true');
    expect(lineTexts()).toEqual(['37Terminal$2,50']);
  });

  it('keeps the lines typed and the draw chosen through a reload of the tab, until they are sold', async () => {
    mockFetch(answer('GET', 'v1/terminal/draws', DRAWS), availability('37', null), answer('POST', 'v1/tickets/create', sale(), 201));
    const user = fastUser();
    const first = renderPage(<SellPage />);
    await screen.findByLabelText('Número');
    await user.click(within(screen.getByRole('group', { name: 'Sorteos de Lotería Nacional' })).getByRole('button', { name: /^14:00/ }));
    await addLine(user, '37', '2,50');
    await waitFor(() => expect(lineTexts()).toEqual(['37Terminal$2,50']));
    expect(JSON.parse(storedDraft()!)).toMatchObject({ drawId: 506, lines: [{ selection: '37', cents: 250 }] });
    // A reload: the page and the module's memory are gone, the tab's session storage stays.
    first.unmount();
    resetDraft();
    renderPage(<SellPage />);
    expect(await screen.findByRole('heading', { name: 'Jugadas · Lotería Nacional 14:00' })).toBeInTheDocument();
    expect(lineTexts()).toEqual(['37Terminal$2,50']);
    await user.click(screen.getByRole('button', { name: 'Vender $2,50' }));
    await screen.findByRole('article', { name: 'Ticket EE5Z-V1Q2-3NXBA' });
    await waitFor(() => expect(storedDraft()).toBeNull());
  });

  it("forgets the draft on sign-out and never shows one seller account's draft to another", async () => {
    mockFetch(answer('GET', 'v1/terminal/draws', DRAWS), availability('37', null), answer('POST', 'v1/terminal/logout', { ok: true }));
    const user = fastUser();
    const first = renderPage(<SellPage />);
    await screen.findByLabelText('Número');
    await addLine(user, '37', '2,50');
    await waitFor(() => expect(storedDraft()).not.toBeNull());
    first.unmount();
    resetDraft();
    // Another seller account in this tab does not get it.
    authStore
      .getState()
      .setTerminalSession({ token: 'other', seller: { id: 10, label: 'Otra' }, booth: BOOTH, expiresAt: '2030-01-01T00:00:00.000Z' });
    const second = renderPage(<SellPage />);
    await screen.findByLabelText('Número');
    expect(screen.queryByRole('list', { name: 'Jugadas' })).not.toBeInTheDocument();
    second.unmount();
    // The same account again gets it, until it signs out.
    signInTerminal();
    renderPage(<SellPage />);
    await waitFor(() => expect(lineTexts()).toEqual(['37Terminal$2,50']));
    await user.click(screen.getByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(storedDraft()).toBeNull());
  });

  it('names a sale whose answer was lost on its own button, and brings its notice into view', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      mockFetch(answer('GET', 'v1/terminal/draws', DRAWS), availability('37', null), unreachable('v1/tickets/create'));
      const user = fastUser();
      renderPage(<SellPage />);
      await screen.findByLabelText('Número');
      await addLine(user, '37', '2,50');
      await user.click(await screen.findByRole('button', { name: 'Vender $2,50' }));
      expect(await screen.findByRole('button', { name: 'Venta sin confirmar' })).toHaveAttribute('aria-disabled', 'true');
      const notice = screen.getByRole('status', { name: 'Venta sin confirmar' });
      expect(scrolled).toContain(notice);
    } finally {
      // jsdom has none.
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});

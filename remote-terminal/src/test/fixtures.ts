/** Test data of the terminal: a signed-in terminal, the draws it may sell, a sale, tickets, the booth's day. */
import type { BoothDay, Sale, TerminalDraw, TicketDetail, TicketList, TicketRow } from '@banca/contracts';
import { authStore } from '@banca/shared-auth';
import { resetDraft } from '../features/sale/draft';
import type { PendingSale } from '../features/sale/pendingSale';
import { saleSender } from '../features/sale/saleSender';
import { serverClock } from '../shared/serverClock';

export const SELLER = { id: 9, label: 'Yelitza Pérez' };
export const BOOTH = { id: 4, name: 'Agencia La Fortuna' };

/** A fresh device and tab: nothing stored, no sale under way; the server's clock at `serverNow`. */
export function resetTerminal(serverNow = '2026-11-26T15:00:00Z'): void {
  window.sessionStorage.clear();
  window.localStorage.clear();
  authStore.getState().clearSession();
  saleSender.reset();
  resetDraft();
  serverClock.reset();
  serverClock.observe(new Date(serverNow).toUTCString(), Date.now());
}

/** The tab as after the terminal's sign-in. */
export function signInTerminal(): void {
  authStore.getState().setTerminalSession({ token: 'term-tok', seller: SELLER, booth: BOOTH, expiresAt: '2030-01-01T00:00:00.000Z' });
}

const NACIONAL_TYPES: TerminalDraw['game_types'] = [
  {
    id: 1,
    name: 'Terminal',
    kind: 'single',
    bet_format: 'terminal',
    min_bet: { VES: 1, USD: 1 },
    max_bet: { VES: null, USD: null },
    payout: 70,
  },
  {
    id: 2,
    name: 'Triple',
    kind: 'single',
    bet_format: 'triple',
    min_bet: { VES: 1, USD: 1 },
    max_bet: { VES: null, USD: null },
    payout: 600,
  },
];

/** A draw whose sales close `minutes` after the server's "now" (2026-11-26 15:00 UTC, 11:00 in Caracas). */
export function draw(id: number, name: string, minutes: number, moduleId = 1, moduleName = 'Lotería Nacional'): TerminalDraw {
  const cutoff = new Date(Date.parse('2026-11-26T15:00:00Z') + minutes * 60_000);
  return {
    id,
    name,
    module_id: moduleId,
    module_name: moduleName,
    draw_at: new Date(cutoff.getTime() + 5 * 60_000).toISOString(),
    cutoff_at: cutoff.toISOString(),
    game_types: NACIONAL_TYPES,
  };
}

export const DRAWS: TerminalDraw[] = [
  draw(501, 'Lotería Nacional 12:00', 55),
  draw(506, 'Lotería Nacional 14:00', 175),
  {
    ...draw(502, 'Lotería Primitiva 12:00', 55, 2, 'Lotería Primitiva'),
    game_types: [
      {
        id: 7,
        name: 'Terno',
        kind: 'single',
        bet_format: 'numbers3',
        min_bet: { VES: 1, USD: 1 },
        max_bet: { VES: null, USD: null },
        payout: 60,
      },
    ],
  },
];

export function sale(overrides: Partial<Sale> = {}): Sale {
  return {
    id: 4428,
    code: 'EE5Z-V1Q2-3NXBA',
    draw_id: 501,
    draw_name: 'Lotería Nacional 12:00',
    draw_at: '2026-11-26T16:00:00.000Z',
    booth: BOOTH,
    seller: SELLER,
    total: 3.75,
    currency: 'USD',
    created_at: '2026-11-26T15:02:10.000Z',
    cancel_until: '2026-11-26T15:07:10.000Z',
    lines: [
      { game_type_id: 1, game_type_name: 'Terminal', selection: '37', amount: 2.5, potential_payout: 175, payout: 70 },
      { game_type_id: 1, game_type_name: 'Terminal', selection: '05', amount: 1.25, potential_payout: 87.5, payout: 70 },
    ],
    ...overrides,
  };
}

/** A sale of 37 for $2,50 kept on the device before it was sent. */
export const pendingSale = (requestId = '3b241101-e2bb-4255-8caf-4136c566a962'): PendingSale => ({
  sellerId: SELLER.id,
  body: { request_id: requestId, draw_id: 501, lines: [{ game_type_id: 1, selection: '37', amount: 2.5 }] },
  draw: { id: 501, name: 'Lotería Nacional 12:00', draw_at: '2026-11-26T16:00:00.000Z', cutoff_at: '2026-11-26T15:55:00.000Z' },
  lines: [{ key: 'a', gameTypeId: 1, gameTypeName: 'Terminal', selection: '37', cents: 250 }],
  totalCents: 250,
  queuedAt: '2026-11-26T15:02:00.000Z',
  attempts: 0,
});

export function ticketRow(id: number, overrides: Partial<TicketRow> = {}): TicketRow {
  return {
    id,
    code: `AB${id}-CDEF-GHJKM`,
    ticket_booth_id: BOOTH.id,
    booth_name: BOOTH.name,
    seller_id: SELLER.id,
    seller_label: SELLER.label,
    draw_id: 501,
    draw_name: 'Lotería Nacional 12:00',
    amount: 3.75,
    currency: 'USD',
    status: 'pending',
    is_winner: false,
    prize_amount: 0,
    created_at: '2026-11-26T15:02:10.000Z',
    paid_at: null,
    ...overrides,
  };
}

export const ticketList = (tickets: TicketRow[], total = tickets.length): TicketList => ({
  tickets,
  page: 1,
  total,
  totalPages: Math.max(1, Math.ceil(total / 10)),
});

export function ticketDetail(overrides: Partial<TicketDetail> = {}): TicketDetail {
  return {
    ...ticketRow(4428, { code: 'EE5Z-V1Q2-3NXBA' }),
    draw: {
      id: 501,
      name: 'Lotería Nacional 12:00',
      draw_at: '2026-11-26T16:00:00.000Z',
      status: 'open',
      result_format: 'digits4',
      winning_numbers: null,
    },
    lines: [
      {
        id: 1,
        game_type_name: 'Terminal',
        kind: 'single',
        bet_format: 'terminal',
        selection: '37',
        amount: 2.5,
        potential_payout: 175,
        payout: 70,
        is_winner: false,
      },
      {
        id: 2,
        game_type_name: 'Terminal',
        kind: 'single',
        bet_format: 'terminal',
        selection: '05',
        amount: 1.25,
        potential_payout: 87.5,
        payout: 70,
        is_winner: false,
      },
    ],
    cancel_until: '2026-11-26T15:07:10.000Z',
    prize_expires_at: '2026-12-26T16:00:00.000Z',
    cancellation: null,
    payment: null,
    refund: null,
    actions: { cancel: true, pay: false, refund: false },
    ...overrides,
  };
}

/** The booth's day 2026-11-26, open. */
export const openDay: BoothDay = {
  id: 12,
  booth: BOOTH,
  date: '2026-11-26',
  status: 'open',
  tickets: 14,
  sales: 120.5,
  cancelled_tickets: 1,
  cancelled: 2.5,
  paid_tickets: 1,
  prizes_paid: 70,
  commission: 12.05,
  refunds: 0,
  refunds_paid: 0,
  currency: 'USD',
  opening_float: 0,
  expenses: 0,
  pending_expenses: 0,
  non_cash: { pago_movil: 0, transferencia: 0, punto: 0 },
  expected_cash: 50.5,
  declared_cash: null,
  difference: null,
  closed_by: null,
  closed_at: null,
  approved_by: null,
  approved_at: null,
  owner: { id: 3, name: 'Gustavo Salazar' },
  actions: { close: true, approve: false, reopen: false, drawer: true, decide_expenses: false },
  blind_count: false,
  currencies: ['USD'],
  floats: [],
  expense_items: [],
};

/** The same day closed at its terminal with $48 counted. */
export const closedDay: BoothDay = {
  ...openDay,
  status: 'closed',
  declared_cash: 48,
  difference: -2.5,
  closed_by: { name: 'Yelitza Pérez (terminal)', kind: 'terminal' },
  closed_at: '2026-11-26T23:40:00.000Z',
  actions: { close: false, approve: false, reopen: false, drawer: false, decide_expenses: false },
};

/** Small, typed API answers for the catalog's tests (midday UTC times: the same day in any zone). */
import type {
  DrawDetail,
  DrawGroup,
  GameDetail,
  GameModule,
  HierarchyDetail,
  HierarchyNode,
  SalesReport,
  SalesReportDetail,
  TicketDetail,
  TicketRow,
} from '@banca/contracts';

export const drawGroups: DrawGroup[] = [
  {
    game_type_name: 'Lotería Nacional',
    module_id: 1,
    module_code: 'loteria_nacional',
    draws: [
      {
        id: 11,
        name: 'Lotería Nacional 12:00',
        created_at: '2026-11-13T12:00:00.000Z',
        draw_at: '2026-11-20T12:00:00.000Z',
        status: 'settled',
        prize: 57500,
      },
      {
        id: 12,
        name: 'Lotería Nacional 14:00',
        created_at: '2026-11-14T12:00:00.000Z',
        draw_at: '2026-11-21T14:00:00.000Z',
        status: 'closed',
        prize: 1234.5,
      },
    ],
  },
  {
    game_type_name: 'Bingo',
    module_id: 3,
    module_code: 'bingo',
    draws: [
      {
        id: 31,
        name: 'Bingo 16:00',
        created_at: '2026-11-15T12:00:00.000Z',
        draw_at: '2026-11-22T12:00:00.000Z',
        status: 'open',
        prize: 8000,
      },
    ],
  },
];

export const drawDetail: DrawDetail = {
  id: 11,
  name: 'Lotería Nacional 12:00',
  module_id: 1,
  module_code: 'loteria_nacional',
  game_type_name: 'Lotería Nacional',
  created_at: '2026-11-13T12:00:00.000Z',
  draw_at: '2026-11-20T12:00:00.000Z',
  status: 'settled',
  prize: 57500,
  winning_numbers: '4819',
  result_format: 'digits4',
  result_parts: ['4819'],
  closed_at: '2026-11-20T12:00:00.000Z',
  settled_at: '2026-11-20T12:05:00.000Z',
  origin: 'schedule',
  suspended_at: null,
  suspend_reason: null,
  cutoff_at: '2026-11-20T11:55:00.000Z',
  tickets_count: 16,
  sales_total: 195,
  cancelled_count: 1,
  refunded_count: 0,
  refunds_total: 0,
  refunds_paid: 0,
  winners_count: 2,
  prizes_total: 140.5,
  prizes_paid: 34,
  paid_count: 1,
  prizes_unpaid: 106.5,
  auto_results: false,
  proposed_result: null,
  results_history: [
    {
      id: 3,
      winning_numbers: '4819',
      previous_numbers: '4818',
      entered_by: 'Administrador Principal',
      entered_at: '2026-11-20T12:20:00.000Z',
    },
    {
      id: 2,
      winning_numbers: '4818',
      previous_numbers: null,
      entered_by: 'Administrador Principal',
      entered_at: '2026-11-20T12:05:00.000Z',
    },
  ],
};

export const games: GameModule[] = [
  {
    id: 1,
    code: 'loteria_nacional',
    name: 'Lotería Nacional',
    description: 'Sorteo de un número de cuatro cifras.',
    enabledUsers: [
      { id: 2, name: 'Carolina Méndez', email: 'c@x.com' },
      { id: 3, name: 'Gustavo Salazar', email: 'g@x.com' },
      { id: 4, name: 'Yelitza Pérez', email: 'y@x.com' },
      { id: 5, name: 'Alberto Ramírez', email: 'a@x.com' },
    ],
    enabled_users_total: 14,
    draws: [
      { id: 501, name: 'Lotería Nacional 12:00', date: '2026-11-21T16:00:00.000Z' },
      { id: 502, name: 'Lotería Nacional 14:00', date: '2026-11-21T18:00:00.000Z' },
      { id: 503, name: 'Lotería Nacional 16:00', date: '2026-11-21T20:00:00.000Z' },
      { id: 504, name: 'Lotería Nacional 19:00', date: '2026-11-21T23:00:00.000Z' },
    ],
  },
  { id: 4, code: 'parley', name: 'Parley', description: 'Apuestas deportivas.', enabledUsers: [], enabled_users_total: 0, draws: [] },
];

export const gameDetail: GameDetail = {
  id: 4,
  code: 'parley',
  name: 'Parley',
  description: 'Apuestas deportivas.',
  result_format: 'matches8',
  cutoff_minutes: 5,
  prize_expiry_days: 30,
  status: 'active',
  auto_results: false,
  schedule: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['19:00'] }],
  types: [
    {
      id: 10,
      code: 'directo',
      name: 'Directo',
      kind: 'single',
      bet_format: 'matches1',
      description: 'Un partido.',
      payout: 1.85,
      min_bet: { VES: 1, USD: 1 },
      max_bet: { VES: null, USD: null },
      status: 'active',
      version: 1,
    },
    {
      id: 11,
      code: 'parley2',
      name: 'Parley de 2',
      kind: 'parlay',
      bet_format: 'matches2',
      description: 'Dos partidos.',
      payout: 3.4,
      min_bet: { VES: 100, USD: 2.5 },
      max_bet: { VES: 2000, USD: 50 },
      status: 'active',
      version: 1,
    },
  ],
};

export const ticketRow = (id: number, overrides: Partial<TicketRow> = {}): TicketRow => ({
  id,
  code: `TK-${String(id).padStart(7, '0')}`,
  ticket_booth_id: 1,
  booth_name: 'Agencia La Fortuna',
  seller_id: 4,
  seller_label: 'Teresa Álvarez',
  draw_id: 11,
  draw_name: 'Lotería Nacional 12:00',
  amount: 25,
  currency: 'USD',
  status: 'loser',
  is_winner: false,
  prize_amount: 0,
  created_at: '2026-11-20T12:30:00.000Z',
  paid_at: null,
  ...overrides,
});

export const ticketsPage = (
  page = 1,
  tickets: TicketRow[] = [
    ticketRow(4500),
    ticketRow(4499, { status: 'winner', is_winner: true, prize_amount: 34, booth_name: 'Taquilla El Llanero' }),
  ],
  total = 45,
) => ({
  tickets,
  page,
  total,
  totalPages: Math.ceil(total / 10),
});

export const ticketDetail: TicketDetail = {
  ...ticketRow(4494, {
    status: 'winner',
    is_winner: true,
    prize_amount: 34,
    amount: 15,
    booth_name: 'Taquilla El Llanero',
    seller_label: 'José Acosta',
    draw_name: 'Parley 19:00',
  }),
  draw: {
    id: 77,
    name: 'Parley 19:00',
    draw_at: '2026-11-20T12:00:00.000Z',
    status: 'settled',
    result_format: 'matches8',
    winning_numbers: '2-1-2-X-1-1-X-2',
  },
  lines: [
    {
      id: 1,
      game_type_name: 'Directo',
      kind: 'single',
      bet_format: 'matches1',
      selection: 'P1:1',
      amount: 5,
      potential_payout: 9.25,
      payout: 1.85,
      is_winner: false,
    },
    {
      id: 2,
      game_type_name: 'Parley de 2',
      kind: 'parlay',
      bet_format: 'matches2',
      selection: 'P3:2 P8:1',
      amount: 10,
      potential_payout: 34,
      payout: 3.4,
      is_winner: true,
    },
  ],
  cancel_until: '2026-11-20T12:35:00.000Z',
  prize_expires_at: '2026-12-20T12:00:00.000Z',
  cancellation: null,
  payment: null,
  refund: null,
  actions: { cancel: false, pay: false, refund: false },
};

const node = (
  id: string,
  name: string,
  level: HierarchyNode['level'],
  role: HierarchyNode['role'],
  children: HierarchyNode[] = [],
): HierarchyNode => ({
  id,
  kind: id.startsWith('seller') ? 'seller' : 'user',
  level,
  name,
  email: `${id}@banca.test`,
  location: 'Caracas',
  amount_usd: 1250.5,
  role,
  children,
});

export const hierarchy: HierarchyNode[] = [
  node('user-1', 'Administrador Principal', 'administrator', 'admin', [
    node('user-2', 'Carolina Méndez', 'sub_administrator', 'operator'),
    node('user-3', 'Gustavo Salazar', 'sub_administrator', 'client', [
      node('user-4', 'Yelitza Pérez', 'seller', 'ticket_seller'),
      node('seller-1', 'Caja Chacao', 'seller', 'seller'),
    ]),
  ]),
];

export const hierarchyDetail: HierarchyDetail = {
  node: hierarchy[0].children[1],
  path: [{ id: 'user-1', name: 'Administrador Principal', level: 'administrator' }],
  totals: { booths: 3, sellers: 12, tickets: 700, sales: 8000 },
};

export const salesReport: SalesReport = {
  from: '2026-11-01',
  to: '2026-11-30',
  group_by: 'booth',
  currency: 'USD',
  rows: [
    { key: '14', label: 'Taquilla Mi Terminalito', tickets: 305, sales: 3900, prizes: 1305, net: 2595, commission: 390, owner_net: 2205 },
    {
      key: '8',
      label: 'Taquilla Sol de Oriente',
      tickets: 186,
      sales: 2105,
      prizes: 2420.5,
      net: -315.5,
      commission: 210.5,
      owner_net: -526,
    },
  ],
  // deliberately not the sum of the rows: the page must show the API's totals
  totals: { tickets: 10491, sales: 12345.67, prizes: 3725.5, net: 8620.17, commission: 1234.57, owner_net: 7385.6 },
  series: [],
};

export const salesReportDetail: SalesReportDetail = {
  group: { key: '14', label: 'Taquilla Mi Terminalito' },
  currency: 'USD',
  days: [
    { date: '2026-11-01', tickets: 17, sales: 183, prizes: 29, net: 154, commission: 18.3, owner_net: 135.7 },
    { date: '2026-11-02', tickets: 15, sales: 145, prizes: 60, net: 85, commission: 14.5, owner_net: 70.5 },
  ],
  totals: { tickets: 32, sales: 328, prizes: 89, net: 239, commission: 32.8, owner_net: 206.2 },
  tickets: [ticketRow(4492, { booth_name: 'Taquilla Mi Terminalito' })],
};

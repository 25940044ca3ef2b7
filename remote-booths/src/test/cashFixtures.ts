/** Booth days and statements as the API answers them (remote-booths' money pages' tests). */
import type { BoothDay, BoothDayRow, BoothDayTicket, OwnerPayment, Statement, StatementDay } from '@banca/contracts';

export const dayRow = (over: Partial<BoothDayRow> = {}): BoothDayRow => ({
  id: 41,
  booth: { id: 3, name: 'Agencia El Ávila' },
  date: '2026-11-20',
  status: 'closed',
  tickets: 12,
  sales: 1234.5,
  cancelled_tickets: 1,
  cancelled: 20,
  paid_tickets: 2,
  prizes_paid: 700,
  commission: 123.45,
  refunds: 0,
  refunds_paid: 0,
  expected_cash: 534.5,
  declared_cash: 520,
  difference: -14.5,
  closed_by: { name: 'Gustavo Salazar', kind: 'user' },
  closed_at: '2026-11-21T01:30:00.000Z',
  approved_by: null,
  approved_at: null,
  ...over,
});

export const boothDay = (over: Partial<BoothDay> = {}): BoothDay => ({
  ...dayRow(),
  owner: { id: 5, name: 'Gustavo Salazar' },
  actions: { close: false, approve: true, reopen: false },
  ...over,
});

export const dayTicket = (id: number, over: Partial<BoothDayTicket> = {}): BoothDayTicket => ({
  id,
  code: `TK-000${id}`,
  ticket_booth_id: 3,
  booth_name: 'Agencia El Ávila',
  seller_id: 9,
  seller_label: 'Yelitza Pérez',
  draw_id: 11,
  draw_name: 'Lotería Nacional 19:00',
  amount: 100,
  currency: 'USD',
  status: 'pending',
  is_winner: false,
  prize_amount: 0,
  created_at: '2026-11-20T14:05:00.000Z',
  paid_at: null,
  cancelled_at: null,
  cancel_reason: null,
  paid_amount: null,
  commission: 10,
  ...over,
});

export const statementDay = (over: Partial<StatementDay> = {}): StatementDay => ({
  date: '2026-11-20',
  sales: 1000,
  prizes: 300,
  commission: 100,
  net: 600,
  participation_percentage: 12.5,
  participation: 75,
  carried_loss: 0,
  payments: 0,
  balance: 75,
  open_booths: 0,
  ...over,
});

export const payment = (over: Partial<OwnerPayment> = {}): OwnerPayment => ({
  id: 8,
  direction: 'owner_pays',
  amount: 50,
  reason: 'Depósito del lunes',
  created_at: '2026-11-21T13:00:00.000Z',
  created_by: 'Ana Pérez',
  reversed_at: null,
  reversed_by: null,
  reversal_reason: null,
  ...over,
});

export const statement = (over: Partial<Statement> = {}): Statement => ({
  owner: { id: 5, name: 'Gustavo Salazar', participation_percentage: 12.5, sale_percentage: 10 },
  from: '2026-11-01',
  to: '2026-11-30',
  opening_balance: -10,
  days: [
    statementDay({ date: '2026-11-20', balance: 65 }),
    statementDay({
      date: '2026-11-21',
      sales: 200,
      prizes: 500,
      commission: 20,
      net: -320,
      participation: 0,
      carried_loss: -320,
      payments: 50,
      balance: 115,
      open_booths: 1,
    }),
  ],
  totals: { sales: 1200, prizes: 800, commission: 120, net: 280, participation: 75, payments: 50 },
  closing_balance: 115,
  balance: 115,
  payments: [payment()],
  ...over,
});

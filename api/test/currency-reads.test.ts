/**
 * Every money read in one currency (issue 38 item 1, ARCHITECTURE §9): a booth selling in bolívares
 * and dollars keeps each apart in its daily sums, its day, its closing, the cash days list, its
 * owner's statement, the reports and the dashboard — each read takes `?currency=` (default: the
 * banca's), names it in the answer and is recomputed here from the raw ticket rows of that currency.
 * Ten dollars and ten bolívares are ten and ten, never twenty.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { boothDayFigures, boothDays, gameTypes, modules, userGameConfigs } from '../src/db/schema';
import { businessDayOf } from '../src/domain/time';
import {
  createTestApi,
  insertBooth,
  insertDraw,
  insertSellerAccount,
  loadScopeFixtures,
  type ScopeFixtures,
  terminalLogin,
  type TerminalSignIn,
  type TestApi,
} from './helpers';
import { boothDayFromTickets, cents, dailySalesFromTickets, statementFromTickets, storedDailySales } from './money-recompute';

let api: TestApi;
let fixtures: ScopeFixtures;
let terminalType: number;
let boothId: number;
let terminal: TerminalSignIn;
let drawId: number;

const today = () => businessDayOf(api.clock.now());
const dayUrl = (date = today()) => `/api/v1/ticket_booths/detail/${boothId}/days/${date}`;
const get = (url: string, token = fixtures.token.admin) => api.call({ method: 'GET', url, token });

async function sell(currency: 'VES' | 'USD', amount: number, selection = '17') {
  const response = await api.call({
    method: 'POST',
    url: '/api/v1/tickets/create',
    token: terminal.token,
    payload: { request_id: randomUUID(), draw_id: drawId, currency, lines: [{ game_type_id: terminalType, selection, amount }] },
  });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toMatchObject({ currency });
  return response.json() as { id: number };
}

beforeAll(async () => {
  api = await createTestApi();
  fixtures = await loadScopeFixtures(api);
  const [type] = await api.handle.db
    .select({ id: gameTypes.id })
    .from(gameTypes)
    .innerJoin(modules, eq(modules.id, gameTypes.module_id))
    .where(and(eq(modules.code, 'loteria_nacional'), eq(gameTypes.code, 'terminal')));
  terminalType = type.id;
  await api.handle.db
    .update(userGameConfigs)
    .set({ sales_limit_ves: 0, sales_limit_usd: 0 })
    .where(eq(userGameConfigs.user_id, fixtures.clientId));
  // A booth of the demo client selling in both currencies, with a terminal of its own.
  boothId = await insertBooth(api, { owner_id: fixtures.clientId, currencies: ['VES', 'USD'] });
  terminal = await terminalLogin(api, await insertSellerAccount(api, boothId, 'clave123'));
  drawId = await insertDraw(api, 'loteria_nacional');
  await sell('USD', 10);
  await sell('VES', 10);
  // A bolívares ticket cancelled: it leaves the bolívares figures only.
  const cancelled = await sell('VES', 4, '18');
  const cancel = await api.call({
    method: 'POST',
    url: `/api/v1/tickets/detail/${cancelled.id}/cancel`,
    token: terminal.token,
    payload: { reason: 'Error del cliente' },
  });
  expect(cancel.statusCode).toBe(200);
});
afterAll(async () => {
  await api.close();
});

describe('a booth selling in bolívares and dollars', () => {
  it('keeps the daily sums per currency, equal to a recomputation from the tickets', async () => {
    expect(await storedDailySales(api.handle.db)).toEqual(await dailySalesFromTickets(api.handle.db));
    expect(await storedDailySales(api.handle.db, true)).toEqual(await dailySalesFromTickets(api.handle.db, true));
    const rows = await queryRows<{ currency: string; sales: string }>(
      api.handle.db,
      sql`select currency, (sales - cancelled)::text as sales from daily_seller_sales where ticket_booth_id = ${boothId} order by currency`,
    );
    expect(rows).toEqual([
      { currency: 'USD', sales: '10.00' },
      { currency: 'VES', sales: '10.00' },
    ]);
  });

  it('shows its day in one currency: 10 dollars and 10 bolívares, never 20 (the default: the banca’s, dollars)', async () => {
    for (const currency of ['USD', 'VES'] as const) {
      const day = await get(`${dayUrl()}?currency=${currency}`);
      expect(day.statusCode).toBe(200);
      const recomputed = await boothDayFromTickets(api.handle.db, boothId, today(), currency);
      expect(day.json()).toMatchObject({ currency, sales: 10, tickets: recomputed.tickets, expected_cash: 10 });
      expect(cents(day.json().sales)).toBe(cents(recomputed.sales));
      expect(cents(day.json().cancelled)).toBe(cents(recomputed.cancelled));
      expect(cents(day.json().commission)).toBe(cents(recomputed.commission));
    }
    expect((await get(dayUrl())).json()).toMatchObject({ currency: 'USD', sales: 10 });
    expect((await get(`${dayUrl()}?currency=VES`)).json()).toMatchObject({ cancelled: 4, cancelled_tickets: 1 });
    expect((await get(`${dayUrl()}?currency=USD`)).json()).toMatchObject({ cancelled: 0, cancelled_tickets: 0 });
  });

  it('refuses a currency the banca has not enabled, naming `currency`', async () => {
    await api.handle.db.execute(sql`update currency_settings set enabled = '{USD}'`);
    try {
      const refused = await get(`${dayUrl()}?currency=VES`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ fields: { currency: expect.stringMatching(/Bolívares/) } });
      const report = await get(`/api/v1/reports/sales?from=${today()}&to=${today()}&currency=VES`);
      expect(report.statusCode).toBe(400);
      expect(report.json()).toMatchObject({ fields: { currency: expect.any(String) } });
    } finally {
      await api.handle.db.execute(sql`update currency_settings set enabled = '{VES,USD}'`);
    }
    expect((await get(`${dayUrl()}?currency=EUR`)).statusCode).toBe(400);
  });

  it('lists cash days with the totals of one currency', async () => {
    for (const currency of ['USD', 'VES'] as const) {
      const list = await get(`/api/v1/cash/days/list?from=${today()}&to=${today()}&booth_id=${boothId}&currency=${currency}`);
      expect(list.statusCode).toBe(200);
      expect(list.json().totals).toMatchObject({ sales: 10, expected_cash: 10 });
      expect(list.json().days).toEqual([expect.objectContaining({ currency, sales: 10 })]);
    }
  });

  it('reports, and the dashboard, per currency, as the tickets of that currency add up', async () => {
    for (const currency of ['USD', 'VES'] as const) {
      const report = await get(`/api/v1/reports/sales?from=${today()}&to=${today()}&group_by=booth&currency=${currency}`);
      expect(report.statusCode).toBe(200);
      expect(report.json().currency).toBe(currency);
      expect(report.json().rows.find((row: { key: string }) => row.key === String(boothId))).toMatchObject({ sales: 10, tickets: 1 });
      const [all] = await queryRows<{ sales: string }>(
        api.handle.db,
        sql`select (coalesce(sum(amount) filter (where ${sql.raw("to_char(created_at at time zone 'America/Caracas', 'YYYY-MM-DD')")} = ${today()}), 0)
                  - coalesce(sum(amount) filter (where ${sql.raw("to_char(cancelled_at at time zone 'America/Caracas', 'YYYY-MM-DD')")} = ${today()}), 0))::text as sales
            from tickets where currency = ${currency}`,
      );
      expect(cents(report.json().totals.sales)).toBe(cents(all.sales));
      const detail = await get(
        `/api/v1/reports/sales/detail?from=${today()}&to=${today()}&group_by=booth&key=${boothId}&currency=${currency}`,
      );
      expect(detail.json()).toMatchObject({ currency, totals: { sales: 10 } });
      expect(detail.json().tickets.every((ticket: { currency: string }) => ticket.currency === currency)).toBe(true);

      const dashboard = await get(`/api/v1/dashboard/summary?currency=${currency}`);
      expect(dashboard.statusCode).toBe(200);
      const [sold] = await queryRows<{ sales: string }>(
        api.handle.db,
        sql`select coalesce(sum(amount), 0)::text as sales from tickets
            where currency = ${currency} and cancelled_at is null
              and ${sql.raw("to_char(created_at at time zone 'America/Caracas', 'YYYY-MM-DD')")} = ${today()}`,
      );
      expect(dashboard.json()).toMatchObject({ currency });
      expect(cents(dashboard.json().stats.sales_today)).toBe(cents(sold.sales));
      expect(dashboard.json().sales_events.every((event: { currency: string }) => event.currency === currency)).toBe(true);
    }
  });

  it('shows a draw’s exposure per currency, as the lines of that currency add up', async () => {
    for (const currency of ['USD', 'VES'] as const) {
      const exposure = await get(`/api/v1/draws/detail/${drawId}/exposure?currency=${currency}`);
      expect(exposure.statusCode).toBe(200);
      const [sold] = await queryRows<{ amount: string; payout: string }>(
        api.handle.db,
        sql`select coalesce(sum(l.amount), 0)::text as amount, coalesce(max(l.potential_payout), 0)::text as payout
            from ticket_lines l join tickets t on t.id = l.ticket_id
            where t.draw_id = ${drawId} and t.currency = ${currency} and t.cancelled_at is null`,
      );
      expect(exposure.json()).toMatchObject({ currency, summary: { amount: 10 } });
      expect(cents(exposure.json().summary.amount)).toBe(cents(sold.amount));
      expect(cents(exposure.json().summary.max_payout)).toBe(cents(sold.payout));
      // The booth's own view (its owner) reads the per-booth sums: the same figures.
      const owned = await get(`/api/v1/draws/detail/${drawId}/exposure?currency=${currency}`, fixtures.token.client);
      expect(owned.json()).toMatchObject({ currency, summary: { amount: 10 } });
    }
  });

  it('gives its owner a statement per currency, a payment counting in its own currency only', async () => {
    const paid = await api.call({
      method: 'POST',
      url: `/api/v1/users/detail/${fixtures.clientId}/payments`,
      token: fixtures.token.admin,
      payload: { request_id: randomUUID(), direction: 'owner_pays', amount: 3, currency: 'VES', reason: 'Abono en bolívares' },
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ currency: 'VES' });
    for (const currency of ['USD', 'VES'] as const) {
      const statement = await get(`/api/v1/users/detail/${fixtures.clientId}/statement?from=${today()}&to=${today()}&currency=${currency}`);
      expect(statement.statusCode).toBe(200);
      const recomputed = (await statementFromTickets(api.handle.db, fixtures.clientId, currency)).find((day) => day.date === today());
      const day = statement.json().days.find((row: { date: string }) => row.date === today());
      expect(statement.json().currency).toBe(currency);
      expect([cents(day.sales), cents(day.commission), cents(day.payments), cents(day.balance)]).toEqual([
        recomputed?.sales,
        recomputed?.commission,
        recomputed?.payments,
        recomputed?.balance,
      ]);
      expect(statement.json().payments.map((payment: { currency: string }) => payment.currency)).toEqual(currency === 'VES' ? ['VES'] : []);
    }
  });

  it('closes with the cash counted in each currency, recording each currency’s figures apart', async () => {
    const close = (declared_cash: unknown) =>
      api.call({ method: 'POST', url: `${dayUrl()}/close`, token: terminal.token, payload: { declared_cash } });
    const one = await close(10);
    expect(one.statusCode).toBe(400);
    expect(one.json()).toMatchObject({ fields: { declared_cash: expect.stringMatching(/cada moneda/) } });
    const missing = await close({ USD: 10 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fields: { 'declared_cash.VES': expect.any(String) } });
    const closed = await close({ VES: 10, USD: 9 });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', currency: 'USD', sales: 10, declared_cash: 9, difference: -1 });
    expect((await get(`${dayUrl()}?currency=VES`)).json()).toMatchObject({ sales: 10, declared_cash: 10, difference: 0 });

    const [day] = await api.handle.db
      .select({ id: boothDays.id })
      .from(boothDays)
      .where(and(eq(boothDays.ticket_booth_id, boothId), eq(boothDays.day, today())));
    const recorded = await api.handle.db
      .select()
      .from(boothDayFigures)
      .where(eq(boothDayFigures.booth_day_id, day.id))
      .orderBy(boothDayFigures.currency);
    for (const figures of recorded) {
      const recomputed = await boothDayFromTickets(api.handle.db, boothId, today(), figures.currency);
      expect([figures.tickets, figures.sales, figures.cancelled, figures.commission]).toEqual([
        recomputed.tickets,
        Number(recomputed.sales),
        Number(recomputed.cancelled),
        Number(recomputed.commission),
      ]);
    }
    expect(recorded.map((figures) => [figures.currency, figures.declared_cash])).toEqual([
      ['USD', 9],
      ['VES', 10],
    ]);
  });
});

/**
 * Issue 38 item 5: the owner's Estado de cuenta, the admin's reports, the dashboard and the cash
 * days agree to the cent, per currency, with a recomputation from the raw rows (tickets, lines,
 * payments, expenses, floats) — and nothing adds bolívares to dollars. One owner (the demo client)
 * with a prize plan whose commission differs per game type, a booth selling in both currencies and
 * one selling in bolívares only: sales in both, by pago móvil and transferencia too, a cancelled
 * ticket, prizes paid in cash and by pago móvil, an opening float, expenses approved and rejected,
 * a cobro and an abono, and both days closed (the two-currency one counted per currency).
 * Runs on PGlite and, with `pnpm test:api:pg`, on a PostgreSQL server.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { gameTypes, modules, userGameConfigs } from '../src/db/schema';
import { businessDayOf } from '../src/domain/time';
import { createTestApi, insertBoothWithTerminal, insertDraw, loadScopeFixtures, type ScopeFixtures, type TestApi } from './helpers';
import { boothDayFromTickets, cents, statementFromTickets } from './money-recompute';

type Currency = 'VES' | 'USD';
const CURRENCIES: Currency[] = ['VES', 'USD'];

let api: TestApi;
let fixtures: ScopeFixtures;
let types: { terminal: number; triple: number };
let two: { boothId: number; token: string; sellerId: number };
let one: { boothId: number; token: string; sellerId: number };

const today = () => businessDayOf(api.clock.now());
const dayUrl = (boothId: number) => `/api/v1/ticket_booths/detail/${boothId}/days/${today()}`;
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  api.call({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
const get = (url: string, token = fixtures.token.admin) => call(token, 'GET', url);
/** `to_char` of a moment on the banca's clock (the recomputation's own, not the API's functions). */
const dayOf = (column: string) => sql.raw(`to_char(${column} at time zone 'America/Caracas', 'YYYY-MM-DD')`);

async function sell(
  booth: { token: string },
  drawId: number,
  currency: Currency,
  lines: [keyof typeof types, string, number][],
  payment_method?: string,
) {
  const response = await call(booth.token, 'POST', '/api/v1/tickets/create', {
    request_id: randomUUID(),
    draw_id: drawId,
    currency,
    lines: lines.map(([type, selection, amount]) => ({ game_type_id: types[type], selection, amount })),
    ...(payment_method ? { payment_method } : {}),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

async function pay(booth: { token: string }, ticketId: number, payment_method?: string) {
  const [{ prize }] = await queryRows<{ prize: string }>(
    api.handle.db,
    sql`select prize_amount::text as prize from tickets where id = ${ticketId}`,
  );
  const paid = await call(booth.token, 'POST', `/api/v1/tickets/detail/${ticketId}/pay`, {
    expected_amount: Number(prize),
    ...(payment_method ? { payment_method } : {}),
  });
  expect(paid.statusCode).toBe(200);
}

/** Whole cents of every number of an object (the API answers float8; the recomputation numeric text). */
const centsOfAll = (figures: Record<string, number | string | null>) =>
  Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, value === null ? null : cents(value)]));

/** A booth's cash day from the raw rows: the day's tickets, its float and approved expenses, its count. */
async function cashDayFromRows(boothId: number, currency: Currency) {
  const figures = await boothDayFromTickets(api.handle.db, boothId, today(), currency);
  const [drawer] = await queryRows<{ float: string; expenses: string; cash_sales: string; cash_prizes: string; declared: string | null }>(
    api.handle.db,
    sql`with day as (select id from booth_days where ticket_booth_id = ${boothId} and to_char(day, 'YYYY-MM-DD') = ${today()}),
             mine as (select * from tickets where ticket_booth_id = ${boothId} and currency = ${currency})
        select coalesce((select amount from booth_day_floats where booth_day_id = (select id from day) and currency = ${currency}), 0)::text as float,
               coalesce((select sum(amount) from booth_day_expenses
                         where booth_day_id = (select id from day) and currency = ${currency} and status = 'approved'), 0)::text as expenses,
               (coalesce((select sum(amount) from mine where payment_method = 'efectivo' and ${dayOf('created_at')} = ${today()}), 0)
                - coalesce((select sum(amount) from mine where payment_method = 'efectivo' and ${dayOf('cancelled_at')} = ${today()}), 0))::text as cash_sales,
               coalesce((select sum(paid_amount) from mine where paid_method = 'efectivo' and ${dayOf('paid_at')} = ${today()}), 0)::text as cash_prizes,
               (select declared_cash::text from booth_day_figures where booth_day_id = (select id from day) and currency = ${currency}) as declared`,
  );
  const expected = cents(drawer.float) + cents(drawer.cash_sales) - cents(drawer.cash_prizes) - cents(drawer.expenses);
  return {
    sales: cents(figures.sales),
    commission: cents(figures.commission),
    prizes_paid: cents(figures.prizes_paid),
    expected_cash: expected,
    declared_cash: drawer.declared === null ? null : cents(drawer.declared),
    difference: drawer.declared === null ? null : cents(drawer.declared) - expected,
  };
}

/** Per key (booth, seller account or game type) of today's tickets in `currency`: sales net of cancellations, commission, prizes won. */
async function reportFromRows(groupBy: 'booth' | 'seller' | 'game_type', currency: Currency) {
  const key = { booth: 't.ticket_booth_id', seller: 't.seller_id', game_type: 'l.game_type_id' }[groupBy];
  const rows = await queryRows<{ key: string; sales: string; commission: string; prizes: string }>(
    api.handle.db,
    sql`select ${sql.raw(key)}::text as key,
               (coalesce(sum(l.amount) filter (where ${dayOf('t.created_at')} = ${today()}), 0)
                - coalesce(sum(l.amount) filter (where ${dayOf('t.cancelled_at')} = ${today()}), 0))::text as sales,
               (coalesce(sum(l.commission) filter (where ${dayOf('t.created_at')} = ${today()}), 0)
                - coalesce(sum(l.commission) filter (where ${dayOf('t.cancelled_at')} = ${today()}), 0))::text as commission,
               coalesce(sum(l.potential_payout) filter (where l.is_winner and t.cancelled_at is null and ${dayOf('t.created_at')} = ${today()}), 0)::text as prizes
        from tickets t join ticket_lines l on l.ticket_id = t.id
        where t.currency = ${currency}
        group by 1`,
  );
  return new Map(rows.map((row) => [row.key, { sales: cents(row.sales), commission: cents(row.commission), prizes: cents(row.prizes) }]));
}

beforeAll(async () => {
  api = await createTestApi();
  fixtures = await loadScopeFixtures(api);
  const rows = await api.handle.db
    .select({ id: gameTypes.id, code: gameTypes.code })
    .from(gameTypes)
    .innerJoin(modules, eq(modules.id, gameTypes.module_id))
    .where(eq(modules.code, 'loteria_nacional'));
  types = { terminal: rows.find((row) => row.code === 'terminal')!.id, triple: rows.find((row) => row.code === 'triple')!.id };
  await api.handle.db
    .update(userGameConfigs)
    .set({ sales_limit_ves: 0, sales_limit_usd: 0 })
    .where(eq(userGameConfigs.user_id, fixtures.clientId));
  // The owner's plan: its own commission per game type (7,5 % on Terminal, 12 % on Triple).
  const plan = await call(fixtures.token.admin, 'PUT', `/api/v1/users/detail/${fixtures.clientId}/prize-plan`, [
    { game_type_id: types.terminal, payout: null, commission_percentage: 7.5 },
    { game_type_id: types.triple, payout: null, commission_percentage: 12 },
  ]);
  expect(plan.statusCode).toBe(200);

  two = await insertBoothWithTerminal(api, { owner_id: fixtures.clientId, currencies: ['VES', 'USD'] });
  one = await insertBoothWithTerminal(api, { owner_id: fixtures.clientId, currencies: ['VES'] });
  const open = await insertDraw(api, 'loteria_nacional', 6);
  const settled = await insertDraw(api, 'loteria_nacional', 3);

  // Sales in both currencies and by every way of paying; odd cents so each line's rounding shows.
  await sell(two, open, 'USD', [
    ['terminal', '11', 10.33],
    ['triple', '111', 5.07],
  ]);
  await sell(two, open, 'VES', [['terminal', '12', 100.01]]);
  await sell(two, open, 'VES', [['triple', '112', 250.55]], 'pago_movil');
  await sell(two, open, 'USD', [['terminal', '13', 20]], 'transferencia');
  const cancelled = await sell(two, open, 'VES', [['terminal', '14', 40.4]]);
  await sell(one, open, 'VES', [
    ['terminal', '15', 300.3],
    ['triple', '115', 33.33],
  ]);
  await sell(one, open, 'VES', [['terminal', '16', 50]], 'pago_movil');
  // Winners of the draw settled below (1234: Terminal 34 and Triple 234 win), and a loser.
  const usdWinner = await sell(two, settled, 'USD', [['terminal', '34', 2.01]]);
  const vesWinner = await sell(two, settled, 'VES', [['triple', '234', 1.03]]);
  const oneWinner = await sell(one, settled, 'VES', [['terminal', '34', 5]]);
  await sell(one, settled, 'VES', [['terminal', '35', 7.77]]);
  expect((await call(two.token, 'POST', `/api/v1/tickets/detail/${cancelled.id}/cancel`, { reason: 'Error del cliente' })).statusCode).toBe(
    200,
  );
  expect((await call(fixtures.token.admin, 'POST', `/api/v1/draws/detail/${settled}/close`)).statusCode).toBe(200);
  expect((await call(fixtures.token.admin, 'POST', `/api/v1/draws/detail/${settled}/result`, { numbers: ['1234'] })).statusCode).toBe(200);
  await pay(two, usdWinner.id);
  await pay(two, vesWinner.id, 'pago_movil');
  await pay(one, oneWinner.id);

  // The drawer: floats, an expense approved and one rejected in each currency of the two-currency booth.
  expect((await call(two.token, 'PUT', `${dayUrl(two.boothId)}/float`, { currency: 'VES', amount: 500 })).statusCode).toBe(200);
  expect((await call(two.token, 'PUT', `${dayUrl(two.boothId)}/float`, { currency: 'USD', amount: 200 })).statusCode).toBe(200);
  expect((await call(one.token, 'PUT', `${dayUrl(one.boothId)}/float`, { currency: 'VES', amount: 80 })).statusCode).toBe(200);
  const expenses = [
    [two, 'VES', 200.2, 'approve'],
    [two, 'VES', 99, 'reject'],
    [two, 'USD', 3.3, 'approve'],
    [two, 'USD', 1, 'reject'],
    [one, 'VES', 15, 'approve'],
  ] as const;
  for (const [booth, currency, amount, decision] of expenses) {
    const created = await call(booth.token, 'POST', `${dayUrl(booth.boothId)}/expenses`, {
      currency,
      amount,
      category: 'Servicios',
      note: '',
    });
    expect(created.statusCode).toBe(201);
    const decided = await call(fixtures.token.client, 'POST', `/api/v1/cash/expenses/detail/${created.json().id}/${decision}`);
    expect(decided.statusCode).toBe(200);
  }

  // A cobro in dollars and an abono in bolívares.
  for (const [direction, amount, currency] of [
    ['owner_pays', 7.5, 'USD'],
    ['banca_pays', 20.25, 'VES'],
  ] as const) {
    const paid = await call(fixtures.token.admin, 'POST', `/api/v1/users/detail/${fixtures.clientId}/payments`, {
      request_id: randomUUID(),
      direction,
      amount,
      currency,
      reason: 'Liquidación',
    });
    expect(paid.statusCode).toBe(201);
  }

  // Both days closed: the two-currency one counted per currency (bolívares Bs 10 short), the other with one amount.
  const expectedVes = await cashDayFromRows(two.boothId, 'VES');
  const expectedUsd = await cashDayFromRows(two.boothId, 'USD');
  const closeTwo = await call(two.token, 'POST', `${dayUrl(two.boothId)}/close`, {
    declared_cash: { VES: Number(expectedVes.expected_cash - 1000n) / 100, USD: Number(expectedUsd.expected_cash) / 100 },
  });
  expect([closeTwo.statusCode, closeTwo.body]).toEqual([200, expect.any(String)]);
  const expectedOne = await cashDayFromRows(one.boothId, 'VES');
  const closeOne = await call(one.token, 'POST', `${dayUrl(one.boothId)}/close`, {
    declared_cash: Number(expectedOne.expected_cash) / 100,
  });
  expect(closeOne.statusCode).toBe(200);
});
afterAll(async () => {
  await api.close();
});

describe('the money of one owner, in bolívares and dollars, recomputed from the raw rows', () => {
  it('gives each line the commission of its game type in the owner’s plan, rounded on its own', async () => {
    const lines = await queryRows<{ rounded: boolean; percentage: string; code: string }>(
      api.handle.db,
      sql`select l.commission = round(l.amount * l.sale_percentage / 100, 2) as rounded, l.sale_percentage::text as percentage, g.code
          from ticket_lines l join tickets t on t.id = l.ticket_id join game_types g on g.id = l.game_type_id
          where t.ticket_booth_id in (${two.boothId}, ${one.boothId})`,
    );
    expect(lines.length).toBe(13);
    for (const line of lines) {
      expect(line.rounded).toBe(true);
      expect(Number(line.percentage)).toBe(line.code === 'triple' ? 12 : 7.5);
    }
  });

  it('closes each booth day with figures, expected cash and difference per currency as the rows add up: Bs 10 short, $0', async () => {
    for (const [booth, currency] of [
      [two, 'VES'],
      [two, 'USD'],
      [one, 'VES'],
    ] as const) {
      const day = await get(`${dayUrl(booth.boothId)}?currency=${currency}`);
      expect(day.statusCode).toBe(200);
      const { sales, commission, prizes_paid, expected_cash, declared_cash, difference } = day.json();
      expect(day.json()).toMatchObject({ status: 'closed', currency });
      expect(centsOfAll({ sales, commission, prizes_paid, expected_cash, declared_cash, difference })).toEqual(
        await cashDayFromRows(booth.boothId, currency),
      );
      const list = await get(`/api/v1/cash/days/list?from=${today()}&to=${today()}&booth_id=${booth.boothId}&currency=${currency}`);
      const [row] = list.json().days;
      expect(
        centsOfAll({ sales: row.sales, commission: row.commission, expected_cash: row.expected_cash, difference: row.difference }),
      ).toEqual(centsOfAll({ sales, commission, expected_cash, difference }));
    }
    expect((await get(`${dayUrl(two.boothId)}?currency=VES`)).json().difference).toBe(-10);
    expect((await get(`${dayUrl(two.boothId)}?currency=USD`)).json().difference).toBe(0);
    expect((await get(`${dayUrl(one.boothId)}?currency=VES`)).json().difference).toBe(0);
  });

  it('gives the owner an Estado de cuenta per currency equal to the rows: sales, prizes, commission, payments, balance, expenses, non-cash, by game type', async () => {
    for (const currency of CURRENCIES) {
      const answer = await get(`/api/v1/users/detail/${fixtures.clientId}/statement?from=${today()}&to=${today()}&currency=${currency}`);
      expect(answer.statusCode).toBe(200);
      const statement = answer.json();
      expect(statement.currency).toBe(currency);
      const recomputed = (await statementFromTickets(api.handle.db, fixtures.clientId, currency)).find((day) => day.date === today())!;
      const day = statement.days.find((row: { date: string }) => row.date === today());
      expect(
        centsOfAll({ sales: day.sales, prizes: day.prizes, commission: day.commission, payments: day.payments, balance: day.balance }),
      ).toEqual({
        sales: recomputed.sales,
        prizes: recomputed.prizes,
        commission: recomputed.commission,
        payments: recomputed.payments,
        balance: recomputed.balance,
      });
      // The drawer of every booth of the owner that day: approved expenses and the non-cash money, from the rows.
      const [drawer] = await queryRows<{ expenses: string; pago_movil: string; transferencia: string; punto: string }>(
        api.handle.db,
        sql`with owned as (select id from ticket_booths where owner_id = ${fixtures.clientId}),
                 mine as (select * from tickets where currency = ${currency} and ticket_booth_id in (select id from owned)),
                 moves as (
                   select payment_method as method, amount from mine where ${dayOf('created_at')} = ${today()}
                   union all select payment_method, -amount from mine where ${dayOf('cancelled_at')} = ${today()}
                   union all select paid_method, -paid_amount from mine where ${dayOf('paid_at')} = ${today()})
            select coalesce((select sum(e.amount) from booth_day_expenses e join booth_days d on d.id = e.booth_day_id
                             where d.ticket_booth_id in (select id from owned) and to_char(d.day, 'YYYY-MM-DD') = ${today()}
                               and e.currency = ${currency} and e.status = 'approved'), 0)::text as expenses,
                   coalesce((select sum(amount) from moves where method = 'pago_movil'), 0)::text as pago_movil,
                   coalesce((select sum(amount) from moves where method = 'transferencia'), 0)::text as transferencia,
                   coalesce((select sum(amount) from moves where method = 'punto'), 0)::text as punto`,
      );
      expect(centsOfAll({ expenses: day.expenses, ...day.non_cash })).toEqual(centsOfAll(drawer));
      expect(centsOfAll({ expenses: statement.totals.expenses, ...statement.totals.non_cash })).toEqual(centsOfAll(drawer));
      const byType = await reportFromRows('game_type', currency);
      for (const type of [types.terminal, types.triple]) {
        const shown = statement.by_game_type.find((row: { game_type_id: number }) => row.game_type_id === type);
        const owned = await queryRows<{ sales: string; commission: string }>(
          api.handle.db,
          sql`select (coalesce(sum(l.amount) filter (where ${dayOf('t.created_at')} = ${today()}), 0)
                      - coalesce(sum(l.amount) filter (where ${dayOf('t.cancelled_at')} = ${today()}), 0))::text as sales,
                     (coalesce(sum(l.commission) filter (where ${dayOf('t.created_at')} = ${today()}), 0)
                      - coalesce(sum(l.commission) filter (where ${dayOf('t.cancelled_at')} = ${today()}), 0))::text as commission
              from tickets t join ticket_lines l on l.ticket_id = t.id join ticket_booths b on b.id = t.ticket_booth_id
              where b.owner_id = ${fixtures.clientId} and t.currency = ${currency} and l.game_type_id = ${type}`,
        );
        expect(centsOfAll({ sales: shown?.sales ?? 0, commission: shown?.commission ?? 0 })).toEqual(centsOfAll(owned[0]));
        expect(byType.has(String(type))).toBe(true);
      }
      expect(statement.payments.every((payment: { currency: string }) => payment.currency === currency)).toBe(true);
    }
  });

  it('reports by booth, seller account and game type, and the dashboard, per currency as the rows add up', async () => {
    for (const currency of CURRENCIES) {
      for (const groupBy of ['booth', 'seller', 'game_type'] as const) {
        const report = await get(`/api/v1/reports/sales?from=${today()}&to=${today()}&group_by=${groupBy}&currency=${currency}`);
        expect(report.statusCode).toBe(200);
        expect(report.json().currency).toBe(currency);
        const recomputed = await reportFromRows(groupBy, currency);
        const keys =
          groupBy === 'booth'
            ? [two.boothId, one.boothId]
            : groupBy === 'seller'
              ? [two.sellerId, one.sellerId]
              : [types.terminal, types.triple];
        for (const key of keys.map(String)) {
          const row = report.json().rows.find((candidate: { key: string }) => candidate.key === key);
          const expected = recomputed.get(key);
          if (!expected) {
            // A booth selling only in bolívares has no dollars row at all: nothing of the other currency.
            expect(row).toBeUndefined();
            continue;
          }
          const figures = { sales: row.sales, commission: row.commission, ...(groupBy === 'game_type' ? {} : { prizes: row.prizes }) };
          expect(centsOfAll(figures)).toEqual(
            groupBy === 'game_type' ? { sales: expected.sales, commission: expected.commission } : expected,
          );
        }
      }
      const dashboard = await get(`/api/v1/dashboard/summary?currency=${currency}`);
      const [sold] = await queryRows<{ sales: string }>(
        api.handle.db,
        sql`select coalesce(sum(amount), 0)::text as sales from tickets
            where currency = ${currency} and cancelled_at is null and ${dayOf('created_at')} = ${today()}`,
      );
      expect(dashboard.json().currency).toBe(currency);
      expect(cents(dashboard.json().stats.sales_today)).toBe(cents(sold.sales));
    }
  });

  it('never adds the two currencies: each figure of the two-currency booth differs from the sum of both', async () => {
    const ves = await cashDayFromRows(two.boothId, 'VES');
    const usd = await cashDayFromRows(two.boothId, 'USD');
    for (const currency of CURRENCIES) {
      const day = (await get(`${dayUrl(two.boothId)}?currency=${currency}`)).json();
      expect(cents(day.sales)).not.toBe(ves.sales + usd.sales);
      expect(cents(day.expected_cash)).not.toBe(ves.expected_cash + usd.expected_cash);
    }
    const report = (await get(`/api/v1/reports/sales?from=${today()}&to=${today()}&group_by=booth&currency=USD`)).json();
    expect(report.rows.find((row: { key: string }) => row.key === String(two.boothId)).sales).toBe(Number(usd.sales) / 100);
  });
});

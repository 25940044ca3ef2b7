/**
 * The drawer of a booth's day (issue 38 item 4): the opening float, the expenses with their
 * approval, the payment method of each sale and prize, and the blind count. Each refusal, and the
 * expected cash recomputed from the raw rows (tickets, payments, expenses, float) to the cent.
 * Runs on PGlite and, with `pnpm test:api:pg`, on a PostgreSQL server.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { auditLog, gameTypes, modules, type ticketBooths, tickets, userGameConfigs } from '../src/db/schema';
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
import { cents } from './money-recompute';

let api: TestApi;
let fixtures: ScopeFixtures;
let terminalType: number;

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
});
afterAll(async () => {
  await api.close();
});

/** A booth of the demo client with a terminal of its own. */
async function newBoothWithTerminal(values: Partial<typeof ticketBooths.$inferInsert> = {}) {
  const boothId = await insertBooth(api, { owner_id: fixtures.clientId, ...values });
  const account = await insertSellerAccount(api, boothId, 'clave123');
  return { boothId, terminal: (await terminalLogin(api, account)) as TerminalSignIn };
}

const today = () => businessDayOf(api.clock.now());
const dayUrl = (boothId: number, date = today()) => `/api/v1/ticket_booths/detail/${boothId}/days/${date}`;
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  api.call({ method, url, token, ...(payload ? { payload } : {}) });
const setFloat = (token: string, boothId: number, amount: number, currency = 'USD') =>
  call(token, 'PUT', `${dayUrl(boothId)}/float`, { currency, amount });
const addExpense = (token: string, boothId: number, body: Record<string, unknown> = {}) =>
  call(token, 'POST', `${dayUrl(boothId)}/expenses`, { currency: 'USD', amount: 20, category: 'Servicios', note: 'Agua', ...body });
const decide = (token: string, id: number, decision: 'approve' | 'reject') =>
  call(token, 'POST', `/api/v1/cash/expenses/detail/${id}/${decision}`);

async function sell(token: string, drawId: number, selection: string, amount: number, paymentMethod?: string) {
  const response = await call(token, 'POST', '/api/v1/tickets/create', {
    request_id: randomUUID(),
    draw_id: drawId,
    lines: [{ game_type_id: terminalType, selection, amount }],
    ...(paymentMethod ? { payment_method: paymentMethod } : {}),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

async function settle(drawId: number, number: string) {
  const admin = fixtures.token.admin;
  expect((await call(admin, 'POST', `/api/v1/draws/detail/${drawId}/close`)).statusCode).toBe(200);
  expect((await call(admin, 'POST', `/api/v1/draws/detail/${drawId}/result`, { numbers: [number] })).statusCode).toBe(200);
}

async function prizeOf(ticketId: number): Promise<number> {
  const [{ prize }] = await queryRows<{ prize: string }>(
    api.handle.db,
    sql`select prize_amount::text as prize from tickets where id = ${ticketId}`,
  );
  return Number(prize);
}

describe('the opening float', () => {
  it('is set by the terminal, changed while the day is open, and counts in the expected cash of its currency only', async () => {
    const { boothId, terminal } = await newBoothWithTerminal({ currencies: ['VES', 'USD'] });
    expect((await setFloat(terminal.token, boothId, 100)).json()).toMatchObject({ currency: 'USD', amount: 100 });
    const changed = await setFloat(terminal.token, boothId, 150.25);
    expect(changed.statusCode).toBe(200);
    expect((await setFloat(terminal.token, boothId, 5000, 'VES')).statusCode).toBe(200);
    const usd = (await call(terminal.token, 'GET', dayUrl(boothId))).json();
    expect(usd).toMatchObject({ currency: 'USD', opening_float: 150.25, expected_cash: 150.25 });
    expect(usd.floats).toEqual([
      expect.objectContaining({ currency: 'USD', amount: 150.25 }),
      expect.objectContaining({ currency: 'VES', amount: 5000 }),
    ]);
    const ves = (await call(terminal.token, 'GET', `${dayUrl(boothId)}?currency=VES`)).json();
    expect(ves).toMatchObject({ currency: 'VES', opening_float: 5000, expected_cash: 5000 });
    const [entry] = await api.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'day_float'), eq(auditLog.record_id, usd.id)))
      .orderBy(auditLog.id)
      .limit(1);
    expect(entry.after).toMatchObject({ opening_float: 100, currency: 'USD' });
  });

  it('refuses a negative amount, more than two decimals and an unknown currency (400 naming the field)', async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const negative = await setFloat(terminal.token, boothId, -1);
    expect(negative.statusCode).toBe(400);
    const decimals = await setFloat(terminal.token, boothId, 1.005);
    expect(decimals.statusCode).toBe(400);
    expect(JSON.stringify(decimals.json())).toContain('amount');
    const currency = await setFloat(terminal.token, boothId, 10, 'EUR');
    expect(currency.statusCode).toBe(400);
    expect(JSON.stringify(currency.json())).toContain('currency');
  });

  it('refuses a float or an expense in a currency its booth does not sell in (400 naming `currency`), writing nothing', async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const float = await setFloat(terminal.token, boothId, 10, 'VES');
    expect(float.statusCode).toBe(400);
    expect(float.json()).toMatchObject({ fields: { currency: 'Esta taquilla no vende en Bolívares (Bs).' } });
    const expense = await addExpense(terminal.token, boothId, { currency: 'VES' });
    expect(expense.statusCode).toBe(400);
    expect(expense.json()).toMatchObject({ fields: { currency: expect.stringMatching(/no vende en Bolívares/) } });
    const day = (await call(fixtures.token.admin, 'GET', `${dayUrl(boothId)}?currency=VES`)).json();
    expect(day).toMatchObject({ opening_float: 0, floats: [], expense_items: [] });
  });
});

describe('an expense', () => {
  it('is entered pending by the terminal, counts only once approved by the owner, and is audited', async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    await setFloat(terminal.token, boothId, 100);
    const created = await addExpense(terminal.token, boothId, { amount: 12.5, category: 'Papelería', note: ' Resmas ' });
    expect(created.statusCode).toBe(201);
    const expense = created.json();
    expect(expense).toMatchObject({ status: 'pending', amount: 12.5, category: 'Papelería', note: 'Resmas', decided_at: null });
    expect(expense.created_by.kind).toBe('terminal');
    let day = (await call(fixtures.token.client, 'GET', dayUrl(boothId))).json();
    expect(day).toMatchObject({ expenses: 0, pending_expenses: 1, expected_cash: 100 });
    expect(day.expense_items).toHaveLength(1);
    expect(day.actions).toMatchObject({ drawer: true, decide_expenses: true });

    const pending = (await call(fixtures.token.client, 'GET', '/api/v1/cash/expenses/list?status=pending')).json();
    expect(pending.expenses.map((e: { id: number }) => e.id)).toContain(expense.id);

    const approved = await decide(fixtures.token.client, expense.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decided_by: { kind: 'user' } });
    day = (await call(terminal.token, 'GET', dayUrl(boothId))).json();
    expect(day).toMatchObject({ expenses: 12.5, pending_expenses: 0, expected_cash: 87.5 });

    const rejected = (await addExpense(terminal.token, boothId, { amount: 30, category: 'Otro' })).json();
    expect((await decide(fixtures.token.admin, rejected.id, 'reject')).json().status).toBe('rejected');
    expect((await call(terminal.token, 'GET', dayUrl(boothId))).json()).toMatchObject({ expenses: 12.5, expected_cash: 87.5 });

    const actions = (
      await api.handle.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.record_id, day.id)).orderBy(auditLog.id)
    ).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['expense_create', 'expense_approve', 'expense_reject']));
  });

  it('refuses an amount of 0 or less and an unknown category (400 naming the field)', async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    for (const amount of [0, -5]) {
      const refused = await addExpense(terminal.token, boothId, { amount });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain('amount');
    }
    const category = await addExpense(terminal.token, boothId, { category: 'Casino' });
    expect(category.statusCode).toBe(400);
    expect(JSON.stringify(category.json())).toContain('category');
  });

  it('is decided once: approving or rejecting again is 409 EXPENSE_ALREADY_DECIDED', async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const expense = (await addExpense(terminal.token, boothId)).json();
    expect((await decide(fixtures.token.client, expense.id, 'approve')).statusCode).toBe(200);
    for (const decision of ['approve', 'reject'] as const) {
      const again = await decide(fixtures.token.admin, expense.id, decision);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('EXPENSE_ALREADY_DECIDED');
    }
  });

  it('is refused (409 DAY_CLOSED) on a closed day, like a new float', async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    expect((await call(terminal.token, 'POST', `${dayUrl(boothId)}/close`, { declared_cash: 0 })).statusCode).toBe(200);
    const expense = await addExpense(terminal.token, boothId);
    expect(expense.statusCode).toBe(409);
    expect(expense.json().code).toBe('DAY_CLOSED');
    const float = await setFloat(fixtures.token.client, boothId, 10);
    expect(float.statusCode).toBe(409);
    expect(float.json().code).toBe('DAY_CLOSED');
  });

  it("is refused to another booth's terminal (404) and to an operator (403); decided only by the owner or an administrator", async () => {
    const { boothId } = await newBoothWithTerminal();
    const other = await newBoothWithTerminal();
    expect((await addExpense(other.terminal.token, boothId)).statusCode).toBe(404);
    expect((await setFloat(other.terminal.token, boothId, 10)).statusCode).toBe(404);
    expect((await addExpense(fixtures.token.operator, boothId)).statusCode).toBe(403);
    const expense = (await addExpense(fixtures.token.client, boothId)).json();
    expect(expense.created_by.kind).toBe('user');
    expect((await decide(other.terminal.token, expense.id, 'approve')).statusCode).toBe(403);
    expect((await decide(fixtures.token.operator, expense.id, 'approve')).statusCode).toBe(403);
    // A booth of another owner: its expenses are out of the demo client's scope.
    const foreign = await insertBooth(api, {});
    const foreignExpense = (await addExpense(fixtures.token.admin, foreign)).json();
    expect((await decide(fixtures.token.client, foreignExpense.id, 'approve')).statusCode).toBe(404);
  });

  it('keeps a day from being approved while pending (409 EXPENSES_PENDING); decided after the closing, it moves the difference', async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const first = (await addExpense(terminal.token, boothId, { amount: 5 })).json();
    expect((await call(terminal.token, 'POST', `${dayUrl(boothId)}/close`, { declared_cash: 0 })).statusCode).toBe(200);
    const refused = await call(fixtures.token.client, 'POST', `${dayUrl(boothId)}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EXPENSES_PENDING');
    // Decided after the closing: the closed day's expected cash follows, and its difference with it.
    expect((await decide(fixtures.token.client, first.id, 'approve')).statusCode).toBe(200);
    const approved = await call(fixtures.token.client, 'POST', `${dayUrl(boothId)}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ expected_cash: -5, declared_cash: 0, difference: 5 });
  });
});

describe('the payment method', () => {
  it('keeps non-cash sales and prizes out of the expected cash, listed apart; the same request_id with another method is refused', async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const drawId = await insertDraw(api, 'loteria_nacional');
    await setFloat(terminal.token, boothId, 50);
    const cashWinner = await sell(terminal.token, drawId, '25', 10);
    const movilWinner = await sell(terminal.token, drawId, '25', 2, 'pago_movil');
    await sell(terminal.token, drawId, '31', 7.5, 'transferencia');
    await sell(terminal.token, drawId, '32', 3.25, 'punto');
    const cancelled = await sell(terminal.token, drawId, '33', 4, 'pago_movil');
    const cancel = await call(terminal.token, 'POST', `/api/v1/tickets/detail/${cancelled.id}/cancel`, { reason: 'Error' });
    expect(cancel.statusCode).toBe(200);

    const requestId = randomUUID();
    const body = { request_id: requestId, draw_id: drawId, lines: [{ game_type_id: terminalType, selection: '40', amount: 1 }] };
    expect((await call(terminal.token, 'POST', '/api/v1/tickets/create', body)).statusCode).toBe(201);
    const reused = await call(terminal.token, 'POST', '/api/v1/tickets/create', { ...body, payment_method: 'punto' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');

    await settle(drawId, '1225');
    const cashPrize = await prizeOf(cashWinner.id);
    const movilPrize = await prizeOf(movilWinner.id);
    expect(
      (await call(terminal.token, 'POST', `/api/v1/tickets/detail/${cashWinner.id}/pay`, { expected_amount: cashPrize })).statusCode,
    ).toBe(200);
    const paidByMovil = await call(terminal.token, 'POST', `/api/v1/tickets/detail/${movilWinner.id}/pay`, {
      expected_amount: movilPrize,
      payment_method: 'pago_movil',
    });
    expect(paidByMovil.statusCode).toBe(200);
    const [stored] = await api.handle.db
      .select({ payment_method: tickets.payment_method, paid_method: tickets.paid_method })
      .from(tickets)
      .where(eq(tickets.id, movilWinner.id));
    expect(stored).toEqual({ payment_method: 'pago_movil', paid_method: 'pago_movil' });

    const day = (await call(fixtures.token.client, 'GET', dayUrl(boothId))).json();
    expect(day.non_cash).toEqual({ pago_movil: 2 - movilPrize, transferencia: 7.5, punto: 3.25 });
    // Float 50 + cash sales (10 + 1) − the cash prize.
    expect(cents(day.expected_cash)).toBe(cents(50) + cents(11) - cents(cashPrize));
  });
});

describe('the expected cash', () => {
  it('recomputed from the raw rows (tickets, payments, expenses, float) to the cent, and a count that matches closes with difference 0', async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const drawId = await insertDraw(api, 'loteria_nacional');
    await setFloat(terminal.token, boothId, 500);
    const winners = [await sell(terminal.token, drawId, '07', 3.33), await sell(terminal.token, drawId, '07', 1.11, 'transferencia')];
    await sell(terminal.token, drawId, '08', 1000, 'pago_movil');
    await sell(terminal.token, drawId, '09', 12.34);
    const water = (await addExpense(terminal.token, boothId, { amount: 200, category: 'Alimentación' })).json();
    await addExpense(terminal.token, boothId, { amount: 99.99, category: 'Transporte' });
    // A dollars booth pays no expense in bolívares.
    expect((await addExpense(terminal.token, boothId, { amount: 7, currency: 'VES' })).statusCode).toBe(400);
    expect((await decide(fixtures.token.client, water.id, 'approve')).statusCode).toBe(200);
    await settle(drawId, '3407');
    for (const [index, winner] of winners.entries()) {
      const payment = await call(terminal.token, 'POST', `/api/v1/tickets/detail/${winner.id}/pay`, {
        expected_amount: await prizeOf(winner.id),
        ...(index === 1 ? { payment_method: 'punto' } : {}),
      });
      expect(payment.statusCode).toBe(200);
    }

    const date = today();
    const local = (column: string) => sql.raw(`to_char(${column} at time zone 'America/Caracas', 'YYYY-MM-DD')`);
    const [raw] = await queryRows<{ expected: string }>(
      api.handle.db,
      sql`select (
            coalesce((select f.amount from booth_day_floats f join booth_days d on d.id = f.booth_day_id
                      where d.ticket_booth_id = ${boothId} and d.day = ${date}::date and f.currency = 'USD'), 0)
            + coalesce((select sum(amount) from tickets where ticket_booth_id = ${boothId} and payment_method = 'efectivo'
                        and ${local('created_at')} = ${date} and (cancelled_at is null or ${local('cancelled_at')} <> ${date})), 0)
            - coalesce((select sum(paid_amount) from tickets where ticket_booth_id = ${boothId} and paid_method = 'efectivo'
                        and ${local('paid_at')} = ${date}), 0)
            - coalesce((select sum(e.amount) from booth_day_expenses e join booth_days d on d.id = e.booth_day_id
                        where d.ticket_booth_id = ${boothId} and d.day = ${date}::date and e.currency = 'USD' and e.status = 'approved'), 0)
          )::numeric(14,2)::text as expected`,
    );
    const open = (await call(fixtures.token.client, 'GET', dayUrl(boothId))).json();
    expect(cents(open.expected_cash)).toBe(cents(raw.expected));
    expect(open).toMatchObject({ opening_float: 500, expenses: 200, pending_expenses: 1 });

    const closed = await call(terminal.token, 'POST', `${dayUrl(boothId)}/close`, { declared_cash: Number(raw.expected) });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', difference: 0 });
    expect(cents(closed.json().expected_cash)).toBe(cents(raw.expected));
  });
});

describe('the blind count', () => {
  it("hides the expected cash and difference from the booth's terminal until the day is closed, never from the owner", async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const booth = await call(fixtures.token.admin, 'GET', `/api/v1/ticket_booths/detail/${boothId}`);
    expect(booth.json().blind_count).toBe(false);
    const edited = await api.call({
      method: 'PUT',
      url: `/api/v1/ticket_booths/detail/${boothId}`,
      token: fixtures.token.admin,
      headers: { 'if-match': booth.headers.etag as string },
      payload: { name: booth.json().name, blind_count: true },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().blind_count).toBe(true);
    await setFloat(terminal.token, boothId, 40);

    const blind = (await call(terminal.token, 'GET', dayUrl(boothId))).json();
    expect(blind).toMatchObject({ blind_count: true, opening_float: 40, expected_cash: null, difference: null });
    expect((await call(fixtures.token.client, 'GET', dayUrl(boothId))).json().expected_cash).toBe(40);

    const closed = await call(terminal.token, 'POST', `${dayUrl(boothId)}/close`, { declared_cash: 38 });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ expected_cash: 40, declared_cash: 38, difference: -2 });
  });
});

describe("the owner's statement", () => {
  it('shows per day the approved expenses and the non-cash money of its booths, recomputed from the raw rows to the cent', async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const drawId = await insertDraw(api, 'loteria_nacional');
    await sell(terminal.token, drawId, '51', 40.4, 'transferencia');
    await sell(terminal.token, drawId, '52', 9.99, 'pago_movil');
    const expense = (await addExpense(terminal.token, boothId, { amount: 33.33 })).json();
    expect((await decide(fixtures.token.client, expense.id, 'approve')).statusCode).toBe(200);

    const date = today();
    const local = (column: string) => sql.raw(`to_char(${column} at time zone 'America/Caracas', 'YYYY-MM-DD')`);
    const owned = sql`(select id from ticket_booths where owner_id = ${fixtures.clientId})`;
    const [raw] = await queryRows<{ expenses: string; transferencia: string; pago_movil: string; punto: string }>(
      api.handle.db,
      sql`select
            coalesce((select sum(e.amount) from booth_day_expenses e join booth_days d on d.id = e.booth_day_id
                      where d.owner_id = ${fixtures.clientId} and d.day = ${date}::date and e.currency = 'USD' and e.status = 'approved'), 0)::text as expenses,
            ${sql.join(
              (['transferencia', 'pago_movil', 'punto'] as const).map(
                (method) => sql`(
                  coalesce((select sum(amount) from tickets where ticket_booth_id in ${owned} and payment_method = ${method}
                            and ${local('created_at')} = ${date}), 0)
                  - coalesce((select sum(amount) from tickets where ticket_booth_id in ${owned} and payment_method = ${method}
                              and refunded_at is null and ${local('cancelled_at')} = ${date}), 0)
                  - coalesce((select sum(paid_amount) from tickets where ticket_booth_id in ${owned} and paid_method = ${method}
                              and ${local('paid_at')} = ${date}), 0))::text as ${sql.raw(method)}`,
              ),
              sql`, `,
            )}`,
    );
    const statement = await call(
      fixtures.token.client,
      'GET',
      `/api/v1/users/detail/${fixtures.clientId}/statement?from=${date}&to=${date}`,
    );
    expect(statement.statusCode).toBe(200);
    const [day] = statement.json().days;
    expect(day.date).toBe(date);
    expect(cents(day.expenses)).toBe(cents(raw.expenses));
    expect(cents(day.non_cash.transferencia)).toBe(cents(raw.transferencia));
    expect(cents(day.non_cash.pago_movil)).toBe(cents(raw.pago_movil));
    expect(cents(day.non_cash.punto)).toBe(cents(raw.punto));
    expect(cents(day.expenses)).toBeGreaterThanOrEqual(cents(33.33));
    expect(statement.json().totals).toMatchObject({ expenses: day.expenses, non_cash: day.non_cash });
  });
});

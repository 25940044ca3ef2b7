/**
 * The owners' statements ("Estado de cuenta"): every owner's recomputed from its booths' tickets
 * and its payments (participation after the losses carried, the running balance) in integer
 * cents; the payments between the banca and an owner, idempotent, audited and reversed on the day
 * of their reversal; account_balance in the users list and the hierarchy is the statement's
 * balance; and the notifications the money's events make.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { auditLog, gameTypes, inboxItems, modules, userGameConfigs, users } from '../src/db/schema';
import { addDays, businessDayOf } from '../src/domain/time';
import {
  createTestApi,
  insertBooth,
  insertDraw,
  insertSellerAccount,
  loadScopeFixtures,
  type ScopeFixtures,
  terminalLogin,
  type TestApi,
} from './helpers';
import { cents, statementFromTickets } from './money-recompute';
import { notifyDaysOpenAfterLastDraw } from '../src/domain/cash/money-events';

let api: TestApi;
let fixtures: ScopeFixtures;
let terminalType: number;

beforeAll(async () => {
  api = await createTestApi();
  fixtures = await loadScopeFixtures(api);
  [{ id: terminalType }] = await api.handle.db
    .select({ id: gameTypes.id })
    .from(gameTypes)
    .innerJoin(modules, eq(modules.id, gameTypes.module_id))
    .where(and(eq(modules.code, 'loteria_nacional'), eq(gameTypes.code, 'terminal')));
  await api.handle.db
    .update(userGameConfigs)
    .set({ sales_limit_ves: 0, sales_limit_usd: 0 })
    .where(eq(userGameConfigs.user_id, fixtures.clientId));
});
afterAll(async () => {
  await api.close();
});

const today = () => businessDayOf(api.clock.now());
const statement = (ownerId: number, from: string, to: string, token = fixtures.token.admin) =>
  api.call({ method: 'GET', url: `/api/v1/users/detail/${ownerId}/statement?from=${from}&to=${to}`, token });
const payment = (ownerId: number, body: Record<string, unknown>, token = fixtures.token.admin) =>
  api.call({ method: 'POST', url: `/api/v1/users/detail/${ownerId}/payments`, token, payload: body });

async function owners(): Promise<number[]> {
  return (await api.handle.db.select({ id: users.id }).from(users).where(eq(users.role, 'client'))).map((u) => u.id);
}

/** Every day of an owner's statement from its first movement to today, as the API answers it. */
async function wholeStatement(ownerId: number) {
  const [first] = await queryRows<{ day: string | null }>(
    api.handle.db,
    sql`select least((select min(day) from booth_days where owner_id = ${ownerId}),
                     (select min(created_at at time zone 'America/Caracas')::date from owner_payments where owner_id = ${ownerId}))::text as day`,
  );
  const from = first.day ?? today();
  const response = await statement(ownerId, from, today());
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("an owner's statement", () => {
  it('is, for every owner of the seeded data set, what its tickets and payments add up to, to the cent', async () => {
    let checked = 0;
    for (const ownerId of await owners()) {
      const expected = await statementFromTickets(api.handle.db, ownerId);
      if (expected.length === 0) continue;
      const answer = await wholeStatement(ownerId);
      expect(answer.opening_balance).toBe(0);
      const got = answer.days.map((d: Record<string, number | string>) => ({
        date: d.date,
        sales: cents(d.sales),
        prizes: cents(d.prizes),
        commission: cents(d.commission),
        net: cents(d.net),
        participation: cents(d.participation),
        payments: cents(d.payments),
        balance: cents(d.balance),
      }));
      expect(got).toEqual(expected);
      expect(cents(answer.balance)).toBe(expected.at(-1)!.balance);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(5);
  });

  it('carries losses into the next days before any participation, and opens a range with the balance before it', async () => {
    const ownerId = fixtures.clientId;
    const whole = await wholeStatement(ownerId);
    const days = whole.days as { date: string; net: number; participation: number; carried_loss: number; balance: number }[];
    // Participation only on a day whose net, after the losses carried into it, is positive.
    for (let i = 0; i < days.length; i++) {
      const carriedIn = i === 0 ? 0 : days[i - 1].carried_loss;
      if (cents(days[i].net) + cents(carriedIn) <= 0n) expect(days[i].participation).toBe(0);
      else expect(days[i].carried_loss).toBe(0);
    }
    const middle = days[Math.floor(days.length / 2)];
    const part = (await statement(ownerId, middle.date, today())).json();
    expect(part.opening_balance).toBe(days[Math.floor(days.length / 2) - 1].balance);
    expect(part.days[0]).toEqual(middle);
    expect(part.closing_balance).toBe(whole.balance);
  });

  it("is the owner's own for a client, anybody's for admin and operator, nobody's for a ticket_seller", async () => {
    const other = (await owners()).find((id) => id !== fixtures.clientId)!;
    expect((await statement(fixtures.clientId, today(), today(), fixtures.token.client)).statusCode).toBe(200);
    expect((await statement(other, today(), today(), fixtures.token.client)).statusCode).toBe(404);
    expect((await statement(other, today(), today(), fixtures.token.operator)).statusCode).toBe(200);
    expect((await statement(other, today(), today(), fixtures.token.ticket_seller)).statusCode).toBe(403);
    expect((await statement(fixtures.adminId, today(), today())).statusCode).toBe(404);
    expect((await statement(other, today(), addDays(today(), -1))).statusCode).toBe(400);
  });
});

describe('payments between the banca and an owner', () => {
  it('an abono raises the balance and a cobro lowers it, each once whatever the resends; a reversal counts on its own day', async () => {
    const ownerId = fixtures.clientId;
    const before = (await statement(ownerId, today(), today())).json();
    const requestId = randomUUID();
    const body = { request_id: requestId, direction: 'owner_pays', amount: 1234.56, reason: 'Depósito del cierre' };
    const first = await payment(ownerId, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ direction: 'owner_pays', amount: 1234.56, reason: 'Depósito del cierre', reversed_at: null });
    const again = await payment(ownerId, body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const reused = await payment(ownerId, { ...body, amount: 1 });
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    const cobro = await payment(ownerId, { request_id: randomUUID(), direction: 'banca_pays', amount: 200, reason: 'Premio cubierto' });
    expect(cobro.statusCode).toBe(201);

    const after = (await statement(ownerId, today(), today())).json();
    expect(cents(after.balance) - cents(before.balance)).toBe(cents('1034.56'));
    expect(after.payments.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([first.json().id, cobro.json().id]));

    const reversal = await api.call({
      method: 'POST',
      url: `/api/v1/users/detail/${ownerId}/payments/${first.json().id}/reverse`,
      token: fixtures.token.admin,
      payload: { reason: 'Depósito sin fondos' },
    });
    expect(reversal.statusCode).toBe(200);
    expect(reversal.json()).toMatchObject({ reversal_reason: 'Depósito sin fondos', reversed_by: expect.any(String) });
    const twice = await api.call({
      method: 'POST',
      url: `/api/v1/users/detail/${ownerId}/payments/${first.json().id}/reverse`,
      token: fixtures.token.admin,
      payload: { reason: 'Otra vez' },
    });
    expect(twice.json()).toMatchObject({ code: 'PAYMENT_ALREADY_REVERSED' });
    const reversed = (await statement(ownerId, today(), today())).json();
    expect(cents(reversed.balance) - cents(before.balance)).toBe(cents('-200'));
    const entries = await api.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'owner_payment'), eq(auditLog.record_id, first.json().id)))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual(['owner_payment', 'owner_payment_reversal']);
    expect(await statementFromTickets(api.handle.db, ownerId)).toEqual(
      (await wholeStatement(ownerId)).days.map((d: Record<string, number | string>) => ({
        date: d.date,
        sales: cents(d.sales),
        prizes: cents(d.prizes),
        commission: cents(d.commission),
        net: cents(d.net),
        participation: cents(d.participation),
        payments: cents(d.payments),
        balance: cents(d.balance),
      })),
    );
  });

  it('are written by an administrator only, to a booth owner, with an amount of two decimals at most', async () => {
    const body = () => ({ request_id: randomUUID(), direction: 'owner_pays', amount: 10, reason: 'Depósito' });
    expect((await payment(fixtures.clientId, body(), fixtures.token.operator)).statusCode).toBe(403);
    expect((await payment(fixtures.clientId, body(), fixtures.token.client)).statusCode).toBe(403);
    expect((await payment(fixtures.adminId, body())).statusCode).toBe(404);
    expect((await payment(fixtures.clientId, { ...body(), amount: 10.005 })).json()).toMatchObject({
      fields: { amount: expect.any(String) },
    });
    expect((await payment(fixtures.clientId, { ...body(), amount: 0 })).statusCode).toBe(400);
    expect((await payment(fixtures.clientId, { ...body(), reason: '  ' })).statusCode).toBe(400);
    expect((await payment(fixtures.clientId, { ...body(), direction: 'gift' })).statusCode).toBe(400);
  });

  it('answers one payment to resends racing each other', async () => {
    const body = { request_id: randomUUID(), direction: 'owner_pays', amount: 50, reason: 'Depósito' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => payment(fixtures.clientId, body)));
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
  });
});

describe('account_balance', () => {
  it("is the statement's balance in the users list and in the hierarchy", async () => {
    const expected = new Map<number, number>();
    for (const ownerId of await owners()) {
      const rows = await statementFromTickets(api.handle.db, ownerId);
      expected.set(ownerId, rows.length > 0 ? Number(rows.at(-1)!.balance) / 100 : 0);
    }
    const search = await api.call({ method: 'GET', url: '/api/v1/users/list?search=cliente', token: fixtures.token.admin });
    const listed = search.json().users.find((u: { id: number }) => u.id === fixtures.clientId);
    expect(listed.account_balance).toBe(expected.get(fixtures.clientId));
    const tree = await api.call({ method: 'GET', url: '/api/v1/hierarchy/list', token: fixtures.token.admin });
    const nodes: { id: string; amount_usd: number; children: unknown[] }[] = [];
    const walk = (node: { id: string; amount_usd: number; children: unknown[] }) => {
      nodes.push(node);
      node.children.forEach((child) => walk(child as typeof node));
    };
    tree.json().nodes.forEach(walk);
    for (const [ownerId, balance] of expected) {
      const node = nodes.find((n) => n.id === `user-${ownerId}`);
      if (node) expect(node.amount_usd).toBe(balance);
    }
  });
});

describe('notifications from the money', () => {
  async function noticesOf(prefix: string) {
    return api.handle.db
      .select({ user: inboxItems.user_id, title: inboxItems.title, body: inboxItems.body, key: inboxItems.event_key })
      .from(inboxItems)
      .where(sql`${inboxItems.event_key} like ${`${prefix}%`}`);
  }

  it('tells of a day still open after the last draw of the day, once', async () => {
    const boothId = await insertBooth(api, { owner_id: fixtures.clientId });
    const account = await insertSellerAccount(api, boothId, 'clave123');
    const terminal = await terminalLogin(api, account);
    const drawId = await insertDraw(api, 'loteria_nacional', 1);
    const sold = await api.call({
      method: 'POST',
      url: '/api/v1/tickets/create',
      token: terminal.token,
      payload: { request_id: randomUUID(), draw_id: drawId, lines: [{ game_type_id: terminalType, selection: '05', amount: 1 }] },
    });
    expect(sold.statusCode).toBe(201);
    const [{ id: dayId }] = await queryRows<{ id: number }>(
      api.handle.db,
      sql`select id from booth_days where ticket_booth_id = ${boothId} and day = ${today()}::date`,
    );
    const start = api.clock.now();
    try {
      // Later today, once every draw of the day has passed.
      const [{ last }] = await queryRows<{ last: string }>(
        api.handle.db,
        sql`select max(draw_at)::text as last from draws where (draw_at at time zone 'America/Caracas')::date = ${today()}::date`,
      );
      await notifyDaysOpenAfterLastDraw(api.handle.db, new Date(new Date(last).getTime() - 60_000));
      expect(await noticesOf(`day-open:${dayId}`)).toEqual([]);
      const after = new Date(new Date(last).getTime() + 60_000);
      if (businessDayOf(after) !== today()) return; // the day's last draw is at its very end: nothing to tell before it closes
      await notifyDaysOpenAfterLastDraw(api.handle.db, after);
      await notifyDaysOpenAfterLastDraw(api.handle.db, after);
      const notices = await noticesOf(`day-open:${dayId}`);
      expect(notices.map((n) => n.user)).toEqual(expect.arrayContaining([fixtures.adminId, fixtures.clientId]));
      expect(new Set(notices.map((n) => n.user)).size).toBe(notices.length);
      expect(notices[0].title).toMatch(/día sin cerrar$/);
    } finally {
      api.clock.set(start);
    }
  });

  it('tells of a settled draw with prizes still to pay, and of a number past 80 % of its limit', async () => {
    const terminal = await terminalLogin(api);
    const drawId = await insertDraw(api, 'loteria_nacional');
    const admin = fixtures.token.admin;
    const limit = await api.call({
      method: 'POST',
      url: '/api/v1/limits/create',
      token: admin,
      payload: { scope: 'global', scope_id: null, game_type_id: terminalType, draw_id: drawId, selection: '44', max_amount: 100 },
    });
    expect(limit.statusCode).toBe(201);
    const sell = (amount: number) =>
      api.call({
        method: 'POST',
        url: '/api/v1/tickets/create',
        token: terminal.token,
        payload: { request_id: randomUUID(), draw_id: drawId, lines: [{ game_type_id: terminalType, selection: '44', amount }] },
      });
    expect((await sell(70)).statusCode).toBe(201);
    expect(await noticesOf(`limit-80:${drawId}:`)).toEqual([]);
    expect((await sell(15)).statusCode).toBe(201);
    expect((await sell(5)).statusCode).toBe(201);
    const near = await noticesOf(`limit-80:${drawId}:`);
    expect(near.length).toBeGreaterThan(0);
    expect(new Set(near.map((n) => n.user)).size).toBe(near.length);
    expect(near[0]).toMatchObject({ title: 'El 44 llegó al 85 % de su tope' });
    expect(near[0].body).toContain('$85,00 de un tope de $100,00 en todas las taquillas');

    expect((await api.call({ method: 'POST', url: `/api/v1/draws/detail/${drawId}/close`, token: admin })).statusCode).toBe(200);
    expect(
      (await api.call({ method: 'POST', url: `/api/v1/draws/detail/${drawId}/result`, token: admin, payload: { numbers: ['1244'] } }))
        .statusCode,
    ).toBe(200);
    const prizes = await noticesOf(`draw-prizes:${drawId}:`);
    const staff = prizes.filter((n) => n.user === fixtures.adminId);
    expect(staff).toHaveLength(1);
    expect(staff[0].body).toMatch(/tiene 3 tickets ganadores por pagar: \$6\.300,00 en premios\.$/);
    expect(prizes.some((n) => n.user === fixtures.clientId && n.body.includes('en tus taquillas'))).toBe(true);
  });
});

/**
 * The booth's day (cuadre): its figures, its closing with the cash counted — after which its sales
 * and payments are refused with DAY_CLOSED —, its approval, the system's closing at 00:30 of the
 * next day, the days list and a day's tickets; each figure recomputed from the tickets, and the
 * daily sums the database keeps equal to the tickets through every kind of write.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { randomUUID } from 'node:crypto';
import { BUSINESS_TIMEZONE } from '@banca/contracts/limits';
import { and, eq, like, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import {
  auditLog,
  boothDayFigures,
  boothDays,
  gameTypes,
  inboxItems,
  modules,
  ticketLines,
  tickets,
  userGameConfigs,
  userSettings,
} from '../src/db/schema';
import { autoCloseMomentOf } from '../src/domain/cash/booth-days';
import { businessDayOf } from '../src/domain/time';
import {
  createSecondInstance,
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
import { boothDayFromTickets, dailySalesFromTickets, storedDailySales } from './money-recompute';

let api: TestApi;
let fixtures: ScopeFixtures;
let terminalType: number;
let tripleType: number;
const MINUTE = 60_000;

beforeAll(async () => {
  api = await createTestApi();
  fixtures = await loadScopeFixtures(api);
  const types = await api.handle.db
    .select({ id: gameTypes.id, code: gameTypes.code })
    .from(gameTypes)
    .innerJoin(modules, eq(modules.id, gameTypes.module_id))
    .where(eq(modules.code, 'loteria_nacional'));
  terminalType = types.find((t) => t.code === 'terminal')!.id;
  tripleType = types.find((t) => t.code === 'triple')!.id;
  await api.handle.db
    .update(userGameConfigs)
    .set({ sales_limit_ves: 0, sales_limit_usd: 0 })
    .where(eq(userGameConfigs.user_id, fixtures.clientId));
});
afterAll(async () => {
  await api.close();
});

/** A booth of the demo client with a terminal of its own, so a test can close its day without touching others. */
async function newBoothWithTerminal(on: TestApi = api): Promise<{ boothId: number; terminal: TerminalSignIn }> {
  const boothId = await insertBooth(api, { owner_id: fixtures.clientId });
  const account = await insertSellerAccount(api, boothId, 'clave123');
  return { boothId, terminal: await terminalLogin(on, account) };
}

async function sell(token: string, drawId: number, lines: { type?: number; selection: string; amount: number }[], on = api) {
  return on.call({
    method: 'POST',
    url: '/api/v1/tickets/create',
    token,
    payload: {
      request_id: randomUUID(),
      draw_id: drawId,
      lines: lines.map((l) => ({ game_type_id: l.type ?? terminalType, selection: l.selection, amount: l.amount })),
    },
  });
}

async function sold(token: string, drawId: number, selection: string, amount: number) {
  const response = await sell(token, drawId, [{ selection, amount }]);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; code: string };
}

async function settle(drawId: number, number: string) {
  const admin = fixtures.token.admin;
  expect((await api.call({ method: 'POST', url: `/api/v1/draws/detail/${drawId}/close`, token: admin })).statusCode).toBe(200);
  const entered = await api.call({
    method: 'POST',
    url: `/api/v1/draws/detail/${drawId}/result`,
    token: admin,
    payload: { numbers: [number] },
  });
  expect(entered.statusCode).toBe(200);
}

const dayUrl = (boothId: number, date: string) => `/api/v1/ticket_booths/detail/${boothId}/days/${date}`;
const readDay = (boothId: number, date: string, token: string) => api.call({ method: 'GET', url: dayUrl(boothId, date), token });
const closeDay = (boothId: number, date: string, token: string, declared: number, on = api) =>
  on.call({ method: 'POST', url: `${dayUrl(boothId, date)}/close`, token, payload: { declared_cash: declared } });
const approveDay = (boothId: number, date: string, token: string) =>
  api.call({ method: 'POST', url: `${dayUrl(boothId, date)}/approve`, token });
const reopenDay = (boothId: number, date: string, token: string, payload: object = { reason: 'Se cerró por error' }) =>
  api.call({ method: 'POST', url: `${dayUrl(boothId, date)}/reopen`, token, payload });
const pay = (id: number, token: string, amount: number) =>
  api.call({ method: 'POST', url: `/api/v1/tickets/detail/${id}/pay`, token, payload: { expected_amount: amount } });

const today = () => businessDayOf(api.clock.now());

describe('the business day', () => {
  it('is the calendar day of America/Caracas in the database as in the API', async () => {
    expect(BUSINESS_TIMEZONE).toBe('America/Caracas');
    for (const moment of ['2026-11-20T03:59:59Z', '2026-11-20T04:00:00Z', '2026-12-31T23:30:00Z']) {
      const [row] = await queryRows<{ day: string }>(api.handle.db, sql`select business_day(${moment}::timestamptz)::text as day`);
      expect(row.day).toBe(businessDayOf(new Date(moment)));
    }
  });
});

describe("a booth's day", () => {
  it('adds up its sales net of cancellations, cancelled, prizes paid, commission and expected cash, as the tickets say', async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const drawId = await insertDraw(api, 'loteria_nacional');
    const winner = await sold(terminal.token, drawId, '25', 10);
    await sold(terminal.token, drawId, '26', 4.5);
    const mistaken = await sold(terminal.token, drawId, '27', 3);
    expect(
      (
        await api.call({
          method: 'POST',
          url: `/api/v1/tickets/detail/${mistaken.id}/cancel`,
          token: terminal.token,
          payload: { reason: 'Error' },
        })
      ).statusCode,
    ).toBe(200);
    await settle(drawId, '1225');
    const [{ prize }] = await queryRows<{ prize: string }>(
      api.handle.db,
      sql`select prize_amount::text as prize from tickets where id = ${winner.id}`,
    );
    expect((await pay(winner.id, terminal.token, Number(prize))).statusCode).toBe(200);

    const response = await readDay(boothId, today(), terminal.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"1"');
    const day = response.json();
    const expected = await boothDayFromTickets(api.handle.db, boothId, today());
    expect(day).toMatchObject({
      booth: { id: boothId },
      date: today(),
      status: 'open',
      tickets: 2,
      sales: 14.5,
      cancelled_tickets: 1,
      cancelled: 3,
      paid_tickets: 1,
      prizes_paid: Number(prize),
      expected_cash: Number((14.5 - Number(prize)).toFixed(2)),
      declared_cash: null,
      difference: null,
      closed_by: null,
      owner: { id: fixtures.clientId },
      actions: { close: true, approve: false },
    });
    expect([day.tickets, day.sales, day.cancelled_tickets, day.cancelled, day.paid_tickets, day.prizes_paid, day.commission]).toEqual([
      expected.tickets,
      Number(expected.sales),
      expected.cancelled_tickets,
      Number(expected.cancelled),
      expected.paid_tickets,
      Number(expected.prizes_paid),
      Number(expected.commission),
    ]);
    expect(day.commission).toBeGreaterThan(0);
  });

  it('is closed with the cash counted: its figures are kept, the difference told, and its sales, payments and cancellations refused', async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const drawId = await insertDraw(api, 'loteria_nacional');
    const laterDraw = await insertDraw(api, 'loteria_nacional', 5);
    await sold(terminal.token, drawId, '10', 20);
    const pending = await sold(terminal.token, laterDraw, '11', 5);
    const winner = await sold(terminal.token, drawId, '12', 2);
    await settle(drawId, '4412');

    const closed = await closeDay(boothId, today(), terminal.token, 20);
    expect(closed.statusCode).toBe(200);
    expect(closed.headers.etag).toBe('"2"');
    expect(closed.json()).toMatchObject({
      status: 'closed',
      sales: 27,
      prizes_paid: 0,
      expected_cash: 27,
      declared_cash: 20,
      difference: -7,
      closed_by: { name: terminal.seller.label, kind: 'terminal' },
      actions: { close: false, approve: false },
    });
    expect(closed.json().closed_at).toBe(api.clock.now().toISOString().slice(0, 16) + closed.json().closed_at.slice(16));

    const again = await sell(terminal.token, laterDraw, [{ selection: '13', amount: 1 }]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DAY_CLOSED' });
    expect(again.json().message).toMatch(/ya está cerrado/);
    const [{ prize }] = await queryRows<{ prize: string }>(
      api.handle.db,
      sql`select prize_amount::text as prize from tickets where id = ${winner.id}`,
    );
    const payment = await pay(winner.id, fixtures.token.admin, Number(prize));
    expect(payment.statusCode).toBe(409);
    expect(payment.json()).toMatchObject({ code: 'DAY_CLOSED' });
    const cancel = await api.call({
      method: 'POST',
      url: `/api/v1/tickets/detail/${pending.id}/cancel`,
      token: fixtures.token.client,
      payload: { reason: 'Error' },
    });
    expect(cancel.json()).toMatchObject({ code: 'DAY_CLOSED' });
    const twice = await closeDay(boothId, today(), fixtures.token.admin, 27);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'DAY_CLOSED' });

    // Its figures stay as they were at the closing, equal to the tickets'.
    const stored = await api.handle.db
      .select()
      .from(boothDays)
      .where(and(eq(boothDays.ticket_booth_id, boothId), eq(boothDays.day, today())));
    const [recorded] = await api.handle.db
      .select()
      .from(boothDayFigures)
      .where(and(eq(boothDayFigures.booth_day_id, stored[0].id), eq(boothDayFigures.currency, 'USD')));
    const expected = await boothDayFromTickets(api.handle.db, boothId, today());
    expect([recorded.tickets, recorded.sales, recorded.prizes_paid, recorded.commission]).toEqual([
      expected.tickets,
      Number(expected.sales),
      Number(expected.prizes_paid),
      Number(expected.commission),
    ]);
    // The administrators and the owner hear of the shortfall, once.
    const notices = await api.handle.db
      .select({ user: inboxItems.user_id, title: inboxItems.title, body: inboxItems.body })
      .from(inboxItems)
      .where(like(inboxItems.event_key, `day-difference:${stored[0].id}:%`));
    expect(notices.map((n) => n.user)).toEqual(expect.arrayContaining([fixtures.adminId, fixtures.clientId]));
    expect(notices[0].title).toMatch(/^Faltante en el cierre de /);
    expect(notices[0].body).toContain('$7,00 de menos');
    const [entry] = await api.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'booth_day'), eq(auditLog.record_id, stored[0].id)));
    expect(entry).toMatchObject({
      action: 'day_close',
      actor_seller_id: terminal.seller.id,
      after: expect.objectContaining({ declared_cash: 20, expected_cash: 27, difference: -7 }),
    });
  });

  it('is approved by its owner or an administrator once closed, and only once', async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const drawId = await insertDraw(api, 'loteria_nacional');
    await sold(terminal.token, drawId, '30', 8);
    const early = await approveDay(boothId, today(), fixtures.token.client);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'DAY_NOT_CLOSED' });
    expect((await closeDay(boothId, today(), fixtures.token.operator, 8)).statusCode).toBe(200);
    expect((await approveDay(boothId, today(), fixtures.token.operator)).statusCode).toBe(403);
    const stale = await api.call({
      method: 'POST',
      url: `${dayUrl(boothId, today())}/approve`,
      token: fixtures.token.client,
      headers: { 'if-match': '"1"' },
    });
    expect(stale.statusCode).toBe(412);
    const approved = await approveDay(boothId, today(), fixtures.token.client);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      difference: 0,
      closed_by: { kind: 'user' },
      approved_by: { name: expect.any(String), kind: 'user' },
      actions: { close: false, approve: false },
    });
    const twice = await approveDay(boothId, today(), fixtures.token.admin);
    expect(twice.json()).toMatchObject({ code: 'DAY_ALREADY_APPROVED' });
  });

  it('closed by mistake is reopened with a reason by its owner or an administrator, audited, and its terminal sells on it again', async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const drawId = await insertDraw(api, 'loteria_nacional');
    await sold(terminal.token, drawId, '40', 6);
    const early = await reopenDay(boothId, today(), fixtures.token.admin);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'DAY_NOT_CLOSED' });
    expect((await closeDay(boothId, today(), terminal.token, 5)).statusCode).toBe(200);
    expect((await readDay(boothId, today(), fixtures.token.client)).json().actions).toEqual({
      close: false,
      approve: true,
      reopen: true,
      drawer: false,
      decide_expenses: true,
    });
    expect((await sell(terminal.token, drawId, [{ selection: '41', amount: 1 }])).json()).toMatchObject({ code: 'DAY_CLOSED' });

    // The reason is required, in Spanish and naming the field; the operator, the terminal and another owner's booth may not.
    for (const payload of [{}, { reason: '   ' }]) {
      const missing = await reopenDay(boothId, today(), fixtures.token.client, payload);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ fields: { reason: expect.any(String) } });
      expect(missing.json().message).toMatch(/motivo|reason|campo/i);
    }
    expect((await reopenDay(boothId, today(), fixtures.token.operator)).statusCode).toBe(403);
    expect((await reopenDay(boothId, today(), terminal.token)).statusCode).toBe(403);
    const foreign = await insertBooth(api, {});
    expect((await reopenDay(foreign, today(), fixtures.token.client)).statusCode).toBe(404);

    const reopened = await reopenDay(boothId, today(), fixtures.token.client);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({
      status: 'open',
      sales: 6,
      declared_cash: null,
      difference: null,
      closed_by: null,
      closed_at: null,
      actions: { close: true, approve: false, reopen: false },
    });
    const [entry] = await api.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'booth_day'), eq(auditLog.record_id, reopened.json().id), eq(auditLog.action, 'day_reopen')));
    expect(entry).toMatchObject({
      actor_id: fixtures.clientId,
      before: expect.objectContaining({ status: 'closed', declared_cash: 5 }),
      after: expect.objectContaining({ status: 'open', reason: 'Se cerró por error' }),
    });

    // The terminal sells that day again; the day sums its tickets as they stand, and closes anew.
    expect((await sell(terminal.token, drawId, [{ selection: '41', amount: 2 }])).statusCode).toBe(201);
    expect((await readDay(boothId, today(), terminal.token)).json()).toMatchObject({ status: 'open', sales: 8 });
    expect((await closeDay(boothId, today(), terminal.token, 7)).json()).toMatchObject({ status: 'closed', sales: 8, difference: -1 });
    // Each closing with a difference is told: the owner hears of the second one too.
    const told = await api.handle.db
      .select({ title: inboxItems.title })
      .from(inboxItems)
      .where(and(eq(inboxItems.user_id, fixtures.clientId), like(inboxItems.event_key, `day-difference:${reopened.json().id}:%`)));
    expect(told.map((notice) => notice.title)).toEqual([expect.stringMatching(/^Faltante/), expect.stringMatching(/^Faltante/)]);

    // An approved day is never reopened.
    expect((await approveDay(boothId, today(), fixtures.token.admin)).statusCode).toBe(200);
    const approved = await reopenDay(boothId, today(), fixtures.token.admin);
    expect(approved.statusCode).toBe(409);
    expect(approved.json()).toMatchObject({ code: 'DAY_ALREADY_APPROVED', message: expect.stringMatching(/no se puede reabrir/) });
  });

  it('is reopened only until the system would close it again, at 00:30 of the next day', async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const drawId = await insertDraw(api, 'loteria_nacional');
    await sold(terminal.token, drawId, '42', 3);
    const date = today();
    expect((await closeDay(boothId, date, fixtures.token.admin, 3)).statusCode).toBe(200);
    const start = api.clock.now();
    try {
      api.clock.set(new Date(autoCloseMomentOf(date).getTime() + MINUTE));
      expect((await readDay(boothId, date, fixtures.token.admin)).json().actions.reopen).toBe(false);
      const late = await reopenDay(boothId, date, fixtures.token.admin);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'DAY_REOPEN_EXPIRED', message: expect.stringMatching(/00:30/) });
    } finally {
      api.clock.set(start);
    }
  });

  it("is a terminal's own booth's only, and the terminal reads nothing else of the money", async () => {
    const { boothId } = await newBoothWithTerminal();
    const other = await terminalLogin(api);
    expect((await readDay(boothId, today(), other.token)).statusCode).toBe(404);
    expect((await closeDay(boothId, today(), other.token, 0)).statusCode).toBe(404);
    expect((await readDay(other.booth.id, today(), other.token)).statusCode).toBe(200);
    expect((await approveDay(other.booth.id, today(), other.token)).statusCode).toBe(403);
    const list = await api.call({ method: 'GET', url: `/api/v1/cash/days/list?from=${today()}&to=${today()}`, token: other.token });
    expect(list.statusCode).toBe(403);
    // A client reads its own booths' days only; a ticket_seller none.
    const foreign = await insertBooth(api, {});
    expect((await readDay(foreign, today(), fixtures.token.client)).statusCode).toBe(404);
    expect((await readDay(boothId, today(), fixtures.token.ticket_seller)).statusCode).toBe(403);
  });

  it('refuses a day after today, a date that is not one, and cash with more than two decimals', async () => {
    const { boothId } = await newBoothWithTerminal();
    const future = businessDayOf(new Date(api.clock.now().getTime() + 2 * 24 * 60 * MINUTE));
    expect((await readDay(boothId, future, fixtures.token.admin)).json()).toMatchObject({
      statusCode: 400,
      fields: { date: expect.any(String) },
    });
    expect((await closeDay(boothId, future, fixtures.token.admin, 1)).statusCode).toBe(400);
    expect((await readDay(boothId, '2026-02-30', fixtures.token.admin)).statusCode).toBe(400);
    const cents = await closeDay(boothId, today(), fixtures.token.admin, 1.005);
    expect(cents.json()).toMatchObject({ statusCode: 400, fields: { declared_cash: expect.any(String) } });
  });

  it('left open is closed by the system at 00:30 of the next day, its counted cash empty, and later sales go to the new day', async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const start = api.clock.now();
    try {
      const drawId = await insertDraw(api, 'loteria_nacional', 30);
      await sold(terminal.token, drawId, '40', 6);
      const day = today();
      const nextMidnight = new Date(`${day}T04:00:00Z`).getTime() + 24 * 60 * MINUTE;
      api.clock.set(new Date(nextMidnight + 29 * MINUTE));
      expect((await readDay(boothId, day, fixtures.token.admin)).json()).toMatchObject({ status: 'open', sales: 6 });
      // Before 00:30 a sale belongs to the new day, which opens on its own.
      await sold(terminal.token, drawId, '41', 2);
      api.clock.set(new Date(nextMidnight + 31 * MINUTE));
      const closed = (await readDay(boothId, day, fixtures.token.admin)).json();
      expect(closed).toMatchObject({
        status: 'closed',
        sales: 6,
        declared_cash: null,
        difference: null,
        closed_by: { name: 'sistema', kind: 'system' },
        closed_at: new Date(nextMidnight + 30 * MINUTE).toISOString(),
        actions: { close: false, approve: true },
      });
      const [entry] = await api.handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.record_type, 'booth_day'), eq(auditLog.record_id, closed.id)));
      expect(entry).toMatchObject({ action: 'day_close', actor_id: null, actor_username: 'sistema' });
      expect((await readDay(boothId, today(), fixtures.token.admin)).json()).toMatchObject({ status: 'open', sales: 2 });
      // A day without any movement is closed by the system too, with nothing to approve.
      const quiet = await insertBooth(api, { owner_id: fixtures.clientId });
      expect((await readDay(quiet, day, fixtures.token.admin)).json()).toMatchObject({
        id: null,
        status: 'closed',
        sales: 0,
        closed_by: { kind: 'system' },
        actions: { close: false, approve: false },
      });
      expect((await approveDay(quiet, day, fixtures.token.admin)).statusCode).toBe(404);
    } finally {
      api.clock.set(start);
    }
  });

  it('is closed exactly once against sales racing it: every sale is counted in the closing or refused', async () => {
    const second = await createSecondInstance(api);
    try {
      const { boothId, terminal } = await newBoothWithTerminal();
      const drawId = await insertDraw(api, 'loteria_nacional');
      await sold(terminal.token, drawId, '50', 1);
      const sales = Array.from({ length: 12 }, (_, i) =>
        sell(terminal.token, drawId, [{ selection: String(51 + i), amount: 1 }], i % 2 ? second : api),
      );
      const closing = closeDay(boothId, today(), fixtures.token.admin, 0, second);
      const answers = await Promise.all(sales);
      const closed = await closing;
      expect(closed.statusCode).toBe(200);
      const accepted = answers.filter((a) => a.statusCode === 201).length;
      expect(answers.every((a) => a.statusCode === 201 || a.json().code === 'DAY_CLOSED')).toBe(true);
      const [row] = await queryRows<{ n: number; sum: string }>(
        api.handle.db,
        sql`select count(*)::int as n, sum(amount)::text as sum from tickets where ticket_booth_id = ${boothId}`,
      );
      expect(row.n).toBe(1 + accepted);
      expect(closed.json().sales).toBe(Number(row.sum));
      expect(closed.json().tickets).toBe(row.n);
    } finally {
      await second.close();
    }
  });
});

describe('the days list', () => {
  it('lists days by range, booth and status with their totals, each one as the tickets say; a client its own booths', async () => {
    const from = businessDayOf(new Date(api.clock.now().getTime() - 10 * 24 * 60 * MINUTE));
    const url = (query: string, token = fixtures.token.admin) =>
      api.call({ method: 'GET', url: `/api/v1/cash/days/list?from=${from}&to=${today()}${query}`, token });
    const all = (await url('&limit=100')).json();
    expect(all.total).toBeGreaterThan(20);
    for (const day of all.days.slice(0, 40)) {
      const expected = await boothDayFromTickets(api.handle.db, day.booth.id, day.date);
      expect([day.date, day.booth.id, day.tickets, day.sales, day.prizes_paid, day.commission]).toEqual([
        day.date,
        day.booth.id,
        expected.tickets,
        Number(expected.sales),
        Number(expected.prizes_paid),
        Number(expected.commission),
      ]);
    }
    const approved = (await url('&status=approved&limit=100')).json();
    expect(approved.days.every((d: { status: string }) => d.status === 'approved')).toBe(true);
    const own = (await url('&limit=100', fixtures.token.client)).json();
    expect(own.days.length).toBeGreaterThan(0);
    expect(own.days.every((d: { booth: { id: number } }) => fixtures.clientBooths.includes(d.booth.id) || d.booth.id > 20)).toBe(true);
    const [booth] = fixtures.clientBooths;
    const one = (await url(`&booth_id=${booth}&limit=100`)).json();
    expect(one.days.every((d: { booth: { id: number } }) => d.booth.id === booth)).toBe(true);
    // The totals are the sums of every day of the filter, in SQL (in the default currency, dollars).
    const [sums] = await queryRows<{ sales: string; n: number }>(
      api.handle.db,
      sql`select count(*)::int as n, sum(coalesce(f.sales, s.sales))::text as sales
          from booth_days d cross join lateral booth_day_sums(d.ticket_booth_id, d.day, 'USD') s
          left join booth_day_figures f on f.booth_day_id = d.id and f.currency = 'USD'
          where d.day between ${from}::date and ${today()}::date and d.ticket_booth_id = ${booth}`,
    );
    expect(one.total).toBe(sums.n);
    expect(one.totals.sales).toBe(Number(sums.sales));
    expect((await url('&status=nope')).statusCode).toBe(400);
  });

  it("lists a day's tickets sold, cancelled and paid", async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const drawId = await insertDraw(api, 'loteria_nacional');
    const a = await sold(terminal.token, drawId, '60', 2);
    const b = await sold(terminal.token, drawId, '61', 3);
    await api.call({ method: 'POST', url: `/api/v1/tickets/detail/${b.id}/cancel`, token: terminal.token, payload: { reason: 'Error' } });
    const list = (kind: string) =>
      api
        .call({ method: 'GET', url: `${dayUrl(boothId, today())}/tickets?kind=${kind}`, token: fixtures.token.client })
        .then((r) => r.json());
    expect((await list('sold')).tickets.map((t: { id: number }) => t.id)).toEqual([b.id, a.id]);
    const cancelled = await list('cancelled');
    expect(cancelled).toMatchObject({ total: 1, tickets: [{ id: b.id, cancel_reason: 'Error', status: 'cancelled' }] });
    expect((await list('paid')).total).toBe(0);
  });

  it("counts no commission for a cancelled ticket in the day's tickets: the sold ones' commissions add up to the day's, each line rounded", async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const drawId = await insertDraw(api, 'loteria_nacional');
    const db = api.handle.db;
    const setting = and(eq(userSettings.user_id, fixtures.clientId), eq(userSettings.setting_key, 'sale_percentage'));
    const [{ value: before }] = await db.select({ value: userSettings.setting_value }).from(userSettings).where(setting);
    await db.update(userSettings).set({ setting_value: 12.5 }).where(setting);
    try {
      // Three lines of $1,10 at 12,5 %: $0,14 each (0,1375 rounded), $0,42, not 12,5 % × $3,30 = $0,41.
      const kept = await sell(terminal.token, drawId, [
        { selection: '70', amount: 1.1 },
        { selection: '71', amount: 1.1 },
        { selection: '72', amount: 1.1 },
      ]);
      expect(kept.statusCode).toBe(201);
      const mistaken = await sold(terminal.token, drawId, '73', 50);
      const cancel = await api.call({
        method: 'POST',
        url: `/api/v1/tickets/detail/${mistaken.id}/cancel`,
        token: terminal.token,
        payload: { reason: 'Error' },
      });
      expect(cancel.statusCode).toBe(200);

      const day = (await readDay(boothId, today(), fixtures.token.client)).json();
      const list = (kind: string) =>
        api
          .call({ method: 'GET', url: `${dayUrl(boothId, today())}/tickets?kind=${kind}`, token: fixtures.token.client })
          .then((r) => r.json() as Promise<{ tickets: { id: number; status: string; commission: number }[] }>);
      const soldList = (await list('sold')).tickets;
      expect(soldList.find((t) => t.id === mistaken.id)).toMatchObject({ status: 'cancelled', commission: 0 });
      expect((await list('cancelled')).tickets).toMatchObject([{ id: mistaken.id, commission: 0 }]);
      // Recomputed from the tickets: each active line's amount × its percentage, rounded to the cent, added.
      const [{ commission }] = await queryRows<{ commission: string }>(
        db,
        sql`select coalesce(sum(round(l.amount * l.sale_percentage / 100, 2)), 0)::text as commission
            from tickets t join ticket_lines l on l.ticket_id = t.id
            where t.ticket_booth_id = ${boothId} and t.cancelled_at is null`,
      );
      expect(commission).toBe('0.42');
      expect(day.commission).toBe(0.42);
      expect(Math.round(soldList.reduce((sum, t) => sum + t.commission * 100, 0)) / 100).toBe(day.commission);
      expect(day.sales).toBe(3.3);
    } finally {
      await db.update(userSettings).set({ setting_value: before }).where(setting);
    }
  });
});

describe('the daily sums', () => {
  it('equal the tickets on the seeded data set, where every past day is closed as the tickets say', async () => {
    expect(await storedDailySales(api.handle.db)).toEqual(await dailySalesFromTickets(api.handle.db));
    expect(await storedDailySales(api.handle.db, true)).toEqual(await dailySalesFromTickets(api.handle.db, true));
    // Each closed day's figures per currency (the seed has a booth selling in bolívares too).
    const closed = await queryRows<{
      booth: number;
      day: string;
      currency: string;
      tickets: number;
      sales: string;
      prizes_paid: string;
      commission: string;
    }>(
      api.handle.db,
      sql`select d.ticket_booth_id as booth, to_char(d.day, 'YYYY-MM-DD') as day, f.currency, f.tickets, f.sales::text,
                 f.prizes_paid::text, f.commission::text
          from booth_days d join booth_day_figures f on f.booth_day_id = d.id where d.status <> 'open' order by d.id, f.currency`,
    );
    expect(closed.length).toBeGreaterThan(200);
    expect(closed.some((day) => day.currency === 'VES' && Number(day.sales) > 0)).toBe(true);
    for (const day of closed) {
      const expected = await boothDayFromTickets(api.handle.db, day.booth, day.day, day.currency);
      expect([day.tickets, day.sales, day.prizes_paid, day.commission]).toEqual([
        expected.tickets,
        expected.sales,
        expected.prizes_paid,
        expected.commission,
      ]);
    }
  });

  it('follow every kind of write: lines added, edited and deleted, tickets moved, cancelled, paid and settled', async () => {
    const { terminal } = await newBoothWithTerminal();
    const drawId = await insertDraw(api, 'loteria_nacional');
    const first = await sell(terminal.token, drawId, [
      { selection: '70', amount: 2 },
      { type: tripleType, selection: '170', amount: 1 },
    ]);
    const ticketId = first.json().id as number;
    const db = api.handle.db;
    const agree = async () => {
      expect(await storedDailySales(db)).toEqual(await dailySalesFromTickets(db));
      expect(await storedDailySales(db, true)).toEqual(await dailySalesFromTickets(db, true));
    };
    await agree();
    // The first line goes: the ticket now counts on the other line's game type.
    const [firstLine] = await db
      .select({ id: ticketLines.id })
      .from(ticketLines)
      .where(eq(ticketLines.ticket_id, ticketId))
      .orderBy(ticketLines.id);
    await db.delete(ticketLines).where(eq(ticketLines.id, firstLine.id));
    await agree();
    await db.insert(ticketLines).values({
      ticket_id: ticketId,
      game_type_id: terminalType,
      selection: '71',
      amount: 4,
      potential_payout: 280,
      payout: 70,
      commission: 0.4,
    });
    await db
      .update(ticketLines)
      .set({ amount: 5, commission: 0.5 })
      .where(and(eq(ticketLines.ticket_id, ticketId), eq(ticketLines.selection, '71')));
    await agree();
    await db
      .update(tickets)
      .set({ seller_id: fixtures.sellerAccounts[0], created_at: new Date(api.clock.now().getTime() - 30 * 60 * MINUTE) })
      .where(eq(tickets.id, ticketId));
    await agree();
    await db.update(tickets).set({ cancelled_at: api.clock.now(), cancel_reason: 'x' }).where(eq(tickets.id, ticketId));
    await agree();
    const second = await sold(terminal.token, drawId, '72', 3);
    await settle(drawId, '0072');
    await agree();
    await pay(second.id, terminal.token, 210);
    await agree();
    await db.delete(ticketLines).where(eq(ticketLines.ticket_id, ticketId));
    await agree();
  });
});

describe('commission at the sale', () => {
  it("keeps the owner's sale percentage and the commission of each line; a later change never rewrites the past", async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const drawId = await insertDraw(api, 'loteria_nacional');
    const db = api.handle.db;
    const percentageOf = async () =>
      (
        await db
          .select({ value: userSettings.setting_value })
          .from(userSettings)
          .where(and(eq(userSettings.user_id, fixtures.clientId), eq(userSettings.setting_key, 'sale_percentage')))
      )[0].value;
    const before = await percentageOf();
    const first = await sold(terminal.token, drawId, '80', 10);
    const response = await api.call({
      method: 'POST',
      url: `/api/v1/users/detail/${fixtures.clientId}/settings`,
      token: fixtures.token.admin,
      payload: { setting_key: 'sale_percentage', setting: { value: 12.5 } },
    });
    expect(response.statusCode).toBe(200);
    const second = await sold(terminal.token, drawId, '81', 10);
    const lines = await queryRows<{ ticket_id: number; sale_percentage: string; commission: string }>(
      db,
      sql`select ticket_id, sale_percentage::text, commission::text from ticket_lines where ticket_id in (${first.id}, ${second.id}) order by ticket_id`,
    );
    expect(lines).toEqual([
      { ticket_id: first.id, sale_percentage: before.toFixed(2), commission: (before / 10).toFixed(2) },
      { ticket_id: second.id, sale_percentage: '12.50', commission: '1.25' },
    ]);
    const day = (await readDay(boothId, today(), fixtures.token.admin)).json();
    expect(day.commission).toBe(Number((before / 10 + 1.25).toFixed(2)));
    await db
      .update(userSettings)
      .set({ setting_value: before })
      .where(and(eq(userSettings.user_id, fixtures.clientId), eq(userSettings.setting_key, 'sale_percentage')));
  });
});

/**
 * Draws changed by hand (ARCHITECTURE section 8, issue 36 item 4): an extra draw, an open draw's new
 * time (neither undone by the planner or a schedule re-plan), a suspended draw whose tickets are
 * refunded in the same transaction as their amounts leave the limits, exposure, daily sums and
 * commission, and each refund paid back exactly once; the booth's day and the owner's statement agree.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { auditLog, draws, gameTypes, inboxItems, modules, tickets, userGameConfigs, users } from '../src/db/schema';
import { planDraws } from '../src/domain/draws/planner';
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
import { boothDayFromTickets, dailySalesFromTickets, statementFromTickets, storedDailySales } from './money-recompute';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let api: TestApi;
let fixtures: ScopeFixtures;
let terminalType: number;
let nacional: number;

beforeAll(async () => {
  api = await createTestApi();
  fixtures = await loadScopeFixtures(api);
  const [module] = await api.handle.db.select({ id: modules.id }).from(modules).where(eq(modules.code, 'loteria_nacional'));
  nacional = module.id;
  const [type] = await api.handle.db
    .select({ id: gameTypes.id })
    .from(gameTypes)
    .where(and(eq(gameTypes.module_id, nacional), eq(gameTypes.code, 'terminal')));
  terminalType = type.id;
  // The owner's per-draw limit of its module games stays out of these sales.
  await api.handle.db
    .update(userGameConfigs)
    .set({ sales_limit_ves: 0, sales_limit_usd: 0 })
    .where(eq(userGameConfigs.user_id, fixtures.clientId));
});
afterAll(async () => {
  await api.close();
});

const admin = () => fixtures.token.admin;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin(), headers: Record<string, string> = {}) =>
  api.call({ method, url: `/api/v1${url}`, token, payload: payload as Record<string, unknown>, headers });
const today = () => businessDayOf(api.clock.now());
const inHours = (hours: number) => new Date(api.clock.now().getTime() + hours * HOUR).toISOString();

/** A booth of the demo client with a terminal of its own. */
async function newBoothWithTerminal() {
  const boothId = await insertBooth(api, { owner_id: fixtures.clientId });
  const account = await insertSellerAccount(api, boothId, 'clave123');
  const terminal: TerminalSignIn = await terminalLogin(api, account);
  return { boothId, account, terminal };
}

async function sold(token: string, drawId: number, selection: string, amount: number): Promise<{ id: number; code: string }> {
  const response = await call(
    'POST',
    '/tickets/create',
    { request_id: randomUUID(), draw_id: drawId, lines: [{ game_type_id: terminalType, selection, amount }] },
    token,
  );
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('an extra draw', () => {
  it('is created at a future moment of an active lottery, named like a planned one, and marked manual', async () => {
    const drawAt = inHours(30);
    const response = await call('POST', '/draws/create', { module_id: nacional, draw_at: drawAt });
    expect(response.statusCode).toBe(201);
    expect(response.headers.etag).toBe('"1"');
    const draw = response.json();
    expect(draw).toMatchObject({ module_id: nacional, status: 'open', origin: 'manual', draw_at: drawAt });
    const caracas = new Date(new Date(drawAt).getTime() - 4 * HOUR).toISOString().slice(11, 16);
    expect(draw.name).toBe(`Lotería Nacional ${caracas}`);
    const [audit] = await api.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'draw'), eq(auditLog.record_id, draw.id), eq(auditLog.action, 'create')));
    expect(audit).toBeDefined();

    // The same moment again: one draw per lottery and moment.
    const again = await call('POST', '/draws/create', { module_id: nacional, draw_at: drawAt });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DRAW_EXISTS');
  });

  it('is refused with a 400 naming the field for a past moment or an inactive lottery, and to anybody but an administrator', async () => {
    const past = await call('POST', '/draws/create', { module_id: nacional, draw_at: inHours(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.draw_at).toMatch(/ya pasó/);

    const [inactive] = await api.handle.db
      .insert(modules)
      .values({ code: `inactiva-${randomUUID().slice(0, 8)}`, name: 'Lotería inactiva', status: 'inactive' })
      .returning({ id: modules.id });
    const refused = await call('POST', '/draws/create', { module_id: inactive.id, draw_at: inHours(5) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.module_id).toMatch(/inactiva/);

    const unknown = await call('POST', '/draws/create', { module_id: 999_999, draw_at: inHours(5) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.module_id).toBeDefined();

    const operator = await call('POST', '/draws/create', { module_id: nacional, draw_at: inHours(6) }, fixtures.token.operator);
    expect(operator.statusCode).toBe(403);
  });
});

describe('a moved draw', () => {
  it('takes its new time under If-Match (412 when stale), and a past time is a 400 naming draw_at', async () => {
    const id = await insertDraw(api, 'loteria_nacional', 3);
    const newTime = inHours(4.5);
    const stale = await call('PUT', `/draws/detail/${id}`, { draw_at: newTime }, admin(), { 'if-match': '"7"' });
    expect(stale.statusCode).toBe(412);
    const past = await call('PUT', `/draws/detail/${id}`, { draw_at: inHours(-2) }, admin(), { 'if-match': '"1"' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.draw_at).toBeDefined();

    const moved = await call('PUT', `/draws/detail/${id}`, { draw_at: newTime }, admin(), { 'if-match': '"1"' });
    expect(moved.statusCode).toBe(200);
    expect(moved.headers.etag).toBe('"2"');
    expect(moved.json()).toMatchObject({ draw_at: newTime, origin: 'manual', status: 'open' });
    const [audit] = await api.handle.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'draw'), eq(auditLog.record_id, id), eq(auditLog.action, 'update')));
    expect(audit.after).toMatchObject({ draw_at: newTime });
  });

  it('is refused with 409 DRAW_CLOSED once its sales are closed, and DRAW_EXISTS onto another draw of its lottery', async () => {
    const id = await insertDraw(api, 'loteria_nacional', 2);
    const other = await insertDraw(api, 'loteria_nacional', 7);
    const [{ drawAt }] = await api.handle.db.select({ drawAt: draws.draw_at }).from(draws).where(eq(draws.id, other));
    const taken = await call('PUT', `/draws/detail/${id}`, { draw_at: drawAt.toISOString() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('DRAW_EXISTS');

    expect((await call('POST', `/draws/detail/${id}/close`)).statusCode).toBe(200);
    const closed = await call('PUT', `/draws/detail/${id}`, { draw_at: inHours(9) });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('DRAW_CLOSED');
  });

  it('is not undone by the planner (its scheduled moment is not made again) nor removed by a schedule re-plan', async () => {
    // A lottery drawing every day at 10:00 (Caracas), its draws planned a week ahead.
    const created = await call('POST', '/ticket_booths/games/create', {
      code: `mov${randomUUID().slice(0, 6)}`,
      name: 'Lotería movida',
      description: '',
      result_format: 'digits4',
      cutoff_minutes: 5,
      prize_expiry_days: 30,
      schedule: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['10:00'] }],
      types: [
        {
          code: 'terminal',
          name: 'Terminal',
          kind: 'single',
          bet_format: 'terminal',
          payout: 70,
          min_bet: { VES: 1, USD: 1 },
          max_bet: { VES: null, USD: null },
        },
      ],
    });
    expect(created.statusCode).toBe(201);
    const moduleId: number = created.json().id;
    const planned = await api.handle.db
      .select({ id: draws.id, drawAt: draws.draw_at })
      .from(draws)
      .where(eq(draws.module_id, moduleId))
      .orderBy(draws.draw_at);
    const target = planned[2];
    const left = target.drawAt;
    const moved = await call('PUT', `/draws/detail/${target.id}`, { draw_at: new Date(left.getTime() + 2 * HOUR).toISOString() });
    expect(moved.statusCode).toBe(200);

    await planDraws(api.handle.db, api.clock.now(), 7);
    const atLeft = await api.handle.db
      .select({ id: draws.id })
      .from(draws)
      .where(and(eq(draws.module_id, moduleId), eq(draws.draw_at, left)));
    expect(atLeft).toEqual([]);

    // An extra draw of the lottery, then a schedule change to 15:00: the planner's draws without
    // tickets go, the manual ones (moved and extra) stay.
    const extra = await call('POST', '/draws/create', { module_id: moduleId, draw_at: new Date(left.getTime() + 4 * HOUR).toISOString() });
    expect(extra.statusCode).toBe(201);
    const etag = (await call('GET', `/ticket_booths/games/detail/${moduleId}`)).headers.etag as string;
    const edited = await call(
      'PUT',
      `/ticket_booths/games/detail/${moduleId}`,
      { cutoff_minutes: 5, prize_expiry_days: 30, schedule: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['15:00'] }] },
      admin(),
      { 'if-match': etag },
    );
    expect(edited.statusCode).toBe(200);
    const kept = await api.handle.db
      .select({ id: draws.id })
      .from(draws)
      .where(and(eq(draws.module_id, moduleId), eq(draws.origin, 'manual')));
    expect(kept.map((d) => d.id).sort()).toEqual([target.id, extra.json().id].sort());
    expect((await api.handle.db.select({ id: draws.id }).from(draws).where(eq(draws.id, planned[3].id))).length).toBe(0);
  });
});

describe('notices of a moved draw and a day off', () => {
  const userId = async (username: string) =>
    (await api.handle.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
  const noticesOf = (pattern: string) =>
    api.handle.db
      .select({ userId: inboxItems.user_id, title: inboxItems.title, body: inboxItems.body })
      .from(inboxItems)
      .where(like(inboxItems.event_key, pattern));

  it('tells the administrators of a moved draw, and each owner whose booths sold it how many tickets', async () => {
    const { terminal } = await newBoothWithTerminal();
    const id = await insertDraw(api, 'loteria_nacional', 3);
    await sold(terminal.token, id, '21', 4);
    await sold(terminal.token, id, '22', 2.5);
    const before = (await call('GET', `/draws/detail/${id}`)).json().name;
    const moved = await call('PUT', `/draws/detail/${id}`, { draw_at: inHours(5) }, admin(), { 'if-match': '"1"' });
    expect(moved.statusCode).toBe(200);
    const notices = await noticesOf(`draw-moved:${id}:%`);
    const owner = notices.find((n) => n.userId === fixtures.clientId)!;
    expect(owner.title).toBe(`${before}: sorteo con nueva hora`);
    expect(owner.body).toContain(`y se llama ${moved.json().name}`);
    expect(owner.body).toMatch(/Tus taquillas tienen 2 tickets vendidos de este sorteo \(\$6,50\)/);
    const toAdmin = notices.find((n) => n.userId === fixtures.adminId)!;
    expect(toAdmin.body).not.toMatch(/Tus taquillas/);
    const operator = await userId('operador');
    expect(notices.some((n) => n.userId === operator)).toBe(true);

    // Moved again: a second notice (each move once).
    expect((await call('PUT', `/draws/detail/${id}`, { draw_at: inHours(6) }, admin(), { 'if-match': '"2"' })).statusCode).toBe(200);
    expect((await noticesOf(`draw-moved:${id}:%`)).filter((n) => n.userId === fixtures.clientId)).toHaveLength(2);
  });

  it('tells the administrators and every booth owner of a day off, with the draws it took away', async () => {
    const created = await call('POST', '/ticket_booths/games/create', {
      code: `avi${randomUUID().slice(0, 6)}`,
      name: 'Lotería avisada',
      description: '',
      result_format: 'digits4',
      cutoff_minutes: 5,
      prize_expiry_days: 30,
      schedule: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['10:00', '18:00'] }],
      types: [
        {
          code: 'terminal',
          name: 'Terminal',
          kind: 'single',
          bet_format: 'terminal',
          payout: 70,
          min_bet: { VES: 1, USD: 1 },
          max_bet: { VES: null, USD: null },
        },
      ],
    });
    expect(created.statusCode).toBe(201);
    const moduleId: number = created.json().id;
    const later = businessDayOf(new Date(api.clock.now().getTime() + 2 * DAY));
    const added = await call('POST', `/ticket_booths/games/detail/${moduleId}/days-off`, { date: later, reason: 'Fiesta patria' });
    expect(added.statusCode).toBe(201);
    const notices = await noticesOf(`day-off:${moduleId}:${later}:%`);
    const dayText = `${later.slice(8, 10)}/${later.slice(5, 7)}/${later.slice(0, 4)}`;
    for (const id of [fixtures.adminId, await userId('operador'), fixtures.clientId]) {
      const notice = notices.find((n) => n.userId === id);
      expect(notice?.title).toBe(`Lotería avisada: día feriado el ${dayText}`);
      expect(notice?.body).toBe(
        `Lotería avisada no tiene sorteos el ${dayText} (Fiesta patria): las taquillas no la venden ese día. Ese día 2 sorteos quitados.`,
      );
    }
    // A seller (no booth of its own) is not told.
    expect(notices.some((n) => n.userId === fixtures.sellerUserId)).toBe(false);
  });
});

describe('a suspended draw', () => {
  it('never deadlocks with the sales of its booths on another draw, on two instances', async () => {
    const second = await createSecondInstance(api);
    try {
      for (let round = 0; round < 4; round++) {
        const { terminal } = await newBoothWithTerminal();
        const drawId = await insertDraw(api, 'loteria_nacional', 3);
        const other = await insertDraw(api, 'loteria_nacional', 4);
        await sold(terminal.token, drawId, '12', 10);
        const read = await call('GET', `/draws/detail/${drawId}`);
        const sales = Array.from({ length: 12 }, (_, i) =>
          (i % 2 ? second : api).call({
            method: 'POST',
            url: '/api/v1/tickets/create',
            token: terminal.token,
            payload: {
              request_id: randomUUID(),
              draw_id: other,
              lines: [{ game_type_id: terminalType, selection: String(20 + i), amount: 1 }],
            },
          }),
        );
        const suspension = (round % 2 ? second : api).call({
          method: 'POST',
          url: `/api/v1/draws/detail/${drawId}/suspend`,
          token: admin(),
          payload: { reason: 'La lotería no se jugó' },
          headers: { 'if-match': read.headers.etag as string },
        });
        const answers = await Promise.all([...sales, suspension]);
        expect(answers.map((answer) => answer.statusCode).filter((status) => status >= 500)).toEqual([]);
        expect((await suspension).statusCode).toBe(200);
        expect(answers.slice(0, 12).every((answer) => answer.statusCode === 201)).toBe(true);
      }
    } finally {
      await second.close();
    }
  });

  it('refunds every active ticket in the same transaction as their amounts leave the limits, exposure, daily sums and commission', async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const drawId = await insertDraw(api, 'loteria_nacional', 3);
    const other = await insertDraw(api, 'loteria_nacional', 4);
    const statementBefore = await call('GET', `/users/detail/${fixtures.clientId}/statement?from=${today()}&to=${today()}`);
    const before = statementBefore.json().days.find((d: { date: string }) => d.date === today()) ?? { sales: 0, commission: 0 };

    const first = await sold(terminal.token, drawId, '12', 10);
    const second = await sold(terminal.token, drawId, '12', 20.5);
    const third = await sold(terminal.token, drawId, '42', 5);
    const cancelled = await sold(terminal.token, drawId, '77', 2);
    expect(
      (await call('POST', `/tickets/detail/${cancelled.id}/cancel`, { reason: 'Error de digitación' }, terminal.token)).statusCode,
    ).toBe(200);
    await sold(terminal.token, other, '12', 7);

    const read = await call('GET', `/draws/detail/${drawId}`);
    expect(read.json().tickets_count).toBe(3);
    const suspended = await call('POST', `/draws/detail/${drawId}/suspend`, { reason: 'La lotería no se jugó' }, admin(), {
      'if-match': read.headers.etag as string,
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      status: 'suspended',
      suspend_reason: 'La lotería no se jugó',
      tickets_count: 0,
      sales_total: 0,
      cancelled_count: 1,
      refunded_count: 3,
      refunds_total: 35.5,
      refunds_paid: 0,
    });

    // The tickets: refunded, who, when and why.
    const ticket = await call('GET', `/tickets/detail/${first.id}`, undefined, terminal.token);
    expect(ticket.json()).toMatchObject({
      status: 'refunded',
      cancellation: null,
      refund: { reason: 'La lotería no se jugó', amount: 10, paid_at: null, paid_by: null },
      actions: { refund: true, cancel: false, pay: false },
    });
    const annulled = await call('GET', `/tickets/detail/${cancelled.id}`);
    expect(annulled.json()).toMatchObject({ status: 'cancelled', refund: null });
    const [row] = await api.handle.db.select().from(tickets).where(eq(tickets.id, second.id));
    expect(Math.abs(row.refunded_at!.getTime() - api.clock.now().getTime())).toBeLessThan(60_000);
    expect(row.cancelled_by_user_id).toBe(fixtures.adminId);

    // Limits and exposure: nothing of the draw is sold any more.
    const [scope] = await queryRows<{ amount: string | null }>(
      api.handle.db,
      sql`select sum(amount)::text as amount from draw_number_scope_sales where draw_id = ${drawId}`,
    );
    expect(Number(scope.amount ?? 0)).toBe(0);
    const exposure = await call('GET', `/draws/detail/${drawId}/exposure`);
    expect(exposure.json().summary.amount).toBe(0);
    const availability = await call(
      'GET',
      `/draws/detail/${other}/availability?game_type_id=${terminalType}&selection=12`,
      undefined,
      terminal.token,
    );
    expect(availability.statusCode).toBe(200);

    // The daily sums recompute exactly from the tickets.
    expect(await storedDailySales(api.handle.db)).toEqual(await dailySalesFromTickets(api.handle.db));
    expect(await storedDailySales(api.handle.db, true)).toEqual(await dailySalesFromTickets(api.handle.db, true));

    // The booth's day: the money is still in the drawer and owed back; commission only on what still counts.
    const day = (await call('GET', `/ticket_booths/detail/${boothId}/days/${today()}`)).json();
    const recomputed = await boothDayFromTickets(api.handle.db, boothId, today());
    expect(day).toMatchObject({ sales: 42.5, cancelled: 2, refunds: 35.5, refunds_paid: 0, expected_cash: 42.5, prizes_paid: 0 });
    expect(day.commission).toBe(Number(recomputed.commission));
    expect(Number(recomputed.refunds)).toBe(35.5);
    expect(Number(recomputed.sales) + Number(recomputed.refunds)).toBe(day.sales);

    // The statement counts only what was not refunded (7 sold on the other draw), as recomputed.
    const statement = (await call('GET', `/users/detail/${fixtures.clientId}/statement?from=${today()}&to=${today()}`)).json();
    const after = statement.days.find((d: { date: string }) => d.date === today());
    expect(Math.round((after.sales - before.sales) * 100)).toBe(Math.round((day.sales - day.refunds) * 100));
    const fromTickets = (await statementFromTickets(api.handle.db, fixtures.clientId)).find((d) => d.date === today())!;
    expect(Math.round(after.sales * 100)).toBe(Number(fromTickets.sales));
    expect(Math.round(after.commission * 100)).toBe(Number(fromTickets.commission));

    // The trail and the owner's notifications.
    const trail = await api.handle.db
      .select({ action: auditLog.action, recordId: auditLog.record_id })
      .from(auditLog)
      .where(
        sql`${auditLog.action} in ('draw_suspend', 'refund') and (${auditLog.record_id} = ${drawId} or ${auditLog.record_id} in (${first.id}, ${second.id}, ${third.id}))`,
      );
    expect(
      trail
        .filter((t) => t.action === 'refund')
        .map((t) => t.recordId)
        .sort(),
    ).toEqual([first.id, second.id, third.id].sort());
    expect(trail.filter((t) => t.action === 'draw_suspend')).toHaveLength(1);
    const notices = await api.handle.db
      .select({ userId: inboxItems.user_id, body: inboxItems.body })
      .from(inboxItems)
      .where(eq(inboxItems.event_key, `draw-suspended:${drawId}`));
    expect(notices.find((n) => n.userId === fixtures.clientId)?.body).toMatch(/3 tickets quedan reintegrados en tus taquillas/);

    // Sales of a suspended draw are closed.
    const late = await call(
      'POST',
      '/tickets/create',
      { request_id: randomUUID(), draw_id: drawId, lines: [{ game_type_id: terminalType, selection: '1', amount: 1 }] },
      terminal.token,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('DRAW_CLOSED');
  });

  it('is refused with 409 DRAW_SETTLED once it has a result, DRAW_SUSPENDED twice, and 412 when stale', async () => {
    const settled = await insertDraw(api, 'loteria_nacional', 2);
    expect((await call('POST', `/draws/detail/${settled}/close`)).statusCode).toBe(200);
    expect((await call('POST', `/draws/detail/${settled}/result`, { numbers: ['1234'] })).statusCode).toBe(200);
    const refused = await call('POST', `/draws/detail/${settled}/suspend`, { reason: 'No se jugó' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('DRAW_SETTLED');

    const open = await insertDraw(api, 'loteria_nacional', 2);
    const stale = await call('POST', `/draws/detail/${open}/suspend`, { reason: 'No se jugó' }, admin(), { 'if-match': '"9"' });
    expect(stale.statusCode).toBe(412);
    expect((await call('POST', `/draws/detail/${open}/suspend`, { reason: 'No se jugó' })).statusCode).toBe(200);
    const twice = await call('POST', `/draws/detail/${open}/suspend`, { reason: 'No se jugó' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('DRAW_SUSPENDED');
    const blank = await call('POST', `/draws/detail/${await insertDraw(api, 'loteria_nacional', 2)}/suspend`, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
  });
});

describe('a refund', () => {
  it('is paid back exactly once under concurrent requests, and the day and the statement agree', async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const drawId = await insertDraw(api, 'loteria_nacional', 3);
    const a = await sold(terminal.token, drawId, '11', 12.25);
    const b = await sold(terminal.token, drawId, '22', 8);
    const c = await sold(terminal.token, drawId, '33', 4);
    const notRefunded = await sold(terminal.token, await insertDraw(api, 'loteria_nacional', 5), '44', 3);
    expect((await call('POST', `/draws/detail/${drawId}/suspend`, { reason: 'Apagón en el sorteo' })).statusCode).toBe(200);

    // The terminal's «Reintegros por pagar»: its refunded tickets not paid back yet.
    const owed = async () =>
      (
        (await call('GET', '/tickets/list?refund_owed=true', undefined, terminal.token)).json().tickets as { id: number; status: string }[]
      ).map((t) => [t.id, t.status]);
    expect((await owed()).sort()).toEqual(
      [
        [a.id, 'refunded'],
        [b.id, 'refunded'],
        [c.id, 'refunded'],
      ].sort(),
    );

    // Five payments of one refund at once, from the terminal and the back-office: one pays.
    const attempts = await Promise.all([
      call('POST', `/tickets/detail/${a.id}/refund`, undefined, terminal.token),
      call('POST', `/tickets/detail/${a.id}/refund`, undefined, terminal.token),
      call('POST', `/tickets/detail/${a.id}/refund`),
      call('POST', `/tickets/detail/${a.id}/refund`, undefined, fixtures.token.operator),
      call('POST', `/tickets/detail/${a.id}/refund`, undefined, fixtures.token.client),
    ]);
    const paid = attempts.filter((r) => r.statusCode === 200);
    expect(paid).toHaveLength(1);
    for (const refused of attempts.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'TICKET_NOT_REFUNDABLE', paid_by: paid[0].json().paid_by });
    }
    expect(paid[0].json()).toMatchObject({ ticket_id: a.id, amount: 12.25 });
    const payments = await api.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund_pay'), eq(auditLog.record_id, a.id)));
    expect(payments).toHaveLength(1);

    // A ticket that was not refunded has nothing to pay back; a ticket of another owner's booth is out of reach.
    const notRefundable = await call('POST', `/tickets/detail/${notRefunded.id}/refund`, undefined, terminal.token);
    expect(notRefundable.statusCode).toBe(409);
    expect(notRefundable.json().code).toBe('TICKET_NOT_REFUNDABLE');
    const elsewhere = await terminalLogin(api);
    expect((await call('POST', `/tickets/detail/${b.id}/refund`, undefined, elsewhere.token)).statusCode).toBe(404);
    expect((await call('POST', `/tickets/detail/${b.id}/refund`, undefined, fixtures.token.ticket_seller)).statusCode).toBe(403);

    expect((await call('POST', `/tickets/detail/${b.id}/refund`, undefined, terminal.token)).statusCode).toBe(200);
    expect(await owed()).toEqual([[c.id, 'refunded']]);
    const detail = await call('GET', `/tickets/detail/${b.id}`, undefined, terminal.token);
    expect(detail.json().refund).toMatchObject({ amount: 8, paid_by: expect.stringContaining('(terminal)') });
    expect(detail.json().actions.refund).toBe(false);

    // The day: sold 27.25, owed back 24.25, paid back 20.25 → 7 expected in the drawer.
    const day = (await call('GET', `/ticket_booths/detail/${boothId}/days/${today()}`)).json();
    expect(day).toMatchObject({ sales: 27.25, refunds: 24.25, refunds_paid: 20.25, expected_cash: 7 });
    const recomputed = await boothDayFromTickets(api.handle.db, boothId, today());
    expect([Number(recomputed.refunds), Number(recomputed.refunds_paid)]).toEqual([24.25, 20.25]);

    // Closed with the cash counted: the figures are kept, and the statement's sales are the day's less its refunds.
    const closed = await call('POST', `/ticket_booths/detail/${boothId}/days/${today()}/close`, { declared_cash: 7 }, terminal.token);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      status: 'closed',
      sales: 27.25,
      refunds: 24.25,
      refunds_paid: 20.25,
      expected_cash: 7,
      difference: 0,
    });
    const statement = (await call('GET', `/users/detail/${fixtures.clientId}/statement?from=${today()}&to=${today()}`)).json();
    const fromTickets = (await statementFromTickets(api.handle.db, fixtures.clientId)).find((d) => d.date === today())!;
    expect(Math.round(statement.days.find((d: { date: string }) => d.date === today()).sales * 100)).toBe(Number(fromTickets.sales));
    // The last refund may not be paid on a closed day.
    const late = await call('POST', `/tickets/detail/${c.id}/refund`, undefined, terminal.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('DAY_CLOSED');
  });

  it('owed on a later day is paid from that day', async () => {
    const { boothId, terminal } = await newBoothWithTerminal();
    const drawId = await insertDraw(api, 'loteria_nacional', 3);
    const ticket = await sold(terminal.token, drawId, '55', 6);
    expect((await call('POST', `/draws/detail/${drawId}/suspend`, { reason: 'No se jugó' })).statusCode).toBe(200);
    const saleDay = today();
    api.clock.advance(DAY);
    try {
      expect((await call('POST', `/tickets/detail/${ticket.id}/refund`, undefined, terminal.token)).statusCode).toBe(200);
      const later = (await call('GET', `/ticket_booths/detail/${boothId}/days/${today()}`)).json();
      expect(later).toMatchObject({ sales: 0, refunds: 0, refunds_paid: 6, expected_cash: -6 });
      const first = (await call('GET', `/ticket_booths/detail/${boothId}/days/${saleDay}`)).json();
      expect(first).toMatchObject({ sales: 6, refunds: 6, refunds_paid: 0, expected_cash: 6 });
    } finally {
      api.clock.advance(-DAY);
    }
  });
});

describe('a day off', () => {
  it("suspends that day's draws with tickets (refunded), removes those without, and the planner does not make them until it is removed", async () => {
    const { terminal } = await newBoothWithTerminal();
    const created = await call('POST', '/ticket_booths/games/create', {
      code: `fer${randomUUID().slice(0, 6)}`,
      name: 'Lotería feriada',
      description: '',
      result_format: 'digits4',
      cutoff_minutes: 5,
      prize_expiry_days: 30,
      schedule: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], times: ['10:00', '18:00'] }],
      types: [
        {
          code: 'terminal',
          name: 'Terminal',
          kind: 'single',
          bet_format: 'terminal',
          payout: 70,
          min_bet: { VES: 1, USD: 1 },
          max_bet: { VES: null, USD: null },
        },
      ],
    });
    expect(created.statusCode).toBe(201);
    const moduleId: number = created.json().id;
    const [type] = await api.handle.db.select({ id: gameTypes.id }).from(gameTypes).where(eq(gameTypes.module_id, moduleId));
    // The terminal's owner may sell it.
    await api.handle.db.execute(
      sql`insert into user_modules (user_id, module_id, assigned) values (${fixtures.clientId}, ${moduleId}, true)`,
    );
    await api.handle.db.execute(
      sql`insert into user_game_configs (user_id, game_type_id, enabled) values (${fixtures.clientId}, ${type.id}, true)`,
    );
    const tomorrow = businessDayOf(new Date(api.clock.now().getTime() + DAY));
    const ofTomorrow = async () =>
      queryRows<{ id: number; status: string }>(
        api.handle.db,
        sql`select id, status from draws where module_id = ${moduleId} and business_day(draw_at) = ${tomorrow}::date order by draw_at`,
      );
    const [morning, evening] = await ofTomorrow();
    const sale = await call(
      'POST',
      '/tickets/create',
      { request_id: randomUUID(), draw_id: evening.id, lines: [{ game_type_id: type.id, selection: '08', amount: 3 }] },
      terminal.token,
    );
    expect(sale.statusCode).toBe(201);

    const past = await call('POST', `/ticket_booths/games/detail/${moduleId}/days-off`, { date: '2020-01-01', reason: 'Viejo' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.date).toBeDefined();
    const added = await call('POST', `/ticket_booths/games/detail/${moduleId}/days-off`, { date: tomorrow, reason: 'Navidad' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ date: tomorrow, reason: 'Navidad', suspended_draws: 1, removed_draws: 1 });
    expect(await ofTomorrow()).toEqual([{ id: evening.id, status: 'suspended' }]);
    expect((await call('GET', `/tickets/detail/${sale.json().id}`)).json().status).toBe('refunded');
    expect((await api.handle.db.select({ id: draws.id }).from(draws).where(eq(draws.id, morning.id))).length).toBe(0);
    const twice = await call('POST', `/ticket_booths/games/detail/${moduleId}/days-off`, { date: tomorrow, reason: 'Navidad' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('DAY_OFF_EXISTS');

    // Listed; the planner leaves the day alone; an extra draw that day is refused.
    const list = await call('GET', `/ticket_booths/games/detail/${moduleId}/days-off`, undefined, fixtures.token.operator);
    expect(list.json().days_off).toEqual([expect.objectContaining({ date: tomorrow, reason: 'Navidad' })]);
    await planDraws(api.handle.db, api.clock.now(), 7);
    expect(await ofTomorrow()).toEqual([{ id: evening.id, status: 'suspended' }]);
    const extraThatDay = await call('POST', '/draws/create', {
      module_id: moduleId,
      draw_at: new Date(api.clock.now().getTime() + DAY + HOUR).toISOString(),
    });
    expect(extraThatDay.statusCode).toBe(400);
    expect(extraThatDay.json().fields.draw_at).toMatch(/feriado/);
    expect(
      (await call('POST', `/ticket_booths/games/detail/${moduleId}/days-off`, { date: tomorrow, reason: 'x' }, fixtures.token.operator))
        .statusCode,
    ).toBe(403);

    // Removed: the morning draw is planned again (the suspended one stays suspended).
    const removed = await api.call({
      method: 'DELETE',
      url: `/api/v1/ticket_booths/games/detail/${moduleId}/days-off/${tomorrow}`,
      token: admin(),
    });
    expect(removed.statusCode).toBe(200);
    expect((await ofTomorrow()).map((d) => d.status)).toEqual(['open', 'suspended']);
    const again = await api.call({
      method: 'DELETE',
      url: `/api/v1/ticket_booths/games/detail/${moduleId}/days-off/${tomorrow}`,
      token: admin(),
    });
    expect(again.statusCode).toBe(404);
  });
});

/**
 * The sale from a booth terminal: all or nothing, idempotent by request_id, refused when the draw
 * is closed, the game is not enabled for the booth's owner, a line is malformed or a sales limit
 * would be passed — and, under real concurrent requests (two API instances on PostgreSQL), never
 * a cent past a limit. What a sale sells shows at once in the exposure, the tickets, the dashboard
 * and the reports, and every total adds up from the tickets.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { auditLog, gameTypes, modules, salesLimits, sellers, ticketBooths, tickets, userGameConfigs, userModules } from '../src/db/schema';
import {
  createSecondInstance,
  createTestApi,
  insertDraw,
  insertSellerAccount,
  type TerminalSignIn,
  terminalLogin,
  type TestApi,
} from './helpers';

let api: TestApi;
let terminal: TerminalSignIn;
let admin: string;
/** Game type ids of Lotería Nacional by code: terminal (2 digits), triple, cuaterna. */
const type = {} as Record<'terminal' | 'triple' | 'cuaterna' | 'terno', number>;
let ownerId: number;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.login('admin');
  terminal = await terminalLogin(api);
  const rows = await api.handle.db
    .select({ id: gameTypes.id, code: gameTypes.code })
    .from(gameTypes)
    .innerJoin(modules, eq(modules.id, gameTypes.module_id))
    .where(sql`${modules.code} in ('loteria_nacional', 'loteria_primitiva')`);
  for (const row of rows) (type as Record<string, number>)[row.code] = row.id;
  [{ ownerId }] = (await api.handle.db
    .select({ ownerId: ticketBooths.owner_id })
    .from(ticketBooths)
    .where(eq(ticketBooths.id, terminal.booth.id))) as { ownerId: number }[];
  // The owner's own default limit (its game configuration) stays out of the way unless a test sets it.
  await api.handle.db.update(userGameConfigs).set({ sales_limit_ves: 0, sales_limit_usd: 0 }).where(eq(userGameConfigs.user_id, ownerId));
});
afterAll(async () => {
  await api.close();
});

type Line = { game_type_id: number; selection: string; amount: number };
const line = (selection: string, amount: number, gameType = type.terminal): Line => ({ game_type_id: gameType, selection, amount });

function sell(drawId: number, lines: Line[], options: { token?: string; requestId?: string; on?: TestApi } = {}) {
  return (options.on ?? api).call({
    method: 'POST',
    url: '/api/v1/tickets/create',
    token: options.token ?? terminal.token,
    payload: { request_id: options.requestId ?? randomUUID(), draw_id: drawId, lines },
  });
}

async function limit(body: Record<string, unknown>) {
  const response = await api.call({ method: 'POST', url: '/api/v1/limits/create', token: admin, payload: body });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; version: number };
}

/** What the scopes' sums hold for a number of a draw (what the limits count). */
async function sold(drawId: number, gameTypeId: number, selection: string, scope = 'global') {
  const rows = await queryRows<{ amount: string }>(
    api.handle.db,
    sql`select amount::text from draw_number_scope_sales
        where draw_id = ${drawId} and game_type_id = ${gameTypeId} and selection = ${selection} and scope = ${scope}`,
  );
  return Number(rows[0]?.amount ?? 0);
}

describe('a sale', () => {
  it('sells every line, with a random code, payouts, commissions, its cancel time, and its audit entry', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const response = await sell(drawId, [line('7', 2.5), line('537', 1, type.triple)]);
    expect(response.statusCode).toBe(201);
    const sale = response.json();
    expect(sale).toMatchObject({
      draw_id: drawId,
      booth: terminal.booth,
      seller: terminal.seller,
      total: 3.5,
      lines: [
        { game_type_id: type.terminal, selection: '07', amount: 2.5, potential_payout: 175 },
        { game_type_id: type.triple, selection: '537', amount: 1, potential_payout: 600 },
      ],
    });
    expect(sale.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{5}$/);
    // The booth's cancel window (5 minutes by default) from the moment of sale.
    expect(new Date(sale.cancel_until).getTime() - new Date(sale.created_at).getTime()).toBe(5 * 60_000);

    const [percentage] = await queryRows<{ value: string }>(
      api.handle.db,
      sql`select setting_value::text as value from user_settings where user_id = ${ownerId} and setting_key = 'sale_percentage'`,
    );
    const lines = await queryRows<{ sale_percentage: string; commission: string; amount: string }>(
      api.handle.db,
      sql`select sale_percentage::text, commission::text, amount::text from ticket_lines where ticket_id = ${sale.id} order by id`,
    );
    expect(lines.map((l) => l.sale_percentage)).toEqual([percentage.value, percentage.value]);
    const [expected] = await queryRows<{ a: string; b: string }>(
      api.handle.db,
      sql`select round(2.5 * ${percentage.value}::numeric / 100, 2)::text as a, round(1 * ${percentage.value}::numeric / 100, 2)::text as b`,
    );
    expect(lines.map((l) => l.commission)).toEqual([expected.a, expected.b]);

    const [entry] = await api.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'ticket'), eq(auditLog.record_id, sale.id)));
    expect(entry).toMatchObject({
      action: 'sale',
      actor_id: null,
      actor_seller_id: terminal.seller.id,
      actor_username: 'taquilla@bancademo.com.ve',
    });
    expect(entry.after).toMatchObject({ code: sale.code, amount: 3.5, lines: 2 });
  });

  it('shows at once in the exposure, the tickets list, the dashboard and the reports', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const sale = (await sell(drawId, [line('44', 3)])).json();
    const exposure = (await api.call({ method: 'GET', url: `/api/v1/draws/detail/${drawId}/exposure`, token: admin })).json();
    expect(exposure.numbers).toEqual([expect.objectContaining({ selection: '44', amount: 3, tickets: 1, payout: 210 })]);
    const list = (await api.call({ method: 'GET', url: `/api/v1/tickets/list?draw_id=${drawId}`, token: admin })).json();
    expect(list.tickets).toEqual([
      expect.objectContaining({ id: sale.id, code: sale.code, status: 'pending', amount: 3, draw_id: drawId }),
    ]);
    const own = (await api.call({ method: 'GET', url: `/api/v1/tickets/list?draw_id=${drawId}`, token: terminal.token })).json();
    expect(own.tickets.map((t: { id: number }) => t.id)).toEqual([sale.id]);
    const dashboard = (await api.call({ method: 'GET', url: '/api/v1/dashboard/summary', token: admin })).json();
    expect(dashboard.sales_events[0]).toMatchObject({ ticket_id: sale.id, sale: sale.code, amount: 3, cancelled: false });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(api.clock.now());
    const report = (
      await api.call({ method: 'GET', url: `/api/v1/reports/sales?from=${day}&to=${day}&group_by=booth`, token: admin })
    ).json();
    const booth = report.rows.find((row: { key: string }) => Number(row.key) === terminal.booth.id);
    const [{ total }] = await queryRows<{ total: number }>(
      api.handle.db,
      sql`select coalesce(sum(amount), 0)::float8 as total from tickets
          where ticket_booth_id = ${terminal.booth.id} and cancelled_at is null
            and (created_at at time zone 'America/Caracas')::date = ${day}::date`,
    );
    expect(booth.sales).toBe(total);
  });

  it('is answered again, never sold twice, when the same request_id comes back with the same sale', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const requestId = randomUUID();
    const first = await sell(drawId, [line('12', 1)], { requestId });
    const again = await sell(drawId, [line('12', 1)], { requestId });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await sell(drawId, [line('13', 1)], { requestId });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await sold(drawId, type.terminal, '12')).toBe(1);
    expect(await sold(drawId, type.terminal, '13')).toBe(0);
  });

  it('sent ten times at once with one request_id sells one ticket', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const requestId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => sell(drawId, [line('21', 1)], { requestId })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const [{ n }] = await queryRows<{ n: number }>(api.handle.db, sql`select count(*)::int as n from tickets where draw_id = ${drawId}`);
    expect(n).toBe(1);
  });

  it('is refused with DRAW_CLOSED when the draw is not open or its cutoff passed', async () => {
    const closed = await insertDraw(api, 'loteria_nacional');
    await api.handle.db.execute(sql`update draws set status = 'closed', closed_at = now() where id = ${closed}`);
    expect((await sell(closed, [line('01', 1)])).json()).toMatchObject({ statusCode: 409, code: 'DRAW_CLOSED' });
    // 4 minutes before the draw, with the module's cutoff at 5: closed; at 6 minutes: open.
    const soon = await insertDraw(api, 'loteria_nacional', 4 / 60);
    expect((await sell(soon, [line('01', 1)])).json()).toMatchObject({ code: 'DRAW_CLOSED' });
    const later = await insertDraw(api, 'loteria_nacional', 6 / 60);
    expect((await sell(later, [line('01', 1)])).statusCode).toBe(201);
  });

  it('follows the module cutoff an administrator sets (0–60 minutes)', async () => {
    const [module] = await api.handle.db.select().from(modules).where(eq(modules.code, 'loteria_nacional'));
    const put = (body: Record<string, unknown>, role = admin) =>
      api.call({ method: 'PUT', url: `/api/v1/ticket_booths/games/detail/${module.id}`, token: role, payload: body });
    expect((await put({ cutoff_minutes: 61, prize_expiry_days: 30 })).statusCode).toBe(400);
    expect((await put({ cutoff_minutes: 20, prize_expiry_days: 30 }, await api.login('operator'))).statusCode).toBe(403);
    const saved = await put({ cutoff_minutes: 20, prize_expiry_days: 30 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ cutoff_minutes: 20, prize_expiry_days: 30 });
    try {
      const drawId = await insertDraw(api, 'loteria_nacional', 15 / 60);
      expect((await sell(drawId, [line('01', 1)])).json()).toMatchObject({ code: 'DRAW_CLOSED' });
    } finally {
      await put({ cutoff_minutes: 5, prize_expiry_days: 30 });
    }
  });

  it('is refused with GAME_NOT_ENABLED for a game type of another game, or one the booth owner may not sell', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const other = await sell(drawId, [line('01', 1), line('03-17-44', 1, type.terno)]);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      code: 'GAME_NOT_ENABLED',
      fields: { 'lines.1.game_type_id': expect.stringContaining('Jugada 2') },
    });
    await api.handle.db
      .update(userGameConfigs)
      .set({ enabled: false })
      .where(and(eq(userGameConfigs.user_id, ownerId), eq(userGameConfigs.game_type_id, type.triple)));
    try {
      expect((await sell(drawId, [line('123', 1, type.triple)])).json()).toMatchObject({ code: 'GAME_NOT_ENABLED' });
    } finally {
      await api.handle.db
        .update(userGameConfigs)
        .set({ enabled: true })
        .where(and(eq(userGameConfigs.user_id, ownerId), eq(userGameConfigs.game_type_id, type.triple)));
    }
    const [module] = await api.handle.db.select().from(modules).where(eq(modules.code, 'loteria_nacional'));
    const unassign = (assigned: boolean) =>
      api.handle.db
        .update(userModules)
        .set({ assigned })
        .where(and(eq(userModules.user_id, ownerId), eq(userModules.module_id, module.id)));
    await unassign(false);
    try {
      expect((await sell(drawId, [line('01', 1)])).json()).toMatchObject({ code: 'GAME_NOT_ENABLED' });
    } finally {
      await unassign(true);
    }
    expect(await sold(drawId, type.terminal, '01')).toBe(0);
  });

  it.each([
    ['7a', 1, 'lines.0.selection', /Jugada 1: el número no es válido/],
    ['100', 1, 'lines.0.selection', /Dos cifras/],
    ['07', 0, 'lines.0.amount', /mayor que 0/],
    ['07', -2, 'lines.0.amount', /mayor que 0/],
    ['07', 1.005, 'lines.0.amount', /dos decimales/],
    ['07', 0.5, 'lines.0.amount', /monto mínimo de Terminal es \$1,00/],
  ] as const)('a line %s of %d is a 400 naming %s', async (selection, amount, field, message) => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const response = await sell(drawId, [line(selection, amount)]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toMatch(message);
  });

  it('a line of a game type that does not exist is a 400 naming it', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const response = await sell(drawId, [{ game_type_id: 999999, selection: '07', amount: 1 }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields['lines.0.game_type_id']).toMatch(/no existe/);
  });

  it('names the line among several, and sells none of them', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const response = await sell(drawId, [line('10', 1), line('11', 1), line('1x', 1)]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['lines.2.selection']);
    expect(response.json().message).toMatch(/^Jugada 3/);
    expect(await sold(drawId, type.terminal, '10')).toBe(0);
  });

  it('needs a terminal: a back-office token cannot sell, and a terminal token opens nothing else', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    for (const role of ['admin', 'client', 'ticket_seller'] as const) {
      expect((await sell(drawId, [line('01', 1)], { token: await api.login(role) })).statusCode).toBe(403);
    }
    for (const url of [
      '/api/v1/users/list',
      '/api/v1/draws/list',
      '/api/v1/dashboard/summary',
      '/api/v1/limits/list',
      '/api/v1/auth/menu',
    ]) {
      expect((await api.call({ method: 'GET', url, token: terminal.token })).statusCode).toBe(403);
    }
    expect((await api.call({ method: 'GET', url: '/api/v1/terminal/draws', token: admin })).statusCode).toBe(403);
    expect((await api.call({ method: 'GET', url: '/api/v1/tickets/list', token: terminal.token })).statusCode).toBe(200);
  });
});

describe('sales limits at the sale', () => {
  it('sells up to a global limit exactly, then refuses each line past it with what is left', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    await limit({ scope: 'global', scope_id: null, game_type_id: type.terminal, draw_id: drawId, selection: '37', max_amount: 10 });
    expect((await sell(drawId, [line('37', 6)])).statusCode).toBe(201);
    const refused = await sell(drawId, [line('36', 1), line('37', 4.01), line('38', 1)]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'NUMBER_LIMIT_EXCEEDED',
      lines: [{ index: 1, game_type_id: type.terminal, selection: '37', limit: 10, sold: 6, available: 4, scope: 'global' }],
    });
    expect(await sold(drawId, type.terminal, '36')).toBe(0);
    // Two lines on one number add up.
    expect((await sell(drawId, [line('37', 2), line('37', 2.01)])).json()).toMatchObject({ code: 'NUMBER_LIMIT_EXCEEDED' });
    expect((await sell(drawId, [line('37', 2), line('37', 2)])).statusCode).toBe(201);
    expect(await sold(drawId, type.terminal, '37')).toBe(10);
    expect((await sell(drawId, [line('37', 1)])).json()).toMatchObject({ code: 'NUMBER_LIMIT_EXCEEDED', lines: [{ available: 0 }] });
  });

  it('a limit of 0 blocks the number (NUMBER_BLOCKED)', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    await limit({
      scope: 'booth',
      scope_id: terminal.booth.id,
      game_type_id: type.terminal,
      draw_id: null,
      selection: '13',
      max_amount: 0,
    });
    const response = await sell(drawId, [line('13', 1)]);
    expect(response.json()).toMatchObject({ code: 'NUMBER_BLOCKED', lines: [{ selection: '13', limit: 0, available: 0, scope: 'booth' }] });
  });

  it('counts each scope: the seller account, the booth, the owner, every booth', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const colleague = await insertSellerAccount(api, terminal.booth.id, 'secreto123');
    const other = await terminalLogin(api, colleague);
    await limit({
      scope: 'seller',
      scope_id: terminal.seller.id,
      game_type_id: type.terminal,
      draw_id: drawId,
      selection: null,
      max_amount: 5,
    });
    await limit({
      scope: 'booth',
      scope_id: terminal.booth.id,
      game_type_id: type.terminal,
      draw_id: drawId,
      selection: '55',
      max_amount: 8,
    });
    expect((await sell(drawId, [line('55', 5)])).statusCode).toBe(201);
    // The seller's own limit is spent on 55, not its colleague's.
    expect((await sell(drawId, [line('55', 1)])).json()).toMatchObject({ lines: [{ scope: 'seller', available: 0 }] });
    expect((await sell(drawId, [line('55', 3)], { token: other.token })).statusCode).toBe(201);
    // The booth has sold 8 of 55 between both accounts.
    expect((await sell(drawId, [line('55', 1)], { token: other.token })).json()).toMatchObject({
      lines: [{ scope: 'booth', limit: 8, sold: 8, available: 0 }],
    });
    // The seller's limit covers every number, each on its own.
    expect((await sell(drawId, [line('56', 5)])).statusCode).toBe(201);
  });

  it('within a scope the most specific limit counts: a number before every number, a draw before every draw', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const base = { scope: 'global', scope_id: null, game_type_id: type.cuaterna };
    await limit({ ...base, draw_id: null, selection: null, max_amount: 100 });
    await limit({ ...base, draw_id: drawId, selection: null, max_amount: 3 });
    await limit({ ...base, draw_id: null, selection: '1234', max_amount: 50 });
    expect((await sell(drawId, [line('1234', 20, type.cuaterna)])).statusCode).toBe(201);
    expect((await sell(drawId, [line('4321', 4, type.cuaterna)])).json()).toMatchObject({ lines: [{ limit: 3 }] });
    const otherDraw = await insertDraw(api, 'loteria_nacional');
    expect((await sell(otherDraw, [line('4321', 40, type.cuaterna)])).statusCode).toBe(201);
    expect((await sell(otherDraw, [line('4321', 61, type.cuaterna)])).json()).toMatchObject({ lines: [{ limit: 100, sold: 40 }] });
  });

  it("takes the owner's game configuration sales_limit as the owner's limit for every number of each draw", async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const config = and(eq(userGameConfigs.user_id, ownerId), eq(userGameConfigs.game_type_id, type.triple));
    await api.handle.db.update(userGameConfigs).set({ sales_limit_usd: 7 }).where(config);
    try {
      expect((await sell(drawId, [line('777', 7, type.triple)])).statusCode).toBe(201);
      expect((await sell(drawId, [line('777', 1, type.triple)])).json()).toMatchObject({ lines: [{ scope: 'owner', limit: 7 }] });
      // An owner limit set as a tope wins over the configuration.
      await limit({ scope: 'owner', scope_id: ownerId, game_type_id: type.triple, draw_id: null, selection: null, max_amount: 9 });
      expect((await sell(drawId, [line('777', 2, type.triple)])).statusCode).toBe(201);
    } finally {
      await api.handle.db.update(userGameConfigs).set({ sales_limit_ves: 0, sales_limit_usd: 0 }).where(config);
    }
  });

  it('a limit lowered below what is sold stops the sales, and the exposure shows the number over its limit and whose it is', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    expect((await sell(drawId, [line('88', 30)])).statusCode).toBe(201);
    const created = await limit({
      scope: 'global',
      scope_id: null,
      game_type_id: type.terminal,
      draw_id: drawId,
      selection: '88',
      max_amount: 20,
    });
    expect((await sell(drawId, [line('88', 1)])).json()).toMatchObject({ lines: [{ limit: 20, sold: 30, available: 0 }] });
    const exposure = (await api.call({ method: 'GET', url: `/api/v1/draws/detail/${drawId}/exposure`, token: admin })).json();
    expect(exposure.numbers[0]).toMatchObject({
      selection: '88',
      over_limit: true,
      limit: { scope: 'global', holder: null, max_amount: 20, sold: 30, available: 0 },
    });
    expect(exposure.summary.over_limit).toBe(1);
    const raised = await api.call({
      method: 'PUT',
      url: `/api/v1/limits/detail/${created.id}`,
      token: admin,
      headers: { 'if-match': `"${created.version}"` },
      payload: { max_amount: 40 },
    });
    expect(raised.statusCode).toBe(200);
    expect((await sell(drawId, [line('88', 10)])).statusCode).toBe(201);
    expect((await sell(drawId, [line('88', 1)])).json()).toMatchObject({ code: 'NUMBER_LIMIT_EXCEEDED', lines: [{ sold: 40 }] });
  });

  it('holds exactly under 40 concurrent sales from 4 terminals on two API instances', async () => {
    const second = await createSecondInstance(api);
    try {
      const drawId = await insertDraw(api, 'loteria_nacional');
      await limit({ scope: 'global', scope_id: null, game_type_id: type.terminal, draw_id: drawId, selection: '99', max_amount: 25 });
      const boothIds = (
        await api.handle.db.select({ id: ticketBooths.id }).from(ticketBooths).where(eq(ticketBooths.owner_id, ownerId))
      ).map((b) => b.id);
      const accounts = await Promise.all(
        [0, 1, 2, 3].map((i) => insertSellerAccount(api, boothIds[i % boothIds.length], 'secreto123').then((a) => terminalLogin(api, a))),
      );
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          sell(drawId, [line('99', 1 + (i % 3)), line(String(i % 10).padStart(2, '0'), 1)], {
            token: accounts[i % 4].token,
            on: i % 2 ? second : api,
          }),
        ),
      );
      expect(answers.every((a) => a.statusCode === 201 || (a.statusCode === 409 && a.json().code === 'NUMBER_LIMIT_EXCEEDED'))).toBe(true);
      const accepted = answers.filter((a) => a.statusCode === 201).map((a) => a.json());
      const acceptedOn99 = accepted.reduce(
        (sum, sale) => sum + sale.lines.filter((l: Line) => l.selection === '99').reduce((s: number, l: Line) => s + l.amount * 100, 0),
        0,
      );
      expect(acceptedOn99).toBeLessThanOrEqual(2500);
      expect(acceptedOn99).toBeGreaterThanOrEqual(2300); // the limit was reached: at most one 3 short of it
      expect(await sold(drawId, type.terminal, '99')).toBe(acceptedOn99 / 100);
      const [{ fromLines }] = await queryRows<{ fromLines: string }>(
        api.handle.db,
        sql`select coalesce(sum(l.amount), 0)::text as "fromLines" from ticket_lines l join tickets t on t.id = l.ticket_id
            where t.draw_id = ${drawId} and l.selection = '99' and t.cancelled_at is null`,
      );
      expect(Number(fromLines)).toBe(acceptedOn99 / 100);
    } finally {
      await second.close();
    }
  });

  it('a refused sale leaves nothing behind: no ticket, no audit entry, no sums of its other lines, no day sums', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    await limit({ scope: 'global', scope_id: null, game_type_id: type.terminal, draw_id: drawId, selection: '21', max_amount: 1 });
    const state = async () =>
      (
        await queryRows<{ state: string }>(
          api.handle.db,
          sql`select concat_ws('|',
                (select count(*) from tickets where draw_id = ${drawId}),
                (select count(*) from audit_log where action = 'sale'),
                (select coalesce(sum(amount), 0) from draw_number_scope_sales where draw_id = ${drawId}),
                (select coalesce(sum(amount), 0) from draw_number_totals where draw_id = ${drawId}),
                (select coalesce(sum(sales), 0) from daily_sales where ticket_booth_id = ${terminal.booth.id}),
                (select coalesce(sum(sales), 0) from daily_seller_sales where ticket_booth_id = ${terminal.booth.id})) as state`,
        )
      )[0].state;
    const before = await state();
    const refused = await sell(drawId, [line('22', 1), line('21', 2)]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NUMBER_LIMIT_EXCEEDED', lines: [{ index: 1, selection: '21', available: 1 }] });
    expect(await state()).toBe(before);
  });

  it('of concurrent sales on two instances, the one that takes a number to 80 % of its limit sells with its notice, written once', async () => {
    const second = await createSecondInstance(api);
    try {
      const drawId = await insertDraw(api, 'loteria_nacional');
      await limit({ scope: 'global', scope_id: null, game_type_id: type.terminal, draw_id: drawId, selection: '45', max_amount: 10 });
      const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => sell(drawId, [line('45', 1)], { on: i % 2 ? second : api })));
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
      expect(answers.filter((a) => a.statusCode === 409 && a.json().code === 'NUMBER_LIMIT_EXCEEDED')).toHaveLength(6);
      expect(await sold(drawId, type.terminal, '45')).toBe(10);
      const notices = await queryRows<{ user_id: number; title: string }>(
        api.handle.db,
        sql`select user_id, title from inbox_items where event_key = ${`limit-80:${drawId}:${type.terminal}:45:global:0:USD`}`,
      );
      const [{ staff }] = await queryRows<{ staff: number }>(
        api.handle.db,
        sql`select count(*)::int as staff from users where role in ('admin', 'operator') and isactive and deletedat is null`,
      );
      // Each administrator and operator told once, by the sale that took it from 7 to 8 of 10.
      expect(notices).toHaveLength(staff);
      expect(new Set(notices.map((notice) => notice.user_id)).size).toBe(staff);
      expect(notices.every((notice) => notice.title === 'El 45 llegó al 80 % de su tope')).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('the sums every limit counts', () => {
  it('a sale of a number sold before adds to its rows in place: heap-only updates, no new index entry', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const lines = [line('41', 2), line('41', 3), line('412', 1, type.triple)];
    expect((await sell(drawId, lines)).statusCode).toBe(201);
    // The second sale of the same numbers in a transaction of its own, to read that transaction's
    // counters of updated and heap-only-updated rows per table.
    const sumsTables = ['draw_number_sales', 'draw_number_totals', 'draw_number_scope_sales', 'daily_sales', 'daily_seller_sales'];
    const counts = await api.handle.db.transaction(async (tx) => {
      // The counters this connection has not yet reported (earlier transactions' too), before and after.
      const counters = () =>
        queryRows<{ name: string; updated: number; hot: number }>(
          tx,
          sql`select c.relname as name, pg_stat_get_xact_tuples_updated(c.oid)::int as updated,
                     pg_stat_get_xact_tuples_hot_updated(c.oid)::int as hot
              from pg_class c where c.relname in (${sql.join(
                sumsTables.map((name) => sql`${name}`),
                sql`, `,
              )}) order by 1`,
        );
      const before = await counters();
      const types = sql.raw(`array[${lines.map((l) => l.game_type_id).join(', ')}]::int[]`);
      const selections = sql.raw(`array[${lines.map((l) => `'${l.selection}'`).join(', ')}]::text[]`);
      const amounts = sql.raw(`array[${lines.map((l) => l.amount).join(', ')}]::numeric[]`);
      await queryRows(
        tx,
        sql`select sell_ticket(${terminal.seller.id}::int, ${terminal.booth.id}::int, ${drawId}::int, ${randomUUID()}::text, 'hash'::text,
                               ${`HOT-${randomUUID().slice(0, 8)}`}::text, ${api.clock.now().toISOString()}::timestamptz,
                               ${types}, ${selections}, ${amounts}, 'test'::text, '127.0.0.1'::text, true)`,
      );
      return (await counters()).map((after, i) => ({
        name: after.name,
        updated: after.updated - before[i].updated,
        hot: after.hot - before[i].hot,
      }));
    });
    // Two numbers: a row each per booth and seller account and overall, four scopes each; one game day row per game type and one per seller account.
    expect(counts).toEqual([
      { name: 'daily_sales', updated: 2, hot: 2 },
      { name: 'daily_seller_sales', updated: 1, hot: 1 },
      { name: 'draw_number_sales', updated: 2, hot: 2 },
      { name: 'draw_number_scope_sales', updated: 8, hot: 8 },
      { name: 'draw_number_totals', updated: 2, hot: 2 },
    ]);
  });

  it('equal, per scope and per number, the lines of the tickets not cancelled (recomputed from scratch)', async () => {
    const mismatches = await queryRows<Record<string, unknown>>(
      api.handle.db,
      sql`with fresh as (
            select t.draw_id, l.game_type_id, l.selection, t.currency, k.scope, k.scope_id, sum(l.amount) as amount
            from ticket_lines l join tickets t on t.id = l.ticket_id join ticket_booths b on b.id = t.ticket_booth_id
            cross join lateral (values ('global', 0), ('owner', b.owner_id), ('booth', t.ticket_booth_id), ('seller', t.seller_id)) k (scope, scope_id)
            where t.cancelled_at is null and k.scope_id is not null
            group by 1, 2, 3, 4, 5, 6
          )
          select * from fresh f full join draw_number_scope_sales s using (draw_id, game_type_id, selection, currency, scope, scope_id)
          where coalesce(f.amount, 0) <> coalesce(s.amount, 0)`,
    );
    expect(mismatches).toEqual([]);
    // The exposure's sums, which a sale adds itself (src/db/functions/sell_ticket_attempt.sql) and every other write through triggers.
    const perBooth = await queryRows<Record<string, unknown>>(
      api.handle.db,
      sql`with fresh as (
            select t.draw_id, l.game_type_id, l.selection, t.ticket_booth_id, t.seller_id, sum(l.amount) as amount,
                   count(distinct t.id)::int as tickets, count(*)::int as lines, sum(l.potential_payout) as payout
            from ticket_lines l join tickets t on t.id = l.ticket_id
            where t.cancelled_at is null
            group by 1, 2, 3, 4, 5
          )
          select * from fresh f full join draw_number_sales s using (draw_id, game_type_id, selection, ticket_booth_id, seller_id)
          where (f.amount, f.tickets, f.lines, f.payout) is distinct from (s.amount, s.tickets, s.lines, s.payout)`,
    );
    expect(perBooth).toEqual([]);
    const totals = await queryRows<Record<string, unknown>>(
      api.handle.db,
      sql`with fresh as (
            select t.draw_id, l.game_type_id, l.selection, sum(l.amount) as amount,
                   count(distinct t.id)::int as tickets, count(*)::int as lines, sum(l.potential_payout) as payout
            from ticket_lines l join tickets t on t.id = l.ticket_id
            where t.cancelled_at is null
            group by 1, 2, 3
          )
          select * from fresh f full join draw_number_totals s using (draw_id, game_type_id, selection)
          where (f.amount, f.tickets, f.lines, f.payout) is distinct from (s.amount, s.tickets, s.lines, s.payout)`,
    );
    expect(totals).toEqual([]);
    const [{ n }] = await queryRows<{ n: number }>(api.handle.db, sql`select count(*)::int as n from draw_number_scope_sales`);
    expect(n).toBeGreaterThan(1000);
    expect(await api.handle.db.select().from(salesLimits)).not.toHaveLength(0);
    expect((await api.handle.db.select().from(sellers).where(eq(sellers.id, terminal.seller.id)))[0].ticket_booth_id).toBe(
      terminal.booth.id,
    );
    expect((await api.handle.db.select().from(tickets).where(eq(tickets.seller_id, terminal.seller.id))).length).toBeGreaterThan(0);
  });
});

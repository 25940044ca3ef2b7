/**
 * An owner's prize plan (issue 38 item 2, ARCHITECTURE §9): per game type, the payout its booths
 * sell with and its own commission percentage (null: the game type's payout, the owner's «Porcentaje
 * de venta»). The sale uses the plan and each line keeps what it was sold with, so a later change
 * of the plan moves no sold line and a prize pays by the line's kept payout; the commission of every
 * sum is the lines' kept one, recomputed here from the raw lines to the cent.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { auditLog, gameTypes, modules, userGameConfigs } from '../src/db/schema';
import { businessDayOf } from '../src/domain/time';
import {
  createAccount,
  createTestApi,
  insertDraw,
  loadScopeFixtures,
  type ScopeFixtures,
  type TerminalSignIn,
  terminalLogin,
  type TestApi,
} from './helpers';
import { dailySalesFromTickets, storedDailySales } from './money-recompute';

let api: TestApi;
let terminal: TerminalSignIn;
let fixtures: ScopeFixtures;
/** Lotería Nacional's game types: terminal (2 digits) and triple (3 digits). */
let terminalType: { id: number; payout: number };
let tripleType: { id: number; payout: number };
let salePercentage: number;

const planUrl = (id: number) => `/api/v1/users/detail/${id}/prize-plan`;

beforeAll(async () => {
  api = await createTestApi();
  fixtures = await loadScopeFixtures(api);
  terminal = await terminalLogin(api);
  const types = await api.handle.db
    .select({ id: gameTypes.id, code: gameTypes.code, payout: gameTypes.payout })
    .from(gameTypes)
    .innerJoin(modules, eq(modules.id, gameTypes.module_id))
    .where(eq(modules.code, 'loteria_nacional'));
  terminalType = types.find((t) => t.code === 'terminal')!;
  tripleType = types.find((t) => t.code === 'triple')!;
  await api.handle.db
    .update(userGameConfigs)
    .set({ sales_limit_ves: 0, sales_limit_usd: 0 })
    .where(eq(userGameConfigs.user_id, fixtures.clientId));
  [{ value: salePercentage }] = await queryRows<{ value: number }>(
    api.handle.db,
    sql`select setting_value::float8 as value from user_settings where user_id = ${fixtures.clientId} and setting_key = 'sale_percentage'`,
  );
});
afterAll(async () => {
  await api.close();
});

const readPlan = (id: number, token = fixtures.token.admin) => api.call({ method: 'GET', url: planUrl(id), token });
const savePlan = (id: number, payload: unknown, token = fixtures.token.admin, headers: Record<string, string> = {}) =>
  api.call({ method: 'PUT', url: planUrl(id), token, payload: payload as object, headers });

async function sellOne(drawId: number, lines: { game_type_id: number; selection: string; amount: number }[]) {
  const response = await api.call({
    method: 'POST',
    url: '/api/v1/tickets/create',
    token: terminal.token,
    payload: { request_id: randomUUID(), draw_id: drawId, lines },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; code: string; lines: { payout: number; potential_payout: number; amount: number }[] };
}

async function linesOf(ticketId: number) {
  return queryRows<{ payout: number; potential_payout: number; sale_percentage: number; commission: number }>(
    api.handle.db,
    sql`select payout::float8 as payout, potential_payout::float8 as potential_payout, sale_percentage::float8 as sale_percentage,
               commission::float8 as commission
        from ticket_lines where ticket_id = ${ticketId} order by id`,
  );
}

describe('the prize plan route', () => {
  it('an administrator replaces the plan under If-Match; what is left out goes back to the defaults; each change is audited', async () => {
    const empty = await readPlan(fixtures.clientId);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    const etag = empty.headers.etag as string;

    const saved = await savePlan(
      fixtures.clientId,
      [
        { game_type_id: terminalType.id, payout: 80, commission_percentage: 20 },
        { game_type_id: tripleType.id, payout: null, commission_percentage: 7.5 },
      ],
      fixtures.token.admin,
      { 'if-match': etag },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual([
      { game_type_id: terminalType.id, payout: 80, commission_percentage: 20 },
      { game_type_id: tripleType.id, payout: null, commission_percentage: 7.5 },
    ]);
    // The same version again is stale: someone (this save) changed the owner since.
    expect((await savePlan(fixtures.clientId, [], fixtures.token.admin, { 'if-match': etag })).statusCode).toBe(412);

    // The Módulos tab reads the same plan beside the defaults.
    const games = (
      await api.call({
        method: 'GET',
        url: `/api/v1/users/detail/${fixtures.clientId}/modules/${await moduleOf(terminalType.id)}/games`,
        token: fixtures.token.admin,
      })
    ).json() as { games: { game_type_id: number; payout: number | null; default_payout: number; default_commission_percentage: number }[] };
    expect(games.games.find((g) => g.game_type_id === terminalType.id)).toMatchObject({
      payout: 80,
      default_payout: terminalType.payout,
      default_commission_percentage: salePercentage,
    });

    // Only the terminal's entry sent: the triple's goes back to the defaults.
    const replaced = await savePlan(fixtures.clientId, [{ game_type_id: terminalType.id, payout: 80, commission_percentage: 20 }]);
    expect(replaced.json()).toEqual([{ game_type_id: terminalType.id, payout: 80, commission_percentage: 20 }]);
    const trail = await api.handle.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'game_config'), eq(auditLog.record_id, fixtures.clientId)))
      .orderBy(auditLog.id);
    expect(trail.slice(-3)).toEqual([
      {
        before: { game_type_id: terminalType.id, payout: null, commission_percentage: null },
        after: { game_type_id: terminalType.id, payout: 80, commission_percentage: 20 },
      },
      {
        before: { game_type_id: tripleType.id, commission_percentage: null },
        after: { game_type_id: tripleType.id, commission_percentage: 7.5 },
      },
      {
        before: { game_type_id: tripleType.id, commission_percentage: 7.5 },
        after: { game_type_id: tripleType.id, commission_percentage: null },
      },
    ]);
    await savePlan(fixtures.clientId, []);
  });

  it('refuses a negative or over-100 % commission, a payout not above 0, more than two decimals or a repeated game type: 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [[{ game_type_id: terminalType.id, payout: null, commission_percentage: -1 }], '0.commission_percentage'],
      [[{ game_type_id: terminalType.id, payout: null, commission_percentage: 100.5 }], '0.commission_percentage'],
      [[{ game_type_id: terminalType.id, payout: null, commission_percentage: 10.125 }], '0.commission_percentage'],
      [[{ game_type_id: terminalType.id, payout: 0, commission_percentage: null }], '0.payout'],
      [[{ game_type_id: terminalType.id, payout: -70, commission_percentage: null }], '0.payout'],
      [
        [
          { game_type_id: tripleType.id, payout: 500, commission_percentage: null },
          { game_type_id: terminalType.id, payout: 70.001, commission_percentage: null },
        ],
        '1.payout',
      ],
      [
        [
          { game_type_id: terminalType.id, payout: 70, commission_percentage: null },
          { game_type_id: terminalType.id, payout: 75, commission_percentage: null },
        ],
        '1.game_type_id',
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await savePlan(fixtures.clientId, payload);
      expect([field, response.statusCode]).toEqual([field, 400]);
      expect(Object.keys(response.json().fields)).toContain(field);
    }
    expect((await savePlan(fixtures.clientId, [{ game_type_id: 999999, payout: 70, commission_percentage: null }])).statusCode).toBe(404);
    expect((await readPlan(fixtures.clientId)).json()).toEqual([]);
  });

  it('the owner reads its own plan, never another owner’s, and cannot write it; an operator reads it', async () => {
    await savePlan(fixtures.clientId, [{ game_type_id: terminalType.id, payout: 75, commission_percentage: null }]);
    const own = await readPlan(fixtures.clientId, fixtures.token.client);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([{ game_type_id: terminalType.id, payout: 75, commission_percentage: null }]);
    expect((await readPlan(fixtures.clientId, fixtures.token.operator)).statusCode).toBe(200);

    const other = await createAccount(api, fixtures.token.admin, { role: 'client' });
    await savePlan(other.id, [{ game_type_id: terminalType.id, payout: 90, commission_percentage: 30 }]);
    const foreign = await readPlan(other.id, fixtures.token.client);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('90');
    expect((await savePlan(fixtures.clientId, [], fixtures.token.client)).statusCode).toBe(403);
    expect((await savePlan(fixtures.clientId, [], fixtures.token.operator)).statusCode).toBe(403);
    expect((await readPlan(fixtures.clientId, fixtures.token.ticket_seller)).statusCode).toBe(403);
    expect((await readPlan(fixtures.clientId, terminal.token)).statusCode).toBe(403);
    await savePlan(fixtures.clientId, []);
  });
});

async function moduleOf(gameTypeId: number): Promise<number> {
  const [type] = await api.handle.db.select({ module_id: gameTypes.module_id }).from(gameTypes).where(eq(gameTypes.id, gameTypeId));
  return type.module_id;
}

describe('a sale with a plan', () => {
  it('sells with the owner’s plan, keeps it on the line when the plan changes, and pays the prize by the kept payout', async () => {
    await savePlan(fixtures.clientId, [{ game_type_id: terminalType.id, payout: 80, commission_percentage: 20 }]);
    const drawId = await insertDraw(api, 'loteria_nacional');
    const planned = await sellOne(drawId, [
      { game_type_id: terminalType.id, selection: '42', amount: 2.5 },
      { game_type_id: tripleType.id, selection: '242', amount: 1.15 },
    ]);
    // The terminal's line by the plan; the triple's (no plan) by the game type's payout and the «Porcentaje de venta».
    expect(planned.lines.map((l) => [l.payout, l.potential_payout])).toEqual([
      [80, 200],
      [tripleType.payout, Math.round(1.15 * tripleType.payout * 100) / 100],
    ]);
    expect(await linesOf(planned.id)).toEqual([
      { payout: 80, potential_payout: 200, sale_percentage: 20, commission: 0.5 },
      {
        payout: tripleType.payout,
        potential_payout: Math.round(1.15 * tripleType.payout * 100) / 100,
        sale_percentage: salePercentage,
        commission: Number((await roundedCommission(1.15, salePercentage)).toFixed(2)),
      },
    ]);

    // The plan changes: the sold lines keep theirs; a new sale takes the new one.
    await savePlan(fixtures.clientId, [{ game_type_id: terminalType.id, payout: 60, commission_percentage: 5 }]);
    const later = await sellOne(drawId, [{ game_type_id: terminalType.id, selection: '42', amount: 1 }]);
    expect(later.lines[0]).toMatchObject({ payout: 60, potential_payout: 60 });
    expect((await linesOf(planned.id))[0]).toEqual({ payout: 80, potential_payout: 200, sale_percentage: 20, commission: 0.5 });
    const detail = (await api.call({ method: 'GET', url: `/api/v1/tickets/detail/${planned.id}`, token: fixtures.token.admin })).json();
    expect(detail.lines[0]).toMatchObject({ payout: 80, potential_payout: 200 });

    // Settled with 1242 the terminal's 42 wins (the triple's 242 too): each prize by its kept payout.
    const admin = fixtures.token.admin;
    expect((await api.call({ method: 'POST', url: `/api/v1/draws/detail/${drawId}/close`, token: admin })).statusCode).toBe(200);
    const entered = await api.call({
      method: 'POST',
      url: `/api/v1/draws/detail/${drawId}/result`,
      token: admin,
      payload: { numbers: ['1242'] },
    });
    expect(entered.statusCode).toBe(200);
    const plannedPrize = 200 + Math.round(1.15 * tripleType.payout * 100) / 100;
    const paid = await api.call({
      method: 'POST',
      url: `/api/v1/tickets/detail/${planned.id}/pay`,
      token: terminal.token,
      payload: { expected_amount: plannedPrize },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ amount: plannedPrize });
    const laterPaid = await api.call({
      method: 'POST',
      url: `/api/v1/tickets/detail/${later.id}/pay`,
      token: terminal.token,
      payload: { expected_amount: 60 },
    });
    expect(laterPaid.json()).toMatchObject({ amount: 60 });
    await savePlan(fixtures.clientId, []);
  });

  it('the commission of the day, per game type, and of the statement is the lines’ kept one, recomputed from the raw lines to the cent', async () => {
    await savePlan(fixtures.clientId, [
      { game_type_id: terminalType.id, payout: null, commission_percentage: 33.33 },
      { game_type_id: tripleType.id, payout: null, commission_percentage: 0 },
    ]);
    const drawId = await insertDraw(api, 'loteria_nacional');
    // Amounts whose commission rounds (1,01 × 33,33 % = 0,336633): each line rounds to the cent on its own.
    for (const amount of [1.01, 2.07, 3.33]) {
      await sellOne(drawId, [
        { game_type_id: terminalType.id, selection: '17', amount },
        { game_type_id: tripleType.id, selection: '117', amount },
      ]);
    }
    await savePlan(fixtures.clientId, []);

    expect(await storedDailySales(api.handle.db)).toEqual(await dailySalesFromTickets(api.handle.db));
    expect(await storedDailySales(api.handle.db, true)).toEqual(await dailySalesFromTickets(api.handle.db, true));

    const today = businessDayOf(api.clock.now());
    // This draw's lines: the terminal's at 33,33 %, the triple's at 0 %: 0,34 + 0,69 + 1,11.
    const byType = await queryRows<{ game_type_id: number; commission: number }>(
      api.handle.db,
      sql`select l.game_type_id, sum(round(l.amount * l.sale_percentage / 100, 2))::float8 as commission
          from tickets t join ticket_lines l on l.ticket_id = t.id where t.draw_id = ${drawId}
          group by l.game_type_id order by l.game_type_id`,
    );
    expect(Object.fromEntries(byType.map((row) => [row.game_type_id, row.commission]))).toEqual({
      [terminalType.id]: 2.14,
      [tripleType.id]: 0,
    });
    // The owner's day from the raw lines: each line's kept percentage × its amount, rounded per line;
    // sold that day, less what was cancelled that day (a refund is a cancellation too).
    const [raw] = await queryRows<{ total: number }>(
      api.handle.db,
      sql`select coalesce(sum(case when to_char(t.created_at at time zone 'America/Caracas', 'YYYY-MM-DD') = ${today}
                                   then round(l.amount * l.sale_percentage / 100, 2) else 0 end)
                        - sum(case when to_char(t.cancelled_at at time zone 'America/Caracas', 'YYYY-MM-DD') = ${today}
                                   then round(l.amount * l.sale_percentage / 100, 2) else 0 end), 0)::float8 as total
          from tickets t join ticket_lines l on l.ticket_id = t.id join ticket_booths b on b.id = t.ticket_booth_id
          where b.owner_id = ${fixtures.clientId}`,
    );
    const statement = (
      await api.call({
        method: 'GET',
        url: `/api/v1/users/detail/${fixtures.clientId}/statement?from=${today}&to=${today}`,
        token: fixtures.token.client,
      })
    ).json();
    expect(statement.days).toHaveLength(1);
    expect(Math.round(statement.days[0].commission * 100)).toBe(Math.round(raw.total * 100));

    // Per game type: each type's commission from its raw lines, and together the statement's.
    const rawByType = await queryRows<{ game_type_id: number; commission: number }>(
      api.handle.db,
      sql`select l.game_type_id,
                 sum(case when to_char(t.created_at at time zone 'America/Caracas', 'YYYY-MM-DD') = ${today}
                          then round(l.amount * l.sale_percentage / 100, 2) else 0 end)
                 - sum(case when to_char(t.cancelled_at at time zone 'America/Caracas', 'YYYY-MM-DD') = ${today}
                            then round(l.amount * l.sale_percentage / 100, 2) else 0 end) as commission
          from tickets t join ticket_lines l on l.ticket_id = t.id join ticket_booths b on b.id = t.ticket_booth_id
          where b.owner_id = ${fixtures.clientId} group by l.game_type_id`,
    );
    const cents = (rows: { game_type_id: number; commission: number | string }[]) =>
      Object.fromEntries(
        rows.filter((r) => Number(r.commission) !== 0).map((r) => [r.game_type_id, Math.round(Number(r.commission) * 100)]),
      );
    const statementByType = statement.by_game_type as { game_type_id: number; name: string; commission: number }[];
    expect(cents(statementByType)).toEqual(cents(rawByType));
    expect(statementByType.find((row) => row.game_type_id === terminalType.id)).toMatchObject({ name: 'Terminal' });
    // The report by game type (the owner's booths, as the owner sees it) agrees with the statement's.
    const report = (
      await api.call({
        method: 'GET',
        url: `/api/v1/reports/sales?from=${today}&to=${today}&group_by=game_type`,
        token: fixtures.token.client,
      })
    ).json() as { rows: { key: string; label: string; commission: number }[]; totals: { commission: number } };
    expect(cents(report.rows.map((row) => ({ game_type_id: Number(row.key), commission: row.commission })))).toEqual(cents(rawByType));
    expect(report.rows.find((row) => Number(row.key) === terminalType.id)!.label).toBe('Lotería Nacional · Terminal');
    const detail = await api.call({
      method: 'GET',
      url: `/api/v1/reports/sales/detail?from=${today}&to=${today}&group_by=game_type&key=${terminalType.id}`,
      token: fixtures.token.client,
    });
    expect(detail.statusCode).toBe(200);
    expect(Math.round(detail.json().totals.commission * 100)).toBe(cents(rawByType)[terminalType.id]);
    expect(statementByType.reduce((sum, row) => sum + Math.round(row.commission * 100), 0)).toBe(
      Math.round(statement.totals.commission * 100),
    );
  });
});

async function roundedCommission(amount: number, percentage: number): Promise<number> {
  const [row] = await queryRows<{ value: number }>(
    api.handle.db,
    sql`select round(${amount}::numeric * ${percentage}::numeric / 100, 2)::float8 as value`,
  );
  return row.value;
}

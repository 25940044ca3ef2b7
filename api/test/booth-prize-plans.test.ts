/**
 * A booth's own prize plan (issue 38 item 2, "and optionally a booth"): per game type, a payout and a
 * commission percentage over its owner's plan (null: inherited). The sale uses the most specific —
 * booth, then owner, then the game type's payout and the owner's «Porcentaje de venta» — and keeps it
 * on the line; the terminal shows the payout its booth sells with.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { auditLog, gameTypes, modules, userGameConfigs } from '../src/db/schema';
import {
  createAccount,
  createTestApi,
  insertDraw,
  insertSellerAccount,
  loadScopeFixtures,
  type ScopeFixtures,
  type TerminalSignIn,
  terminalLogin,
  type TestApi,
} from './helpers';

let api: TestApi;
let terminal: TerminalSignIn;
let fixtures: ScopeFixtures;
/** Lotería Nacional's game types: terminal (2 digits) and triple (3 digits). */
let terminalType: { id: number; payout: number };
let tripleType: { id: number; payout: number };
let salePercentage: number;

const planUrl = (id: number) => `/api/v1/ticket_booths/detail/${id}/prize-plan`;
const ownerPlanUrl = (id: number) => `/api/v1/users/detail/${id}/prize-plan`;

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
const readGames = (id: number, token = fixtures.token.admin) => api.call({ method: 'GET', url: `${planUrl(id)}/games`, token });
const savePlan = (id: number, payload: unknown, token = fixtures.token.admin, headers: Record<string, string> = {}) =>
  api.call({ method: 'PUT', url: planUrl(id), token, payload: payload as object, headers });
const saveOwnerPlan = (payload: unknown) =>
  api.call({ method: 'PUT', url: ownerPlanUrl(fixtures.clientId), token: fixtures.token.admin, payload: payload as object });

describe('the booth prize plan route', () => {
  it('an administrator replaces it under If-Match; what is left out inherits again; each change is audited on the booth', async () => {
    const boothId = terminal.booth.id;
    const empty = await readPlan(boothId);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    const etag = empty.headers.etag as string;

    const plan = [
      { game_type_id: terminalType.id, payout: 90, commission_percentage: null },
      { game_type_id: tripleType.id, payout: null, commission_percentage: 12.5 },
    ];
    const saved = await savePlan(boothId, plan, fixtures.token.admin, { 'if-match': etag });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(plan);
    // The booth's version moved: the same If-Match again is stale.
    expect((await savePlan(boothId, [], fixtures.token.admin, { 'if-match': etag })).statusCode).toBe(412);
    expect((await readPlan(boothId)).json()).toEqual(plan);

    const replaced = await savePlan(boothId, [plan[0]]);
    expect(replaced.json()).toEqual([plan[0]]);
    const trail = await api.handle.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'game_config'), eq(auditLog.record_type, 'booth'), eq(auditLog.record_id, boothId)))
      .orderBy(auditLog.id);
    expect(trail.slice(-3)).toEqual([
      { before: { game_type_id: terminalType.id, payout: null }, after: { game_type_id: terminalType.id, payout: 90 } },
      {
        before: { game_type_id: tripleType.id, commission_percentage: null },
        after: { game_type_id: tripleType.id, commission_percentage: 12.5 },
      },
      {
        before: { game_type_id: tripleType.id, commission_percentage: 12.5 },
        after: { game_type_id: tripleType.id, commission_percentage: null },
      },
    ]);
    await savePlan(boothId, []);
  });

  it('lists the game types the booth sells with its own values and what it inherits: the owner’s plan, else the defaults', async () => {
    const boothId = terminal.booth.id;
    expect((await saveOwnerPlan([{ game_type_id: terminalType.id, payout: 80, commission_percentage: null }])).statusCode).toBe(200);
    await savePlan(boothId, [{ game_type_id: tripleType.id, payout: 600, commission_percentage: 3 }]);
    const games = await readGames(boothId);
    expect(games.statusCode).toBe(200);
    expect(games.headers.etag).toBe((await readPlan(boothId)).headers.etag);
    const rows = games.json() as { game_type_id: number; module_name: string; name: string }[];
    expect(rows.find((row) => row.game_type_id === terminalType.id)).toEqual({
      game_type_id: terminalType.id,
      module_name: 'Lotería Nacional',
      name: 'Terminal',
      payout: null,
      commission_percentage: null,
      inherited_payout: 80,
      inherited_commission_percentage: salePercentage,
    });
    expect(rows.find((row) => row.game_type_id === tripleType.id)).toMatchObject({
      payout: 600,
      commission_percentage: 3,
      inherited_payout: tripleType.payout,
      inherited_commission_percentage: salePercentage,
    });
    await savePlan(boothId, []);
    await saveOwnerPlan([]);
  });

  it('refuses a bad payout or percentage, more than two decimals or a repeated game type: 400 naming the field; an unknown game type or booth: 404', async () => {
    const boothId = terminal.booth.id;
    const cases: [unknown, string][] = [
      [[{ game_type_id: terminalType.id, payout: null, commission_percentage: -1 }], '0.commission_percentage'],
      [[{ game_type_id: terminalType.id, payout: null, commission_percentage: 100.5 }], '0.commission_percentage'],
      [[{ game_type_id: terminalType.id, payout: null, commission_percentage: 10.125 }], '0.commission_percentage'],
      [[{ game_type_id: terminalType.id, payout: 0, commission_percentage: null }], '0.payout'],
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
      const response = await savePlan(boothId, payload);
      expect([field, response.statusCode]).toEqual([field, 400]);
      expect(Object.keys(response.json().fields)).toContain(field);
    }
    expect((await savePlan(boothId, [{ game_type_id: 999999, payout: 70, commission_percentage: null }])).statusCode).toBe(404);
    expect((await savePlan(999999, [])).statusCode).toBe(404);
    expect((await readPlan(999999)).statusCode).toBe(404);
    expect((await readPlan(boothId)).json()).toEqual([]);
  });

  it('the owner and an operator read it, never another owner’s booth; only an administrator writes it', async () => {
    const boothId = terminal.booth.id;
    await savePlan(boothId, [{ game_type_id: terminalType.id, payout: 75, commission_percentage: null }]);
    const own = await readPlan(boothId, fixtures.token.client);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([{ game_type_id: terminalType.id, payout: 75, commission_percentage: null }]);
    expect((await readGames(boothId, fixtures.token.client)).statusCode).toBe(200);
    expect((await readPlan(boothId, fixtures.token.operator)).statusCode).toBe(200);

    const other = await createAccount(api, fixtures.token.admin, { role: 'client' });
    const created = await api.call({
      method: 'POST',
      url: '/api/v1/ticket_booths/create',
      token: fixtures.token.admin,
      payload: { name: 'Taquilla ajena', owner_id: other.id },
    });
    expect(created.statusCode).toBe(201);
    const foreignBooth = created.json().id as number;
    await savePlan(foreignBooth, [{ game_type_id: terminalType.id, payout: 95, commission_percentage: 30 }]);
    const foreign = await readPlan(foreignBooth, fixtures.token.client);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('95');
    expect((await readGames(foreignBooth, fixtures.token.client)).statusCode).toBe(404);

    expect((await savePlan(boothId, [], fixtures.token.client)).statusCode).toBe(403);
    expect((await savePlan(boothId, [], fixtures.token.operator)).statusCode).toBe(403);
    expect((await readPlan(boothId, fixtures.token.ticket_seller)).statusCode).toBe(403);
    expect((await readPlan(boothId, terminal.token)).statusCode).toBe(403);
    expect((await readPlan(boothId)).json()).toEqual([{ game_type_id: terminalType.id, payout: 75, commission_percentage: null }]);
    await savePlan(boothId, []);
  });
});

describe('a sale at a booth with its own plan', () => {
  it('pays and commissions with the booth’s plan over the owner’s; another booth of the owner sells with the owner’s', async () => {
    const boothId = terminal.booth.id;
    const otherBooth = fixtures.clientBooths.find((id) => id !== boothId)!;
    const other = await insertSellerAccount(api, otherBooth, 'otra-clave-123');
    const otherTerminal = await terminalLogin(api, { username: other.username, password: other.password });

    await saveOwnerPlan([{ game_type_id: terminalType.id, payout: 80, commission_percentage: 20 }]);
    // The booth's payout for the terminal (its commission inherits the owner's 20 %) and its commission for the triple.
    await savePlan(boothId, [
      { game_type_id: terminalType.id, payout: 90, commission_percentage: null },
      { game_type_id: tripleType.id, payout: null, commission_percentage: 4 },
    ]);
    const drawId = await insertDraw(api, 'loteria_nacional');

    // The terminal shows what its booth sells with.
    const draws = (await api.call({ method: 'GET', url: '/api/v1/terminal/draws', token: terminal.token })).json() as {
      id: number;
      game_types: { id: number; payout: number }[];
    }[];
    const shown = draws.find((draw) => draw.id === drawId)!.game_types;
    expect(shown.find((type) => type.id === terminalType.id)!.payout).toBe(90);
    expect(shown.find((type) => type.id === tripleType.id)!.payout).toBe(tripleType.payout);

    const sell = async (token: string) => {
      const response = await api.call({
        method: 'POST',
        url: '/api/v1/tickets/create',
        token,
        payload: {
          request_id: randomUUID(),
          draw_id: drawId,
          lines: [
            { game_type_id: terminalType.id, selection: '42', amount: 2.5 },
            { game_type_id: tripleType.id, selection: '242', amount: 3.33 },
          ],
        },
      });
      expect(response.statusCode).toBe(201);
      return response.json() as { id: number; lines: { payout: number; potential_payout: number }[] };
    };
    const atBooth = await sell(terminal.token);
    const atOther = await sell(otherTerminal.token);
    const tripleWins = Math.round(3.33 * tripleType.payout * 100) / 100;
    expect(atBooth.lines.map((l) => [l.payout, l.potential_payout])).toEqual([
      [90, 225],
      [tripleType.payout, tripleWins],
    ]);
    expect(atOther.lines.map((l) => [l.payout, l.potential_payout])).toEqual([
      [80, 200],
      [tripleType.payout, tripleWins],
    ]);
    const linesOf = (ticketId: number) =>
      queryRows<{ payout: number; sale_percentage: number; commission: number }>(
        api.handle.db,
        sql`select payout::float8 as payout, sale_percentage::float8 as sale_percentage, commission::float8 as commission
            from ticket_lines where ticket_id = ${ticketId} order by id`,
      );
    // 2,50 × 20 % = 0,50; 3,33 × 4 % = 0,1332 → 0,13; at the other booth 3,33 × the «Porcentaje de venta».
    expect(await linesOf(atBooth.id)).toEqual([
      { payout: 90, sale_percentage: 20, commission: 0.5 },
      { payout: tripleType.payout, sale_percentage: 4, commission: 0.13 },
    ]);
    const [{ value: otherCommission }] = await queryRows<{ value: number }>(
      api.handle.db,
      sql`select round(3.33 * ${salePercentage}::numeric / 100, 2)::float8 as value`,
    );
    expect(await linesOf(atOther.id)).toEqual([
      { payout: 80, sale_percentage: 20, commission: 0.5 },
      { payout: tripleType.payout, sale_percentage: salePercentage, commission: otherCommission },
    ]);

    // The booth's plan changes: the sold line keeps its payout, and the prize pays by it.
    await savePlan(boothId, []);
    const admin = fixtures.token.admin;
    expect((await api.call({ method: 'POST', url: `/api/v1/draws/detail/${drawId}/close`, token: admin })).statusCode).toBe(200);
    const entered = await api.call({
      method: 'POST',
      url: `/api/v1/draws/detail/${drawId}/result`,
      token: admin,
      payload: { numbers: ['1242'] },
    });
    expect(entered.statusCode).toBe(200);
    const verified = await api.call({ method: 'GET', url: `/api/v1/tickets/detail/${atBooth.id}`, token: admin });
    expect(verified.json().lines[0]).toMatchObject({ payout: 90, potential_payout: 225 });
    const paid = await api.call({
      method: 'POST',
      url: `/api/v1/tickets/detail/${atBooth.id}/pay`,
      token: terminal.token,
      payload: { expected_amount: 225 + tripleWins },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ amount: 225 + tripleWins });
    await saveOwnerPlan([]);
  });
});

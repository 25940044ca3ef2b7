/**
 * An owner's per-game «Límite de venta» per currency (issue 38, ARCHITECTURE §9: `sales_limit: { VES, USD }`,
 * whole units, 0 none): each currency's sales of a number of a draw count against that currency's
 * figure only, also under concurrent sales on two instances; a write sets the currencies it sends and
 * leaves the others, audited; a bad figure is a 400 naming the currency's field.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { auditLog, gameTypes, modules, userGameConfigs } from '../src/db/schema';
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

let api: TestApi;
let fixtures: ScopeFixtures;
let type: { id: number; module_id: number };
let terminal: TerminalSignIn;

const configUrl = () => `/api/v1/users/detail/${fixtures.clientId}/modules/${type.module_id}/games/${type.id}`;
const configure = (payload: object, token = fixtures.token.admin) => api.call({ method: 'PUT', url: configUrl(), token, payload });

function sell(drawId: number, currency: 'VES' | 'USD', amount: number, on: TestApi = api) {
  return on.call({
    method: 'POST',
    url: '/api/v1/tickets/create',
    token: terminal.token,
    payload: { request_id: randomUUID(), draw_id: drawId, currency, lines: [{ game_type_id: type.id, selection: '17', amount }] },
  });
}

beforeAll(async () => {
  api = await createTestApi();
  fixtures = await loadScopeFixtures(api);
  [type] = await api.handle.db
    .select({ id: gameTypes.id, module_id: gameTypes.module_id })
    .from(gameTypes)
    .innerJoin(modules, eq(modules.id, gameTypes.module_id))
    .where(and(eq(modules.code, 'loteria_nacional'), eq(gameTypes.code, 'terminal')));
  // Only the game type under test has a limit of the owner's: the others stay out of the way.
  await api.handle.db
    .update(userGameConfigs)
    .set({ sales_limit_ves: 0, sales_limit_usd: 0 })
    .where(eq(userGameConfigs.user_id, fixtures.clientId));
  const boothId = await insertBooth(api, { owner_id: fixtures.clientId, currencies: ['VES', 'USD'] });
  terminal = await terminalLogin(api, await insertSellerAccount(api, boothId, 'clave123'));
});
afterAll(async () => {
  await api.close();
});

describe("an owner's sales limit per currency", () => {
  it('an administrator sets each currency’s figure; a currency left out stays; the Módulos tab reads both; each change is audited', async () => {
    const set = await configure({ enabled: true, sales_limit: { VES: 500, USD: 20 } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ game_type_id: type.id, enabled: true, sales_limit: { VES: 500, USD: 20 } });
    const onlyUsd = await configure({ sales_limit: { USD: 30 } });
    expect(onlyUsd.json().sales_limit).toEqual({ VES: 500, USD: 30 });
    const games = await api.call({
      method: 'GET',
      url: `/api/v1/users/detail/${fixtures.clientId}/modules/${type.module_id}/games`,
      token: fixtures.token.admin,
    });
    expect(games.json().games.find((game: { game_type_id: number }) => game.game_type_id === type.id).sales_limit).toEqual({
      VES: 500,
      USD: 30,
    });
    const entries = await api.handle.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'user'), eq(auditLog.record_id, fixtures.clientId), eq(auditLog.action, 'game_config')))
      .orderBy(auditLog.id);
    expect(entries.slice(-2).map((entry) => entry.after)).toEqual([
      { game_type_id: type.id, sales_limit_ves: 500, sales_limit_usd: 20 },
      { game_type_id: type.id, sales_limit_usd: 30 },
    ]);
    expect(entries.at(-1)!.before).toEqual({ game_type_id: type.id, sales_limit_usd: 20 });
  });

  it('refuses a negative, fractional or too large figure, or one figure for both: 400 naming the field; a client: 403', async () => {
    const cases: [object, string][] = [
      [{ sales_limit: { USD: -1 } }, 'sales_limit.USD'],
      [{ sales_limit: { VES: 1.5 } }, 'sales_limit.VES'],
      [{ sales_limit: { USD: 2_000_000_000 } }, 'sales_limit.USD'],
      [{ sales_limit: 500 }, 'sales_limit'],
    ];
    for (const [payload, field] of cases) {
      const response = await configure(payload);
      expect([payload, response.statusCode]).toEqual([payload, 400]);
      expect(response.json().fields).toHaveProperty([field]);
    }
    expect((await configure({ sales_limit: { USD: 5 } }, fixtures.token.client)).statusCode).toBe(403);
    // Nothing refused was written; a currency the banca does not know is dropped, as every unknown field.
    expect((await configure({ sales_limit: { EUR: 5 } })).json().sales_limit).toEqual({ VES: 500, USD: 30 });
  });

  it('a sale in dollars is refused past the dollars’ figure while bolívares are not counted against it, and the other way round', async () => {
    await configure({ sales_limit: { VES: 500, USD: 20 } });
    const drawId = await insertDraw(api, 'loteria_nacional');
    expect((await sell(drawId, 'USD', 15)).statusCode).toBe(201);
    // Bs 400 is far past the dollars' 20: not counted against it.
    expect((await sell(drawId, 'VES', 400)).statusCode).toBe(201);
    const pastUsd = await sell(drawId, 'USD', 6);
    expect(pastUsd.statusCode).toBe(409);
    expect(pastUsd.json()).toMatchObject({
      code: 'NUMBER_LIMIT_EXCEEDED',
      lines: [{ index: 0, selection: '17', scope: 'owner', limit: 20, sold: 15, available: 5 }],
    });
    const pastVes = await sell(drawId, 'VES', 100.01);
    expect(pastVes.statusCode).toBe(409);
    expect(pastVes.json()).toMatchObject({ code: 'NUMBER_LIMIT_EXCEEDED', lines: [{ scope: 'owner', limit: 500, sold: 400 }] });
    expect((await sell(drawId, 'VES', 100)).statusCode).toBe(201);
    expect((await sell(drawId, 'USD', 5)).statusCode).toBe(201);
    const availability = (currency: string) =>
      api.call({
        method: 'GET',
        url: `/api/v1/draws/detail/${drawId}/availability?game_type_id=${type.id}&selection=17&currency=${currency}`,
        token: terminal.token,
      });
    expect((await availability('VES')).json()).toMatchObject({ limit: 500, sold: 500, available: 0 });
    expect((await availability('USD')).json()).toMatchObject({ limit: 20, sold: 20, available: 0 });

    // A figure changed applies at once to what is sold already, in its currency only: the dollars' taken away (0).
    await configure({ sales_limit: { USD: 0 } });
    expect((await sell(drawId, 'USD', 100)).statusCode).toBe(201);
    expect((await sell(drawId, 'VES', 1)).json()).toMatchObject({ code: 'NUMBER_LIMIT_EXCEEDED', lines: [{ limit: 500 }] });
  });

  it('holds each currency’s figure exactly under concurrent sales in both currencies on two API instances', async () => {
    await configure({ sales_limit: { VES: 7, USD: 5 } });
    const drawId = await insertDraw(api, 'loteria_nacional');
    const second = await createSecondInstance(api);
    try {
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) => sell(drawId, i % 2 ? 'VES' : 'USD', 1, Math.floor(i / 2) % 2 ? second : api)),
      );
      expect(answers.every((a) => a.statusCode === 201 || (a.statusCode === 409 && a.json().code === 'NUMBER_LIMIT_EXCEEDED'))).toBe(true);
      const accepted = (currency: number) => answers.filter((a, i) => i % 2 === currency && a.statusCode === 201).length;
      expect([accepted(0), accepted(1)]).toEqual([5, 7]);
    } finally {
      await second.close();
    }
  });
});

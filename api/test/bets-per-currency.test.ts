/**
 * A game type's minimum and maximum bet per currency (issue 38 item 1, ARCHITECTURE §9: `{ VES: n,
 * USD: n }`): the sale checks a line's amount against the bounds of the ticket's currency, and its
 * refusal names them in that currency; the terminal gets both currencies' bounds; a write sets the
 * currencies it sends and leaves the others.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { auditLog, gameTypes, modules, userGameConfigs } from '../src/db/schema';
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

let api: TestApi;
let fixtures: ScopeFixtures;
let type: { id: number; module_id: number };
let terminal: TerminalSignIn;
let drawId: number;

const typeUrl = () => `/api/v1/ticket_booths/games/detail/${type.module_id}/types/${type.id}`;
const editType = (payload: object, token = fixtures.token.admin) => api.call({ method: 'PUT', url: typeUrl(), token, payload });

async function sell(currency: 'VES' | 'USD', amount: number) {
  return api.call({
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
  await api.handle.db
    .update(userGameConfigs)
    .set({ sales_limit_ves: 0, sales_limit_usd: 0 })
    .where(eq(userGameConfigs.user_id, fixtures.clientId));
  const boothId = await insertBooth(api, { owner_id: fixtures.clientId, currencies: ['VES', 'USD'] });
  terminal = await terminalLogin(api, await insertSellerAccount(api, boothId, 'clave123'));
  drawId = await insertDraw(api, 'loteria_nacional');
});
afterAll(async () => {
  await api.close();
});

describe('bets per currency', () => {
  it('an administrator sets each currency’s bounds; a currency left out stays; each change is audited', async () => {
    const set = await editType({ min_bet: { VES: 50, USD: 1 }, max_bet: { VES: 5000, USD: 100 } });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ min_bet: { VES: 50, USD: 1 }, max_bet: { VES: 5000, USD: 100 } });
    const onlyUsd = await editType({ max_bet: { USD: null } });
    expect(onlyUsd.json()).toMatchObject({ min_bet: { VES: 50, USD: 1 }, max_bet: { VES: 5000, USD: null } });
    const [entry] = await api.handle.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'game_type'), eq(auditLog.record_id, type.id), eq(auditLog.action, 'update')))
      .orderBy(auditLog.id)
      .limit(1);
    expect(entry.after).toMatchObject({ min_bet_ves: 50, max_bet_ves: 5000, max_bet_usd: 100 });
    const detail = await api.call({
      method: 'GET',
      url: `/api/v1/ticket_booths/games/detail/${type.module_id}`,
      token: fixtures.token.client,
    });
    expect(detail.json().types.find((t: { id: number }) => t.id === type.id)).toMatchObject({
      min_bet: { VES: 50, USD: 1 },
      max_bet: { VES: 5000, USD: null },
    });
    await editType({ max_bet: { USD: 100 } });
  });

  it('refuses a maximum below the minimum of its currency, or more than two decimals: 400 naming the currency’s field; an operator: 403', async () => {
    const below = await editType({ max_bet: { USD: 0.5 } });
    expect(below.statusCode).toBe(400);
    expect(below.json().fields).toHaveProperty(['max_bet.USD']);
    expect(below.json().fields['max_bet.USD']).toMatch(/Dólares/);
    const decimals = await editType({ min_bet: { VES: 10.005 } });
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().fields).toHaveProperty(['min_bet.VES']);
    expect((await editType({ min_bet: { VES: 1 } }, fixtures.token.operator)).statusCode).toBe(403);
  });

  it('the sale checks the bounds of the ticket’s currency and names them in it', async () => {
    // Bs 10 is below the bolívares' minimum of Bs 50; $10 is above the dollars' minimum of $1.
    const low = await sell('VES', 10);
    expect(low.statusCode).toBe(400);
    expect(low.json().fields['lines.0.amount']).toBe('Jugada 1: el monto mínimo de Terminal es Bs 50,00.');
    expect((await sell('USD', 10)).statusCode).toBe(201);
    expect((await sell('VES', 60)).statusCode).toBe(201);
    const high = await sell('USD', 150);
    expect(high.statusCode).toBe(400);
    expect(high.json().fields['lines.0.amount']).toBe('Jugada 1: el monto máximo de Terminal es $100,00.');
    const highVes = await sell('VES', 5000.01);
    expect(highVes.statusCode).toBe(400);
    expect(highVes.json().fields['lines.0.amount']).toBe('Jugada 1: el monto máximo de Terminal es Bs 5.000,00.');
    expect((await sell('VES', 5000)).statusCode).toBe(201);
  });

  it('the terminal gets each currency’s bounds', async () => {
    const draws = (await api.call({ method: 'GET', url: '/api/v1/terminal/draws', token: terminal.token })).json() as {
      id: number;
      game_types: { id: number; min_bet: unknown; max_bet: unknown }[];
    }[];
    const offered = draws.find((draw) => draw.id === drawId)!.game_types.find((t) => t.id === type.id)!;
    expect(offered).toMatchObject({ min_bet: { VES: 50, USD: 1 }, max_bet: { VES: 5000, USD: 100 } });
  });
});

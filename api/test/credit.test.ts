/**
 * An owner's credit limit (issue 38 item 3, ARCHITECTURE §9): per currency, how much it may owe the
 * banca by its statement. A sale that would take what it owes past the limit of its currency is
 * refused with 409 CREDIT_LIMIT_REACHED and the figures, nothing sold; the terminal is warned from
 * 80 %; a payment by the owner lowers what it owes and lifts the refusal at once; sales racing
 * each other from two API instances never pass it. What the owner owes is recomputed from its raw
 * ticket lines.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { auditLog, gameTypes, modules } from '../src/db/schema';
import {
  createAccount,
  createSecondInstance,
  createTestApi,
  insertBooth,
  insertDraw,
  insertSellerAccount,
  loadScopeFixtures,
  type ScopeFixtures,
  type TerminalSignIn,
  terminalLogin,
  type TestApi,
} from './helpers';

let api: TestApi;
let fixtures: ScopeFixtures;
let terminalType: number;

const creditUrl = (id: number) => `/api/v1/users/detail/${id}/credit`;
const readCredit = (id: number, token = fixtures.token.admin) => api.call({ method: 'GET', url: creditUrl(id), token });
const saveCredit = (id: number, payload: unknown, token = fixtures.token.admin, headers: Record<string, string> = {}) =>
  api.call({ method: 'PUT', url: creditUrl(id), token, payload: payload as object, headers });

beforeAll(async () => {
  api = await createTestApi();
  fixtures = await loadScopeFixtures(api);
  const [type] = await api.handle.db
    .select({ id: gameTypes.id })
    .from(gameTypes)
    .innerJoin(modules, eq(modules.id, gameTypes.module_id))
    .where(and(eq(modules.code, 'loteria_nacional'), eq(gameTypes.code, 'terminal')));
  terminalType = type.id;
});
afterAll(async () => {
  await api.close();
});

/**
 * A new owner (no commission, no participation: what it owes is what it sold) with the demo
 * client's modules and game types, a booth of its own and a signed-in terminal there.
 */
async function newOwnerWithTerminal(on: TestApi = api): Promise<{ ownerId: number; terminal: TerminalSignIn }> {
  const owner = await createAccount(api, fixtures.token.admin, { role: 'client' });
  const [{ id: ownerId }] = await queryRows<{ id: number }>(api.handle.db, sql`select id from users where username = ${owner.username}`);
  await api.handle.db.execute(sql`
    insert into user_modules (user_id, module_id, assigned)
      select ${ownerId}, module_id, assigned from user_modules where user_id = ${fixtures.clientId}`);
  await api.handle.db.execute(sql`
    insert into user_game_configs (user_id, game_type_id, enabled, sales_limit_ves, sales_limit_usd)
      select ${ownerId}, game_type_id, enabled, 0, 0 from user_game_configs where user_id = ${fixtures.clientId}`);
  const boothId = await insertBooth(api, { owner_id: ownerId });
  const account = await insertSellerAccount(api, boothId, 'clave123');
  return { ownerId, terminal: await terminalLogin(on, account) };
}

function sell(terminal: TerminalSignIn, drawId: number, selection: string, amount: number, on: TestApi = api) {
  return on.call({
    method: 'POST',
    url: '/api/v1/tickets/create',
    token: terminal.token,
    payload: { request_id: randomUUID(), draw_id: drawId, lines: [{ game_type_id: terminalType, selection, amount }] },
  });
}

/** What an owner owes by its raw ticket lines (no prizes, payments or participation in these tests): sold less commission. */
async function owedFromTickets(ownerId: number, currency = 'USD'): Promise<number> {
  const [{ owed }] = await queryRows<{ owed: string }>(
    api.handle.db,
    sql`select coalesce(sum(l.amount - l.commission), 0)::text as owed
        from ticket_lines l join tickets t on t.id = l.ticket_id join ticket_booths b on b.id = t.ticket_booth_id
        where b.owner_id = ${ownerId} and t.currency = ${currency} and t.cancelled_at is null`,
  );
  return Number(owed);
}

describe('the credit route', () => {
  it('an administrator sets each currency’s limit under If-Match, audited; null takes it away; the owner reads its own', async () => {
    const { ownerId } = await newOwnerWithTerminal();
    const empty = await readCredit(ownerId);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ limits: { VES: null, USD: null }, status: [] });

    const saved = await saveCredit(ownerId, { VES: 25000.5, USD: 300 }, fixtures.token.admin, { 'if-match': empty.headers.etag as string });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      limits: { VES: 25000.5, USD: 300 },
      status: [
        { currency: 'VES', limit: 25000.5, owed: 0, used_percentage: 0 },
        { currency: 'USD', limit: 300, owed: 0, used_percentage: 0 },
      ],
    });
    // The version read before this save is stale now.
    expect(
      (await saveCredit(ownerId, { VES: null, USD: 1 }, fixtures.token.admin, { 'if-match': empty.headers.etag as string })).statusCode,
    ).toBe(412);
    const entries = await api.handle.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'credit_limit'), eq(auditLog.record_id, ownerId)))
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      { before: { currency: 'VES', credit_limit: null }, after: { currency: 'VES', credit_limit: 25000.5 } },
      { before: { currency: 'USD', credit_limit: null }, after: { currency: 'USD', credit_limit: 300 } },
    ]);

    const removed = await saveCredit(ownerId, { VES: null, USD: 300 });
    expect(removed.json().limits).toEqual({ VES: null, USD: 300 });
    // Sending what is set changes nothing, and says so with the same version.
    const same = await saveCredit(ownerId, { VES: null, USD: 300 }, fixtures.token.admin, { 'if-match': removed.headers.etag as string });
    expect(same.statusCode).toBe(200);
    expect(same.headers.etag).toBe(removed.headers.etag);
  });

  it('refuses three decimals naming the currency, a user who is no owner, and anyone but an administrator', async () => {
    const bad = await saveCredit(fixtures.clientId, { VES: 10.005, USD: null });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ VES: expect.stringContaining('dos decimales') });
    expect((await saveCredit(fixtures.clientId, { VES: -1, USD: null })).statusCode).toBe(400);
    expect((await saveCredit(fixtures.clientId, { USD: 5 })).statusCode).toBe(400);
    expect((await saveCredit(fixtures.adminId, { VES: null, USD: 5 })).statusCode).toBe(404);
    expect((await saveCredit(fixtures.clientId, { VES: null, USD: 5 }, fixtures.token.operator)).statusCode).toBe(403);
    expect((await saveCredit(fixtures.clientId, { VES: null, USD: 5 }, fixtures.token.client)).statusCode).toBe(403);
    // The owner reads its own credit, never another owner's; an operator reads any.
    expect((await readCredit(fixtures.clientId, fixtures.token.client)).statusCode).toBe(200);
    const { ownerId } = await newOwnerWithTerminal();
    expect((await readCredit(ownerId, fixtures.token.client)).statusCode).toBe(404);
    expect((await readCredit(ownerId, fixtures.token.operator)).statusCode).toBe(200);
    expect((await readCredit(ownerId, fixtures.token.ticket_seller)).statusCode).toBe(403);
  });
});

describe('a sale against the credit', () => {
  it('is refused past the limit with the figures, warned from 80 %, and sells again at once after the owner pays', async () => {
    const { ownerId, terminal } = await newOwnerWithTerminal();
    const drawId = await insertDraw(api, 'loteria_nacional');
    expect((await saveCredit(ownerId, { VES: null, USD: 100 })).statusCode).toBe(200);

    expect((await sell(terminal, drawId, '11', 70)).statusCode).toBe(201);
    const session = await api.call({ method: 'GET', url: '/api/v1/terminal/session', token: terminal.token });
    expect(session.json().credit).toEqual([{ currency: 'USD', limit: 100, owed: 70, used_percentage: 70 }]);
    expect((await sell(terminal, drawId, '12', 15)).statusCode).toBe(201);
    // 85 of 100: past the 80 % the terminal warns from.
    const warned = await api.call({ method: 'GET', url: '/api/v1/terminal/session', token: terminal.token });
    expect(warned.json().credit).toEqual([{ currency: 'USD', limit: 100, owed: 85, used_percentage: 85 }]);

    const refused = await sell(terminal, drawId, '13', 15.01);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CREDIT_LIMIT_REACHED', currency: 'USD', limit: 100, owed: 85 });
    expect(refused.json().message).toContain('$85,00');
    expect(await owedFromTickets(ownerId)).toBe(85);
    // Up to the limit exactly still sells.
    expect((await sell(terminal, drawId, '13', 15)).statusCode).toBe(201);
    expect((await sell(terminal, drawId, '14', 1)).statusCode).toBe(409);

    // The owner pays 40 (a cobro at the banca's desk): 60 owed, the next sale goes through.
    const paid = await api.call({
      method: 'POST',
      url: `/api/v1/users/detail/${ownerId}/payments`,
      token: fixtures.token.admin,
      payload: { request_id: randomUUID(), direction: 'owner_pays', amount: 40, reason: 'Depósito del propietario' },
    });
    expect(paid.statusCode).toBe(201);
    expect((await readCredit(ownerId)).json().status).toEqual([{ currency: 'USD', limit: 100, owed: 60, used_percentage: 60 }]);
    expect((await sell(terminal, drawId, '14', 40)).statusCode).toBe(201);
    expect((await sell(terminal, drawId, '15', 1)).statusCode).toBe(409);
    expect(await owedFromTickets(ownerId)).toBe(140);
  });

  it('is never passed by sales racing each other from two API instances', async () => {
    const second = await createSecondInstance(api);
    try {
      const { ownerId, terminal } = await newOwnerWithTerminal();
      const drawId = await insertDraw(api, 'loteria_nacional');
      expect((await saveCredit(ownerId, { VES: null, USD: 55 })).statusCode).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) => sell(terminal, drawId, String(20 + i), 10, i % 2 ? second : api)),
      );
      const accepted = answers.filter((answer) => answer.statusCode === 201).length;
      expect(answers.every((answer) => answer.statusCode === 201 || answer.json().code === 'CREDIT_LIMIT_REACHED')).toBe(true);
      expect(accepted).toBe(5);
      expect(await owedFromTickets(ownerId)).toBe(50);
      expect((await readCredit(ownerId)).json().status).toEqual([{ currency: 'USD', limit: 55, owed: 50, used_percentage: 90 }]);
    } finally {
      await second.close();
    }
  });
});

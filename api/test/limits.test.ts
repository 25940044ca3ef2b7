/**
 * Sales limits (topes) as people set them: administrators and operators write, a client reads
 * those that apply to its booths; one limit per scope, holder, game type, draw and number; every
 * write under If-Match and in the audit trail; and what may still be sold of a number.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { auditLog, gameTypes, modules, ticketBooths, userGameConfigs } from '../src/db/schema';
import {
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
let terminal: TerminalSignIn;
let terminalType: number;
let ternoType: number;

beforeAll(async () => {
  api = await createTestApi();
  fixtures = await loadScopeFixtures(api);
  terminal = await terminalLogin(api);
  const types = await api.handle.db
    .select({ id: gameTypes.id, code: gameTypes.code })
    .from(gameTypes)
    .innerJoin(modules, eq(modules.id, gameTypes.module_id));
  terminalType = types.find((t) => t.code === 'terminal')!.id;
  ternoType = types.find((t) => t.code === 'terno')!.id;
  await api.handle.db
    .update(userGameConfigs)
    .set({ sales_limit_ves: 0, sales_limit_usd: 0 })
    .where(eq(userGameConfigs.user_id, fixtures.clientId));
});
afterAll(async () => {
  await api.close();
});

const create = (body: Record<string, unknown>, token = fixtures.token.admin) =>
  api.call({ method: 'POST', url: '/api/v1/limits/create', token, payload: body });
const list = (query: string, token = fixtures.token.admin) => api.call({ method: 'GET', url: `/api/v1/limits/list${query}`, token });

describe('sales limits', () => {
  it('an administrator creates one; it is listed with whose it is, and recorded in the audit trail', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const response = await create({
      scope: 'booth',
      scope_id: terminal.booth.id,
      game_type_id: terminalType,
      draw_id: drawId,
      selection: '7',
      max_amount: 150.5,
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers.etag).toBe('"1"');
    const created = response.json();
    expect(created).toMatchObject({
      scope: 'booth',
      scope_id: terminal.booth.id,
      scope_name: terminal.booth.name,
      game_type_name: 'Terminal',
      module_name: 'Lotería Nacional',
      draw_id: drawId,
      selection: '07',
      max_amount: 150.5,
      blocked: false,
    });
    const listed = (await list(`?draw_id=${drawId}&selection=07&scope=booth`)).json();
    expect(listed.limits.map((l: { id: number }) => l.id)).toEqual([created.id]);
    expect(listed).toMatchObject({ total: 1, totalPages: 1 });
    const [entry] = await api.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'sales_limit'), eq(auditLog.record_id, created.id)));
    expect(entry).toMatchObject({ action: 'create', actor_username: 'admin' });
  });

  it('refuses a second limit with the same scope, holder, game type, draw and number (LIMIT_EXISTS)', async () => {
    const body = { scope: 'global', scope_id: null, game_type_id: terminalType, draw_id: null, selection: '05', max_amount: 10 };
    const first = await create(body);
    expect(first.statusCode).toBe(201);
    const second = await create({ ...body, max_amount: 20 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'LIMIT_EXISTS', existing_id: first.json().id });
  });

  it.each([
    [{ scope: 'global', scope_id: 5 }, 'scope_id'],
    [{ scope: 'owner', scope_id: null }, 'scope_id'],
    [{ scope: 'owner', scope_id: 1 }, 'scope_id'], // the administrator is no client
    [{ selection: '123' }, 'selection'],
    [{ max_amount: 10.001 }, 'max_amount'],
    [{ max_amount: -1 }, 'max_amount'],
    [{ game_type_id: 999999 }, 'game_type_id'],
  ])('a bad limit %j is a 400 naming %s', async (change, field) => {
    const response = await create({
      scope: 'global',
      scope_id: null,
      game_type_id: terminalType,
      draw_id: null,
      selection: null,
      max_amount: 10,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });

  it('refuses a draw of another game or one already settled', async () => {
    const other = await insertDraw(api, 'loteria_primitiva');
    const response = await create({
      scope: 'global',
      scope_id: null,
      game_type_id: terminalType,
      draw_id: other,
      selection: null,
      max_amount: 1,
    });
    expect(response.json().fields).toHaveProperty('draw_id');
    const [settled] = await queryRows<{ id: number }>(api.handle.db, sql`select id from draws where status = 'settled' limit 1`);
    const late = await create({
      scope: 'global',
      scope_id: null,
      game_type_id: ternoType,
      draw_id: settled.id,
      selection: null,
      max_amount: 1,
    });
    expect(late.statusCode).toBe(400);
  });

  it('edits (blocking with 0) and deletes under If-Match; a stale version is a 412', async () => {
    const created = (
      await create({
        scope: 'seller',
        scope_id: terminal.seller.id,
        game_type_id: terminalType,
        draw_id: null,
        selection: '11',
        max_amount: 30,
      })
    ).json();
    const url = `/api/v1/limits/detail/${created.id}`;
    const blocked = await api.call({
      method: 'PUT',
      url,
      token: fixtures.token.operator,
      headers: { 'if-match': '"1"' },
      payload: { max_amount: 0 },
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ max_amount: 0, blocked: true, version: 2 });
    expect(blocked.headers.etag).toBe('"2"');
    const stale = await api.call({
      method: 'PUT',
      url,
      token: fixtures.token.admin,
      headers: { 'if-match': '"1"' },
      payload: { max_amount: 5 },
    });
    expect(stale.statusCode).toBe(412);
    expect((await api.call({ method: 'DELETE', url, token: fixtures.token.admin, headers: { 'if-match': '"1"' } })).statusCode).toBe(412);
    expect((await api.call({ method: 'DELETE', url, token: fixtures.token.admin, headers: { 'if-match': '"2"' } })).statusCode).toBe(200);
    expect((await api.call({ method: 'GET', url, token: fixtures.token.admin })).statusCode).toBe(404);
    const actions = await api.handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'sales_limit'), eq(auditLog.record_id, created.id)));
    expect(actions.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('a client reads the limits that apply to its booths, and writes none; a ticket_seller reads none', async () => {
    const [foreign] = await api.handle.db
      .select({ id: ticketBooths.id })
      .from(ticketBooths)
      .where(sql`${ticketBooths.owner_id} <> ${fixtures.clientId}`)
      .limit(1);
    const mine = (
      await create({
        scope: 'booth',
        scope_id: fixtures.clientBooths[0],
        game_type_id: terminalType,
        draw_id: null,
        selection: '21',
        max_amount: 3,
      })
    ).json();
    const theirs = (
      await create({ scope: 'booth', scope_id: foreign.id, game_type_id: terminalType, draw_id: null, selection: '21', max_amount: 3 })
    ).json();
    const seen = (await list('?selection=21', fixtures.token.client)).json().limits.map((l: { id: number }) => l.id);
    expect(seen).toContain(mine.id);
    expect(seen).not.toContain(theirs.id);
    expect((await api.call({ method: 'GET', url: `/api/v1/limits/detail/${theirs.id}`, token: fixtures.token.client })).statusCode).toBe(
      404,
    );
    expect(
      (
        await create(
          { scope: 'global', scope_id: null, game_type_id: terminalType, draw_id: null, selection: null, max_amount: 1 },
          fixtures.token.client,
        )
      ).statusCode,
    ).toBe(403);
    expect((await list('', fixtures.token.ticket_seller)).statusCode).toBe(403);
  });

  it('says what may still be sold of a number: for the terminal its four scopes, for staff the scopes they ask', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    await create({ scope: 'global', scope_id: null, game_type_id: terminalType, draw_id: drawId, selection: '48', max_amount: 100 });
    await create({
      scope: 'seller',
      scope_id: terminal.seller.id,
      game_type_id: terminalType,
      draw_id: drawId,
      selection: null,
      max_amount: 20,
    });
    const sale = await api.call({
      method: 'POST',
      url: '/api/v1/tickets/create',
      token: terminal.token,
      payload: { request_id: randomUUID(), draw_id: drawId, lines: [{ game_type_id: terminalType, selection: '48', amount: 12.5 }] },
    });
    expect(sale.statusCode).toBe(201);
    const ask = (query: string, token: string) =>
      api.call({ method: 'GET', url: `/api/v1/draws/detail/${drawId}/availability?game_type_id=${terminalType}&${query}`, token });
    expect((await ask('selection=48', terminal.token)).json()).toEqual({
      selection: '48',
      limit: 20,
      sold: 12.5,
      available: 7.5,
      blocked: false,
      scope: 'seller',
      currency: 'USD',
    });
    expect((await ask('selection=48', fixtures.token.admin)).json()).toMatchObject({
      limit: 100,
      sold: 12.5,
      available: 87.5,
      scope: 'global',
    });
    expect((await ask(`selection=48&seller_id=${terminal.seller.id}`, fixtures.token.admin)).json()).toMatchObject({
      scope: 'seller',
      available: 7.5,
    });
    expect((await ask('selection=9', terminal.token)).json()).toMatchObject({ selection: '09', limit: 20, sold: 0, available: 20 });
    expect((await ask('selection=47', fixtures.token.admin)).json()).toEqual({
      selection: '47',
      limit: null,
      sold: 0,
      available: null,
      blocked: false,
      scope: null,
      currency: 'USD',
    });
    expect((await ask('selection=4x', terminal.token)).json().fields).toHaveProperty('selection');
    expect((await ask(`selection=48&booth_id=${fixtures.clientBooths[0]}`, fixtures.token.client)).statusCode).toBe(200);
  });

  it('a limit counts the sales of its currency only: dollars and bolívares are never added (ARCHITECTURE §9)', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const boothId = await insertBooth(api, { owner_id: fixtures.clientId, currencies: ['VES', 'USD'] });
    const both = await terminalLogin(api, await insertSellerAccount(api, boothId, 'clave123'));
    const limitOn = (currency: string | undefined, max_amount: number) =>
      create({ scope: 'booth', scope_id: boothId, game_type_id: terminalType, draw_id: drawId, selection: '33', currency, max_amount });
    // No currency named: the banca's default (dollars).
    const usd = await limitOn(undefined, 100);
    expect(usd.statusCode).toBe(201);
    expect(usd.json()).toMatchObject({ currency: 'USD', max_amount: 100 });
    // The same holder, draw and number in bolívares is another limit, not LIMIT_EXISTS.
    const ves = await limitOn('VES', 50);
    expect(ves.statusCode).toBe(201);
    expect(ves.json()).toMatchObject({ currency: 'VES', max_amount: 50 });
    expect((await limitOn('VES', 60)).json()).toMatchObject({ code: 'LIMIT_EXISTS' });
    expect((await list(`?draw_id=${drawId}&currency=VES`)).json().limits.map((l: { id: number }) => l.id)).toEqual([ves.json().id]);

    const sell = (currency: 'VES' | 'USD', amount: number) =>
      api.call({
        method: 'POST',
        url: '/api/v1/tickets/create',
        token: both.token,
        payload: { request_id: randomUUID(), draw_id: drawId, currency, lines: [{ game_type_id: terminalType, selection: '33', amount }] },
      });
    expect((await sell('USD', 60)).statusCode).toBe(201);
    // 60 $ + 45 Bs would pass the dollars' 100 if they were added: the bolívares count under their own 50.
    expect((await sell('VES', 45)).statusCode).toBe(201);
    expect((await sell('USD', 50)).json()).toMatchObject({
      code: 'NUMBER_LIMIT_EXCEEDED',
      lines: [{ limit: 100, sold: 60, available: 40, scope: 'booth' }],
    });
    expect((await sell('VES', 10)).json()).toMatchObject({
      code: 'NUMBER_LIMIT_EXCEEDED',
      lines: [{ limit: 50, sold: 45, available: 5, scope: 'booth' }],
    });
    expect((await sell('USD', 40)).statusCode).toBe(201);
    expect((await sell('VES', 5)).statusCode).toBe(201);

    const ask = (currency: string) =>
      api.call({
        method: 'GET',
        url: `/api/v1/draws/detail/${drawId}/availability?game_type_id=${terminalType}&selection=33&currency=${currency}`,
        token: both.token,
      });
    expect((await ask('USD')).json()).toMatchObject({ limit: 100, sold: 100, available: 0, scope: 'booth', currency: 'USD' });
    expect((await ask('VES')).json()).toMatchObject({ limit: 50, sold: 50, available: 0, scope: 'booth', currency: 'VES' });
    const sums = await queryRows<{ currency: string; amount: string }>(
      api.handle.db,
      sql`select currency, amount::text from draw_number_scope_sales
          where draw_id = ${drawId} and scope = 'booth' and scope_id = ${boothId} order by currency`,
    );
    expect(sums.map((row) => [row.currency, Number(row.amount)])).toEqual([
      ['USD', 100],
      ['VES', 50],
    ]);

    // The exposure's «Tope que limita»: the limit of the currency shown, with that currency's sales.
    for (const [currency, max_amount, sold] of [
      ['USD', 100, 100],
      ['VES', 50, 50],
    ] as const) {
      const exposure = await api.call({
        method: 'GET',
        url: `/api/v1/draws/detail/${drawId}/exposure?currency=${currency}`,
        token: fixtures.token.admin,
      });
      expect(exposure.json()).toMatchObject({
        currency,
        numbers: [{ selection: '33', amount: sold, limit: { scope: 'booth', max_amount, sold, available: 0 }, over_limit: false }],
      });
    }

    // Lowering the bolívares' limit leaves the dollars' sums alone.
    const lowered = await api.call({
      method: 'PUT',
      url: `/api/v1/limits/detail/${ves.json().id}`,
      token: fixtures.token.admin,
      headers: { 'if-match': '"1"' },
      payload: { max_amount: 20 },
    });
    expect(lowered.statusCode).toBe(200);
    expect((await ask('VES')).json()).toMatchObject({ limit: 20, sold: 50, available: 0 });
    const over = async (currency: string) =>
      (
        await api.call({ method: 'GET', url: `/api/v1/draws/detail/${drawId}/exposure?currency=${currency}`, token: fixtures.token.admin })
      ).json().numbers[0].over_limit;
    expect(await over('VES')).toBe(true);
    expect(await over('USD')).toBe(false);
    expect((await ask('USD')).json()).toMatchObject({ limit: 100, sold: 100 });
  });

  it('a limit in a currency the banca has not enabled is a 400 naming currency', async () => {
    await api.handle.db.execute(sql`update currency_settings set enabled = '{USD}'`);
    try {
      const response = await create({
        scope: 'global',
        scope_id: null,
        game_type_id: terminalType,
        draw_id: null,
        selection: '34',
        currency: 'VES',
        max_amount: 10,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('currency');
      const asked = await api.call({
        method: 'GET',
        url: `/api/v1/draws/detail/${await insertDraw(api, 'loteria_nacional')}/availability?game_type_id=${terminalType}&selection=34&currency=VES`,
        token: terminal.token,
      });
      expect(asked.json().fields).toHaveProperty('currency');
    } finally {
      await api.handle.db.execute(sql`update currency_settings set enabled = '{VES,USD}'`);
    }
  });
});

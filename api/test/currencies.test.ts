/**
 * Currencies (issue 38 item 1, ARCHITECTURE §9): the banca's enabled currencies and default, a
 * booth's own set, and a ticket sold in one currency — named by the sale, refused (400 naming
 * `currency`) when the booth does not sell in it, shown by every ticket read.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { auditLog, gameTypes, modules, ticketBooths, userGameConfigs } from '../src/db/schema';
import { createTestApi, insertDraw, type TerminalSignIn, terminalLogin, type TestApi } from './helpers';

let api: TestApi;
let admin: string;
let operator: string;
let terminal: TerminalSignIn;
let terminalType: number;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.login('admin');
  operator = await api.login('operator');
  terminal = await terminalLogin(api);
  const [row] = await api.handle.db
    .select({ id: gameTypes.id })
    .from(gameTypes)
    .innerJoin(modules, eq(modules.id, gameTypes.module_id))
    .where(and(eq(modules.code, 'loteria_nacional'), eq(gameTypes.code, 'terminal')));
  terminalType = row.id;
  const [booth] = await api.handle.db
    .select({ owner: ticketBooths.owner_id })
    .from(ticketBooths)
    .where(eq(ticketBooths.id, terminal.booth.id));
  // The owner's own default limit stays out of the way.
  await api.handle.db
    .update(userGameConfigs)
    .set({ sales_limit_ves: 0, sales_limit_usd: 0 })
    .where(eq(userGameConfigs.user_id, booth.owner as number));
});
afterAll(async () => {
  await api.close();
});

const settings = (token = admin) => api.call({ method: 'GET', url: '/api/v1/settings/currencies', token });
const saveSettings = (payload: object, etag: string, token = admin) =>
  api.call({ method: 'PUT', url: '/api/v1/settings/currencies', token, payload, headers: { 'if-match': etag } });

async function boothVersion(id: number): Promise<string> {
  const response = await api.call({ method: 'GET', url: `/api/v1/ticket_booths/detail/${id}`, token: admin });
  expect(response.statusCode).toBe(200);
  return response.headers.etag as string;
}

async function setBoothCurrencies(id: number, currencies: string[]) {
  const name = (await api.handle.db.select({ name: ticketBooths.name }).from(ticketBooths).where(eq(ticketBooths.id, id)))[0].name;
  return api.call({
    method: 'PUT',
    url: `/api/v1/ticket_booths/detail/${id}`,
    token: admin,
    payload: { name, currencies },
    headers: { 'if-match': await boothVersion(id) },
  });
}

function sell(drawId: number, currency?: string, amount = 2) {
  return api.call({
    method: 'POST',
    url: '/api/v1/tickets/create',
    token: terminal.token,
    payload: {
      request_id: randomUUID(),
      draw_id: drawId,
      ...(currency ? { currency } : {}),
      lines: [{ game_type_id: terminalType, selection: '17', amount }],
    },
  });
}

describe('the banca’s currencies', () => {
  it('start with bolívares and dollars enabled and dollars the default (what every amount was before)', async () => {
    const response = await settings();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ enabled: ['VES', 'USD'], default: 'USD' });
    expect(response.headers.etag).toBeDefined();
    // Every signed-in role reads them (screens pick the currency of their reads); only an administrator writes them.
    expect((await settings(operator)).statusCode).toBe(200);
    const refused = await saveSettings({ enabled: ['USD'], default: 'USD' }, response.headers.etag as string, operator);
    expect(refused.statusCode).toBe(403);
  });

  it('are saved by an administrator under If-Match, audited, and refuse a default that is not enabled', async () => {
    const first = await settings();
    const etag = first.headers.etag as string;
    const bad = await saveSettings({ enabled: ['USD'], default: 'VES' }, etag);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('default');

    const saved = await saveSettings({ enabled: ['VES', 'USD'], default: 'VES' }, etag);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ enabled: ['VES', 'USD'], default: 'VES' });
    expect(saved.headers.etag).not.toBe(etag);
    // The version read before is stale now.
    expect((await saveSettings({ enabled: ['VES', 'USD'], default: 'USD' }, etag)).statusCode).toBe(412);
    const [entry] = await api.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'banca_settings'), eq(auditLog.action, 'settings')))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({ before: { default: 'USD' }, after: { default: 'VES' } });

    const back = await saveSettings({ enabled: ['VES', 'USD'], default: 'USD' }, saved.headers.etag as string);
    expect(back.statusCode).toBe(200);
  });

  it('refuse disabling a currency a live booth sells in (409 CURRENCY_IN_USE)', async () => {
    const current = await settings();
    // The demo booths sell in dollars.
    const refused = await saveSettings({ enabled: ['VES'], default: 'VES' }, current.headers.etag as string);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CURRENCY_IN_USE' });
    expect((await settings()).json()).toEqual({ enabled: ['VES', 'USD'], default: 'USD' });
  });
});

describe('a booth’s currencies', () => {
  it('are the banca’s default for a new booth, edited in the booth’s form, and only enabled ones', async () => {
    const created = await api.call({
      method: 'POST',
      url: '/api/v1/ticket_booths/create',
      token: admin,
      payload: { name: 'Agencia Bolívar' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const detail = await api.call({ method: 'GET', url: `/api/v1/ticket_booths/detail/${id}`, token: admin });
    expect(detail.json().currencies).toEqual(['USD']);

    const both = await setBoothCurrencies(id, ['USD', 'VES']);
    expect(both.statusCode).toBe(200);
    // In the banca's order whatever order the form sent.
    expect(both.json().currencies).toEqual(['VES', 'USD']);

    const current = await settings();
    expect((await saveSettings({ enabled: ['VES', 'USD'], default: 'VES' }, current.headers.etag as string)).statusCode).toBe(200);
    const list = await api.call({ method: 'GET', url: '/api/v1/ticket_booths/list?search=Bol%C3%ADvar', token: admin });
    expect(list.json().booths[0].currencies).toEqual(['VES', 'USD']);
    const second = await api.call({
      method: 'POST',
      url: '/api/v1/ticket_booths/create',
      token: admin,
      payload: { name: 'Agencia Sucre' },
    });
    const secondDetail = await api.call({ method: 'GET', url: `/api/v1/ticket_booths/detail/${second.json().id}`, token: admin });
    expect(secondDetail.json().currencies).toEqual(['VES']);
    await api.handle.db.execute(sql`update currency_settings set enabled = '{USD}', default_currency = 'USD'`);
    const off = await setBoothCurrencies(id, ['VES']);
    expect(off.statusCode).toBe(400);
    expect(off.json().fields).toHaveProperty('currencies');
    await api.handle.db.execute(sql`update currency_settings set enabled = '{VES,USD}', default_currency = 'USD'`);
  });
});

describe('a sale’s currency', () => {
  it('is the booth’s only one when not named, and a currency the booth does not sell in is a 400 naming `currency`', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const sold = await sell(drawId);
    expect(sold.statusCode).toBe(201);
    expect(sold.json()).toMatchObject({ currency: 'USD', total: 2 });
    const refused = await sell(drawId, 'VES');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('currency');
  });

  it('must be named at a booth selling in two, is kept on the ticket and shown by the sale, the list and the detail', async () => {
    expect((await setBoothCurrencies(terminal.booth.id, ['VES', 'USD'])).statusCode).toBe(200);
    try {
      const drawId = await insertDraw(api, 'loteria_nacional');
      const unnamed = await sell(drawId);
      expect(unnamed.statusCode).toBe(400);
      expect(unnamed.json().fields).toHaveProperty('currency');

      const bolivares = await sell(drawId, 'VES', 150);
      expect(bolivares.statusCode).toBe(201);
      expect(bolivares.json()).toMatchObject({ currency: 'VES', total: 150 });
      const dollars = await sell(drawId, 'USD', 3);
      expect(dollars.json()).toMatchObject({ currency: 'USD', total: 3 });

      // As the database keeps them (the raw rows), not as an answer says.
      const rows = await queryRows<{ id: number; currency: string }>(
        api.handle.db,
        sql`select id, currency from tickets where draw_id = ${drawId} order by id`,
      );
      expect(rows).toEqual([
        { id: bolivares.json().id, currency: 'VES' },
        { id: dollars.json().id, currency: 'USD' },
      ]);
      const detail = await api.call({ method: 'GET', url: `/api/v1/tickets/detail/${bolivares.json().id}`, token: admin });
      expect(detail.json()).toMatchObject({ currency: 'VES', amount: 150 });
      const list = await api.call({ method: 'GET', url: `/api/v1/tickets/list?draw_id=${drawId}`, token: admin });
      expect(
        list
          .json()
          .tickets.map((t: { currency: string }) => t.currency)
          .sort(),
      ).toEqual(['USD', 'VES']);
      const mine = await api.call({ method: 'GET', url: `/api/v1/tickets/list?draw_id=${drawId}`, token: terminal.token });
      expect(
        mine
          .json()
          .tickets.map((t: { currency: string }) => t.currency)
          .sort(),
      ).toEqual(['USD', 'VES']);
      const verified = await api.call({ method: 'GET', url: `/api/v1/tickets/verify/${bolivares.json().code}`, token: terminal.token });
      expect(verified.json()).toMatchObject({ currency: 'VES', amount: 150 });
      const session = await api.call({ method: 'GET', url: '/api/v1/terminal/session', token: terminal.token });
      expect(session.json().currencies).toEqual(['VES', 'USD']);
    } finally {
      await setBoothCurrencies(terminal.booth.id, ['USD']);
    }
  });

  it('answers the same ticket for the same request sent again, and refuses the request id with another currency', async () => {
    expect((await setBoothCurrencies(terminal.booth.id, ['VES', 'USD'])).statusCode).toBe(200);
    try {
      const drawId = await insertDraw(api, 'loteria_nacional');
      const request_id = randomUUID();
      const body = (currency: string) => ({
        request_id,
        draw_id: drawId,
        currency,
        lines: [{ game_type_id: terminalType, selection: '22', amount: 5 }],
      });
      const first = await api.call({ method: 'POST', url: '/api/v1/tickets/create', token: terminal.token, payload: body('VES') });
      expect(first.statusCode).toBe(201);
      const again = await api.call({ method: 'POST', url: '/api/v1/tickets/create', token: terminal.token, payload: body('VES') });
      expect(again.json()).toMatchObject({ id: first.json().id, currency: 'VES' });
      const other = await api.call({ method: 'POST', url: '/api/v1/tickets/create', token: terminal.token, payload: body('USD') });
      expect(other.statusCode).toBe(409);
      expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    } finally {
      await setBoothCurrencies(terminal.booth.id, ['USD']);
    }
  });
});

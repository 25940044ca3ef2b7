/**
 * A "Vendedor de Tickets" user linked to a booth's seller account (issue 41 item 1): the seller
 * dialog's picker offers the live ticket_seller users; the account shows who it is linked to and
 * the user's accounts are listed by `user_id`; and what the terminal sells under that account is
 * the user's own tickets, reports and dashboard, and nobody else's sales are.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { gameTypes, modules, userGameConfigs } from '../src/db/schema';
import { businessDayOf } from '../src/domain/time';
import {
  createAccount,
  createTestApi,
  insertBooth,
  insertDraw,
  loadScopeFixtures,
  type ScopeFixtures,
  terminalLogin,
  type TestApi,
} from './helpers';

let api: TestApi;
let fixtures: ScopeFixtures;
let terminalType: number;

beforeAll(async () => {
  api = await createTestApi();
  fixtures = await loadScopeFixtures(api);
  terminalType = (
    await api.handle.db
      .select({ id: gameTypes.id, code: gameTypes.code })
      .from(gameTypes)
      .innerJoin(modules, eq(modules.id, gameTypes.module_id))
      .where(eq(modules.code, 'loteria_nacional'))
  ).find((t) => t.code === 'terminal')!.id;
  await api.handle.db
    .update(userGameConfigs)
    .set({ sales_limit_ves: 0, sales_limit_usd: 0 })
    .where(eq(userGameConfigs.user_id, fixtures.clientId));
});
afterAll(async () => {
  await api.close();
});

const get = (url: string, token: string) => api.call({ method: 'GET', url: `/api/v1${url}`, token });

describe('a ticket_seller user linked to a seller account', () => {
  it('is offered by the seller dialog, linked, and then sees the tickets, report and dashboard of what that account sold', async () => {
    const admin = fixtures.token.admin;
    const person = await createAccount(api, admin, { role: 'ticket_seller', password: 'vendedor-nuevo' });
    const signIn = await api.call({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: person.username, password: person.password },
    });
    expect(signIn.statusCode).toBe(200);
    const personToken = signIn.json().token as string;
    const name = `Cuenta Prueba ${person.username.split('.')[1]}`;

    // Before any link: nothing of his.
    expect((await get('/tickets/list', personToken)).json()).toMatchObject({ total: 0 });

    // The picker offers live ticket_seller users only, by name or e-mail; admin and operator, not a client.
    const offered = await get(`/sellers/users?search=${encodeURIComponent(person.email)}`, fixtures.token.operator);
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toEqual([{ id: person.id, name, email: person.email }]);
    const all = (await get('/sellers/users', admin)).json() as { id: number }[];
    expect(all.map((u) => u.id)).toContain(fixtures.sellerUserId);
    expect(all.map((u) => u.id)).not.toContain(fixtures.clientId);
    expect((await get('/sellers/users', fixtures.token.client)).statusCode).toBe(403);

    // A new booth of the demo client and its terminal account, linked to him from the seller dialog.
    const boothId = await insertBooth(api, { owner_id: fixtures.clientId });
    const username = `terminal.${randomUUID().slice(0, 8)}@example.com`;
    const created = await api.call({
      method: 'POST',
      url: '/api/v1/sellers/create',
      token: admin,
      payload: { ticket_booth_id: boothId, seller_user_id: person.id, label: 'Caja 1', username, password: 'clave123', is_active: true },
    });
    expect(created.statusCode).toBe(201);
    const sellerId = created.json().id as number;
    expect((await get(`/sellers/detail/${sellerId}`, admin)).json()).toMatchObject({ seller_user_id: person.id, seller_user_name: name });
    // His user dialog lists the accounts linked to him.
    const linked = (await get(`/sellers/list?user_id=${person.id}`, admin)).json();
    expect(linked).toMatchObject({ total: 1, sellers: [{ id: sellerId, label: 'Caja 1', ticket_booth_id: boothId }] });

    // The terminal sells under that account.
    const terminal = await terminalLogin(api, { username, password: 'clave123' });
    const drawId = await insertDraw(api, 'loteria_nacional');
    const sale = await api.call({
      method: 'POST',
      url: '/api/v1/tickets/create',
      token: terminal.token,
      payload: { request_id: randomUUID(), draw_id: drawId, lines: [{ game_type_id: terminalType, selection: '07', amount: 12.5 }] },
    });
    expect(sale.statusCode).toBe(201);
    const ticket = sale.json() as { id: number; code: string };

    // His back-office: the ticket in his list and detail, the sale in his report and dashboard.
    const tickets = (await get('/tickets/list', personToken)).json();
    expect(tickets).toMatchObject({ total: 1, tickets: [{ id: ticket.id }] });
    expect((await get(`/tickets/detail/${ticket.id}`, personToken)).statusCode).toBe(200);
    const today = businessDayOf(api.clock.now());
    const report = await get(`/reports/sales?from=${today}&to=${today}&group_by=seller`, personToken);
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({ rows: [{ key: String(sellerId), sales: 12.5 }], totals: { tickets: 1, sales: 12.5 } });
    const dashboard = (await get('/dashboard/summary', personToken)).json();
    expect(dashboard.stats).toMatchObject({ tickets_today: 1, sales_today: 12.5 });
    expect(dashboard.sales_events.map((event: { ticket_id: number }) => event.ticket_id)).toEqual([ticket.id]);

    // The demo ticket_seller, linked to other accounts, does not see it.
    const others = (await get(`/tickets/list?search=${ticket.code}`, fixtures.token.ticket_seller)).json();
    expect(others.total).toBe(0);

    // Unlinked, the account's sales are his no more.
    const seller = await get(`/sellers/detail/${sellerId}`, admin);
    const unlinked = await api.call({
      method: 'PUT',
      url: `/api/v1/sellers/detail/${sellerId}`,
      token: admin,
      headers: { 'if-match': seller.headers.etag as string },
      payload: { ticket_booth_id: boothId, seller_user_id: null, label: 'Caja 1', username, is_active: true },
    });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).toMatchObject({ seller_user_id: null, seller_user_name: null });
    expect((await get('/tickets/list', personToken)).json()).toMatchObject({ total: 0 });
  });

  it('is refused when the user is not a live ticket_seller, naming the field', async () => {
    const boothId = await insertBooth(api, { owner_id: fixtures.clientId });
    const response = await api.call({
      method: 'POST',
      url: '/api/v1/sellers/create',
      token: fixtures.token.admin,
      payload: {
        ticket_booth_id: boothId,
        seller_user_id: fixtures.clientId,
        label: 'Caja 2',
        username: `terminal.${randomUUID().slice(0, 8)}@example.com`,
        is_active: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { seller_user_id: expect.any(String) } });
  });
});

/**
 * Hierarchy, sales reports and the dashboard: shapes, data scope, sums that agree, and bad input.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { and, count, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { draws, modules, sellers, ticketBooths, ticketLines, tickets, users } from '../src/db/schema';
import { createTestApi, loadScopeFixtures, SEED_NOW, type AccountRole, type ScopeFixtures, type TestApi } from './helpers';

let api: TestApi;
let token: ScopeFixtures['token'];
let adminId: number;
let clientId: number;
let sellerUserId: number;
let clientBooths: number[];
let sellerAccounts: number[];

beforeAll(async () => {
  api = await createTestApi();
  ({ token, adminId, clientId, sellerUserId, clientBooths, sellerAccounts } = await loadScopeFixtures(api));
}, 120_000);
afterAll(() => api?.close());

const get = (url: string, role?: AccountRole) => api.call({ method: 'GET', url: `/api/v1${url}`, token: role ? token[role] : undefined });

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** Caracas is UTC-4 all year: a day's start and the day of a moment. */
const dayStart = (day: string) => new Date(Date.parse(`${day}T04:00:00Z`));
const caracasDay = (moment: Date) => new Date(moment.getTime() - 4 * HOUR).toISOString().slice(0, 10);
const SEED_DAY = caracasDay(SEED_NOW);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

interface Node {
  id: string;
  kind: 'user' | 'seller';
  level: string;
  name: string;
  email: string;
  location: string;
  amount_usd: number;
  role: string;
  children: Node[];
}
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('GET /v1/hierarchy/list', () => {
  it('puts the administrators at the roots, the users reporting to them as sub-administrators and the sellers under their clients', async () => {
    const response = await get('/hierarchy/list', 'admin');
    expect(response.statusCode).toBe(200);
    const nodes: Node[] = response.json().nodes;
    const [{ admins }] = await api.handle.db
      .select({ admins: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deletedat)));
    expect(nodes).toHaveLength(admins);
    for (const root of nodes) expect(root).toMatchObject({ kind: 'user', level: 'administrator', role: 'admin' });

    const all = flatten(nodes);
    expect(new Set(all.map((n) => n.id)).size).toBe(all.length);
    const [{ live }] = await api.handle.db.select({ live: count() }).from(users).where(isNull(users.deletedat));
    expect(all.filter((n) => n.kind === 'user')).toHaveLength(live);
    for (const node of all) {
      expect(node).toEqual({
        id: expect.stringMatching(/^(user|seller)-[0-9]+$/),
        kind: expect.stringMatching(/^(user|seller)$/),
        level: expect.stringMatching(/^(administrator|sub_administrator|seller)$/),
        name: expect.any(String),
        email: expect.any(String),
        location: expect.any(String),
        amount_usd: expect.any(Number),
        role: expect.stringMatching(/^(admin|operator|client|ticket_seller|seller)$/),
        children: expect.any(Array),
      });
    }
    for (const root of nodes) {
      for (const child of root.children.filter((c) => c.role !== 'admin')) expect(child.level).toBe('sub_administrator');
    }

    const client = all.find((n) => n.id === `user-${clientId}`)!;
    expect(client).toMatchObject({ level: 'sub_administrator', role: 'client' });
    // Seller accounts of the client's booths, except those of a seller user: that person is its user node.
    const boothSellers = await api.handle.db
      .select({ id: sellers.id })
      .from(sellers)
      .leftJoin(users, and(eq(users.id, sellers.seller_user_id), eq(users.role, 'ticket_seller'), isNull(users.deletedat)))
      .where(and(inArray(sellers.ticket_booth_id, clientBooths), isNull(users.id)));
    const sellerChildren = client.children.filter((c) => c.kind === 'seller');
    expect(sellerChildren.length).toBeGreaterThan(0);
    expect(sellerChildren.map((c) => c.id).sort()).toEqual(boothSellers.map((s) => `seller-${s.id}`).sort());
    // One person, one node: the seller user's accounts are not listed again; its amount is their sales.
    expect(sellerAccounts.length).toBeGreaterThan(0);
    for (const account of sellerAccounts) expect(all.some((n) => n.id === `seller-${account}`)).toBe(false);
    const person = all.find((n) => n.id === `user-${sellerUserId}`)!;
    expect(person).toMatchObject({ kind: 'user', level: 'seller', role: 'ticket_seller' });
    const [{ accountSales }] = await api.handle.db
      .select({ accountSales: sql<number>`coalesce(sum(${tickets.amount}), 0)::float8` })
      .from(tickets)
      .where(and(inArray(tickets.seller_id, sellerAccounts), isNull(tickets.cancelled_at)));
    expect(person.amount_usd).toBeCloseTo(accountSales, 2);
    for (const seller of sellerChildren) expect(seller).toMatchObject({ level: 'seller', role: 'seller' });

    // A seller account's amount is its ticket sales.
    const seller = sellerChildren[0];
    const [{ sales }] = await api.handle.db
      .select({ sales: sql<number>`coalesce(sum(${tickets.amount}), 0)::float8` })
      .from(tickets)
      .where(eq(tickets.seller_id, Number(seller.id.slice('seller-'.length))));
    expect(seller.amount_usd).toBeCloseTo(sales, 2);
  });

  it('gives an operator the whole tree and a client only its own subtree', async () => {
    const admin = (await get('/hierarchy/list', 'admin')).json();
    const operator = await get('/hierarchy/list', 'operator');
    expect(operator.statusCode).toBe(200);
    expect(operator.json()).toEqual(admin);

    const client = await get('/hierarchy/list', 'client');
    expect(client.statusCode).toBe(200);
    const nodes: Node[] = client.json().nodes;
    expect(nodes.map((n) => n.id)).toEqual([`user-${clientId}`]);
    const adminTree = flatten(admin.nodes).find((n) => n.id === `user-${clientId}`);
    expect(nodes[0]).toEqual(adminTree);
  });

  it('refuses a ticket_seller and a request without a session', async () => {
    expect((await get('/hierarchy/list', 'ticket_seller')).statusCode).toBe(403);
    expect((await get('/hierarchy/list')).statusCode).toBe(403);
  });

  it('keeps the matching nodes with their ancestors and their whole subtree, ignoring case', async () => {
    const term = 'chacao';
    const body = (await get(`/hierarchy/list?search=${term}`, 'admin')).json();
    expect((await get(`/hierarchy/list?search=${term.toUpperCase()}`, 'admin')).json()).toEqual(body);
    const full: Node[] = (await get('/hierarchy/list', 'admin')).json().nodes;
    const fullById = new Map(flatten(full).map((n) => [n.id, n]));
    const matches = (n: Node) => [n.name, n.email, n.location].some((t) => t.toLowerCase().includes(term));

    const found = flatten(body.nodes);
    expect(found.some(matches)).toBe(true);
    const check = (node: Node): boolean => {
      if (matches(node)) {
        // A match comes with everything under it.
        expect(node).toEqual(fullById.get(node.id));
        return true;
      }
      // Otherwise it is kept only as the ancestor of a match.
      const kept = node.children.map(check);
      expect(kept.length).toBeGreaterThan(0);
      return true;
    };
    body.nodes.forEach(check);
    // Every node matching in the full tree is in the answer.
    const expected = flatten(full)
      .filter(matches)
      .map((n) => n.id);
    for (const id of expected) expect(found.map((n) => n.id)).toContain(id);

    expect((await get('/hierarchy/list?search=zzz-nadie-coincide', 'admin')).json()).toEqual({ nodes: [] });
  });

  it('leaves deleted users out', async () => {
    const [operator] = await api.handle.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'operator'), ne(users.username, 'operador'), isNull(users.deletedat)))
      .limit(1);
    const before = flatten((await get('/hierarchy/list', 'admin')).json().nodes).map((n) => n.id);
    expect(before).toContain(`user-${operator.id}`);
    await api.handle.db.update(users).set({ deletedat: new Date() }).where(eq(users.id, operator.id));
    const after = flatten((await get('/hierarchy/list', 'admin')).json().nodes).map((n) => n.id);
    expect(after).not.toContain(`user-${operator.id}`);
    expect((await get(`/hierarchy/detail/user-${operator.id}`, 'admin')).statusCode).toBe(404);
  });
});

describe('GET /v1/hierarchy/detail/{id}', () => {
  it('answers a node with its subtree, its path from the root and its totals', async () => {
    const response = await get(`/hierarchy/detail/user-${clientId}`, 'admin');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.node.id).toBe(`user-${clientId}`);
    const [client] = await api.handle.db.select().from(users).where(eq(users.id, clientId));
    const [parent] = await api.handle.db.select().from(users).where(eq(users.id, client.parent_id!));
    expect(body.path).toEqual([{ id: `user-${parent.id}`, name: `${parent.first_name} ${parent.last_name}`, level: 'administrator' }]);

    // Every account of the client's booths counts once: shown as a node, or on its seller user's node.
    const sellerIds = (
      await api.handle.db.select({ id: sellers.id }).from(sellers).where(inArray(sellers.ticket_booth_id, clientBooths))
    ).map((s) => s.id);
    const [figures] = await api.handle.db
      .select({ tickets: count(), sales: sql<number>`coalesce(sum(${tickets.amount}), 0)::float8` })
      .from(tickets)
      .where(and(inArray(tickets.seller_id, sellerIds), isNull(tickets.cancelled_at)));
    expect(body.totals).toEqual({
      booths: clientBooths.length,
      sellers: sellerIds.length,
      tickets: figures.tickets,
      sales: expect.closeTo(figures.sales, 2),
    });
  });

  it('answers a seller account under its client, path root first', async () => {
    const list: Node[] = (await get('/hierarchy/list', 'admin')).json().nodes;
    const client = flatten(list).find((n) => n.id === `user-${clientId}`)!;
    const seller = client.children.find((c) => c.kind === 'seller')!;
    const body = (await get(`/hierarchy/detail/${seller.id}`, 'admin')).json();
    expect(body.node).toEqual(seller);
    expect(body.path.map((p: { id: string }) => p.id)).toEqual([expect.stringMatching(/^user-/), `user-${clientId}`]);
    expect(body.totals.sellers).toBe(1);
    expect(body.totals.booths).toBe(1);
    expect(body.totals.sales).toBeCloseTo(seller.amount_usd, 2);

    const own = (await get(`/hierarchy/detail/${seller.id}`, 'client')).json();
    expect(own.path).toEqual([{ id: `user-${clientId}`, name: client.name, level: 'sub_administrator' }]);
  });

  it('answers 404 outside the caller subtree and for unknown nodes', async () => {
    expect((await get(`/hierarchy/detail/user-${adminId}`, 'client')).statusCode).toBe(404);
    const [foreignSeller] = await api.handle.db
      .select({ id: sellers.id })
      .from(sellers)
      .innerJoin(ticketBooths, eq(ticketBooths.id, sellers.ticket_booth_id))
      .where(ne(ticketBooths.owner_id, clientId))
      .limit(1);
    expect((await get(`/hierarchy/detail/seller-${foreignSeller.id}`, 'client')).statusCode).toBe(404);
    expect((await get(`/hierarchy/detail/seller-${foreignSeller.id}`, 'admin')).statusCode).toBe(200);
    expect((await get('/hierarchy/detail/user-999999', 'admin')).statusCode).toBe(404);
    expect((await get(`/hierarchy/detail/user-${clientId}`, 'ticket_seller')).statusCode).toBe(403);
  });

  it.each(['user-abc', 'booth-1', '12', 'user-'])('answers 400 naming the id for %s', async (id) => {
    const response = await get(`/hierarchy/detail/${id}`, 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('id');
  });
});

interface Figures {
  tickets: number;
  sales: number;
  prizes: number;
  net: number;
  commission: number;
  owner_net: number;
}
interface ReportRow extends Figures {
  key: string;
  label: string;
  username?: string;
  booth?: string | null;
}

describe('GET /v1/reports/sales', () => {
  const to = SEED_DAY;
  const from = addDays(SEED_DAY, -13);

  /**
   * The range's figures from the tickets, each on the day it happened: those sold less those
   * cancelled in the range, the prizes of the tickets sold in it (not cancelled), the commissions of
   * their lines.
   */
  async function ticketFigures(condition?: ReturnType<typeof eq>) {
    // The report's default currency (dollars): the seeded bolívares tickets are another report's.
    const within = (column: typeof tickets.created_at | typeof tickets.cancelled_at) =>
      and(gte(column, dayStart(from)), lt(column, dayStart(addDays(to, 1))), eq(tickets.currency, 'USD'), condition);
    const [sold] = await api.handle.db
      .select({
        tickets: count(),
        sales: sql<string>`coalesce(sum(${tickets.amount}), 0)`,
        prizes: sql<string>`coalesce(sum(${tickets.prize_amount}) filter (where ${tickets.cancelled_at} is null), 0)`,
      })
      .from(tickets)
      .where(within(tickets.created_at));
    const [cancelled] = await api.handle.db
      .select({ tickets: count(), sales: sql<string>`coalesce(sum(${tickets.amount}), 0)` })
      .from(tickets)
      .where(within(tickets.cancelled_at));
    const [commission] = await api.handle.db
      .select({
        sold: sql<string>`coalesce(sum(${ticketLines.commission}) filter (where ${within(tickets.created_at)}), 0)`,
        cancelled: sql<string>`coalesce(sum(${ticketLines.commission}) filter (where ${within(tickets.cancelled_at)}), 0)`,
      })
      .from(ticketLines)
      .innerJoin(tickets, eq(tickets.id, ticketLines.ticket_id));
    return {
      tickets: sold.tickets - cancelled.tickets,
      sales: Number(sold.sales) - Number(cancelled.sales),
      prizes: Number(sold.prizes),
      commission: Number(commission.sold) - Number(commission.cancelled),
    };
  }

  function expectConsistent(body: { rows: ReportRow[]; totals: Figures; series: { date: string; sales: number; prizes: number }[] }) {
    const sum = (pick: (r: Figures) => number) => body.rows.reduce((s, r) => s + pick(r), 0);
    expect(body.totals.tickets).toBe(sum((r) => r.tickets));
    expect(body.totals.sales).toBeCloseTo(
      sum((r) => r.sales),
      2,
    );
    expect(body.totals.prizes).toBeCloseTo(
      sum((r) => r.prizes),
      2,
    );
    expect(body.totals.net).toBeCloseTo(
      sum((r) => r.net),
      2,
    );
    for (const row of body.rows) {
      expect(row.net).toBeCloseTo(row.sales - row.prizes, 2);
      expect(row.owner_net).toBeCloseTo(row.sales - row.prizes - row.commission, 2);
    }
    const sales = body.rows.map((r) => r.sales);
    expect([...sales].sort((a, b) => b - a)).toEqual(sales);
    // One entry per day of the range, in order, adding up to the totals.
    expect(body.series.map((d) => d.date)).toEqual(Array.from({ length: 14 }, (_, i) => addDays(from, i)));
    expect(body.series.reduce((s, d) => s + d.sales, 0)).toBeCloseTo(body.totals.sales, 2);
    expect(body.series.reduce((s, d) => s + d.prizes, 0)).toBeCloseTo(body.totals.prizes, 2);
  }

  it('groups by booth by default, with totals equal to the rows and a zero-filled daily series', async () => {
    const response = await get(`/reports/sales?from=${from}&to=${to}`, 'admin');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ from, to, group_by: 'booth' });
    expect(body.rows.length).toBeGreaterThan(1);
    expect(body.rows[0]).toEqual({
      key: expect.stringMatching(/^[0-9]+$/),
      label: expect.any(String),
      tickets: expect.any(Number),
      sales: expect.any(Number),
      prizes: expect.any(Number),
      net: expect.any(Number),
      commission: expect.any(Number),
      owner_net: expect.any(Number),
    });
    expectConsistent(body);
    const expected = await ticketFigures();
    expect(body.totals.tickets).toBe(expected.tickets);
    expect(body.totals.sales).toBeCloseTo(expected.sales, 2);
    expect(body.totals.prizes).toBeCloseTo(expected.prizes, 2);
    expect(body.totals.commission).toBeCloseTo(expected.commission, 2);
    expect(body.totals.owner_net).toBeCloseTo(expected.sales - expected.prizes - expected.commission, 2);
    const [booth] = await api.handle.db
      .select()
      .from(ticketBooths)
      .where(eq(ticketBooths.id, Number(body.rows[0].key)));
    expect(body.rows[0].label).toBe(booth.name);

    // A day without sales is still in the series, at zero.
    const future = (await get(`/reports/sales?from=${addDays(to, 1)}&to=${addDays(to, 3)}`, 'admin')).json();
    expect(future.rows).toEqual([]);
    expect(future.totals).toEqual({ tickets: 0, sales: 0, prizes: 0, net: 0, commission: 0, owner_net: 0 });
    expect(future.series).toEqual([1, 2, 3].map((i) => ({ date: addDays(to, i), sales: 0, prizes: 0 })));
  });

  it('groups by seller account and by game module', async () => {
    const bySeller = (await get(`/reports/sales?from=${from}&to=${to}&group_by=seller`, 'admin')).json();
    expect(bySeller.group_by).toBe('seller');
    expectConsistent(bySeller);
    const [seller] = await api.handle.db
      .select()
      .from(sellers)
      .where(eq(sellers.id, Number(bySeller.rows[0].key)));
    expect(bySeller.rows[0].label).toBe(seller.label);
    // Namesakes are told apart: each row carries the seller's username and booth.
    for (const row of bySeller.rows as ReportRow[]) {
      const [account] = await api.handle.db
        .select({ username: sellers.username, booth: ticketBooths.name })
        .from(sellers)
        .leftJoin(ticketBooths, eq(ticketBooths.id, sellers.ticket_booth_id))
        .where(eq(sellers.id, Number(row.key)));
      expect({ username: row.username, booth: row.booth }).toEqual(account);
    }

    const byGame = (await get(`/reports/sales?from=${from}&to=${to}&group_by=game`, 'admin')).json();
    expectConsistent(byGame);
    // Every game module that sold in the range (the demo's animalitos has draws but no tickets).
    const sold = await api.handle.db
      .selectDistinct({ id: modules.id, name: modules.name })
      .from(modules)
      .innerJoin(draws, eq(draws.module_id, modules.id))
      .innerJoin(tickets, eq(tickets.draw_id, draws.id));
    expect(sold.length).toBeGreaterThan(1);
    const names = sold.map((m) => [String(m.id), m.name]);
    expect(byGame.rows.map((r: ReportRow) => [r.key, r.label]).sort()).toEqual(names.sort());
    expect(byGame.totals).toEqual(bySeller.totals);
  });

  it('shows a client only its booths and a ticket_seller only its seller accounts', async () => {
    const client = (await get(`/reports/sales?from=${from}&to=${to}`, 'client')).json();
    expect(client.rows.length).toBeGreaterThan(0);
    expect(client.rows.every((r: ReportRow) => clientBooths.includes(Number(r.key)))).toBe(true);
    expectConsistent(client);
    expect(client.totals.tickets).toBe((await ticketFigures(inArray(tickets.ticket_booth_id, clientBooths))).tickets);

    const seller = (await get(`/reports/sales?from=${from}&to=${to}&group_by=seller`, 'ticket_seller')).json();
    expect(seller.rows.length).toBeGreaterThan(0);
    expect(seller.rows.every((r: ReportRow) => sellerAccounts.includes(Number(r.key)))).toBe(true);
    expectConsistent(seller);
    expect(seller.totals.tickets).toBe((await ticketFigures(inArray(tickets.seller_id, sellerAccounts))).tickets);
  });

  it('accepts a range of 366 days', async () => {
    const response = await get(`/reports/sales?from=${addDays(to, -365)}&to=${to}&group_by=game`, 'operator');
    expect(response.statusCode).toBe(200);
    expect(response.json().series).toHaveLength(366);
  });

  it.each([
    ['to=2026-11-20', 'from'],
    ['from=2026-11-01', 'to'],
    ['from=2026-11-21&to=2026-11-20', 'to'],
    ['from=2025-11-19&to=2026-11-20', 'to'],
    ['from=2026-02-30&to=2026-03-02', 'from'],
    ['from=01/11/2026&to=2026-11-20', 'from'],
    ['from=2026-11-01&to=2026-11-20&group_by=day', 'group_by'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await get(`/reports/sales?${query}`, 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });

  it.each([
    ['from=0000-01-01&to=0000-12-31', ['from', 'to']],
    ['from=9999-12-01&to=9999-12-31', ['from', 'to']],
    ['from=1999-12-31&to=2000-01-02', ['from']],
    ['from=2100-12-30&to=2101-01-02', ['to']],
  ])('answers 400 naming the days outside the years 2000–2100 for %s', async (query, fields) => {
    const response = await get(`/reports/sales?${query}`, 'admin');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(fields);
    expect(response.json().fields[fields[0]]).toMatch(/2000.*2100/);
  });

  it('accepts a leap day', async () => {
    const response = await get('/reports/sales?from=2024-02-28&to=2024-03-01', 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.json().series.map((d: { date: string }) => d.date)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });

  it('refuses a request without a session', async () => {
    expect((await get(`/reports/sales?from=${from}&to=${to}`)).statusCode).toBe(403);
  });
});

describe('GET /v1/reports/sales/detail', () => {
  const to = SEED_DAY;
  const from = addDays(SEED_DAY, -6);

  it('answers one group: its days, its totals and its latest tickets of the range', async () => {
    const report = (await get(`/reports/sales?from=${from}&to=${to}&group_by=booth`, 'admin')).json();
    const top: ReportRow = report.rows[0];
    const response = await get(`/reports/sales/detail?from=${from}&to=${to}&group_by=booth&key=${top.key}`, 'admin');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.group).toEqual({ key: top.key, label: top.label });
    expect(body.days.map((d: { date: string }) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(from, i)));
    expect(body.totals).toEqual({
      tickets: top.tickets,
      sales: expect.closeTo(top.sales, 2),
      prizes: expect.closeTo(top.prizes, 2),
      net: expect.closeTo(top.net, 2),
      commission: expect.closeTo(top.commission, 2),
      owner_net: expect.closeTo(top.owner_net, 2),
    });
    expect(body.days.reduce((s: number, d: Figures) => s + d.tickets, 0)).toBe(top.tickets);
    expect(body.tickets).toHaveLength(Math.min(20, top.tickets));
    for (const ticket of body.tickets) {
      expect(ticket.ticket_booth_id).toBe(Number(top.key));
      expect(caracasDay(new Date(ticket.created_at)) >= from && caracasDay(new Date(ticket.created_at)) <= to).toBe(true);
    }
    const times = body.tickets.map((t: { created_at: string }) => t.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers the group of a game module', async () => {
    const report = (await get(`/reports/sales?from=${from}&to=${to}&group_by=game`, 'client')).json();
    const row: ReportRow = report.rows[report.rows.length - 1];
    const body = (await get(`/reports/sales/detail?from=${from}&to=${to}&group_by=game&key=${row.key}`, 'client')).json();
    expect(body.group).toEqual({ key: row.key, label: row.label });
    expect(body.totals.tickets).toBe(row.tickets);
    expect(body.totals.sales).toBeCloseTo(row.sales, 2);
    expect(body.tickets.every((t: { ticket_booth_id: number }) => clientBooths.includes(t.ticket_booth_id))).toBe(true);
  });

  it('answers 404 for an unknown key or one outside the caller scope', async () => {
    const query = `from=${from}&to=${to}`;
    expect((await get(`/reports/sales/detail?${query}&group_by=booth&key=999999`, 'admin')).statusCode).toBe(404);
    expect((await get(`/reports/sales/detail?${query}&group_by=game&key=999999`, 'admin')).statusCode).toBe(404);
    const [foreign] = await api.handle.db
      .select({ id: ticketBooths.id })
      .from(ticketBooths)
      .where(ne(ticketBooths.owner_id, clientId))
      .limit(1);
    expect((await get(`/reports/sales/detail?${query}&group_by=booth&key=${foreign.id}`, 'client')).statusCode).toBe(404);
    expect((await get(`/reports/sales/detail?${query}&group_by=booth&key=${foreign.id}`, 'admin')).statusCode).toBe(200);
    expect((await get(`/reports/sales/detail?${query}&group_by=seller&key=${sellerAccounts[0]}`, 'ticket_seller')).statusCode).toBe(200);
    const [otherSeller] = await api.handle.db
      .select({ id: sellers.id })
      .from(sellers)
      .where(sql`${sellers.seller_user_id} is distinct from ${sellerUserId}`)
      .limit(1);
    expect((await get(`/reports/sales/detail?${query}&group_by=seller&key=${otherSeller.id}`, 'ticket_seller')).statusCode).toBe(404);
  });

  it.each([
    ['key=abc', 'key'],
    ['', 'key'],
    ['key=0', 'key'],
    ['key=01', 'key'],
    ['key=0x1', 'key'],
    ['key=2147483648', 'key'],
    ['key=1&group_by=week', 'group_by'],
  ])('answers 400 naming the field for %s', async (extra, field) => {
    const response = await get(`/reports/sales/detail?from=${from}&to=${to}&${extra}`, 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });

  it('answers 400 naming from and to for days outside the years 2000–2100', async () => {
    const response = await get('/reports/sales/detail?from=0000-01-01&to=0000-01-31&key=1', 'admin');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['from', 'to']);
    expect(response.json().fields.from).toBe('La fecha «desde» debe ser una fecha real entre los años 2000 y 2100 (AAAA-MM-DD).');
  });

  it('answers 400 naming the field for a reversed range', async () => {
    const response = await get(`/reports/sales/detail?from=${to}&to=${from}&key=1`, 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('to');
    // The message names the days in Spanish; `fields` keeps the parameters' names.
    expect(response.json().message).toBe('La fecha «hasta» debe ser igual o posterior a «desde».');
  });
});

/** Runs last: it adds draws and a ticket for today (the API's clock), which the other tests must not see. */
describe('GET /v1/dashboard/summary', () => {
  const caracasTime = (moment: Date) => new Date(moment.getTime() - 4 * HOUR).toISOString().slice(11, 16);

  it('answers today figures, today draws with their state and the latest sales', async () => {
    const now = api.clock.now();
    const start = dayStart(caracasDay(now));
    const end = new Date(start.getTime() + DAY);
    // A draw earlier today, one in a moment and one later, all within today in Caracas.
    const step = Math.min(60_000, (end.getTime() - now.getTime()) / 3);
    const [module] = await api.handle.db.select().from(modules).limit(1);
    const inserted = await api.handle.db
      .insert(draws)
      .values([
        {
          module_id: module.id,
          name: 'Prueba pasada',
          draw_at: new Date(start.getTime() + (now.getTime() - start.getTime()) / 2),
          prize: 1000,
        },
        { module_id: module.id, name: 'Prueba próxima', draw_at: new Date(now.getTime() + step), prize: 1000 },
        { module_id: module.id, name: 'Prueba posterior', draw_at: new Date(now.getTime() + 2 * step), prize: 1000 },
      ])
      .returning();
    // A sale just now at one of the client's booths, by a seller not linked to the demo ticket_seller.
    const [seller] = await api.handle.db
      .select()
      .from(sellers)
      .where(and(eq(sellers.ticket_booth_id, clientBooths[0]), sql`${sellers.seller_user_id} is distinct from ${sellerUserId}`))
      .limit(1);
    const [sale] = await api.handle.db
      .insert(tickets)
      .values({
        code: 'TK-PRUEBA-1',
        ticket_booth_id: clientBooths[0],
        seller_id: seller.id,
        draw_id: inserted[1].id,
        amount: 12.5,
        created_at: now,
      })
      .returning();

    const response = await get('/dashboard/summary', 'client');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      // The banca's default currency: its figures are of dollars only.
      currency: 'USD',
      stats: {
        draws_today: expect.any(Number),
        tickets_today: expect.any(Number),
        sales_today: expect.any(Number),
        winners_today: expect.any(Number),
      },
      draws_today: expect.any(Array),
      sales_events: expect.any(Array),
    });

    // Today's draws: every one of them, each with the state its time gives.
    const [{ today }] = await api.handle.db
      .select({ today: count() })
      .from(draws)
      .where(and(gte(draws.draw_at, start), lt(draws.draw_at, end)));
    expect(body.stats.draws_today).toBe(today);
    expect(body.draws_today).toHaveLength(today);
    const stored = new Map(
      (
        await api.handle.db
          .select()
          .from(draws)
          .where(
            inArray(
              draws.id,
              body.draws_today.map((d: { id: number }) => d.id),
            ),
          )
      ).map((d) => [d.id, d]),
    );
    const after = api.clock.now();
    for (const draw of body.draws_today) {
      const at = stored.get(draw.id)!.draw_at;
      expect(draw).toEqual({
        id: draw.id,
        name: expect.any(String),
        game_type_name: expect.any(String),
        time: caracasTime(at),
        status: draw.status,
      });
      // The lifecycle's one status: a draw whose time has passed has its sales closed (by this very
      // read if nobody closed them), a later one is open for sales.
      if (at.getTime() <= now.getTime()) expect(['closed', 'settled']).toContain(draw.status);
      else if (at.getTime() > after.getTime()) expect(draw.status).toBe('open');
    }
    const statusOf = (id: number) => body.draws_today.find((d: { id: number }) => d.id === id)?.status;
    expect(statusOf(inserted[0].id)).toBe('closed');
    expect(statusOf(inserted[1].id)).toBe('open');
    expect(statusOf(inserted[2].id)).toBe('open');
    const times = body.draws_today.map((d: { id: number }) => stored.get(d.id)!.draw_at.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    // Today's sales within the client's booths, the new one first among the latest sales.
    const [figures] = await api.handle.db
      .select({ tickets: count(), sales: sql<number>`coalesce(sum(${tickets.amount}), 0)::float8` })
      .from(tickets)
      .where(and(gte(tickets.created_at, start), lt(tickets.created_at, end), inArray(tickets.ticket_booth_id, clientBooths)));
    expect(body.stats.tickets_today).toBe(figures.tickets);
    expect(body.stats.sales_today).toBeCloseTo(figures.sales, 2);
    expect(body.sales_events.length).toBeLessThanOrEqual(10);
    expect(body.sales_events[0]).toEqual({
      ticket_id: sale.id,
      user: seller.label,
      sale: 'TK-PRUEBA-1',
      amount: 12.5,
      currency: 'USD',
      time: sale.created_at.toISOString(),
      cancelled: false,
    });
    const eventTimes = body.sales_events.map((e: { time: string }) => e.time);
    expect([...eventTimes].sort().reverse()).toEqual(eventTimes);

    // The ticket_seller does not see another seller's sale; the administrator does.
    const mine = (await get('/dashboard/summary', 'ticket_seller')).json();
    expect(mine.sales_events.map((e: { ticket_id: number }) => e.ticket_id)).not.toContain(sale.id);
    const [{ own }] = await api.handle.db.select({ own: count() }).from(tickets).where(inArray(tickets.seller_id, sellerAccounts));
    expect(mine.sales_events).toHaveLength(Math.min(10, own));
    expect(mine.stats.draws_today).toBe(today);
    const everything = (await get('/dashboard/summary', 'admin')).json();
    expect(everything.sales_events[0].ticket_id).toBe(sale.id);
    expect(everything.stats.tickets_today).toBeGreaterThanOrEqual(body.stats.tickets_today);
  });

  it('refuses a request without a session', async () => {
    expect((await get('/dashboard/summary')).statusCode).toBe(403);
  });
});

/**
 * The header search (GET /v1/search): users, booths and tickets matching a text, each kind within
 * what the caller's role may see, at most five of each.
 */
import type { SearchResults } from '@banca/contracts';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { ticketBooths, tickets, users } from '../src/db/schema';
import { randomUUID } from 'node:crypto';
import { gameTypes, modules } from '../src/db/schema';
import { type AccountRole, createTestApi, insertDraw, loadScopeFixtures, type ScopeFixtures, type TestApi, terminalLogin } from './helpers';

let api: TestApi;
let fixtures: ScopeFixtures;
beforeAll(async () => {
  api = await createTestApi();
  fixtures = await loadScopeFixtures(api);
});
afterAll(() => api.close());

const searchAs = (role: AccountRole | null, q?: string) =>
  api.call({ method: 'GET', url: '/api/v1/search', query: q === undefined ? {} : { q }, token: role ? fixtures.token[role] : undefined });

async function found(role: AccountRole, q: string): Promise<SearchResults> {
  const response = await searchAs(role, q);
  expect(response.statusCode).toBe(200);
  return response.json();
}
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/** A live booth the demo client owns, and one it does not. */
async function boothsOnBothSides() {
  const db = api.handle.db;
  const [own] = await db
    .select()
    .from(ticketBooths)
    .where(and(inArray(ticketBooths.id, fixtures.clientBooths), isNull(ticketBooths.deleted_at)))
    .limit(1);
  const [other] = await db
    .select()
    .from(ticketBooths)
    .where(and(notInArray(ticketBooths.id, fixtures.clientBooths), isNull(ticketBooths.deleted_at)))
    .limit(1);
  return { own, other };
}

/** A ticket the scope of `inside` holds, and one it does not. */
async function ticketsOnBothSides(inside: ReturnType<typeof inArray>) {
  const db = api.handle.db;
  const [own] = await db.select().from(tickets).where(inside).limit(1);
  const [other] = await db.select().from(tickets).where(sql`NOT (${inside})`).limit(1);
  return { own, other };
}

describe('GET /v1/search', () => {
  it.each<AccountRole>(['admin', 'operator'])('finds users by name, username and e-mail for a %s', async (role) => {
    const [ana] = await api.handle.db.select().from(users).where(eq(users.username, 'cliente'));
    for (const q of [`${ana.first_name} ${ana.last_name}`, 'CLIENTE', ana.email.toUpperCase()]) {
      const { users: rows } = await found(role, q);
      expect(ids(rows)).toContain(ana.id);
      expect(rows.find((row) => row.id === ana.id)).toEqual({
        id: ana.id,
        first_name: ana.first_name,
        last_name: ana.last_name,
        username: 'cliente',
        email: ana.email,
      });
    }
  });

  it('does not find users by their document number, nor deleted users', async () => {
    const admin = fixtures.token.admin;
    const created = await api.call({
      method: 'POST',
      url: '/api/v1/users/create',
      token: admin,
      payload: {
        first_name: 'Zacarías',
        last_name: 'Buscable',
        document_type: 'DNI',
        document_number: 'DOC-ÚNICO-778899',
        email: 'zacarias.buscable@example.com',
        language: 'es',
        country: 'VE',
        timezone: 'America/Caracas',
        role: 'operator',
        username: 'zacarias.buscable',
        password: 'clave-123',
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(ids((await found('admin', 'zacarías bus')).users)).toEqual([id]);
    expect((await found('admin', '778899')).users).toEqual([]);
    expect((await api.call({ method: 'DELETE', url: `/api/v1/users/detail/${id}`, token: admin })).statusCode).toBe(200);
    expect((await found('admin', 'zacarías bus')).users).toEqual([]);
  });

  it.each<AccountRole>(['client', 'ticket_seller'])('finds no users for a %s, even by an existing name', async (role) => {
    expect((await found(role, 'admin')).users).toEqual([]);
    expect((await found(role, 'cliente')).users).toEqual([]);
  });

  it('finds booths by name for an administrator and an operator; a client only its own; a ticket_seller none', async () => {
    const { own, other } = await boothsOnBothSides();
    for (const role of ['admin', 'operator'] as const) {
      expect(ids((await found(role, own.name.toUpperCase())).booths)).toContain(own.id);
      expect(ids((await found(role, other.name)).booths)).toContain(other.id);
    }
    const ownFound = (await found('client', own.name)).booths;
    expect(ownFound.find((booth) => booth.id === own.id)).toEqual({ id: own.id, name: own.name, location: own.location });
    expect(ids((await found('client', other.name)).booths)).not.toContain(other.id);
    const everyBooth = await found('client', own.name.slice(0, 2));
    expect(ids(everyBooth.booths)).toContain(own.id);
    expect(everyBooth.booths.every((booth) => fixtures.clientBooths.includes(booth.id))).toBe(true);
    expect((await found('ticket_seller', own.name)).booths).toEqual([]);
  });

  it('finds tickets by code for everyone, scoped as the tickets list is', async () => {
    const anyTicket = (await api.handle.db.select().from(tickets).limit(1))[0];
    expect(ids((await found('admin', anyTicket.code.toLowerCase())).tickets)).toEqual([anyTicket.id]);
    expect(ids((await found('operator', anyTicket.code)).tickets)).toEqual([anyTicket.id]);

    const client = await ticketsOnBothSides(inArray(tickets.ticket_booth_id, fixtures.clientBooths));
    expect(await found('client', client.own.code)).toEqual({
      users: [],
      booths: [],
      tickets: [{ id: client.own.id, code: client.own.code }],
    });
    expect((await found('client', client.other.code)).tickets).toEqual([]);

    const seller = await ticketsOnBothSides(inArray(tickets.seller_id, fixtures.sellerAccounts));
    expect(ids((await found('ticket_seller', seller.own.code)).tickets)).toEqual([seller.own.id]);
    expect((await found('ticket_seller', seller.other.code)).tickets).toEqual([]);
    const many = await found('ticket_seller', 'TK-');
    expect(many.tickets.length).toBe(5);
    const scoped = await api.handle.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(inArray(tickets.id, ids(many.tickets)), inArray(tickets.seller_id, fixtures.sellerAccounts)));
    expect(scoped.length).toBe(many.tickets.length);
  });

  it('answers at most five of each kind, in a stable order', async () => {
    const first = await found('admin', 'TK-');
    // Five of the (at most 200) matches collected, in code order, the same on every call.
    const codes = first.tickets.map((ticket) => ticket.code);
    expect(codes).toHaveLength(5);
    expect(codes).toEqual([...codes].sort());
    expect(codes.every((code) => code.startsWith('TK-'))).toBe(true);
    expect(await found('admin', 'TK-')).toEqual(first);
    const everyone = await found('admin', '.com');
    expect(everyone.users.length).toBeLessThanOrEqual(5);
    expect(await found('admin', '.com')).toEqual(everyone);
  });

  it('shows first the tickets whose code starts with the text, then those holding it elsewhere', async () => {
    const [model] = await api.handle.db.select().from(tickets).limit(1);
    const { id: _id, code: _code, request_id: _request, ...rest } = model;
    const codes = ['QW7Z-0001', 'AQW7Z-0002', 'QW7Z-0003', 'BBQW7Z-0004'];
    await api.handle.db.insert(tickets).values(codes.map((code) => ({ ...rest, code })));
    const codesFound = async (q: string) => (await found('admin', q)).tickets.map((ticket) => ticket.code);
    expect(await codesFound('qw7z')).toEqual(['QW7Z-0001', 'QW7Z-0003', 'AQW7Z-0002', 'BBQW7Z-0004']);
    expect(await codesFound('QW7Z-000')).toEqual(['QW7Z-0001', 'QW7Z-0003', 'AQW7Z-0002', 'BBQW7Z-0004']);
    // Nothing starts with it: found anywhere in the code.
    expect(await codesFound('W7Z-0002')).toEqual(['AQW7Z-0002']);
    // A wildcard is text here too.
    expect(await codesFound('QW7Z_')).toEqual([]);
  });

  it('looks for LIKE wildcards as text', async () => {
    expect(await found('admin', '%%')).toEqual({ users: [], booths: [], tickets: [] });
    expect(await found('admin', '__')).toEqual({ users: [], booths: [], tickets: [] });
  });

  it.each([
    ['no text', undefined],
    ['one character', 'a'],
    ['one character between blanks', '  a  '],
    ['only blanks', '     '],
    ['a text over 100 characters', 'x'.repeat(101)],
  ])('refuses %s with a 400 naming q', async (_, q) => {
    const response = await searchAs('admin', q);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['q']);
    expect(response.json().fields.q).toMatch(/^El campo «q»|^Escribe al menos 2 caracteres/);
  });

  it('needs a session', async () => {
    expect((await searchAs(null, 'admin')).statusCode).toBe(403);
  });

  it('has a trigram index for each kind it searches', async () => {
    const plans = await api.handle.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const plan = async (statement: ReturnType<typeof sql>) =>
        JSON.stringify(((await tx.execute(sql`EXPLAIN ${statement}`)) as unknown as { rows: unknown[] }).rows);
      return {
        users: await plan(sql`SELECT id FROM users WHERE search_text LIKE '%ana%'`),
        booths: await plan(sql`SELECT id FROM ticket_booths WHERE name ILIKE '%centro%'`),
        tickets: await plan(sql`SELECT id FROM tickets WHERE code ILIKE '%0001%'`),
      };
    });
    expect(plans.users).toContain('users_search_trgm');
    expect(plans.booths).toContain('ticket_booths_name_trgm');
    expect(plans.tickets).toContain('tickets_code_trgm');
  });

  it('finds a code typed as read aloud (lower case, in groups with spaces), whole or its beginning, here and in the tickets list', async () => {
    const db = api.handle.db;
    const drawId = await insertDraw(api, 'loteria_nacional');
    const [twoDigits] = await db
      .select({ id: gameTypes.id })
      .from(gameTypes)
      .innerJoin(modules, eq(modules.id, gameTypes.module_id))
      .where(and(eq(modules.code, 'loteria_nacional'), eq(gameTypes.code, 'terminal')));
    const terminal = await terminalLogin(api);
    const sale = await api.call({
      method: 'POST',
      url: '/api/v1/tickets/create',
      token: terminal.token,
      payload: { request_id: randomUUID(), draw_id: drawId, lines: [{ game_type_id: twoDigits.id, selection: '07', amount: 1 }] },
    });
    expect(sale.statusCode).toBe(201);
    const { id, code } = sale.json() as { id: number; code: string };
    const readAloud = code.toLowerCase().replace(/-/g, ' ');
    const beginning = readAloud.slice(0, 9);
    for (const typed of [readAloud, ` ${readAloud.toUpperCase()} `, beginning]) {
      expect(ids((await found('admin', typed)).tickets)).toContain(id);
      const list = await api.call({ method: 'GET', url: '/api/v1/tickets/list', query: { search: typed }, token: fixtures.token.admin });
      expect(list.statusCode).toBe(200);
      expect(ids(list.json().tickets)).toContain(id);
    }
  });
});

/**
 * Games, draws and tickets: shapes, filters done by the server, data scope, and bad input.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { and, count, eq, gte, inArray, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { draws, modules, sellers, ticketBooths, ticketLines, tickets, userModules, users } from '../src/db/schema';
import { createTestApi, insertDraw, loadScopeFixtures, SEED_NOW, type AccountRole, type ScopeFixtures, type TestApi } from './helpers';

let api: TestApi;
let token: ScopeFixtures['token'];
let clientBooths: number[];
let sellerAccounts: number[];

beforeAll(async () => {
  api = await createTestApi();
  ({ token, clientBooths, sellerAccounts } = await loadScopeFixtures(api));
}, 120_000);
afterAll(() => api?.close());

const get = (url: string, role?: AccountRole) => api.call({ method: 'GET', url: `/api/v1${url}`, token: role ? token[role] : undefined });

/** The Caracas day (UTC-4, no daylight saving) of an ISO moment. */
const caracasDay = (iso: string) => new Date(Date.parse(iso) - 4 * 3600_000).toISOString().slice(0, 10);
const SEED_DAY = caracasDay(SEED_NOW.toISOString());

interface DrawGroup {
  game_type_name: string;
  module_id: number;
  module_code: string;
  draws: { id: number; name: string; created_at: string; draw_at: string; status: string; prize: number }[];
}
const allDraws = (groups: DrawGroup[]) => groups.flatMap((g) => g.draws.map((d) => ({ ...d, module_code: g.module_code })));

interface TicketRow {
  id: number;
  code: string;
  ticket_booth_id: number;
  seller_id: number;
  status: string;
  is_winner: boolean;
  prize_amount: number;
  created_at: string;
}

describe('GET /v1/ticket_booths/games/list', () => {
  it('lists the game modules in their order with enabled users and current draws', async () => {
    const response = await get('/ticket_booths/games/list', 'admin');
    expect(response.statusCode).toBe(200);
    const games = response.json();
    const stored = await api.handle.db.select().from(modules).orderBy(modules.sort_order);
    expect(games.map((g: { code: string }) => g.code)).toEqual(stored.map((m) => m.code));
    for (const game of games) {
      expect(game).toEqual({
        id: expect.any(Number),
        code: expect.any(String),
        name: expect.any(String),
        description: expect.any(String),
        enabledUsers: expect.any(Array),
        enabled_users_total: expect.any(Number),
        draws: expect.any(Array),
      });
      const [{ total }] = await api.handle.db
        .select({ total: count() })
        .from(userModules)
        .innerJoin(users, eq(users.id, userModules.user_id))
        .where(and(eq(userModules.module_id, game.id), eq(userModules.assigned, true), sql`${users.deletedat} is null`));
      expect(game.enabled_users_total).toBe(total);
      expect(game.enabledUsers.length).toBe(Math.min(20, total));
      for (const user of game.enabledUsers)
        expect(user).toEqual({ id: expect.any(Number), name: expect.any(String), email: expect.any(String) });

      expect(game.draws.length).toBeGreaterThan(0);
      expect(game.draws.length).toBeLessThanOrEqual(10);
      const dates = game.draws.map((d: { date: string }) => d.date);
      expect([...dates].sort()).toEqual(dates);
      const statuses = await api.handle.db
        .select({ status: draws.status, module_id: draws.module_id })
        .from(draws)
        .where(
          inArray(
            draws.id,
            game.draws.map((d: { id: number }) => d.id),
          ),
        );
      for (const draw of statuses) {
        expect(draw.status).toBe('open');
        expect(draw.module_id).toBe(game.id);
      }
    }
  });

  it("names to a client only itself, the users it created and the users of its booths' seller accounts", async () => {
    const { clientId, sellerUserId } = await loadScopeFixtures(api);
    const db = api.handle.db;
    const visible = new Set([
      clientId,
      ...(await db.select({ id: users.id }).from(users).where(eq(users.parent_id, clientId))).map((u) => u.id),
      ...(await db.select({ id: sellers.seller_user_id }).from(sellers).where(inArray(sellers.ticket_booth_id, clientBooths))).flatMap(
        (s) => (s.id === null ? [] : [s.id]),
      ),
    ]);
    expect(visible.has(sellerUserId)).toBe(true);
    const all = (await get('/ticket_booths/games/list', 'admin')).json();
    const games = (await get('/ticket_booths/games/list', 'client')).json();
    let hidden = 0;
    for (const game of games) {
      for (const user of game.enabledUsers) expect(visible.has(user.id)).toBe(true);
      expect(game.enabled_users_total).toBeLessThanOrEqual(visible.size);
      hidden += all.find((g: { id: number }) => g.id === game.id).enabled_users_total - game.enabled_users_total;
    }
    // The demo data enables the operator and other owners too: the client no longer reads their names.
    expect(hidden).toBeGreaterThan(0);
    const own = (await get('/ticket_booths/games/list', 'ticket_seller')).json();
    for (const game of own) for (const user of game.enabledUsers) expect(user.id).toBe(sellerUserId);
  });

  it('refuses a request without a session', async () => {
    expect((await get('/ticket_booths/games/list')).statusCode).toBe(403);
  });
});

describe('GET /v1/ticket_booths/games/detail/{id}', () => {
  it('answers a module with its single and parlay game types', async () => {
    const [parley] = await api.handle.db.select().from(modules).where(eq(modules.code, 'parley'));
    const response = await get(`/ticket_booths/games/detail/${parley.id}`, 'client');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: parley.id, code: 'parley', name: parley.name, description: parley.description });
    expect(body.types.length).toBeGreaterThan(1);
    for (const type of body.types) {
      expect(type).toEqual({
        id: expect.any(Number),
        code: expect.any(String),
        name: expect.any(String),
        kind: expect.stringMatching(/^(single|parlay)$/),
        bet_format: expect.any(String),
        description: expect.any(String),
        payout: expect.any(Number),
        min_bet: { VES: expect.any(Number), USD: expect.any(Number) },
        max_bet: { VES: null, USD: null },
        status: 'active',
        version: 1,
      });
    }
    expect(new Set(body.types.map((t: { kind: string }) => t.kind))).toEqual(new Set(['single', 'parlay']));
  });

  it('answers 404 for an unknown module and 400 naming the id for a bad one', async () => {
    expect((await get('/ticket_booths/games/detail/999999', 'admin')).statusCode).toBe(404);
    const bad = await get('/ticket_booths/games/detail/abc', 'admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });
});

describe('GET /v1/draws/list', () => {
  it('groups every draw by module, newest first, with the draw fields', async () => {
    const response = await get('/draws/list', 'operator');
    expect(response.statusCode).toBe(200);
    const groups: DrawGroup[] = response.json().game_types;
    const [{ total }] = await api.handle.db.select({ total: count() }).from(draws);
    expect(allDraws(groups)).toHaveLength(total);
    for (const group of groups) {
      expect(group).toEqual({
        game_type_name: expect.any(String),
        module_id: expect.any(Number),
        module_code: expect.any(String),
        draws: expect.any(Array),
      });
      expect(group.draws.length).toBeGreaterThan(0);
      const times = group.draws.map((d) => d.draw_at);
      expect([...times].sort().reverse()).toEqual(times);
      expect(group.draws[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        created_at: expect.any(String),
        draw_at: expect.any(String),
        status: expect.stringMatching(/^(open|closed|settled)$/),
        prize: expect.any(Number),
      });
    }
  });

  it('filters by draw type, `otro` being every other module', async () => {
    const nacional: DrawGroup[] = (await get('/draws/list?type=loteria_nacional', 'admin')).json().game_types;
    expect(nacional.map((g) => g.module_code)).toEqual(['loteria_nacional']);
    const otro: DrawGroup[] = (await get('/draws/list?type=otro', 'admin')).json().game_types;
    const otherCodes = otro.map((g) => g.module_code);
    expect(otherCodes).toEqual(expect.arrayContaining(['parley', 'parley_hipico']));
    for (const code of ['loteria_nacional', 'loteria_primitiva', 'bingo']) expect(otherCodes).not.toContain(code);
    const [{ total }] = await api.handle.db
      .select({ total: count() })
      .from(draws)
      .innerJoin(modules, eq(modules.id, draws.module_id))
      .where(notInArray(modules.code, ['loteria_nacional', 'loteria_primitiva', 'bingo']));
    expect(allDraws(otro)).toHaveLength(total);
  });

  it('filters by game module, any of the catalog’s (Parley and Parley Hípico too)', async () => {
    const catalog = await api.handle.db.select({ id: modules.id, code: modules.code }).from(modules);
    expect(catalog.map((module) => module.code)).toEqual(expect.arrayContaining(['parley', 'parley_hipico']));
    for (const module of catalog) {
      const groups: DrawGroup[] = (await get(`/draws/list?module_id=${module.id}`, 'admin')).json().game_types;
      expect(groups.map((group) => group.module_id)).toEqual(groups.length ? [module.id] : []);
    }
    const hipico = catalog.find((module) => module.code === 'parley_hipico')!;
    expect((await get(`/draws/list?module_id=${hipico.id}`, 'admin')).json().game_types).toHaveLength(1);
    expect((await get('/draws/list?module_id=abc', 'admin')).statusCode).toBe(400);
  });

  it('filters by status', async () => {
    // An open draw of its own with its sales closed by hand, and one left open: every status of the
    // lifecycle is then present.
    const closing = await insertDraw(api, 'loteria_nacional');
    await insertDraw(api, 'loteria_nacional');
    expect(
      (await api.call({ method: 'POST', url: `/api/v1/draws/detail/${closing}/close`, token: await api.login('admin') })).statusCode,
    ).toBe(200);
    for (const status of ['open', 'closed', 'settled'] as const) {
      const found = allDraws((await get(`/draws/list?status=${status}`, 'admin')).json().game_types);
      const [{ total }] = await api.handle.db.select({ total: count() }).from(draws).where(eq(draws.status, status));
      expect(total).toBeGreaterThan(0);
      expect(found).toHaveLength(total);
      expect(found.every((d) => d.status === status)).toBe(true);
    }
  });

  it('filters by the draw day in Caracas time', async () => {
    const found = allDraws((await get(`/draws/list?date=${SEED_DAY}`, 'admin')).json().game_types);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((d) => caracasDay(d.draw_at) === SEED_DAY)).toBe(true);
    const [{ total }] = await api.handle.db
      .select({ total: count() })
      .from(draws)
      .where(sql`to_char(${draws.draw_at} at time zone 'America/Caracas', 'YYYY-MM-DD') = ${SEED_DAY}`);
    expect(found).toHaveLength(total);
    const none = await get('/draws/list?date=2001-01-01', 'admin');
    expect(none.json().game_types).toEqual([]);
  });

  it('filters by a minimum top prize, combined with the other filters', async () => {
    const threshold = 100000;
    const found = allDraws((await get(`/draws/list?min_prize=${threshold}`, 'admin')).json().game_types);
    const [{ total }] = await api.handle.db.select({ total: count() }).from(draws).where(gte(draws.prize, threshold));
    const [{ all }] = await api.handle.db.select({ all: count() }).from(draws);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(all);
    expect(found).toHaveLength(total);
    expect(found.every((d) => d.prize >= threshold)).toBe(true);

    const combined = allDraws(
      (await get(`/draws/list?type=loteria_primitiva&status=settled&min_prize=${threshold}`, 'admin')).json().game_types,
    );
    expect(combined.length).toBeGreaterThan(0);
    expect(combined.every((d) => d.module_code === 'loteria_primitiva' && d.status === 'settled' && d.prize >= threshold)).toBe(true);
  });

  it.each([
    ['type=lottery', 'type'],
    ['status=done', 'status'],
    ['date=2026-13-01', 'date'],
    ['date=20-11-2026', 'date'],
    ['min_prize=-1', 'min_prize'],
    ['min_prize=mucho', 'min_prize'],
    ['min_prize=1e13', 'min_prize'],
    ['date=2026-02-29', 'date'],
    ['date=0000-01-01', 'date'],
    ['date=9999-12-31', 'date'],
    ['date=1999-12-31', 'date'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await get(`/draws/list?${query}`, 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });
});

describe('GET /v1/draws/detail/{id}', () => {
  async function busiestDraw() {
    const [row] = await api.handle.db
      .select({ id: tickets.draw_id, total: count() })
      .from(tickets)
      .where(inArray(tickets.ticket_booth_id, clientBooths))
      .groupBy(tickets.draw_id)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    return row.id;
  }

  it('answers the draw with the sales figures of everything for an administrator', async () => {
    const id = await busiestDraw();
    const response = await get(`/draws/detail/${id}`, 'admin');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const [[draw], [figures]] = await Promise.all([
      api.handle.db.select().from(draws).innerJoin(modules, eq(modules.id, draws.module_id)).where(eq(draws.id, id)),
      api.handle.db
        .select({
          tickets: sql<number>`(count(*) filter (where ${tickets.cancelled_at} is null))::int`,
          sales: sql<number>`sum(${tickets.amount}) filter (where ${tickets.cancelled_at} is null)`.mapWith(Number),
          cancelled: sql<number>`(count(*) filter (where ${tickets.cancelled_at} is not null))::int`,
          winners: sql<number>`(count(*) filter (where ${tickets.is_winner} and ${tickets.cancelled_at} is null))::int`,
          prizes: sql<number>`sum(${tickets.prize_amount}) filter (where ${tickets.is_winner} and ${tickets.cancelled_at} is null)`.mapWith(
            Number,
          ),
          paid: sql<number>`(count(*) filter (where ${tickets.paid_at} is not null))::int`,
          prizesPaid: sql<number>`coalesce(sum(${tickets.paid_amount}), 0)`.mapWith(Number),
        })
        .from(tickets)
        .where(eq(tickets.draw_id, id)),
    ]);
    expect(body).toEqual({
      id,
      name: draw.draws.name,
      module_id: draw.modules.id,
      game_type_name: draw.modules.name,
      module_code: draw.modules.code,
      draw_at: draw.draws.draw_at.toISOString(),
      created_at: draw.draws.created_at.toISOString(),
      status: draw.draws.status,
      prize: draw.draws.prize,
      winning_numbers: draw.draws.winning_numbers,
      result_format: draw.modules.result_format,
      result_parts: expect.any(Array),
      closed_at: draw.draws.closed_at!.toISOString(),
      settled_at: draw.draws.settled_at!.toISOString(),
      origin: 'schedule',
      suspended_at: null,
      suspend_reason: null,
      cutoff_at: new Date(draw.draws.draw_at.getTime() - draw.modules.cutoff_minutes * 60_000).toISOString(),
      tickets_count: figures.tickets,
      sales_total: expect.closeTo(figures.sales, 2),
      cancelled_count: figures.cancelled,
      refunded_count: 0,
      refunds_total: 0,
      refunds_paid: 0,
      winners_count: figures.winners,
      prizes_total: expect.closeTo(figures.prizes, 2),
      // The seed pays some of the winners (its past booth days): the rest is still to pay.
      prizes_paid: expect.closeTo(figures.prizesPaid, 2),
      paid_count: figures.paid,
      prizes_unpaid: expect.closeTo(figures.prizes - figures.prizesPaid, 2),
      auto_results: false,
      proposed_result: null,
      results_history: [
        {
          id: expect.any(Number),
          winning_numbers: draw.draws.winning_numbers,
          previous_numbers: null,
          entered_by: 'Administrador Principal',
          entered_at: draw.draws.settled_at!.toISOString(),
        },
      ],
    });
    expect(body.result_parts.join('-')).toBe(draw.draws.winning_numbers);
    expect(response.headers.etag).toBe(`"${draw.draws.version}"`);
  });

  it('counts only the tickets the caller may see', async () => {
    const id = await busiestDraw();
    const all = (await get(`/draws/detail/${id}`, 'admin')).json();
    const mine = (await get(`/draws/detail/${id}`, 'client')).json();
    const [{ total }] = await api.handle.db
      .select({ total: count() })
      .from(tickets)
      .where(and(eq(tickets.draw_id, id), inArray(tickets.ticket_booth_id, clientBooths)));
    expect(mine.tickets_count).toBe(total);
    expect(mine.tickets_count).toBeLessThan(all.tickets_count);
    expect(mine.sales_total).toBeLessThan(all.sales_total);
  });

  it('answers 404 for an unknown draw and 400 for a bad id', async () => {
    expect((await get('/draws/detail/999999', 'admin')).statusCode).toBe(404);
    const bad = await get('/draws/detail/0', 'admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });
});

describe('GET /v1/tickets/list', () => {
  it('pages every ticket for an administrator, newest first, with the row fields', async () => {
    const first = await get('/tickets/list', 'admin');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    const [{ total }] = await api.handle.db.select({ total: count() }).from(tickets);
    expect(body.total).toBe(total);
    expect(body.page).toBe(1);
    expect(body.totalPages).toBe(Math.ceil(total / 10));
    expect(body.tickets).toHaveLength(10);
    expect(body.tickets[0]).toEqual({
      id: expect.any(Number),
      code: expect.any(String),
      ticket_booth_id: expect.any(Number),
      booth_name: expect.any(String),
      seller_id: expect.any(Number),
      seller_label: expect.any(String),
      draw_id: expect.any(Number),
      draw_name: expect.any(String),
      amount: expect.any(Number),
      currency: expect.stringMatching(/^(VES|USD)$/),
      status: expect.stringMatching(/^(pending|winner|loser)$/),
      paid_at: null,
      is_winner: expect.any(Boolean),
      prize_amount: expect.any(Number),
      created_at: expect.any(String),
    });
    const second = (await get('/tickets/list?page=2', 'admin')).json();
    const rows: TicketRow[] = [...body.tickets, ...second.tickets];
    expect(new Set(rows.map((t) => t.id)).size).toBe(20);
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1], rows[i]];
      expect(a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id)).toBe(true);
    }
  });

  it('filters by status: cancelled, else pending until the draw is settled, then winner or not', async () => {
    const live = isNull(tickets.cancelled_at);
    const [[{ winners }], [{ unsettled }], [{ cancelled }], [{ all }]] = await Promise.all([
      api.handle.db
        .select({ winners: count() })
        .from(tickets)
        .where(and(live, eq(tickets.is_winner, true))),
      api.handle.db
        .select({ unsettled: count() })
        .from(tickets)
        .innerJoin(draws, eq(draws.id, tickets.draw_id))
        .where(and(live, ne(draws.status, 'settled'))),
      api.handle.db.select({ cancelled: count() }).from(tickets).where(isNotNull(tickets.cancelled_at)),
      api.handle.db.select({ all: count() }).from(tickets),
    ]);
    const yes = (await get('/tickets/list?status=winner', 'admin')).json();
    const no = (await get('/tickets/list?status=loser', 'admin')).json();
    const pending = (await get('/tickets/list?status=pending', 'admin')).json();
    const annulled = (await get('/tickets/list?status=cancelled', 'admin')).json();
    expect(unsettled).toBeGreaterThan(0);
    expect(cancelled).toBeGreaterThan(0);
    expect(yes.total).toBe(winners);
    expect(pending.total).toBe(unsettled);
    expect(annulled.total).toBe(cancelled);
    expect(no.total).toBe(all - winners - unsettled - cancelled);
    expect(yes.tickets.every((t: TicketRow) => t.is_winner && t.status === 'winner')).toBe(true);
    expect(no.tickets.every((t: TicketRow) => !t.is_winner && t.status === 'loser')).toBe(true);
    expect(pending.tickets.every((t: TicketRow) => !t.is_winner && t.prize_amount === 0 && t.status === 'pending')).toBe(true);
    expect(annulled.tickets.every((t: TicketRow) => t.status === 'cancelled')).toBe(true);
  });

  it('filters by booth and searches the code', async () => {
    const booth = clientBooths[0];
    const byBooth = (await get(`/tickets/list?booth_id=${booth}`, 'admin')).json();
    const [{ total }] = await api.handle.db.select({ total: count() }).from(tickets).where(eq(tickets.ticket_booth_id, booth));
    expect(byBooth.total).toBe(total);
    expect(byBooth.tickets.every((t: TicketRow) => t.ticket_booth_id === booth)).toBe(true);

    const [sample] = await api.handle.db.select({ code: tickets.code }).from(tickets).orderBy(tickets.id).limit(1).offset(123);
    const exact = (await get(`/tickets/list?search=${encodeURIComponent(sample.code.toLowerCase())}`, 'admin')).json();
    expect(exact.tickets.map((t: TicketRow) => t.code)).toEqual([sample.code]);
    const partial = (await get(`/tickets/list?search=${sample.code.slice(0, -1)}`, 'admin')).json();
    expect(partial.total).toBeGreaterThan(1);
    expect(partial.tickets.every((t: TicketRow) => t.code.startsWith(sample.code.slice(0, -1)))).toBe(true);
    expect((await get('/tickets/list?search=%25', 'admin')).json().total).toBe(0);
  });

  it('shows a client only the tickets of the booths it owns', async () => {
    const body = (await get('/tickets/list', 'client')).json();
    const [{ total }] = await api.handle.db.select({ total: count() }).from(tickets).where(inArray(tickets.ticket_booth_id, clientBooths));
    expect(total).toBeGreaterThan(0);
    expect(body.total).toBe(total);
    expect(body.tickets.every((t: TicketRow) => clientBooths.includes(t.ticket_booth_id))).toBe(true);
    const [other] = await api.handle.db
      .select({ id: ticketBooths.id })
      .from(ticketBooths)
      .where(notInArray(ticketBooths.id, clientBooths))
      .limit(1);
    expect((await get(`/tickets/list?booth_id=${other.id}`, 'client')).json().total).toBe(0);
  });

  it('shows a ticket_seller only the sales of its seller accounts', async () => {
    const body = (await get('/tickets/list', 'ticket_seller')).json();
    const [{ total }] = await api.handle.db.select({ total: count() }).from(tickets).where(inArray(tickets.seller_id, sellerAccounts));
    expect(total).toBeGreaterThan(0);
    expect(body.total).toBe(total);
    expect(body.tickets.every((t: TicketRow) => sellerAccounts.includes(t.seller_id))).toBe(true);
  });

  it.each([
    ['status=maybe', 'status'],
    ['booth_id=0', 'booth_id'],
    ['booth_id=uno', 'booth_id'],
    ['page=0', 'page'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await get(`/tickets/list?${query}`, 'admin');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty(field);
  });

  it('refuses a request without a session', async () => {
    expect((await get('/tickets/list')).statusCode).toBe(403);
  });
});

describe('GET /v1/tickets/detail/{id}', () => {
  async function ticketWhere(condition: ReturnType<typeof eq>) {
    const [row] = await api.handle.db.select().from(tickets).where(condition).orderBy(tickets.id).limit(1);
    return row;
  }

  it('answers the whole ticket: row, draw and lines', async () => {
    const ticket = await ticketWhere(inArray(tickets.ticket_booth_id, clientBooths));
    const response = await get(`/tickets/detail/${ticket.id}`, 'client');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const [draw] = await api.handle.db.select().from(draws).where(eq(draws.id, ticket.draw_id));
    expect(body).toMatchObject({
      id: ticket.id,
      code: ticket.code,
      ticket_booth_id: ticket.ticket_booth_id,
      booth_name: expect.any(String),
      seller_id: ticket.seller_id,
      seller_label: expect.any(String),
      draw_id: ticket.draw_id,
      draw_name: draw.name,
      amount: ticket.amount,
      is_winner: ticket.is_winner,
      prize_amount: ticket.prize_amount,
      created_at: ticket.created_at.toISOString(),
      draw: {
        id: draw.id,
        name: draw.name,
        draw_at: draw.draw_at.toISOString(),
        status: draw.status,
        winning_numbers: draw.winning_numbers,
      },
    });
    const lines = await api.handle.db.select().from(ticketLines).where(eq(ticketLines.ticket_id, ticket.id));
    expect(body.lines).toHaveLength(lines.length);
    for (const line of body.lines) {
      expect(line).toEqual({
        id: expect.any(Number),
        game_type_name: expect.any(String),
        kind: expect.stringMatching(/^(single|parlay)$/),
        bet_format: expect.any(String),
        selection: expect.any(String),
        amount: expect.any(Number),
        payout: expect.any(Number),
        potential_payout: expect.any(Number),
        is_winner: expect.any(Boolean),
      });
    }
    const stake = body.lines.reduce((sum: number, l: { amount: number }) => sum + l.amount, 0);
    expect(stake).toBeCloseTo(ticket.amount, 2);
  });

  it('answers 404 for tickets outside the caller scope and unknown ids', async () => {
    const foreign = await ticketWhere(notInArray(tickets.ticket_booth_id, clientBooths));
    expect((await get(`/tickets/detail/${foreign.id}`, 'client')).statusCode).toBe(404);
    expect((await get(`/tickets/detail/${foreign.id}`, 'admin')).statusCode).toBe(200);
    const notMine = await ticketWhere(notInArray(tickets.seller_id, sellerAccounts));
    expect((await get(`/tickets/detail/${notMine.id}`, 'ticket_seller')).statusCode).toBe(404);
    const mine = await ticketWhere(inArray(tickets.seller_id, sellerAccounts));
    expect((await get(`/tickets/detail/${mine.id}`, 'ticket_seller')).statusCode).toBe(200);
    expect((await get('/tickets/detail/999999', 'admin')).statusCode).toBe(404);
    const bad = await get('/tickets/detail/abc', 'admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });
});

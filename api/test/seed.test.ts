/**
 * The demo data set: the accounts the other tests sign in with, the sizes and shapes the screens
 * rely on, idempotence and determinism.
 */
import { BET_FORMATS, lineWins, RESULT_FORMAT_OF_BET, resultParts } from '@banca/contracts/draw-rules';
import { and, asc, count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle } from '../src/db/client';
import {
  drawResults,
  draws,
  gameTypes,
  inboxItems,
  modules,
  sellers,
  ticketBooths,
  ticketLines,
  tickets,
  userGameConfigs,
  userModules,
  userSettings,
  users,
} from '../src/db/schema';
import { verifyPassword } from '../src/security/passwords';
import { seedDatabase, type SeedOptions } from '../src/seed';
import { ACCOUNTS, DEMO_SEED, openSeededTestDatabase, openTestDatabase, SEED_NOW, TERMINAL_ACCOUNT } from './helpers';

const OPTIONS: SeedOptions = DEMO_SEED;

async function seeded(options: SeedOptions = OPTIONS): Promise<DatabaseHandle> {
  const handle = await openTestDatabase();
  const summary = await seedDatabase(handle.db, options);
  expect(summary.seeded).toBe(true);
  return handle;
}

async function total(handle: DatabaseHandle, table: PgTable): Promise<number> {
  const [{ n }] = await handle.db.select({ n: count() }).from(table);
  return n;
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await seeded();
});
afterAll(() => handle.close());

describe('seed at scale 1', () => {
  test('one demo account per role, with its password', async () => {
    for (const [role, { username, password }] of Object.entries(ACCOUNTS)) {
      const [user] = await handle.db.select().from(users).where(eq(users.username, username));
      expect(user).toBeDefined();
      expect(user.role).toBe(role);
      expect(user.isactive).toBe(true);
      expect(user.loginattempts).toBe(0);
      expect(user.deletedat).toBeNull();
      expect(await verifyPassword(user.password_hash, password)).toBe(true);
    }
    const [admin] = await handle.db.select().from(users).where(eq(users.username, 'admin'));
    expect(`${admin.first_name} ${admin.last_name}`).toBe('Administrador Principal');
    expect(admin.parent_id).toBeNull();
  });

  test('sells in dollars everywhere but one booth of another owner than the demo client, which sells in bolívares too', async () => {
    const booths = await handle.db
      .select({ id: ticketBooths.id, owner: ticketBooths.owner_id, currencies: ticketBooths.currencies })
      .from(ticketBooths);
    const both = booths.filter((booth) => booth.currencies.length === 2);
    expect(both).toHaveLength(1);
    expect(both[0].currencies).toEqual(['VES', 'USD']);
    const [client] = await handle.db.select({ id: users.id }).from(users).where(eq(users.username, ACCOUNTS.client.username));
    expect(both[0].owner).not.toBe(client.id);
    expect(booths.filter((booth) => booth.id !== both[0].id).every((booth) => booth.currencies.join() === 'USD')).toBe(true);
    const [terminal] = await handle.db
      .select({ booth: sellers.ticket_booth_id })
      .from(sellers)
      .where(eq(sellers.username, TERMINAL_ACCOUNT.username));
    expect(terminal.booth).not.toBe(both[0].id);
    // Its tickets in both currencies; every other booth's in dollars.
    const byCurrency = await handle.db
      .select({ both: sql<boolean>`${tickets.ticket_booth_id} = ${both[0].id}`, currency: tickets.currency, n: count() })
      .from(tickets)
      .groupBy(sql`1`, tickets.currency);
    expect(
      byCurrency
        .filter((row) => row.both)
        .map((row) => row.currency)
        .sort(),
    ).toEqual(['USD', 'VES']);
    expect(byCurrency.filter((row) => !row.both).map((row) => row.currency)).toEqual(['USD']);
  });

  test('every other user and seller account shares one hash of an unknown password', async () => {
    const demo = Object.values(ACCOUNTS).map((a) => a.username);
    const hashes = await handle.db.selectDistinct({ hash: users.password_hash }).from(users).where(sql`${users.username} not in ${demo}`);
    expect(hashes).toHaveLength(1);
    expect(await verifyPassword(hashes[0].hash, 'admin123')).toBe(false);
    const sellerHashes = await handle.db
      .selectDistinct({ hash: sellers.password_hash })
      .from(sellers)
      .where(sql`${sellers.username} <> ${TERMINAL_ACCOUNT.username}`);
    expect(sellerHashes).toEqual(hashes);
  });

  test("the demo terminal account is a seller account of the demo seller at one of the demo client's booths", async () => {
    const [terminal] = await handle.db
      .select({ seller: sellers, owner: ticketBooths.owner_id })
      .from(sellers)
      .innerJoin(ticketBooths, eq(ticketBooths.id, sellers.ticket_booth_id))
      .where(eq(sellers.username, TERMINAL_ACCOUNT.username));
    const [client] = await handle.db.select().from(users).where(eq(users.username, ACCOUNTS.client.username));
    const [seller] = await handle.db.select().from(users).where(eq(users.username, ACCOUNTS.ticket_seller.username));
    expect(terminal.owner).toBe(client.id);
    expect(terminal.seller).toMatchObject({ seller_user_id: seller.id, is_active: true, failed_attempts: 0 });
    expect(await verifyPassword(terminal.seller.password_hash, TERMINAL_ACCOUNT.password)).toBe(true);
  });

  test('40+ users in every role, forming a hierarchy under the administrators', async () => {
    const all = await handle.db.select().from(users).orderBy(asc(users.id));
    expect(all.length).toBeGreaterThanOrEqual(40);
    const byRole = (role: string) => all.filter((u) => u.role === role);
    expect(byRole('admin').length).toBeGreaterThanOrEqual(2);
    expect(byRole('operator').length).toBeGreaterThanOrEqual(2);
    expect(byRole('client').length).toBeGreaterThanOrEqual(6);
    expect(byRole('ticket_seller').length).toBeGreaterThanOrEqual(10);

    const byId = new Map(all.map((u) => [u.id, u]));
    const roots = all.filter((u) => u.parent_id === null);
    expect(roots.map((u) => u.username)).toEqual(['admin']);
    for (const user of all) {
      const parent = user.parent_id === null ? null : byId.get(user.parent_id);
      if (user.role === 'operator' || user.role === 'client') expect(parent?.role).toBe('admin');
      if (user.role === 'ticket_seller') expect(parent?.role).toBe('client');
    }

    // Countries with their own time zone; usernames unique (case-insensitively) and e-mail-like.
    const zones: Record<string, string> = {
      VE: 'America/Caracas',
      CO: 'America/Bogota',
      CL: 'America/Santiago',
      MX: 'America/Mexico_City',
      US: 'America/New_York',
      ES: 'Europe/Madrid',
    };
    for (const user of all) expect(user.timezone).toBe(zones[user.country]);
    expect(all.filter((u) => u.country === 'VE').length).toBeGreaterThan(all.length / 2);
    expect(new Set(all.map((u) => u.country)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(all.map((u) => u.username.toLowerCase())).size).toBe(all.length);
    expect(all.filter((u) => u.country === 'VE' && u.document_type === 'DNI').every((u) => /^[VE]-\d{7,8}$/.test(u.document_number))).toBe(
      true,
    );
  });

  test('settings, modules and game configurations for many users', async () => {
    const settings = await handle.db.select().from(userSettings);
    expect(new Set(settings.map((s) => s.user_id)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(settings.map((s) => `${s.setting_key}:${s.setting_label}`))).toEqual(
      new Set(['sale_percentage:Porcentaje de venta', 'participation_percentage:Porcentaje de participación']),
    );
    expect(settings.every((s) => s.setting_value >= 0 && s.setting_value <= 100)).toBe(true);

    expect(await total(handle, userModules)).toBeGreaterThanOrEqual(40);
    const configs = await handle.db.select().from(userGameConfigs);
    expect(configs.length).toBeGreaterThanOrEqual(100);
    // No seeded owner has a prize plan of its own: each sells with the game types' payouts and its «Porcentaje de venta».
    expect(
      configs.every(
        (c) =>
          c.payout === null &&
          c.commission_percentage === null &&
          Number.isInteger(c.sales_limit_ves) &&
          Number.isInteger(c.sales_limit_usd),
      ),
    ).toBe(true);
    expect(configs.some((c) => c.enabled) && configs.some((c) => !c.enabled)).toBe(true);
  });

  test('the five modules, each with two to four game types, and the animalitos with its one', async () => {
    const rows = await handle.db.select().from(modules).orderBy(asc(modules.sort_order));
    expect(rows.map((m) => m.name)).toEqual([
      'Lotería Nacional',
      'Lotería Primitiva',
      'Bingo',
      'Parley',
      'Parley Hípico',
      'Lotto Animalitos',
    ]);
    const animalTypes = await handle.db.select().from(gameTypes).where(eq(gameTypes.module_id, rows[5].id));
    expect(animalTypes.map((type) => [type.bet_format, type.payout])).toEqual([['animal', 30]]);
    for (const module of rows.slice(0, 5)) {
      const types = await handle.db.select().from(gameTypes).where(eq(gameTypes.module_id, module.id));
      expect(types.length).toBeGreaterThanOrEqual(2);
      expect(types.length).toBeLessThanOrEqual(4);
    }
    const kinds = await handle.db.selectDistinct({ kind: gameTypes.kind }).from(gameTypes);
    expect(kinds.map((k) => k.kind).sort()).toEqual(['parlay', 'single']);
  });

  test('about 20 booths owned by clients, the demo client owning several', async () => {
    const booths = await handle.db.select().from(ticketBooths);
    expect(booths.length).toBeGreaterThanOrEqual(18);
    expect(booths.length).toBeLessThanOrEqual(25);
    const owners = await handle.db.select().from(users).where(eq(users.role, 'client'));
    const ownerIds = new Set(owners.map((u) => u.id));
    expect(booths.every((b) => b.owner_id !== null && ownerIds.has(b.owner_id))).toBe(true);
    const client = owners.find((u) => u.username === ACCOUNTS.client.username)!;
    expect(booths.filter((b) => b.owner_id === client.id).length).toBeGreaterThanOrEqual(2);
    expect(new Set(booths.map((b) => b.name)).size).toBe(booths.length);
  });

  test('about 100 sellers, mostly active and at a booth, some locked', async () => {
    const rows = await handle.db.select().from(sellers);
    expect(rows.length).toBeGreaterThanOrEqual(90);
    expect(rows.length).toBeLessThanOrEqual(110);
    expect(rows.filter((s) => s.is_active).length).toBeGreaterThan(rows.length * 0.7);
    expect(rows.filter((s) => s.ticket_booth_id !== null && s.assigned_at !== null).length).toBeGreaterThan(rows.length * 0.8);
    expect(rows.some((s) => s.failed_attempts >= 5)).toBe(true);
    expect(rows.every((s) => /^[^@\s]+@[^@\s]+\.[a-z]+$/.test(s.username))).toBe(true);
  });

  test("the demo seller user sells through seller accounts at the demo client's booths", async () => {
    const [seller] = await handle.db.select().from(users).where(eq(users.username, ACCOUNTS.ticket_seller.username));
    const [client] = await handle.db.select().from(users).where(eq(users.username, ACCOUNTS.client.username));
    expect(seller.parent_id).toBe(client.id);
    const accounts = await handle.db
      .select({ id: sellers.id, owner: ticketBooths.owner_id })
      .from(sellers)
      .innerJoin(ticketBooths, eq(ticketBooths.id, sellers.ticket_booth_id))
      .where(eq(sellers.seller_user_id, seller.id));
    expect(accounts.length).toBeGreaterThanOrEqual(1);
    expect(accounts.every((a) => a.owner === client.id)).toBe(true);
    const [{ sold }] = await handle.db
      .select({ sold: count() })
      .from(tickets)
      .innerJoin(sellers, eq(sellers.id, tickets.seller_id))
      .where(eq(sellers.seller_user_id, seller.id));
    expect(sold).toBeGreaterThan(0);
  });

  test("a month of draws: settled in the past with results and their history, each module's latest awaiting its result, open later", async () => {
    const rows = await handle.db.select().from(draws);
    const now = SEED_NOW.getTime();
    const byStatus = (status: string) => rows.filter((d) => d.status === status);
    expect(byStatus('settled').length).toBeGreaterThan(0);
    expect(byStatus('open').length).toBeGreaterThan(0);
    const closed = byStatus('closed');
    expect(new Set(closed.map((d) => d.module_id)).size).toBe(closed.length);
    expect(closed).toHaveLength(new Set(rows.map((d) => d.module_id)).size);
    for (const draw of closed) {
      expect(draw.winning_numbers).toBeNull();
      expect(draw.draw_at.getTime()).toBeLessThan(now);
      const later = byStatus('settled').filter((d) => d.module_id === draw.module_id && d.draw_at > draw.draw_at);
      expect(later).toEqual([]);
    }
    const [{ pending }] = await handle.db
      .select({ pending: count() })
      .from(tickets)
      .where(sql`${tickets.draw_id} in (select id from draws where status = 'closed')`);
    expect(pending).toBeGreaterThan(0);
    const history = await handle.db.select().from(drawResults);
    const historyOf = new Map(history.map((entry) => [entry.draw_id, entry]));
    expect(history).toHaveLength(byStatus('settled').length);
    for (const draw of byStatus('settled')) {
      expect(draw.draw_at.getTime()).toBeLessThan(now);
      expect(draw.winning_numbers).toBeTruthy();
      expect(historyOf.get(draw.id)).toMatchObject({ winning_numbers: draw.winning_numbers, previous_numbers: null });
    }
    for (const draw of byStatus('open')) {
      expect(draw.draw_at.getTime()).toBeGreaterThanOrEqual(now);
      expect(draw.winning_numbers).toBeNull();
    }
    const days = rows.map((d) => (d.draw_at.getTime() - now) / 86_400_000);
    expect(Math.min(...days)).toBeLessThan(-20);
    expect(Math.max(...days)).toBeGreaterThan(3);
    expect(rows.every((d) => d.prize > 0)).toBe(true);
  });

  test('thousands of consistent tickets, about one in eight a winner', async () => {
    const all = await handle.db.select().from(tickets);
    expect(all.length).toBeGreaterThanOrEqual(3000);
    expect(all.length).toBeLessThanOrEqual(6000);
    expect(all.every((t) => /^TK-\d{7}$/.test(t.code))).toBe(true);

    const winners = all.filter((t) => t.is_winner);
    expect(winners.length / all.length).toBeGreaterThan(0.05);
    expect(winners.length / all.length).toBeLessThan(0.25);
    expect(winners.every((t) => t.prize_amount > 0)).toBe(true);
    expect(all.filter((t) => !t.is_winner).every((t) => t.prize_amount === 0)).toBe(true);

    // Sold before the draw, at the seller's own booth; only settled draws have winners.
    const mismatches = await handle.db
      .select({ n: count() })
      .from(tickets)
      .innerJoin(draws, eq(draws.id, tickets.draw_id))
      .innerJoin(sellers, eq(sellers.id, tickets.seller_id))
      .where(
        sql`${tickets.created_at} >= ${draws.draw_at} or ${tickets.created_at} > ${SEED_NOW}
          or ${sellers.ticket_booth_id} <> ${tickets.ticket_booth_id}
          or (${tickets.is_winner} and ${draws.status} <> 'settled')`,
      );
    expect(mismatches[0].n).toBe(0);

    // Lines: one to three per ticket, summing to it, of the draw's module, winners matching.
    const lines = await handle.db
      .select({
        ticketId: ticketLines.ticket_id,
        amount: ticketLines.amount,
        payout: ticketLines.potential_payout,
        isWinner: ticketLines.is_winner,
        typePayout: gameTypes.payout,
        typeModule: gameTypes.module_id,
        drawModule: draws.module_id,
      })
      .from(ticketLines)
      .innerJoin(gameTypes, eq(gameTypes.id, ticketLines.game_type_id))
      .innerJoin(tickets, eq(tickets.id, ticketLines.ticket_id))
      .innerJoin(draws, eq(draws.id, tickets.draw_id));
    const linesOf = new Map<number, typeof lines>();
    for (const line of lines) linesOf.set(line.ticketId, [...(linesOf.get(line.ticketId) ?? []), line]);
    for (const ticket of all) {
      const own = linesOf.get(ticket.id) ?? [];
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(own.reduce((s, l) => s + l.amount, 0)).toBeCloseTo(ticket.amount, 2);
      expect(own.some((l) => l.isWinner)).toBe(ticket.is_winner);
      expect(own.filter((l) => l.isWinner).reduce((s, l) => s + l.payout, 0)).toBeCloseTo(ticket.prize_amount, 2);
      for (const line of own) {
        expect(line.typeModule).toBe(line.drawModule);
        expect(line.payout).toBeCloseTo(line.amount * line.typePayout, 2);
      }
    }
  });

  test("every settled line wins exactly when its game type's rule says so against the draw's result", async () => {
    const rows = await handle.db
      .select({
        selection: ticketLines.selection,
        isWinner: ticketLines.is_winner,
        betFormat: gameTypes.bet_format,
        resultFormat: modules.result_format,
        numbers: draws.winning_numbers,
      })
      .from(ticketLines)
      .innerJoin(gameTypes, eq(gameTypes.id, ticketLines.game_type_id))
      .innerJoin(tickets, eq(tickets.id, ticketLines.ticket_id))
      .innerJoin(draws, eq(draws.id, tickets.draw_id))
      .innerJoin(modules, eq(modules.id, draws.module_id))
      .where(eq(draws.status, 'settled'));
    expect(rows.length).toBeGreaterThan(1000);
    // Every bet format but the animalitos', which no demo ticket sells (its lottery came after the demo's sales).
    expect(new Set(rows.map((r) => r.betFormat)).size).toBe(BET_FORMATS.length - 1);
    for (const row of rows) {
      expect(RESULT_FORMAT_OF_BET[row.betFormat]).toBe(row.resultFormat);
      const parts = resultParts(row.resultFormat, row.numbers!);
      expect(parts).not.toBeNull();
      expect(lineWins(row.betFormat, row.selection, parts!)).toBe(row.isWinner);
    }
  });

  test('a Lotería Nacional line wins exactly when it matches the end of the drawn number', async () => {
    const rows = await handle.db
      .select({ selection: ticketLines.selection, isWinner: ticketLines.is_winner, numbers: draws.winning_numbers })
      .from(ticketLines)
      .innerJoin(tickets, eq(tickets.id, ticketLines.ticket_id))
      .innerJoin(draws, eq(draws.id, tickets.draw_id))
      .innerJoin(modules, eq(modules.id, draws.module_id))
      .where(and(eq(modules.code, 'loteria_nacional'), isNotNull(draws.winning_numbers)));
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      expect(row.selection).toMatch(/^\d{2,4}$/);
      expect(row.numbers!.endsWith(row.selection)).toBe(row.isWinner);
    }
  });

  test('messages and notifications for the demo accounts, some unread', async () => {
    for (const { username } of Object.values(ACCOUNTS)) {
      const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.username, username));
      const items = await handle.db.select().from(inboxItems).where(eq(inboxItems.user_id, user.id));
      for (const kind of ['message', 'notification'] as const) {
        const ofKind = items.filter((i) => i.kind === kind);
        expect(ofKind.length).toBeGreaterThanOrEqual(3);
        expect(ofKind.some((i) => i.read)).toBe(true);
        expect(ofKind.some((i) => !i.read)).toBe(true);
        expect(ofKind.every((i) => i.title && i.sender && i.created_at.getTime() <= SEED_NOW.getTime())).toBe(true);
      }
    }
    const [{ n }] = await handle.db
      .select({ n: count() })
      .from(inboxItems)
      .where(and(eq(inboxItems.kind, 'notification'), sql`${inboxItems.title} like 'Sorteo % finalizado'`));
    expect(n).toBeGreaterThan(0);
  });

  test('a second run changes nothing', async () => {
    const before = await total(handle, users);
    const ticketsBefore = await total(handle, tickets);
    const summary = await seedDatabase(handle.db, OPTIONS);
    expect(summary).toEqual({ seeded: false, users: before });
    expect(await total(handle, users)).toBe(before);
    expect(await total(handle, tickets)).toBe(ticketsBefore);
  });
});

describe('determinism and scale', () => {
  const snapshot = async (handle: DatabaseHandle) => ({
    users: await handle.db
      .select({
        id: users.id,
        username: users.username,
        role: users.role,
        name: sql<string>`${users.first_name} || ' ' || ${users.last_name}`,
        document: users.document_number,
        parent: users.parent_id,
        createdat: users.createdat,
      })
      .from(users)
      .orderBy(asc(users.id)),
    tickets: await handle.db
      .select({ code: tickets.code, amount: tickets.amount, draw: tickets.draw_id, seller: tickets.seller_id, created: tickets.created_at })
      .from(tickets)
      .orderBy(asc(tickets.id)),
  });

  test('the same options build the same data', async () => {
    // The demo database the other API tests start from: seeded by another run of the same options,
    // in whichever test process needed it first.
    const again = await openSeededTestDatabase();
    try {
      expect(await snapshot(again)).toEqual(await snapshot(handle));
    } finally {
      await again.close();
    }
  });

  test('dates follow `now`', async () => {
    const later = new Date(SEED_NOW.getTime() + 10 * 86_400_000);
    const handle = await seeded({ ...OPTIONS, now: later });
    try {
      const [{ n }] = await handle.db
        .select({ n: count() })
        .from(draws)
        .where(and(eq(draws.status, 'settled'), gte(draws.draw_at, later)));
      expect(n).toBe(0);
      const [{ newest }] = await handle.db.select({ newest: sql<string>`max(${tickets.created_at})` }).from(tickets);
      expect(new Date(newest).getTime()).toBeLessThanOrEqual(later.getTime());
      expect(new Date(newest).getTime()).toBeGreaterThan(later.getTime() - 2 * 86_400_000);
    } finally {
      await handle.close();
    }
  });

  test('a larger scale adds plain users and keeps the rest of the data set', async () => {
    const large = await seeded({ ...OPTIONS, scale: 10 });
    try {
      expect(await total(large, users)).toBe(400);
      const [a, b] = [await snapshot(handle), await snapshot(large)];
      expect(b.tickets.map((t) => t.code)).toEqual(a.tickets.map((t) => t.code));
      // The demo accounts keep their ids; the roles of the plain users follow the hierarchy.
      expect(b.users.slice(0, 4)).toEqual(a.users.slice(0, 4));
      const orphans = await large.db.select({ n: count() }).from(users).where(sql`${users.parent_id} is null`);
      expect(orphans[0].n).toBe(1);
    } finally {
      await large.close();
    }
  });
});

/**
 * Heavy reads never starve the server (src/http/heavy-reads.ts): one person's heavy reads in
 * flight are bounded (429 with Retry-After), the instance runs a few at once and refuses one that
 * waited too long (503 with Retry-After), a statement past its time is cancelled on PostgreSQL
 * (503), and the reports by seller and booth come from the sums per seller account and day, equal
 * to what the tickets say, cent for cent. On both engines (`pnpm test:api:pg`).
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { sql } from 'drizzle-orm';
import { HEAVY_READ_MESSAGES } from '../src/http/heavy-reads';
import { AppError } from '../src/errors';
import { queryRows } from '../src/db/client';
import { createTestApi, loadScopeFixtures, SEED_NOW, type ScopeFixtures, type TestApi } from './helpers';

const PER_CALLER = 2;
let api: TestApi;
let fixtures: ScopeFixtures;

beforeAll(async () => {
  api = await createTestApi({ heavyReads: { perCaller: PER_CALLER, atOnce: 4, waitMs: 200, timeoutMs: 200 } });
  fixtures = await loadScopeFixtures(api);
}, 120_000);
afterAll(() => api?.close());

const DAY = 24 * 3600_000;
const caracasDay = (moment: Date) => new Date(moment.getTime() - 4 * 3600_000).toISOString().slice(0, 10);
const TO = caracasDay(SEED_NOW);
const FROM = caracasDay(new Date(SEED_NOW.getTime() - 29 * DAY));
const report = (token: string, groupBy = 'seller') =>
  api.call({ method: 'GET', url: `/api/v1/reports/sales?from=${FROM}&to=${TO}&group_by=${groupBy}`, token });

/** Holds `count` of `caller`'s heavy-read slots (and the instance's) until the returned function is called. */
function hold(caller: string, count: number): () => Promise<void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = Array.from({ length: count }, () => api.app.heavyReads.run(caller, () => gate));
  return async () => {
    release();
    await Promise.all(held);
  };
}

describe('heavy reads per user', () => {
  it('refuses one past the bound with 429, a Spanish message and Retry-After, while another user reads', async () => {
    const release = hold(`user:${fixtures.adminId}`, PER_CALLER);
    try {
      const refused = await report(fixtures.token.admin);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.json()).toMatchObject({ statusCode: 429, message: HEAVY_READ_MESSAGES.tooMany });
      // The header search and the tickets list are heavy reads too.
      const search = await api.call({ method: 'GET', url: '/api/v1/search?q=ma', token: fixtures.token.admin });
      expect(search.statusCode).toBe(429);
      const list = await api.call({ method: 'GET', url: '/api/v1/tickets/list', token: fixtures.token.admin });
      expect(list.statusCode).toBe(429);
      // Light reads are not bounded; another user's heavy reads are not either.
      expect((await api.call({ method: 'GET', url: '/api/v1/auth/profile', token: fixtures.token.admin })).statusCode).toBe(200);
      expect((await report(fixtures.token.operator)).statusCode).toBe(200);
    } finally {
      await release();
    }
    expect((await report(fixtures.token.admin)).statusCode).toBe(200);
    expect(api.app.heavyReads.load).toEqual({ running: 0, waiting: 0 });
  });

  it('answers a burst of one user with 200 or 429, never more than the bound at once and never a 5xx', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => report(fixtures.token.client)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.every((code) => code === 200 || code === 429)).toBe(true);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThan(0);
    expect(codes.filter((code) => code === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((a) => a.statusCode === 429)) expect(answer.headers['retry-after']).toBe('1');
    expect(api.app.heavyReads.load).toEqual({ running: 0, waiting: 0 });
  });
});

describe('heavy reads per instance', () => {
  it('makes a heavy read wait for a free turn, and answers 503 with Retry-After when none came in time', async () => {
    const release = hold('someone else', 2);
    const others = hold('a third one', 2);
    try {
      expect(api.app.heavyReads.load.running).toBe(4);
      const refused = await report(fixtures.token.operator);
      expect(refused.statusCode).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.json()).toMatchObject({ statusCode: 503, message: HEAVY_READ_MESSAGES.busy });
      // One that finds a turn within its wait is answered.
      const waiting = report(fixtures.token.operator);
      await release();
      expect((await waiting).statusCode).toBe(200);
    } finally {
      await release();
      await others();
    }
    expect(api.app.heavyReads.load).toEqual({ running: 0, waiting: 0 });
  });

  it('cancels a statement past its time on PostgreSQL (503); PGlite cannot interrupt one and runs it to its end', async () => {
    const slow = api.app.heavyReads.bounded(api.handle.db, (db) => db.execute(sql`select pg_sleep(0.5)`));
    if (api.handle.engine === 'postgres') {
      const error = await slow.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ kind: 'busy', message: HEAVY_READ_MESSAGES.tooLong });
      // The connection is usable afterwards.
      expect(await queryRows<{ one: number }>(api.handle.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } else {
      await expect(slow).resolves.toBeDefined();
    }
  });
});

describe('reports from the sums per seller account and day', () => {
  /**
   * Per seller account over the range, from the tickets of the report's currency (the banca's
   * default, dollars: a report never adds two currencies): sold less cancelled, prizes of those sold,
   * commission; in cents.
   */
  async function sellersFromTickets(): Promise<Map<string, { tickets: number; sales: number; prizes: number; commission: number }>> {
    const day = (column: string) => sql.raw(`(${column} at time zone 'America/Caracas')::date`);
    const rows = await queryRows<{ seller: string; tickets: number; sales: string; prizes: string; commission: string }>(
      api.handle.db,
      sql`with t as (
            select t.*, (select sum(l.commission) from ticket_lines l where l.ticket_id = t.id) as commission
            from tickets t where t.currency = 'USD' and exists (select 1 from ticket_lines l where l.ticket_id = t.id)
          ),
          events as (
            select seller_id, 1 as tickets, amount as sales, case when cancelled_at is null then prize_amount else 0 end as prizes,
                   commission
            from t where ${day('created_at')} between ${FROM}::date and ${TO}::date
            union all
            select seller_id, -1, -amount, 0, -commission
            from t where cancelled_at is not null and ${day('cancelled_at')} between ${FROM}::date and ${TO}::date
          )
          select seller_id::text as seller, sum(tickets)::int as tickets, (sum(sales) * 100)::bigint::text as sales,
                 (sum(prizes) * 100)::bigint::text as prizes, (sum(commission) * 100)::bigint::text as commission
          from events group by seller_id
          having sum(tickets) <> 0 or sum(sales) <> 0 or sum(prizes) <> 0`,
    );
    return new Map(
      rows.map((r) => [
        r.seller,
        { tickets: r.tickets, sales: Number(r.sales), prizes: Number(r.prizes), commission: Number(r.commission) },
      ]),
    );
  }

  const cents = (value: number) => Math.round(value * 100);

  it("give a month's report by seller equal to the tickets, cent for cent, and the same totals by booth and by game", async () => {
    const answer = await report(fixtures.token.admin);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    const expected = await sellersFromTickets();
    expect(body.rows.length).toBe(expected.size);
    expect(body.rows.length).toBeGreaterThan(5);
    for (const row of body.rows) {
      expect({
        tickets: row.tickets,
        sales: cents(row.sales),
        prizes: cents(row.prizes),
        commission: cents(row.commission),
      }).toEqual(expected.get(row.key));
    }
    const totals = (group: { totals: Record<string, number> }) => Object.values(group.totals).map(cents);
    expect(totals((await report(fixtures.token.admin, 'booth')).json())).toEqual(totals(body));
    expect(totals((await report(fixtures.token.admin, 'game')).json())).toEqual(totals(body));
  });

  it('keep a sale made now in the report by seller at once', async () => {
    const before = (await report(fixtures.token.admin)).json();
    const [seller] = await queryRows<{ id: number }>(
      api.handle.db,
      sql`select seller_id as id from daily_seller_sales where day = ${TO}::date order by seller_id limit 1`,
    );
    // A ticket of 7.35 sold today by that seller account, through the same triggers a sale goes through.
    await api.handle.db.transaction(async (tx) => {
      const [ticket] = await queryRows<{ id: number }>(
        tx,
        sql`insert into tickets (code, ticket_booth_id, seller_id, draw_id, amount, created_at)
            select 'HR-TEST-1', s.ticket_booth_id, s.id, (select id from draws order by id desc limit 1), 7.35, ${SEED_NOW.toISOString()}::timestamptz
            from sellers s where s.id = ${seller.id}
            returning id`,
      );
      await tx.execute(sql`
        insert into ticket_lines (ticket_id, game_type_id, selection, amount, potential_payout, payout)
        select ${ticket.id}, id, '07', 7.35, 7.35 * payout, payout from game_types order by id limit 1`);
    });
    const after = (await report(fixtures.token.admin)).json();
    const rowOf = (body: { rows: { key: string; sales: number; tickets: number }[] }) => body.rows.find((r) => r.key === String(seller.id));
    expect(cents(rowOf(after)!.sales) - cents(rowOf(before)!.sales)).toBe(735);
    expect(rowOf(after)!.tickets - rowOf(before)!.tickets).toBe(1);
    expect(cents(after.totals.sales) - cents(before.totals.sales)).toBe(735);
  });
});

describe("the tickets list's total", () => {
  it('counted from the daily sums by scope, booth and day equals the tickets counted one by one', async () => {
    const [booth] = fixtures.clientBooths;
    const cases: [keyof ScopeFixtures['token'], string, ReturnType<typeof sql>][] = [
      ['admin', '', sql`true`],
      ['admin', `&booth_id=${booth}`, sql`ticket_booth_id = ${booth}`],
      ['admin', `&day=${TO}`, sql`(created_at at time zone 'America/Caracas')::date = ${TO}::date`],
      ['client', '', sql`ticket_booth_id in (select id from ticket_booths where owner_id = ${fixtures.clientId})`],
      ['ticket_seller', '', sql`seller_id in (select id from sellers where seller_user_id = ${fixtures.sellerUserId})`],
    ];
    for (const [role, filters, where] of cases) {
      const answer = await api.call({ method: 'GET', url: `/api/v1/tickets/list?page=1${filters}`, token: fixtures.token[role] });
      expect(answer.statusCode).toBe(200);
      const [{ total }] = await queryRows<{ total: number }>(api.handle.db, sql`select count(*)::int as total from tickets where ${where}`);
      expect({ role, filters, total: answer.json().total }).toEqual({ role, filters, total });
      expect(total).toBeGreaterThan(0);
    }
  });
});

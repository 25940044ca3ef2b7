/**
 * A draw's lifecycle: sales close (by hand, or at the draw's time on a read or by the periodic
 * job), the result is entered (checked against the module's format) and settles every ticket, a
 * correction settles them again and is recorded; only administrators write, under If-Match.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { catchUpWithClock } from '../src/domain/clock-catch-up';
import { queryRows } from '../src/db/client';
import {
  drawResults,
  draws,
  gameTypes,
  modules,
  sellers,
  ticketBooths,
  salesLimits,
  ticketLines,
  tickets,
  userGameConfigs,
  users,
} from '../src/db/schema';
import { type AccountRole, createSecondInstance, createTestApi, insertDraw, type TestApi, TestClock } from './helpers';

let api: TestApi;
const tokens = {} as Record<AccountRole, string>;

beforeAll(async () => {
  api = await createTestApi();
  for (const role of ['admin', 'operator', 'client', 'ticket_seller'] as const) tokens[role] = await api.login(role);
});
afterAll(async () => {
  await api.close();
});

const HOUR = 3_600_000;
const url = (id: number, action = '') => `/api/v1/draws/detail/${id}${action}`;

const close = (id: number, role: AccountRole = 'admin', ifMatch?: string) =>
  api.call({ method: 'POST', url: url(id, '/close'), token: tokens[role], headers: ifMatch ? { 'if-match': ifMatch } : {} });
const enter = (id: number, numbers: string[], role: AccountRole = 'admin', ifMatch?: string) =>
  api.call({
    method: 'POST',
    url: url(id, '/result'),
    token: tokens[role],
    payload: { numbers },
    headers: ifMatch ? { 'if-match': ifMatch } : {},
  });
const correct = (id: number, numbers: string[], role: AccountRole = 'admin', ifMatch?: string) =>
  api.call({
    method: 'PUT',
    url: url(id, '/result'),
    token: tokens[role],
    payload: { numbers },
    headers: ifMatch ? { 'if-match': ifMatch } : {},
  });
const detail = (id: number, role: AccountRole = 'admin') => api.call({ method: 'GET', url: url(id), token: tokens[role] });

/** A Parley draw later today (open for sales) with the given tickets: each a list of [game type code, selection, stake]. */
async function parleyDraw(
  ticketsOf: [string, string, number][][],
  drawAt = new Date(api.clock.now().getTime() + 2 * HOUR),
): Promise<number> {
  const db = api.handle.db;
  const [module] = await db.select().from(modules).where(eq(modules.code, 'parley'));
  const types = new Map((await db.select().from(gameTypes).where(eq(gameTypes.module_id, module.id))).map((t) => [t.code, t]));
  const [draw] = await db
    .insert(draws)
    .values({ module_id: module.id, name: 'Parley de prueba', draw_at: drawAt, prize: 5000 })
    .returning();
  const [seller] = await db.select().from(sellers).where(isNotNull(sellers.ticket_booth_id)).limit(1);
  for (const [index, lines] of ticketsOf.entries()) {
    const [ticket] = await db
      .insert(tickets)
      .values({
        code: `TK-LC-${draw.id}-${index}`,
        ticket_booth_id: seller.ticket_booth_id!,
        seller_id: seller.id,
        draw_id: draw.id,
        amount: lines.reduce((sum, [, , stake]) => sum + stake, 0),
        created_at: api.clock.now(),
      })
      .returning();
    await db.insert(ticketLines).values(
      lines.map(([code, selection, stake]) => ({
        ticket_id: ticket.id,
        game_type_id: types.get(code)!.id,
        selection,
        amount: stake,
        potential_payout: Math.round(stake * types.get(code)!.payout * 100) / 100,
        payout: types.get(code)!.payout,
      })),
    );
  }
  return draw.id;
}

async function ticketsOf(drawId: number) {
  const rows = await api.handle.db.select().from(tickets).where(eq(tickets.draw_id, drawId)).orderBy(tickets.id);
  const lines = await api.handle.db
    .select()
    .from(ticketLines)
    .where(sql`${ticketLines.ticket_id} in (select id from tickets where draw_id = ${drawId})`)
    .orderBy(ticketLines.id);
  return { rows, lines };
}

const RESULT = ['1', 'X', '2', '1', '1', '2', 'X', '1'];

describe('who may write', () => {
  it.each(['operator', 'client', 'ticket_seller'] as const)('refuses a %s with 403 and changes nothing', async (role) => {
    const id = await parleyDraw([[['directo', 'P1:1', 5]]]);
    expect((await close(id, role)).statusCode).toBe(403);
    await close(id);
    expect((await enter(id, RESULT, role)).statusCode).toBe(403);
    expect((await enter(id, RESULT)).statusCode).toBe(200);
    expect((await correct(id, ['2', ...RESULT.slice(1)], role)).statusCode).toBe(403);
    const [draw] = await api.handle.db.select().from(draws).where(eq(draws.id, id));
    expect(draw.winning_numbers).toBe(RESULT.join('-'));
    // Everyone sees the draw.
    expect((await detail(id, role)).statusCode).toBe(200);
  });
});

describe('closing sales', () => {
  it('closes an open draw by hand, once, under If-Match', async () => {
    const id = await parleyDraw([]);
    const read = await detail(id);
    expect(read.json().status).toBe('open');
    const etag = read.headers.etag as string;
    expect((await close(id, 'admin', '"999"')).statusCode).toBe(412);
    const closed = await close(id, 'admin', etag);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', winning_numbers: null, result_parts: null });
    expect(closed.json().closed_at).toEqual(expect.any(String));
    expect(closed.headers.etag).not.toBe(etag);
    const again = await close(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Las ventas de este sorteo ya están cerradas.');
    expect((await close(2_000_000_000)).statusCode).toBe(404);
  });

  it('closes a draw at its time: on the next read, and by the periodic job without any read', async () => {
    const past = new Date(api.clock.now().getTime() - 60_000);
    const read = await parleyDraw([], past);
    expect((await detail(read)).json()).toMatchObject({ status: 'closed', closed_at: past.toISOString() });

    // (a moment of its own: one draw per module and moment)
    const pastToo = new Date(past.getTime() - 1000);
    const unseen = await parleyDraw([], pastToo);
    expect((await catchUpWithClock(api.handle.db, api.clock.now())).draws).toBeGreaterThanOrEqual(1);
    expect((await catchUpWithClock(api.handle.db, api.clock.now())).draws).toBe(0);
    const [draw] = await api.handle.db.select().from(draws).where(eq(draws.id, unseen));
    expect(draw.status).toBe('closed');
    // Each closing is in the audit trail once, by the server itself.
    for (const [id, at] of [
      [read, past],
      [unseen, pastToo],
    ] as const) {
      const trail = await api.call({ method: 'GET', url: `/api/v1/audit/list?record_type=draw&record_id=${id}`, token: tokens.admin });
      expect(trail.json().entries).toEqual([
        expect.objectContaining({
          action: 'draw_close',
          actor_id: null,
          actor_username: 'sistema',
          before: { status: 'open' },
          after: { status: 'closed', closed_at: at.toISOString() },
        }),
      ]);
    }
    // The dashboard and the list show the same status.
    const list = await api.call({ method: 'GET', url: '/api/v1/draws/list?status=closed', token: tokens.admin });
    const ids = list.json().game_types.flatMap((g: { draws: { id: number }[] }) => g.draws.map((d) => d.id));
    expect(ids).toEqual(expect.arrayContaining([read, unseen]));
  });
  it('the list and the dashboard show a due draw closed, and close it, in the same read', async () => {
    const listed = async (status: string) =>
      (await api.call({ method: 'GET', url: `/api/v1/draws/list?status=${status}`, token: tokens.admin }))
        .json()
        .game_types.flatMap((g: { draws: { id: number; status: string }[] }) => g.draws);
    const statusOf = async (id: number) => (await api.handle.db.select().from(draws).where(eq(draws.id, id)))[0].status;
    const byList = await parleyDraw([], new Date(api.clock.now().getTime() - 1_000));
    expect((await listed('open')).map((d: { id: number }) => d.id)).not.toContain(byList);
    expect(await statusOf(byList)).toBe('closed');
    const byDashboard = await parleyDraw([], new Date(api.clock.now().getTime() - 1_000));
    const dashboard = (await api.call({ method: 'GET', url: '/api/v1/dashboard/summary', token: tokens.admin })).json();
    expect(dashboard.draws_today.find((d: { id: number }) => d.id === byDashboard)?.status).toBe('closed');
    expect(await statusOf(byDashboard)).toBe('closed');
  });

  it("a closing by hand that finds another draw due closes it too, that one's entry naming the server", async () => {
    const due = await parleyDraw([], new Date(api.clock.now().getTime() - 60_000));
    const byHand = await parleyDraw([]);
    expect((await close(byHand, 'admin', (await detail(byHand)).headers.etag as string)).statusCode).toBe(200);
    const authorOf = async (id: number) => {
      const trail = await api.call({ method: 'GET', url: `/api/v1/audit/list?record_type=draw&record_id=${id}`, token: tokens.admin });
      return trail.json().entries.map((entry: { action: string; actor_username: string }) => `${entry.action} ${entry.actor_username}`);
    };
    expect(await authorOf(due)).toEqual(['draw_close sistema']);
    expect(await authorOf(byHand)).toEqual(['draw_close admin']);
  });
});

describe('entering the result', () => {
  it('refuses a result while sales are open (409)', async () => {
    const id = await parleyDraw([]);
    const response = await enter(id, RESULT);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/siguen abiertas/);
  });

  it.each([
    ['too few values', ['1', 'X']],
    ['a value outside 1, X, 2', ['1', 'X', '2', '1', '1', '2', 'X', '3']],
    ['an empty value', ['1', 'X', '2', '1', '1', '2', 'X', ' ']],
  ])('answers 400 naming numbers for %s', async (_, numbers) => {
    const id = await parleyDraw([]);
    await close(id);
    const response = await enter(id, numbers);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('numbers');
    expect(response.json().message).toMatch(/resultado|válido/);
    expect((await detail(id)).json().status).toBe('closed');
  });

  it("checks each module's format: six distinct numbers of 1–49 for the Primitiva, four digits for the Nacional", async () => {
    const draw = async (code: string) => {
      const id = await insertDraw(api, code);
      await close(id);
      return id;
    };
    const primitiva = await draw('loteria_primitiva');
    expect((await enter(primitiva, ['1', '2', '3', '4', '5', '50'])).json().fields.numbers).toMatch(/1 al 49/);
    expect((await enter(primitiva, ['1', '2', '3', '4', '5', '5'])).json().fields.numbers).toMatch(/repetirse/);
    const ok = await enter(primitiva, ['1', '2', '3', '4', '5', '49']);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().winning_numbers).toBe('01-02-03-04-05-49');

    const nacional = await draw('loteria_nacional');
    expect((await enter(nacional, ['123'])).statusCode).toBe(400);
    expect((await enter(nacional, ['12345'])).statusCode).toBe(400);
    expect((await enter(nacional, ['0427'])).json()).toMatchObject({ status: 'settled', winning_numbers: '0427' });
  });

  it("settles every ticket by its game type's rule: a single bet matches, a parlay matches every leg", async () => {
    const id = await parleyDraw([
      [['directo', 'P1:1', 10]], // wins: match 1 ended 1
      [['directo', 'P2:1', 10]], // loses: match 2 ended X
      [['parley_2', 'P1:1 P3:2', 4]], // wins: both legs
      [['parley_3', 'P1:1 P3:2 P8:X', 2]], // loses: match 8 ended 1
      [
        ['directo', 'P7:X', 3], // wins
        ['parley_2', 'P2:X P4:2', 5], // loses: match 4 ended 1
      ],
      [['directo', 'no es una apuesta', 5]], // an unreadable selection never wins
    ]);
    const before = (await api.call({ method: 'GET', url: `/api/v1/tickets/list?search=TK-LC-${id}`, token: tokens.admin })).json();
    expect(before.tickets.every((t: { status: string }) => t.status === 'pending')).toBe(true);

    await close(id);
    const settled = await enter(id, RESULT);
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toMatchObject({ status: 'settled', winning_numbers: '1-X-2-1-1-2-X-1', result_parts: RESULT });

    const { rows, lines } = await ticketsOf(id);
    expect(lines.map((l) => l.is_winner)).toEqual([true, false, true, false, true, false, false]);
    expect(rows.map((t) => t.is_winner)).toEqual([true, false, true, false, true, false]);
    // Prize = stake × payout of each winning line (Directo 1.85, Parley de 2 3.4).
    expect(rows.map((t) => t.prize_amount)).toEqual([18.5, 0, 13.6, 0, 5.55, 0]);
    expect(settled.json()).toMatchObject({ winners_count: 3, prizes_total: 37.65 });

    const after = (await api.call({ method: 'GET', url: `/api/v1/tickets/list?search=TK-LC-${id}`, token: tokens.admin })).json();
    const statusOf = new Map(after.tickets.map((t: { code: string; status: string }) => [t.code, t.status]));
    expect(statusOf.get(`TK-LC-${id}-0`)).toBe('winner');
    expect(statusOf.get(`TK-LC-${id}-1`)).toBe('loser');

    // A second entry is refused: the result is corrected, not entered twice.
    const twice = await enter(id, RESULT);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/corrígelo/);
  });

  it('of two administrators confirming at once with the same version, exactly one settles; the other gets 412', async () => {
    const id = await parleyDraw([[['directo', 'P1:1', 10]]]);
    await close(id);
    const etag = (await detail(id)).headers.etag as string;
    const other = ['2', ...RESULT.slice(1)];
    const answers = await Promise.all([enter(id, RESULT, 'admin', etag), enter(id, other, 'admin', etag)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
    const winner = answers.find((a) => a.statusCode === 200)!.json();
    const [draw] = await api.handle.db.select().from(draws).where(eq(draws.id, id));
    expect(draw.winning_numbers).toBe(winner.winning_numbers);
    expect(await api.handle.db.select().from(drawResults).where(eq(drawResults.draw_id, id))).toHaveLength(1);
    const { rows } = await ticketsOf(id);
    expect(rows[0].is_winner).toBe(winner.winning_numbers.startsWith('1-'));

    // Without If-Match the second finds the draw settled: 409, nothing written twice.
    const next = await parleyDraw([]);
    await close(next);
    const unconditional = await Promise.all([enter(next, RESULT), enter(next, other)]);
    expect(unconditional.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await api.handle.db.select().from(drawResults).where(eq(drawResults.draw_id, next))).toHaveLength(1);
  });
});

describe('correcting the result', () => {
  it('settles again from scratch (prizes recomputed, never added) and records who, when, old and new numbers', async () => {
    const id = await parleyDraw([[['directo', 'P1:1', 10]], [['directo', 'P1:2', 10]]]);
    expect((await correct(id, RESULT)).statusCode).toBe(409);
    await close(id);
    expect((await correct(id, RESULT)).statusCode).toBe(409);
    const first = await enter(id, RESULT);
    const etag = first.headers.etag as string;

    const corrected = ['2', ...RESULT.slice(1)];
    expect((await correct(id, RESULT, 'admin', etag)).json().fields.numbers).toMatch(/igual al actual/);
    const second = await correct(id, corrected, 'admin', etag);
    expect(second.statusCode).toBe(200);
    expect((await ticketsOf(id)).rows.map((t) => [t.is_winner, t.prize_amount])).toEqual([
      [false, 0],
      [true, 18.5],
    ]);
    // A stale tag (the one before the correction) is refused.
    expect((await correct(id, RESULT, 'admin', etag)).statusCode).toBe(412);
    // Back to the first result: the same figures as settling once.
    const back = await correct(id, RESULT, 'admin', second.headers.etag as string);
    expect(back.statusCode).toBe(200);
    expect((await ticketsOf(id)).rows.map((t) => [t.is_winner, t.prize_amount])).toEqual([
      [true, 18.5],
      [false, 0],
    ]);
    expect(back.json()).toMatchObject({ winners_count: 1, prizes_total: 18.5 });
    expect(back.json().results_history).toEqual([
      {
        id: expect.any(Number),
        winning_numbers: '1-X-2-1-1-2-X-1',
        previous_numbers: '2-X-2-1-1-2-X-1',
        entered_by: 'Administrador Principal',
        entered_at: expect.any(String),
      },
      expect.objectContaining({ winning_numbers: '2-X-2-1-1-2-X-1', previous_numbers: '1-X-2-1-1-2-X-1' }),
      expect.objectContaining({ winning_numbers: '1-X-2-1-1-2-X-1', previous_numbers: null }),
    ]);
  });

  it("moves the dashboard's winners and the report's prizes at once", async () => {
    const id = await parleyDraw([[['directo', 'P1:1', 10]]]);
    const today = new Date(api.clock.now().getTime() - 4 * HOUR).toISOString().slice(0, 10);
    const prizes = async () =>
      (await api.call({ method: 'GET', url: `/api/v1/reports/sales?from=${today}&to=${today}&group_by=booth`, token: tokens.admin })).json()
        .totals.prizes;
    const winners = async () =>
      (await api.call({ method: 'GET', url: '/api/v1/dashboard/summary', token: tokens.admin })).json().stats.winners_today;
    const [prizesBefore, winnersBefore] = [await prizes(), await winners()];
    await close(id);
    await enter(id, RESULT);
    expect(await prizes()).toBeCloseTo(prizesBefore + 18.5, 2);
    expect(await winners()).toBe(winnersBefore + 1);
    await correct(id, ['2', ...RESULT.slice(1)]);
    expect(await prizes()).toBeCloseTo(prizesBefore, 2);
    expect(await winners()).toBe(winnersBefore);
  });
});

describe('the history in the order it happened', () => {
  /** The draw's result in force, its history (newest first) and its result entries of the audit trail (newest first). */
  async function historyOf(id: number) {
    const draw = (await detail(id)).json();
    const audit = await api.call({ method: 'GET', url: `/api/v1/audit/list?record_type=draw&record_id=${id}`, token: tokens.admin });
    const results = (
      audit.json().entries as { action: string; before: { winning_numbers: string }; after: { winning_numbers: string } }[]
    ).filter((entry) => entry.action === 'draw_result' || entry.action === 'draw_correction');
    return {
      inForce: draw.winning_numbers as string,
      history: draw.results_history as { winning_numbers: string; previous_numbers: string | null }[],
      results,
    };
  }

  /** Newest first, each entry replaced the one below it, and the newest is the result in force. */
  function expectAChain({ inForce, history, results }: Awaited<ReturnType<typeof historyOf>>, length: number) {
    expect(history).toHaveLength(length);
    expect(history[0].winning_numbers).toBe(inForce);
    for (let i = 0; i + 1 < history.length; i++) expect(history[i].previous_numbers).toBe(history[i + 1].winning_numbers);
    expect(history.at(-1)!.previous_numbers).toBeNull();
    expect(results).toHaveLength(length);
    expect(results[0].after.winning_numbers).toBe(inForce);
    for (let i = 0; i + 1 < results.length; i++) expect(results[i].before.winning_numbers).toBe(results[i + 1].after.winning_numbers);
  }

  it('a correction made later through an instance whose clock runs behind is still the newest entry', async () => {
    const ahead = new TestClock(new Date(api.clock.now().getTime() + 60_000));
    const other = await createSecondInstance(api, { clock: ahead });
    try {
      const id = await parleyDraw([[['directo', 'P1:1', 10]]]);
      await close(id);
      expect((await enter(id, RESULT)).statusCode).toBe(200);
      const first = ['2', ...RESULT.slice(1)];
      const corrected = await other.call({ method: 'PUT', url: url(id, '/result'), token: tokens.admin, payload: { numbers: first } });
      expect(corrected.statusCode).toBe(200);
      const last = ['X', ...RESULT.slice(1)];
      expect((await correct(id, last)).statusCode).toBe(200);
      const state = await historyOf(id);
      expect(state.inForce).toBe('X-X-2-1-1-2-X-1');
      expectAChain(state, 3);
    } finally {
      await other.close();
    }
  });

  it('of eight corrections at once through two instances, the newest entries are the result in force', async () => {
    const other = await createSecondInstance(api);
    try {
      const id = await parleyDraw([[['directo', 'P1:1', 10]]]);
      await close(id);
      expect((await enter(id, RESULT)).statusCode).toBe(200);
      const results = ['1', 'X', '2'].flatMap((first) => ['1', 'X', '2'].map((second) => [first, second, ...RESULT.slice(2)]));
      const corrections = results.filter((numbers) => numbers.join('-') !== RESULT.join('-')).slice(0, 8);
      const answers = await Promise.all(
        corrections.map((numbers, i) =>
          (i % 2 ? other : api).call({ method: 'PUT', url: url(id, '/result'), token: tokens.admin, payload: { numbers } }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
      expectAChain(await historyOf(id), 9);
    } finally {
      await other.close();
    }
  });

  it('a 6/49 result is its balls, in any order: stored ascending, and the same balls reordered are no correction', async () => {
    const id = await insertDraw(api, 'loteria_primitiva');
    await close(id);
    const entered = await enter(id, ['44', '3', '21', '17', '49', '8']);
    expect(entered.json().winning_numbers).toBe('03-08-17-21-44-49');
    const reordered = await correct(id, ['49', '8', '3', '44', '17', '21']);
    expect(reordered.statusCode).toBe(400);
    expect(reordered.json().fields.numbers).toMatch(/igual al actual/);
    expect((await correct(id, ['49', '8', '3', '44', '17', '22'])).json().winning_numbers).toBe('03-08-17-22-44-49');
  });
});

describe('exposure per number', () => {
  const exposure = (id: number, query = '', role: AccountRole = 'admin') =>
    api.call({ method: 'GET', url: `${url(id, '/exposure')}${query}`, token: tokens[role] });

  it('sums each number of a draw: amount sold, tickets, payout if it wins; sorted and paged by the server', async () => {
    const id = await parleyDraw([
      [['directo', 'P1:1', 10]],
      [
        ['directo', 'P1:1', 5],
        ['directo', 'P2:X', 3],
      ],
      [['parley_2', 'P1:1 P3:2', 4]],
    ]);
    const body = (await exposure(id)).json();
    expect(body.draw).toMatchObject({ id, status: 'open' });
    expect(body.numbers.map((n: { selection: string }) => n.selection)).toEqual(['P1:1', 'P1:1 P3:2', 'P2:X']);
    expect(body.numbers[0]).toMatchObject({ game_type_name: 'Directo', amount: 15, tickets: 2, payout: 27.75 });
    expect(body.numbers[1]).toMatchObject({ game_type_name: 'Parley de 2', amount: 4, tickets: 1, payout: 13.6 });
    expect(body).toMatchObject({ page: 1, total: 3, totalPages: 1, summary: { amount: 22, tickets: 4, max_payout: 27.75 } });

    const bySelection = (await exposure(id, '?sort=selection&order=asc&limit=2&page=2')).json();
    expect(bySelection.numbers.map((n: { selection: string }) => n.selection)).toEqual(['P2:X']);
    expect(bySelection).toMatchObject({ page: 2, total: 3, totalPages: 2 });
    const beyond = (await exposure(id, '?page=9')).json();
    expect(beyond).toMatchObject({ numbers: [], total: 3, summary: { amount: 22 } });
  });

  it("shows each number's limit that binds and whose it is, and flags the numbers whose sales passed a limit", async () => {
    const id = await parleyDraw([[['directo', 'P1:1', 10]], [['directo', 'P1:1', 5]], [['directo', 'P2:X', 3]]]);
    const db = api.handle.db;
    const [booth] = await db
      .select()
      .from(ticketBooths)
      .where(sql`${ticketBooths.id} = (select ticket_booth_id from tickets where draw_id = ${id} limit 1)`);
    const [owner] = await db.select().from(users).where(eq(users.id, booth.owner_id!));
    const [directo] = await db.select().from(gameTypes).where(eq(gameTypes.code, 'directo'));
    // The owner's game configuration is its limit on each number of each draw.
    await db
      .insert(userGameConfigs)
      .values({ user_id: booth.owner_id!, game_type_id: directo.id, enabled: true, sales_limit_ves: 12, sales_limit_usd: 12 })
      .onConflictDoUpdate({
        target: [userGameConfigs.user_id, userGameConfigs.game_type_id],
        set: { sales_limit_ves: 12, sales_limit_usd: 12 },
      });
    const holder = `${owner.first_name} ${owner.last_name}`;
    const body = (await exposure(id)).json();
    expect(body.numbers).toEqual([
      expect.objectContaining({
        selection: 'P1:1',
        amount: 15,
        over_limit: true,
        limit: { scope: 'owner', holder, max_amount: 12, sold: 15, available: 0 },
      }),
      expect.objectContaining({
        selection: 'P2:X',
        amount: 3,
        over_limit: false,
        limit: { scope: 'owner', holder, max_amount: 12, sold: 3, available: 9 },
      }),
    ]);
    expect(body.summary.over_limit).toBe(1);
    const over = (await exposure(id, '?over_limit=true')).json();
    expect(over.numbers.map((n: { selection: string }) => n.selection)).toEqual(['P1:1']);
    expect(over.total).toBe(1);
    // The figures are of every number, whatever the filter shows.
    expect(over.summary).toEqual(body.summary);
    // A global limit that leaves less binds instead; it is nobody's.
    await db.insert(salesLimits).values({ scope: 'global', game_type_id: directo.id, draw_id: id, selection: 'P2:X', max_amount: 5 });
    await db.execute(sql`select draw_number_scope_refresh('global', 0, ${directo.id}, ${id}, 'P2:X')`);
    const after = (await exposure(id, '?sort=selection&order=asc')).json();
    expect(after.numbers[1].limit).toEqual({ scope: 'global', holder: null, max_amount: 5, sold: 3, available: 2 });
  });

  it('is scoped like the reports: a client sees its booths, a ticket_seller its own sales', async () => {
    const db = api.handle.db;
    const [busiest] = await queryRowsOf<{ draw_id: number }>(
      sql`select draw_id from tickets group by draw_id order by count(*) desc limit 1`,
    );
    const sums = async (role: AccountRole) => (await exposure(busiest.draw_id, '?limit=500', role)).json().summary.amount;
    const amountWhere = async (where: ReturnType<typeof sql>) =>
      Number(
        (
          await queryRowsOf<{ amount: string }>(
            sql`select coalesce(sum(l.amount), 0) as amount from ticket_lines l join tickets t on t.id = l.ticket_id
                where t.draw_id = ${busiest.draw_id} and t.cancelled_at is null and ${where}`,
          )
        )[0].amount,
      );
    const client = await db.select().from(users).where(eq(users.username, 'cliente'));
    const seller = await db.select().from(users).where(eq(users.username, 'vendedor'));
    expect(await sums('admin')).toBeCloseTo(await amountWhere(sql`true`), 2);
    expect(await sums('operator')).toBeCloseTo(await amountWhere(sql`true`), 2);
    const own = await amountWhere(sql`t.ticket_booth_id in (select id from ticket_booths where owner_id = ${client[0].id})`);
    expect(await sums('client')).toBeCloseTo(own, 2);
    expect(own).toBeLessThan(await amountWhere(sql`true`));
    expect(await sums('ticket_seller')).toBeCloseTo(
      await amountWhere(sql`t.seller_id in (select id from sellers where seller_user_id = ${seller[0].id})`),
      2,
    );
  });

  it('answers 404 for an unknown draw and 400 naming a bad parameter', async () => {
    expect((await exposure(2_000_000_000)).statusCode).toBe(404);
    const id = await parleyDraw([]);
    expect((await exposure(id, '?sort=premio')).json().fields).toHaveProperty('sort');
    expect((await exposure(id, '?limit=501')).json().fields).toHaveProperty('limit');
    expect((await exposure(id)).json()).toMatchObject({
      numbers: [],
      total: 0,
      summary: { amount: 0, tickets: 0, max_payout: 0, over_limit: 0 },
    });
  });
});

describe('the sums the exposure reads follow every sale', () => {
  const exposure = async (id: number) =>
    (await api.call({ method: 'GET', url: `${url(id, '/exposure')}?sort=selection&order=asc`, token: tokens.admin })).json();

  /** One draw's rows, or (no draw) every draw's: each row names its draw, so all at once equal each one's. */
  const ofDraw = (column: string, drawId?: number) => (drawId === undefined ? sql`true` : sql`${sql.raw(column)} = ${drawId}`);
  /** Per number, booth and seller account: the sums counted from the lines, then the stored ones. */
  const salesCounted = (drawId?: number) =>
    queryRowsOf(sql`
      select t.draw_id, l.game_type_id, l.selection, t.ticket_booth_id, t.seller_id, sum(l.amount)::float8 as amount,
             count(distinct l.ticket_id)::int as tickets, count(*)::int as lines, sum(l.potential_payout)::float8 as payout
      from ticket_lines l join tickets t on t.id = l.ticket_id where ${ofDraw('t.draw_id', drawId)} and t.cancelled_at is null
      group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
  const salesStored = (drawId?: number) =>
    queryRowsOf(sql`
      select draw_id, game_type_id, selection, ticket_booth_id, seller_id, amount::float8 as amount, tickets, lines, payout::float8 as payout
      from draw_number_sales where ${ofDraw('draw_id', drawId)} order by 1, 2, 3, 4, 5`);
  /** Per number: counted from the lines, then the stored ones. */
  const totalsCounted = (drawId?: number) =>
    queryRowsOf(sql`
      select t.draw_id, l.game_type_id, l.selection, sum(l.amount)::float8 as amount, count(distinct l.ticket_id)::int as tickets,
             count(*)::int as lines, sum(l.potential_payout)::float8 as payout
      from ticket_lines l join tickets t on t.id = l.ticket_id where ${ofDraw('t.draw_id', drawId)} and t.cancelled_at is null
      group by 1, 2, 3 order by 1, 2, 3`);
  const totalsStored = (drawId?: number) =>
    queryRowsOf(sql`
      select draw_id, game_type_id, selection, amount::float8 as amount, tickets, lines, payout::float8 as payout
      from draw_number_totals where ${ofDraw('draw_id', drawId)} order by 1, 2, 3`);
  /** Per number and scope of a limit (every booth, the booth's owner, the booth, the seller account): counted, then stored. */
  const scopesCounted = (drawId?: number) =>
    queryRowsOf(sql`
      select t.draw_id, l.game_type_id, l.selection, k.scope, k.scope_id, sum(l.amount)::float8 as amount
      from ticket_lines l join tickets t on t.id = l.ticket_id join ticket_booths b on b.id = t.ticket_booth_id
      cross join lateral (values ('global', 0), ('owner', b.owner_id), ('booth', t.ticket_booth_id), ('seller', t.seller_id)) k (scope, scope_id)
      where ${ofDraw('t.draw_id', drawId)} and t.cancelled_at is null and k.scope_id is not null
      group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`);
  const scopesStored = (drawId?: number) =>
    queryRowsOf(sql`
      select draw_id, game_type_id, selection, scope, scope_id, amount::float8 as amount
      from draw_number_scope_sales where ${ofDraw('draw_id', drawId)} and amount <> 0 order by 1, 2, 3, 4, 5`);
  const expectStoredAsCounted = async (drawId?: number) => {
    expect(await salesStored(drawId)).toEqual(await salesCounted(drawId));
    expect(await totalsStored(drawId)).toEqual(await totalsCounted(drawId));
    expect(await scopesStored(drawId)).toEqual(await scopesCounted(drawId));
  };
  const figuresOf = async (id: number) =>
    (await exposure(id)).numbers.map((n: { selection: string; amount: number; tickets: number }) => [n.selection, n.amount, n.tickets]);
  const overLimit = async (id: number, selection: string) =>
    (await exposure(id)).numbers.find((n: { selection: string }) => n.selection === selection).over_limit;

  it('counts a ticket once per number, through inserted, deleted, edited and moved lines, limits and owners', async () => {
    const db = api.handle.db;
    const id = await parleyDraw([
      [
        ['directo', 'P1:1', 10],
        ['directo', 'P1:1', 5],
      ],
      [
        ['directo', 'P1:1', 3],
        ['directo', 'P2:X', 2],
      ],
      [['parley_2', 'P1:1 P3:2', 4]],
    ]);
    await expectStoredAsCounted(id);
    expect(await figuresOf(id)).toEqual([
      ['P1:1', 18, 2],
      ['P1:1 P3:2', 4, 1],
      ['P2:X', 2, 1],
    ]);
    const { rows, lines } = await ticketsOf(id);
    const [first, second, third] = rows;
    const [[doubleA, doubleB], [single, other]] = [lines.slice(0, 2), lines.slice(2, 4)];

    // One of a ticket's two lines on a number goes: the ticket still bets on it.
    await db.delete(ticketLines).where(eq(ticketLines.id, doubleA.id));
    expect((await figuresOf(id))[0]).toEqual(['P1:1', 8, 2]);
    await db.delete(ticketLines).where(eq(ticketLines.id, doubleB.id));
    expect((await figuresOf(id))[0]).toEqual(['P1:1', 3, 1]);
    await expectStoredAsCounted(id);

    // A line moved onto a number its ticket already bets on: one ticket, the number it left is gone.
    await db.update(ticketLines).set({ selection: 'P1:1' }).where(eq(ticketLines.id, other.id));
    expect(await figuresOf(id)).toEqual([
      ['P1:1', 5, 1],
      ['P1:1 P3:2', 4, 1],
    ]);
    await expectStoredAsCounted(id);

    // Several tickets' lines in one statement, two of one ticket on the same number.
    const [directo] = await db.select().from(gameTypes).where(eq(gameTypes.code, 'directo'));
    await db.insert(ticketLines).values([
      { ticket_id: first.id, game_type_id: directo.id, selection: 'P2:X', amount: 6, potential_payout: 11.1, payout: 1.85 },
      { ticket_id: first.id, game_type_id: directo.id, selection: 'P2:X', amount: 1, potential_payout: 1.85, payout: 1.85 },
      { ticket_id: third.id, game_type_id: directo.id, selection: 'P2:X', amount: 2, potential_payout: 3.7, payout: 1.85 },
    ]);
    expect((await figuresOf(id))[2]).toEqual(['P2:X', 9, 2]);
    await expectStoredAsCounted(id);

    // A ticket moved to another booth's seller account takes its sums along; its owner's limit counts.
    const [elsewhere] = await db
      .select()
      .from(sellers)
      .where(sql`${sellers.ticket_booth_id} is not null and ${sellers.ticket_booth_id} <> ${second.ticket_booth_id}`)
      .limit(1);
    await db.update(tickets).set({ ticket_booth_id: elsewhere.ticket_booth_id!, seller_id: elsewhere.id }).where(eq(tickets.id, second.id));
    await expectStoredAsCounted(id);
    const [booth] = await db.select().from(ticketBooths).where(eq(ticketBooths.id, elsewhere.ticket_booth_id!));
    const owner = booth.owner_id!;
    const [config] = await db
      .select()
      .from(userGameConfigs)
      .where(and(eq(userGameConfigs.user_id, owner), eq(userGameConfigs.game_type_id, directo.id)));
    await db
      .insert(userGameConfigs)
      .values({ user_id: owner, game_type_id: directo.id, enabled: true, sales_limit_ves: 4, sales_limit_usd: 4 })
      .onConflictDoUpdate({
        target: [userGameConfigs.user_id, userGameConfigs.game_type_id],
        set: { sales_limit_ves: 4, sales_limit_usd: 4 },
      });
    expect((await figuresOf(id))[0]).toEqual(['P1:1', 5, 1]);
    expect(await overLimit(id, 'P1:1')).toBe(true);
    await expectStoredAsCounted(id);

    // The booth without an owner has no limit; back with its owner, the limit holds again.
    await db.update(ticketBooths).set({ owner_id: null }).where(eq(ticketBooths.id, booth.id));
    expect((await figuresOf(id))[0]).toEqual(['P1:1', 5, 1]);
    expect(await overLimit(id, 'P1:1')).toBe(false);
    await expectStoredAsCounted(id);
    await db.update(ticketBooths).set({ owner_id: owner }).where(eq(ticketBooths.id, booth.id));
    expect(await overLimit(id, 'P1:1')).toBe(true);
    if (config)
      await db
        .update(userGameConfigs)
        .set({ sales_limit_ves: config.sales_limit_ves, sales_limit_usd: config.sales_limit_usd })
        .where(and(eq(userGameConfigs.user_id, owner), eq(userGameConfigs.game_type_id, directo.id)));
    else await db.delete(userGameConfigs).where(and(eq(userGameConfigs.user_id, owner), eq(userGameConfigs.game_type_id, directo.id)));
    await expectStoredAsCounted(id);

    // Settling rewrites each line's winner flag and moves no sum; every line gone, nothing is left.
    await db.update(ticketLines).set({ is_winner: true }).where(eq(ticketLines.id, single.id));
    await expectStoredAsCounted(id);
    await db.delete(ticketLines).where(sql`${ticketLines.ticket_id} in (select id from tickets where draw_id = ${id})`);
    expect(await salesStored(id)).toEqual([]);
    expect(await totalsStored(id)).toEqual([]);
    expect((await exposure(id)).summary).toEqual({ amount: 0, tickets: 0, max_payout: 0, over_limit: 0 });
  });

  it('stays exact under concurrent sales and cancellations of the same numbers by several seller accounts', async () => {
    const db = api.handle.db;
    const id = await parleyDraw([]);
    const accounts = await db.select().from(sellers).where(isNotNull(sellers.ticket_booth_id)).limit(4);
    const [directo] = await db.select().from(gameTypes).where(eq(gameTypes.code, 'directo'));
    const selections = ['P1:1', 'P1:X', 'P2:1', 'P2:2'];
    // Each sale bets on the same numbers in another order; every third is cancelled line by line.
    const sales = Array.from({ length: 12 }, (_, i) =>
      db.transaction(async (tx) => {
        const seller = accounts[i % accounts.length];
        const [ticket] = await tx
          .insert(tickets)
          .values({ code: `TK-CC-${id}-${i}`, ticket_booth_id: seller.ticket_booth_id!, seller_id: seller.id, draw_id: id, amount: 0 })
          .returning();
        const mine = [...selections.slice(i % 4), ...selections.slice(0, i % 4), selections[i % 4]];
        const lines = await tx
          .insert(ticketLines)
          .values(
            mine.map((selection) => ({
              ticket_id: ticket.id,
              game_type_id: directo.id,
              selection,
              amount: 1 + i,
              potential_payout: 2 + i,
              payout: 1,
            })),
          )
          .returning();
        if (i % 3 === 0) for (const line of lines.slice(0, 2)) await tx.delete(ticketLines).where(eq(ticketLines.id, line.id));
      }),
    );
    await Promise.all(sales);
    await expectStoredAsCounted(id);
    expect((await exposure(id)).total).toBe(4);
  });

  it('matches the lines of every seeded draw', async () => {
    const drawIds = await queryRowsOf<{ draw_id: number }>(sql`select distinct draw_id from tickets order by 1`);
    expect(drawIds.length).toBeGreaterThan(1);
    // Every draw's rows at once (each names its draw): one query a sum instead of one a draw.
    await expectStoredAsCounted();
  });
});

const queryRowsOf = <T>(statement: ReturnType<typeof sql>) => queryRows<T>(api.handle.db, statement);

/**
 * Animalitos and results from a feed (ARCHITECTURE section 8): the demo's hourly animalitos
 * lottery, a sale of animals checked against the `animal` bet format, its result entered and
 * settled; and `POST /v1/results/feed` — its signature, its 401/404/409 answers, a result proposed
 * or confirmed by the lottery's `auto_results`, the same result again a no-op, a different one
 * refused and notified, and the secret kept out of the logs.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, asc, eq, gt } from 'drizzle-orm';
import { auditLog, draws, drawResults, gameTypes, inboxItems, modules, moduleSchedules, tickets, users } from '../src/db/schema';
import { createLogger } from '../src/logging';
import { createTestApi, insertDraw, type TerminalSignIn, type TestApi, terminalLogin } from './helpers';

const SECRET = 'clave-del-proveedor-7f3a9c';
const HOUR = 3_600_000;

let api: TestApi;
let admin: string;
let terminal: TerminalSignIn;
let animalitos: { id: number; typeId: number };
const lines: string[] = [];

beforeAll(async () => {
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  api = await createTestApi({ logger: createLogger({ level: 'info', destination }) });
  // The feed's key, as RESULTS_FEED_SECRET would set it (the test helpers take no such option).
  api.app.resultsFeedSecret = SECRET;
  admin = await api.login('admin');
  terminal = await terminalLogin(api);
  const [row] = await api.handle.db
    .select({ id: modules.id, typeId: gameTypes.id })
    .from(modules)
    .innerJoin(gameTypes, eq(gameTypes.module_id, modules.id))
    .where(eq(modules.code, 'animalitos'));
  animalitos = row;
});
afterAll(() => api.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = admin, headers: Record<string, string> = {}) =>
  api.call({ method, url: `/api/v1${url}`, token, payload: payload as Record<string, unknown>, headers });

function sell(drawId: number, selections: string[], amount = 2) {
  return call(
    'POST',
    '/tickets/create',
    {
      request_id: randomUUID(),
      draw_id: drawId,
      lines: selections.map((selection) => ({ game_type_id: animalitos.typeId, selection, amount })),
    },
    terminal.token,
  );
}

/** An animalitos draw `hoursAgo` hours past: its sales closed at its time (the read closes them). */
async function closedDraw(hoursAgo: number): Promise<{ id: number; drawAt: string }> {
  const id = await insertDraw(api, 'animalitos', -hoursAgo);
  const closed = await call('GET', `/draws/detail/${id}`);
  expect(closed.json().status).toBe('closed');
  return { id, drawAt: closed.json().draw_at };
}

const sign = (body: string, secret = SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Sends a feed body as the provider would: signed with `secret` unless a signature is given. */
function feed(body: Record<string, unknown>, options: { signature?: string | null; secret?: string } = {}) {
  const text = JSON.stringify(body);
  const signature = options.signature === undefined ? sign(text, options.secret) : options.signature;
  return api.call({
    method: 'POST',
    url: '/api/v1/results/feed',
    payload: text,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-signature': signature }) },
  });
}

const feedBody = (drawAt: string, numbers: string[], source = 'Proveedor Oficial') => ({
  source,
  lottery_code: 'animalitos',
  draw_at: drawAt,
  numbers,
});

async function setAutoResults(on: boolean) {
  const game = await call('GET', `/ticket_booths/games/detail/${animalitos.id}`);
  const { cutoff_minutes, prize_expiry_days } = game.json();
  const updated = await call(
    'PUT',
    `/ticket_booths/games/detail/${animalitos.id}`,
    { cutoff_minutes, prize_expiry_days, auto_results: on },
    admin,
    {
      'if-match': game.headers.etag as string,
    },
  );
  expect(updated.statusCode).toBe(200);
  expect(updated.json().auto_results).toBe(on);
}

describe('the demo animalitos lottery', () => {
  it('draws every hour from 08:00 to 19:00 every day, with an animal bet paying 30, and its draws planned a week ahead', async () => {
    const detail = (await call('GET', `/ticket_booths/games/detail/${animalitos.id}`)).json();
    expect(detail).toMatchObject({ result_format: 'animal38', auto_results: false, status: 'active' });
    expect(detail.types).toEqual([expect.objectContaining({ bet_format: 'animal', payout: 30, kind: 'single' })]);
    const hours = Array.from({ length: 12 }, (_, i) => `${String(i + 8).padStart(2, '0')}:00`);
    expect(detail.schedule).toEqual([{ weekdays: [1, 2, 3, 4, 5, 6, 7], times: hours }]);
    const schedule = await api.handle.db.select().from(moduleSchedules).where(eq(moduleSchedules.module_id, animalitos.id));
    expect(schedule).toHaveLength(7 * 12);
    const ahead = await api.handle.db
      .select({ drawAt: draws.draw_at, name: draws.name })
      .from(draws)
      .where(and(eq(draws.module_id, animalitos.id), gt(draws.draw_at, api.clock.now())))
      .orderBy(asc(draws.draw_at));
    // Seven days ahead, twelve a day (and whatever remains of today).
    expect(ahead.length).toBeGreaterThanOrEqual(7 * 12);
    expect(ahead.at(-1)!.drawAt.getTime() - api.clock.now().getTime()).toBeGreaterThan(6 * 24 * HOUR);
    expect(ahead[0].name).toMatch(/^Lotto Animalitos (0[89]|1[0-9]):00$/);
  });

  it('shows its past results with the animal’s name beside the number', async () => {
    const [settled] = await api.handle.db
      .select({ id: draws.id, result: draws.winning_numbers })
      .from(draws)
      .where(and(eq(draws.module_id, animalitos.id), eq(draws.status, 'settled')))
      .limit(1);
    expect(settled.result).toMatch(/^(00|[0-9]|[12][0-9]|3[0-6])$/);
    const detail = (await call('GET', `/draws/detail/${settled.id}`)).json();
    expect(detail.result_format).toBe('animal38');
    expect(detail.result_parts).toEqual([settled.result]);
  });
});

describe('selling animals and settling them', () => {
  it('sells 0, 00 and a name as the animals they are, and refuses what is not one of the 38, naming the line', async () => {
    const drawId = await insertDraw(api, 'animalitos', 3);
    const sold = await sell(drawId, ['0', '00', 'ballena', '07']);
    expect(sold.statusCode).toBe(201);
    expect(
      sold.json().lines.map((line: { selection: string; potential_payout: number }) => [line.selection, line.potential_payout]),
    ).toEqual([
      ['0', 60],
      ['00', 60],
      ['00', 60],
      ['7', 60],
    ]);
    for (const wrong of ['37', '000', 'Unicornio', '-1']) {
      const refused = await sell(drawId, ['5', wrong]);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().fields)).toEqual(['lines.1.selection']);
      expect(refused.json().message).toContain('Jugada 2');
    }
  });

  it('settles against the animal drawn: 00 wins and 0 does not; a result outside the 38 is a 400 naming numbers', async () => {
    const drawId = await insertDraw(api, 'animalitos', 3);
    const ballena = (await sell(drawId, ['00'], 5)).json();
    const delfin = (await sell(drawId, ['0'], 5)).json();
    // Exposure names each number's bet format, so screens show `00 Ballena`.
    const exposure = (await call('GET', `/draws/detail/${drawId}/exposure?sort=selection&order=asc`)).json();
    expect(exposure.numbers.map((row: { bet_format: string; selection: string }) => [row.bet_format, row.selection])).toEqual([
      ['animal', '0'],
      ['animal', '00'],
    ]);
    await call('POST', `/draws/detail/${drawId}/close`);
    const wrong = await call('POST', `/draws/detail/${drawId}/result`, { numbers: ['37'] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('numbers');
    const entered = await call('POST', `/draws/detail/${drawId}/result`, { numbers: ['Ballena'] });
    expect(entered.statusCode).toBe(200);
    expect(entered.json()).toMatchObject({
      status: 'settled',
      winning_numbers: '00',
      result_parts: ['00'],
      winners_count: 1,
      prizes_total: 150,
    });
    const rows = await api.handle.db
      .select({ id: tickets.id, winner: tickets.is_winner, prize: tickets.prize_amount })
      .from(tickets)
      .where(eq(tickets.draw_id, drawId));
    expect(rows.find((row) => row.id === ballena.id)).toMatchObject({ winner: true, prize: 150 });
    expect(rows.find((row) => row.id === delfin.id)).toMatchObject({ winner: false, prize: 0 });
    // A ticket's lines name their bet format and its draw its result format, so receipts, lists and
    // the ticket's page show `00 Ballena`.
    const detail = (await call('GET', `/tickets/detail/${ballena.id}`)).json();
    expect(detail.lines).toEqual([expect.objectContaining({ bet_format: 'animal', selection: '00', is_winner: true })]);
    expect(detail.draw).toMatchObject({ result_format: 'animal38', winning_numbers: '00' });
  });
});

describe('POST /v1/results/feed', () => {
  it('answers 401 to a missing or wrong signature, one made with another key, and when no key is configured', async () => {
    const { drawAt } = await closedDraw(1);
    const body = feedBody(drawAt, ['5']);
    expect((await feed(body, { signature: null })).statusCode).toBe(401);
    expect((await feed(body, { signature: 'sha256=00' })).statusCode).toBe(401);
    expect((await feed(body, { secret: 'otra-clave' })).statusCode).toBe(401);
    // Unsigned, a body that is not even valid learns nothing but the 401.
    expect((await feed({ nada: true }, { signature: null })).statusCode).toBe(401);
    api.app.resultsFeedSecret = undefined;
    try {
      const refused = await feed(body);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toContain('Firma no válida');
    } finally {
      api.app.resultsFeedSecret = SECRET;
    }
  });

  it('answers 404 to an unknown lottery or draw, 409 DRAW_OPEN to a draw still selling, 400 to a result outside the format', async () => {
    const { drawAt } = await closedDraw(2);
    expect((await feed({ ...feedBody(drawAt, ['5']), lottery_code: 'no_existe' })).statusCode).toBe(404);
    expect((await feed(feedBody(new Date(Date.parse(drawAt) + 60_000).toISOString(), ['5']))).statusCode).toBe(404);
    const openId = await insertDraw(api, 'animalitos', 5);
    const [open] = await api.handle.db.select({ drawAt: draws.draw_at }).from(draws).where(eq(draws.id, openId));
    const stillOpen = await feed(feedBody(open.drawAt.toISOString(), ['5']));
    expect(stillOpen.statusCode).toBe(409);
    expect(stillOpen.json().code).toBe('DRAW_OPEN');
    const wrong = await feed(feedBody(drawAt, ['37']));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('numbers');
  });

  it('answers 409 DRAW_SUSPENDED to a result for a draw that did not happen, and proposes nothing', async () => {
    const { id, drawAt } = await closedDraw(3);
    const before = await call('GET', `/draws/detail/${id}`);
    const suspended = await call('POST', `/draws/detail/${id}/suspend`, { reason: 'No se celebró' }, admin, {
      'if-match': before.headers.etag as string,
    });
    expect(suspended.statusCode).toBe(200);
    const late = await feed(feedBody(drawAt, ['5']));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('DRAW_SUSPENDED');
    const [row] = await api.handle.db
      .select({ proposed: draws.proposed_numbers, status: draws.status })
      .from(draws)
      .where(eq(draws.id, id));
    expect(row).toEqual({ proposed: null, status: 'suspended' });
  });

  it('with auto_results off, proposes the result for a person; the same again is a no-op; confirmed, a different one is 409 RESULT_CONFLICT and notified', async () => {
    const { id, drawAt } = await closedDraw(3);
    const proposed = await feed(feedBody(drawAt, ['ballena']));
    expect(proposed.statusCode).toBe(200);
    expect(proposed.json()).toEqual({ draw_id: id, outcome: 'proposed', winning_numbers: '00' });
    const detail = await call('GET', `/draws/detail/${id}`);
    expect(detail.json()).toMatchObject({
      status: 'closed',
      winning_numbers: null,
      auto_results: false,
      proposed_result: { numbers: '00', parts: ['00'], source: 'Proveedor Oficial' },
    });
    expect((await feed(feedBody(drawAt, ['00']))).json().outcome).toBe('unchanged');
    const trail = await api.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_id, id), eq(auditLog.action, 'draw_result_proposed')));
    expect(trail).toEqual([
      expect.objectContaining({
        actor_id: null,
        actor_username: 'Proveedor Oficial',
        after: { proposed_numbers: '00', source: 'Proveedor Oficial' },
      }),
    ]);

    // A person confirms it (the draw page's «Confirmar resultado» sends the proposed numbers).
    const confirmed = await call('POST', `/draws/detail/${id}/result`, { numbers: detail.json().proposed_result.parts }, admin, {
      'if-match': detail.headers.etag as string,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'settled', winning_numbers: '00', proposed_result: null });

    expect((await feed(feedBody(drawAt, ['00']))).json()).toEqual({ draw_id: id, outcome: 'unchanged', winning_numbers: '00' });
    const conflict = await feed(feedBody(drawAt, ['0']));
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'RESULT_CONFLICT' });
    expect(conflict.json().message).toContain('00 Ballena');
    const after = (await call('GET', `/draws/detail/${id}`)).json();
    expect(after).toMatchObject({ status: 'settled', winning_numbers: '00' });
    const notices = await api.handle.db
      .select({ role: users.role, body: inboxItems.body })
      .from(inboxItems)
      .innerJoin(users, eq(users.id, inboxItems.user_id))
      .where(eq(inboxItems.event_key, `result-conflict:${id}:0`));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.every((notice) => notice.role === 'admin')).toBe(true);
    expect(notices[0].body).toContain('0 Delfín');
  });

  it('with auto_results on, confirms and settles the result as an administrator would, audited as the feed’s source', async () => {
    await setAutoResults(true);
    try {
      const id = await insertDraw(api, 'animalitos', 3);
      const winner = (await sell(id, ['12'], 4)).json();
      const closed = await call('POST', `/draws/detail/${id}/close`);
      const drawAt = closed.json().draw_at;
      const settled = await feed(feedBody(drawAt, ['12'], 'Lotería del Táchira'));
      expect(settled.statusCode).toBe(200);
      expect(settled.json()).toEqual({ draw_id: id, outcome: 'settled', winning_numbers: '12' });
      const detail = (await call('GET', `/draws/detail/${id}`)).json();
      expect(detail).toMatchObject({ status: 'settled', winning_numbers: '12', winners_count: 1, prizes_total: 120 });
      expect(detail.results_history[0]).toMatchObject({ winning_numbers: '12', entered_by: 'Resultados: Lotería del Táchira' });
      const [result] = await api.handle.db.select().from(drawResults).where(eq(drawResults.draw_id, id));
      expect(result).toMatchObject({ entered_by: null, source: 'Lotería del Táchira' });
      const [audit] = await api.handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.record_id, id), eq(auditLog.action, 'draw_result')));
      expect(audit).toMatchObject({
        actor_id: null,
        actor_username: 'Lotería del Táchira',
        after: { status: 'settled', winning_numbers: '12' },
      });
      const [ticket] = await api.handle.db.select({ prize: tickets.prize_amount }).from(tickets).where(eq(tickets.id, winner.id));
      expect(ticket.prize).toBe(120);
      // Sent again: nothing changes.
      expect((await feed(feedBody(drawAt, ['12'], 'Lotería del Táchira'))).json().outcome).toBe('unchanged');
    } finally {
      await setAutoResults(false);
    }
  });

  it('never writes the secret or the signature to the logs', async () => {
    lines.length = 0;
    const { drawAt } = await closedDraw(4);
    const text = JSON.stringify(feedBody(drawAt, ['3']));
    await feed(feedBody(drawAt, ['3']));
    await feed(feedBody(drawAt, ['3']), { secret: 'otra-clave' });
    const logged = lines.join('');
    expect(logged).toContain('/api/v1/results/feed');
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain(sign(text).slice(7));
  });
});

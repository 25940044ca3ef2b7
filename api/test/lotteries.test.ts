/**
 * Lotteries set up by the banca (ARCHITECTURE section 8): a lottery created with its schedule and
 * game types gets its draws planned; its schedule, status and a game type's payout, bets and status
 * change under If-Match; a schedule change re-plans only the draws without tickets; a sold line
 * keeps its payout; 400s name the field, a code in use is 409 GAME_EXISTS.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { auditLog, draws, gameTypes, ticketBooths, ticketLines, userGameConfigs, userModules } from '../src/db/schema';
import { planDraws } from '../src/domain/draws/planner';
import { createTestApi, type TerminalSignIn, type TestApi, terminalLogin } from './helpers';

const DAY = 86_400_000;
const HOUR = 3_600_000;

let api: TestApi;
let admin: string;
let terminal: TerminalSignIn;
let ownerId: number;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.login('admin');
  terminal = await terminalLogin(api);
  [{ ownerId }] = (await api.handle.db
    .select({ ownerId: ticketBooths.owner_id })
    .from(ticketBooths)
    .where(eq(ticketBooths.id, terminal.booth.id))) as { ownerId: number }[];
});
afterAll(async () => {
  await api.close();
});

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/** A new lottery's form: a digits4 lottery drawing every day at 10:00 and 18:00, with one terminal bet. */
function lotteryForm(code: string, extra: Record<string, unknown> = {}) {
  return {
    code,
    name: `Lotería ${code}`,
    description: 'Creada en una prueba',
    result_format: 'digits4',
    cutoff_minutes: 5,
    prize_expiry_days: 30,
    schedule: [{ weekdays: EVERY_DAY, times: ['10:00', '18:00'] }],
    types: [
      {
        code: 'terminal',
        name: 'Terminal',
        kind: 'single',
        bet_format: 'terminal',
        payout: 70,
        min_bet: { VES: 1, USD: 1 },
        max_bet: { VES: 50, USD: 50 },
      },
    ],
    ...extra,
  };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}, token = admin) =>
  api.call({ method, url: `/api/v1${url}`, token, payload: payload as Record<string, unknown>, headers });

async function createLottery(code: string, extra: Record<string, unknown> = {}) {
  const response = await call('POST', '/ticket_booths/games/create', lotteryForm(code, extra));
  expect(response.statusCode).toBe(201);
  return response;
}

/** The lottery's draws after now: their ids and their times (HH:MM on the banca's clock), in order. */
async function futureDraws(moduleId: number) {
  const rows = await api.handle.db
    .select({ id: draws.id, drawAt: draws.draw_at, name: draws.name })
    .from(draws)
    .where(and(eq(draws.module_id, moduleId), gt(draws.draw_at, api.clock.now())))
    .orderBy(draws.draw_at);
  return rows.map((row) => ({ id: row.id, name: row.name, time: new Date(row.drawAt.getTime() - 4 * HOUR).toISOString().slice(11, 16) }));
}

/** The terminal's booth owner may sell every game type of the lottery. */
async function enableForTerminal(moduleId: number) {
  await api.handle.db.insert(userModules).values({ user_id: ownerId, module_id: moduleId, assigned: true });
  const types = await api.handle.db.select({ id: gameTypes.id }).from(gameTypes).where(eq(gameTypes.module_id, moduleId));
  await api.handle.db.insert(userGameConfigs).values(types.map((type) => ({ user_id: ownerId, game_type_id: type.id, enabled: true })));
}

function sell(drawId: number, gameTypeId: number, amount: number) {
  return call(
    'POST',
    '/tickets/create',
    { request_id: randomUUID(), draw_id: drawId, lines: [{ game_type_id: gameTypeId, selection: '07', amount }] },
    {},
    terminal.token,
  );
}

describe('POST /v1/ticket_booths/games/create', () => {
  it('creates the lottery with its schedule and game types, plans its draws a week ahead, and records it in the audit trail', async () => {
    const response = await createLottery('nueva');
    const body = response.json();
    expect(response.headers.etag).toBe('"1"');
    expect(body).toMatchObject({
      code: 'nueva',
      name: 'Lotería nueva',
      result_format: 'digits4',
      cutoff_minutes: 5,
      prize_expiry_days: 30,
      status: 'active',
      schedule: [{ weekdays: EVERY_DAY, times: ['10:00', '18:00'] }],
      types: [
        {
          code: 'terminal',
          bet_format: 'terminal',
          payout: 70,
          min_bet: { VES: 1, USD: 1 },
          max_bet: { VES: 50, USD: 50 },
          status: 'active',
          version: 1,
        },
      ],
    });
    const planned = await futureDraws(body.id);
    // The test clock is at 11:00 of the banca's day: today's 18:00, then 10:00 and 18:00 of the next 7 days.
    expect(planned).toHaveLength(15);
    expect(planned[0]).toMatchObject({ name: 'Lotería nueva 18:00', time: '18:00' });
    const entries = await api.handle.db.select().from(auditLog).where(eq(auditLog.record_type, 'module'));
    expect(entries.find((entry) => entry.record_id === body.id && entry.action === 'create')?.after).toMatchObject({
      code: 'nueva',
      schedule: 'Lun Mar Mié Jue Vie Sáb Dom: 10:00 18:00',
    });
    const typeEntries = await api.handle.db.select().from(auditLog).where(eq(auditLog.record_type, 'game_type'));
    expect(typeEntries.some((entry) => entry.record_id === body.types[0].id && entry.action === 'create')).toBe(true);
  });

  it('is for administrators only', async () => {
    for (const role of ['operator', 'client'] as const) {
      const response = await call('POST', '/ticket_booths/games/create', lotteryForm(`solo_${role}`), {}, await api.login(role));
      expect(response.statusCode).toBe(403);
    }
  });

  it('answers 400 naming the field in Spanish for a bad format, time, weekdays or bet', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ result_format: 'dados' }, 'result_format'],
      [
        {
          types: [
            {
              code: 't',
              name: 'T',
              kind: 'single',
              bet_format: 'quintilla',
              payout: 70,
              min_bet: { VES: 1, USD: 1 },
              max_bet: { VES: null, USD: null },
            },
          ],
        },
        'types.0.bet_format',
      ],
      [
        {
          types: [
            {
              code: 't',
              name: 'T',
              kind: 'single',
              bet_format: 'numbers3',
              payout: 70,
              min_bet: { VES: 1, USD: 1 },
              max_bet: { VES: null, USD: null },
            },
          ],
        },
        'types.0.bet_format',
      ],
      [{ schedule: [{ weekdays: [1], times: ['25:00'] }] }, 'schedule.0.times.0'],
      [{ schedule: [{ weekdays: [], times: ['10:00'] }] }, 'schedule.0.weekdays'],
      [{ schedule: [{ weekdays: [8], times: ['10:00'] }] }, 'schedule.0.weekdays.0'],
      [
        {
          types: [
            {
              code: 't',
              name: 'T',
              kind: 'single',
              bet_format: 'terminal',
              payout: 70,
              min_bet: { VES: 5, USD: 5 },
              max_bet: { VES: 2, USD: 2 },
            },
          ],
        },
        'types.0.max_bet.VES',
      ],
      [
        {
          types: [
            {
              code: 't',
              name: 'T',
              kind: 'single',
              bet_format: 'terminal',
              payout: 70,
              min_bet: { VES: 1.005, USD: 1.005 },
              max_bet: { VES: null, USD: null },
            },
          ],
        },
        'types.0.min_bet.VES',
      ],
      [
        {
          types: [
            {
              code: 't',
              name: 'T',
              kind: 'single',
              bet_format: 'terminal',
              payout: 70,
              min_bet: { VES: 1, USD: 1 },
              max_bet: { VES: null, USD: null },
            },
            {
              code: 't',
              name: 'T2',
              kind: 'single',
              bet_format: 'triple',
              payout: 600,
              min_bet: { VES: 1, USD: 1 },
              max_bet: { VES: null, USD: null },
            },
          ],
        },
        'types.1.code',
      ],
      [{ types: [] }, 'types'],
      [{ name: '   ' }, 'name'],
      [
        {
          types: [
            {
              code: 't',
              name: ' ',
              kind: 'single',
              bet_format: 'terminal',
              payout: 70,
              min_bet: { VES: 1, USD: 1 },
              max_bet: { VES: null, USD: null },
            },
          ],
        },
        'types.0.name',
      ],
    ];
    for (const [change, field] of cases) {
      const response = await call('POST', '/ticket_booths/games/create', lotteryForm('mala', change));
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
      expect(response.json().fields[field]).toMatch(new RegExp(`^El campo «${field.replace(/\./g, '\\.')}»`));
    }
    expect((await call('GET', '/ticket_booths/games/list')).json().some((game: { code: string }) => game.code === 'mala')).toBe(false);
    const mismatch = await call(
      'POST',
      '/ticket_booths/games/create',
      lotteryForm('mala', {
        types: [
          {
            code: 't',
            name: 'T',
            kind: 'single',
            bet_format: 'numbers3',
            payout: 70,
            min_bet: { VES: 1, USD: 1 },
            max_bet: { VES: null, USD: null },
          },
        ],
      }),
    );
    expect(mismatch.json().fields['types.0.bet_format']).toBe(
      'El campo «types.0.bet_format» no corresponde al formato de resultado del juego: «Tres números» se juega con «Seis bolas del 1 al 49».',
    );
  });

  it('answers 409 GAME_EXISTS for a code in use, whatever its case', async () => {
    await createLottery('repetida');
    const response = await call('POST', '/ticket_booths/games/create', lotteryForm('REPETIDA'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'GAME_EXISTS', message: 'Ya existe un juego con ese código.' });
  });
});

describe('PUT /v1/ticket_booths/games/detail/{id}', () => {
  it('edits name, description and schedule under If-Match; a stale version is 412', async () => {
    const { id } = (await createLottery('editable')).json();
    const response = await call(
      'PUT',
      `/ticket_booths/games/detail/${id}`,
      {
        name: 'Lotería editada',
        description: 'Otra',
        cutoff_minutes: 10,
        prize_expiry_days: 60,
        schedule: [{ weekdays: [1, 2, 3, 4, 5], times: ['13:00'] }],
      },
      { 'if-match': '"1"' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    expect(response.json()).toMatchObject({
      name: 'Lotería editada',
      description: 'Otra',
      cutoff_minutes: 10,
      prize_expiry_days: 60,
      schedule: [{ weekdays: [1, 2, 3, 4, 5], times: ['13:00'] }],
    });
    const stale = await call(
      'PUT',
      `/ticket_booths/games/detail/${id}`,
      { cutoff_minutes: 1, prize_expiry_days: 1 },
      { 'if-match': '"1"' },
    );
    expect(stale.statusCode).toBe(412);
    const [entry] = await api.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'module'), eq(auditLog.record_id, id), eq(auditLog.action, 'update')));
    expect(entry.after).toMatchObject({ name: 'Lotería editada', schedule: 'Lun Mar Mié Jue Vie: 13:00' });
  });

  it('re-plans the draws without tickets on a schedule change and never deletes or moves a draw with tickets', async () => {
    const detail = (await createLottery('replan')).json();
    await enableForTerminal(detail.id);
    const before = await futureDraws(detail.id);
    const soldDraw = before[0];
    expect(soldDraw.time).toBe('18:00');
    expect((await sell(soldDraw.id, detail.types[0].id, 2)).statusCode).toBe(201);
    const kept10 = before.filter((draw) => draw.time === '10:00').map((draw) => draw.id);

    const response = await call('PUT', `/ticket_booths/games/detail/${detail.id}`, {
      cutoff_minutes: 5,
      prize_expiry_days: 30,
      schedule: [{ weekdays: EVERY_DAY, times: ['10:00', '20:00'] }],
    });
    expect(response.statusCode).toBe(200);
    const after = await futureDraws(detail.id);
    // The sold 18:00 draw stays where it was; every other 18:00 is gone; the 10:00 draws are the same rows; 20:00 is planned.
    expect(after.filter((draw) => draw.time === '18:00').map((draw) => draw.id)).toEqual([soldDraw.id]);
    expect(after.filter((draw) => draw.time === '10:00').map((draw) => draw.id)).toEqual(kept10);
    expect(after.filter((draw) => draw.time === '20:00')).toHaveLength(8);
    const removed = await api.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'draw'), eq(auditLog.action, 'delete')));
    expect(removed.filter((entry) => (entry.before as { module_id: number }).module_id === detail.id)).toHaveLength(7);
  });

  it('an inactive lottery gets no new draws, also weeks later', async () => {
    const { id } = (await createLottery('pausada')).json();
    const response = await call('PUT', `/ticket_booths/games/detail/${id}`, {
      cutoff_minutes: 5,
      prize_expiry_days: 30,
      status: 'inactive',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('inactive');
    const planned = (await futureDraws(id)).length;
    await planDraws(api.handle.db, new Date(api.clock.now().getTime() + 30 * DAY), 7);
    const all = await api.handle.db.select({ id: draws.id }).from(draws).where(eq(draws.module_id, id));
    expect(all).toHaveLength(planned);
  });

  it('answers 400 naming the field for a bad time in the schedule', async () => {
    const { id } = (await createLottery('horario_malo')).json();
    const response = await call('PUT', `/ticket_booths/games/detail/${id}`, {
      cutoff_minutes: 5,
      prize_expiry_days: 30,
      schedule: [{ weekdays: [1], times: ['7:5'] }],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['schedule.0.times.0']);
  });
});

describe('PUT /v1/ticket_booths/games/detail/{id}/types/{type_id}', () => {
  it('changes the payout for the sales after it: a sold line keeps its potential payout', async () => {
    const detail = (await createLottery('paga')).json();
    await enableForTerminal(detail.id);
    const [draw] = await futureDraws(detail.id);
    const type = detail.types[0];
    const first = await sell(draw.id, type.id, 2);
    expect(first.statusCode).toBe(201);
    expect(first.json().lines[0].potential_payout).toBe(140);

    const response = await call(
      'PUT',
      `/ticket_booths/games/detail/${detail.id}/types/${type.id}`,
      { payout: 80.5 },
      { 'if-match': '"1"' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBe('"2"');
    expect(response.json()).toMatchObject({ id: type.id, payout: 80.5, version: 2 });

    const [soldLine] = await api.handle.db.select().from(ticketLines).where(eq(ticketLines.ticket_id, first.json().id));
    expect(soldLine.potential_payout).toBe(140);
    const second = await sell(draw.id, type.id, 2);
    expect(second.statusCode).toBe(201);
    expect(second.json().lines[0].potential_payout).toBe(161);

    const stale = await call('PUT', `/ticket_booths/games/detail/${detail.id}/types/${type.id}`, { payout: 90 }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    const [entry] = await api.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'game_type'), eq(auditLog.record_id, type.id), eq(auditLog.action, 'update')));
    expect(entry).toMatchObject({ before: { payout: 70 }, after: { payout: 80.5 } });
  });

  it('a line above the maximum bet is refused naming it, and an inactive game type sells nothing', async () => {
    const detail = (await createLottery('topes')).json();
    await enableForTerminal(detail.id);
    const [draw] = await futureDraws(detail.id);
    const type = detail.types[0];
    const above = await sell(draw.id, type.id, 50.01);
    expect(above.statusCode).toBe(400);
    expect(above.json().fields['lines.0.amount']).toMatch(/^Jugada 1: el monto máximo de Terminal es \S*50,00\b/);

    const edit = await call('PUT', `/ticket_booths/games/detail/${detail.id}/types/${type.id}`, {
      max_bet: { USD: null },
      status: 'inactive',
    });
    expect(edit.json()).toMatchObject({ max_bet: { VES: 50, USD: null }, status: 'inactive' });
    const inactive = await sell(draw.id, type.id, 60);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().code).toBe('GAME_NOT_ENABLED');
    // The terminal does not offer what it cannot sell: the draw's only type is inactive, so the draw is left out.
    const offered = async () =>
      (await call('GET', '/terminal/draws', undefined, {}, terminal.token)).json().map((offer: { id: number }) => offer.id);
    expect(await offered()).not.toContain(draw.id);

    await call('PUT', `/ticket_booths/games/detail/${detail.id}/types/${type.id}`, { status: 'active' });
    expect(await offered()).toContain(draw.id);
    expect((await sell(draw.id, type.id, 60)).statusCode).toBe(201);
  });

  it('answers 400 for a maximum below the minimum, 404 for a type of another lottery, 403 to an operator', async () => {
    const detail = (await createLottery('tipos')).json();
    const type = detail.types[0];
    const low = await call('PUT', `/ticket_booths/games/detail/${detail.id}/types/${type.id}`, {
      min_bet: { VES: 10, USD: 10 },
      max_bet: { VES: 5, USD: 5 },
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().fields).toHaveProperty(['max_bet.VES']);
    const other = (await createLottery('tipos_otra')).json();
    expect((await call('PUT', `/ticket_booths/games/detail/${other.id}/types/${type.id}`, { payout: 1 })).statusCode).toBe(404);
    const operator = await api.login('operator');
    expect((await call('PUT', `/ticket_booths/games/detail/${detail.id}/types/${type.id}`, { payout: 1 }, {}, operator)).statusCode).toBe(
      403,
    );
  });
});

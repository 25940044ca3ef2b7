/**
 * The draw planner: every lottery's draws exist DRAW_HORIZON_DAYS ahead from its schedule, also
 * after the clock has run 40 days with nobody creating a draw (and a terminal still sells then),
 * exactly once per lottery and moment when two instances plan at once, on the weekdays and at the
 * times of the schedule on the banca's clock.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { draws, gameTypes, moduleSchedules, modules } from '../src/db/schema';
import { DEFAULT_DRAW_HORIZON_DAYS, planDraws } from '../src/domain/draws/planner';
import { createSecondInstance, createTestApi, SEED_NOW, TestClock, type TestApi, terminalLogin } from './helpers';

const DAY = 86_400_000;
/** Venezuela's offset: UTC-4 all year. */
const CARACAS_OFFSET = -4 * 3_600_000;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

/** Every moment of `schedule` (weekday × HH:MM on the banca's clock) after `now` up to the end of the day `horizon` days later. */
function scheduledMoments(now: Date, schedule: { weekday: number; time: string }[], horizon = DEFAULT_DRAW_HORIZON_DAYS): number[] {
  const local = new Date(now.getTime() + CARACAS_OFFSET);
  const moments: number[] = [];
  for (let day = 0; day <= horizon; day++) {
    const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + day);
    const weekday = ((new Date(midnight).getUTCDay() + 6) % 7) + 1;
    for (const entry of schedule.filter((s) => s.weekday === weekday)) {
      const [hours, minutes] = entry.time.split(':').map(Number);
      const moment = midnight + (hours * 60 + minutes) * 60_000 - CARACAS_OFFSET;
      if (moment > now.getTime()) moments.push(moment);
    }
  }
  return moments.sort((a, b) => a - b);
}

/** The moments a lottery has draws at after `now`, each as many times as there are draws then. */
async function drawMoments(on: TestApi, moduleId: number, now: Date): Promise<number[]> {
  const rows = await on.handle.db
    .select({ drawAt: draws.draw_at })
    .from(draws)
    .where(and(eq(draws.module_id, moduleId), gt(draws.draw_at, now)))
    .orderBy(draws.draw_at);
  return rows.map((row) => row.drawAt.getTime());
}

async function scheduleOf(moduleId: number) {
  return api.handle.db
    .select({ weekday: moduleSchedules.weekday, time: moduleSchedules.time })
    .from(moduleSchedules)
    .where(eq(moduleSchedules.module_id, moduleId));
}

async function lotteryIds(): Promise<number[]> {
  return (await api.handle.db.select({ id: modules.id }).from(modules).orderBy(modules.id)).map((row) => row.id);
}

describe('the draw planner', () => {
  it('finds the demo data planned a week ahead already: every scheduled moment has its draw, none is added', async () => {
    const now = api.clock.now();
    expect(await planDraws(api.handle.db, now, DEFAULT_DRAW_HORIZON_DAYS)).toBe(0);
    for (const id of await lotteryIds()) {
      const schedule = await scheduleOf(id);
      expect(schedule.length).toBeGreaterThan(0);
      expect(await drawMoments(api, id, now)).toEqual(scheduledMoments(now, schedule));
    }
  });

  it('40 days later, with nobody creating a draw, an instance that starts plans the coming week and a terminal sells on it', async () => {
    const later = new TestClock(new Date(SEED_NOW.getTime() + 40 * DAY));
    const second = await createSecondInstance(api, { clock: later });
    try {
      const now = later.now();
      for (const id of await lotteryIds()) {
        expect(await drawMoments(second, id, now)).toEqual(scheduledMoments(now, await scheduleOf(id)));
      }
      const [nacional] = await second.handle.db
        .select({ id: modules.id, name: modules.name })
        .from(modules)
        .where(eq(modules.code, 'loteria_nacional'));
      const [draw] = await second.handle.db
        .select({ id: draws.id, name: draws.name, drawAt: draws.draw_at, status: draws.status })
        .from(draws)
        .where(and(eq(draws.module_id, nacional.id), gt(draws.draw_at, new Date(now.getTime() + 3_600_000))))
        .orderBy(draws.draw_at)
        .limit(1);
      expect(draw.status).toBe('open');
      expect(draw.name).toMatch(new RegExp(`^${nacional.name} \\d{2}:00$`));
      const [twoDigits] = await second.handle.db
        .select({ id: gameTypes.id })
        .from(gameTypes)
        .where(and(eq(gameTypes.module_id, nacional.id), eq(gameTypes.code, 'terminal')));
      const terminal = await terminalLogin(second);
      const sale = await second.call({
        method: 'POST',
        url: '/api/v1/tickets/create',
        token: terminal.token,
        payload: { request_id: randomUUID(), draw_id: draw.id, lines: [{ game_type_id: twoDigits.id, selection: '27', amount: 2 }] },
      });
      expect(sale.statusCode).toBe(201);
      expect(sale.json()).toMatchObject({ draw_id: draw.id, total: 2 });
    } finally {
      await second.close();
    }
  });

  it('two instances planning at once make one draw per lottery and moment', async () => {
    const at = new Date(SEED_NOW.getTime() + 75 * DAY);
    const second = await createSecondInstance(api);
    try {
      const created = await Promise.all([
        planDraws(api.handle.db, at, DEFAULT_DRAW_HORIZON_DAYS),
        planDraws(second.handle.db, at, DEFAULT_DRAW_HORIZON_DAYS),
      ]);
      let expected = 0;
      for (const id of await lotteryIds()) {
        const moments = scheduledMoments(at, await scheduleOf(id));
        expected += moments.length;
        expect(await drawMoments(api, id, at)).toEqual(moments);
      }
      expect(created[0] + created[1]).toBe(expected);
      const [{ duplicates }] = await api.handle.db
        .execute<{ duplicates: number }>(sql`
        select count(*)::int as duplicates from (select 1 from draws group by module_id, draw_at having count(*) > 1) d`)
        .then((result) => (result as unknown as { rows: { duplicates: number }[] }).rows);
      expect(duplicates).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('follows the schedule: only its weekdays, at its time on the banca’s clock, named after the lottery and the time', async () => {
    const db = api.handle.db;
    const [lottery] = await db
      .insert(modules)
      .values({ code: `sabatina_${randomUUID().slice(0, 8)}`, name: 'Sabatina', result_format: 'digits4' })
      .returning({ id: modules.id });
    await db.insert(moduleSchedules).values([
      { module_id: lottery.id, weekday: 6, time: '09:30' },
      { module_id: lottery.id, weekday: 6, time: '21:15' },
    ]);
    const now = new Date('2026-12-03T12:00:00Z'); // a Thursday, 08:00 in Caracas
    // (the other lotteries' coming days are planned by the same call)
    expect(await planDraws(db, now, 10)).toBeGreaterThanOrEqual(4);
    const planned = await db
      .select({ name: draws.name, drawAt: draws.draw_at, status: draws.status })
      .from(draws)
      .where(eq(draws.module_id, lottery.id))
      .orderBy(draws.draw_at);
    expect(planned.map((draw) => [draw.name, draw.drawAt.toISOString(), draw.status])).toEqual([
      ['Sabatina 09:30', '2026-12-05T13:30:00.000Z', 'open'],
      ['Sabatina 21:15', '2026-12-06T01:15:00.000Z', 'open'],
      ['Sabatina 09:30', '2026-12-12T13:30:00.000Z', 'open'],
      ['Sabatina 21:15', '2026-12-13T01:15:00.000Z', 'open'],
    ]);
    // planning again adds nothing
    expect(await planDraws(db, now, 10)).toBe(0);
  });
});

/**
 * The one catch-up with the clock (src/domain/clock-catch-up.ts): whichever read or write needs the
 * present brings both the draws (their sales closed at their time) and the booths' days (closed by
 * the system at 00:30 of the next day) to the clock, by one call; callers at once close each due row
 * once and never wait on each other in a circle (the lock order: draws by id, then days by id).
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { auditLog, boothDays, draws } from '../src/db/schema';
import { autoCloseMomentOf } from '../src/domain/cash/booth-days';
import { catchUpWithClock } from '../src/domain/clock-catch-up';
import { addDays, businessDayOf } from '../src/domain/time';
import { createTestApi, insertBooth, insertDraw, type TestApi } from './helpers';

let api: TestApi;
let admin: string;
const MINUTE = 60_000;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.login('admin');
});
afterAll(async () => {
  await api.close();
});

const today = () => businessDayOf(api.clock.now());

/** A new booth with its day `date` open (as its first movement makes it). */
async function boothWithOpenDay(date: string): Promise<number> {
  const boothId = await insertBooth(api);
  await api.handle.db.execute(sql`select booth_days_open(array[${boothId}]::int[], array[${date}]::date[])`);
  return boothId;
}

async function dayOf(boothId: number, date: string) {
  const [day] = await api.handle.db
    .select({ id: boothDays.id, status: boothDays.status, closed_at: boothDays.closed_at })
    .from(boothDays)
    .where(and(eq(boothDays.ticket_booth_id, boothId), sql`${boothDays.day} = ${date}::date`));
  return day;
}

async function drawOf(id: number) {
  const [draw] = await api.handle.db
    .select({ status: draws.status, closed_at: draws.closed_at, draw_at: draws.draw_at })
    .from(draws)
    .where(eq(draws.id, id));
  return draw;
}

/** The trail's entries of `action` on the records given, by the server itself. */
async function systemClosings(recordType: 'draw' | 'booth_day', ids: number[]) {
  return api.handle.db
    .select({ record_id: auditLog.record_id, actor: auditLog.actor_username })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.record_type, recordType),
        eq(auditLog.action, recordType === 'draw' ? 'draw_close' : 'day_close'),
        inArray(auditLog.record_id, ids),
      ),
    );
}

/** Runs `during` with the clock one minute past the system's closing of `date` (00:30 of the next day), then puts it back. */
async function pastTheDay<T>(date: string, during: () => Promise<T>): Promise<T> {
  const start = api.clock.now();
  api.clock.set(new Date(autoCloseMomentOf(date).getTime() + MINUTE));
  try {
    return await during();
  } finally {
    api.clock.set(start);
  }
}

describe('one catch-up with the clock', () => {
  it("a draw's read closes the booth days that are due too, at their 00:30", async () => {
    const date = today();
    const boothId = await boothWithOpenDay(date);
    const drawId = await insertDraw(api, 'loteria_nacional', 2);
    await pastTheDay(date, async () => {
      const read = await api.call({ method: 'GET', url: `/api/v1/draws/detail/${drawId}`, token: admin });
      expect(read.statusCode).toBe(200);
      expect(read.json().status).toBe('closed');
      const day = await dayOf(boothId, date);
      expect(day).toMatchObject({ status: 'closed', closed_at: autoCloseMomentOf(date) });
      expect(await systemClosings('booth_day', [day.id])).toEqual([{ record_id: day.id, actor: 'sistema' }]);
    });
  });

  it("a booth day's read closes the draws that are due too, at their time", async () => {
    const date = today();
    const boothId = await boothWithOpenDay(date);
    const drawId = await insertDraw(api, 'loteria_nacional', 3);
    await pastTheDay(date, async () => {
      const read = await api.call({ method: 'GET', url: `/api/v1/ticket_booths/detail/${boothId}/days/${date}`, token: admin });
      expect(read.statusCode).toBe(200);
      expect(read.json().status).toBe('closed');
      const draw = await drawOf(drawId);
      expect(draw).toMatchObject({ status: 'closed', closed_at: draw.draw_at });
      expect(await systemClosings('draw', [drawId])).toEqual([{ record_id: drawId, actor: 'sistema' }]);
    });
  });

  it('answers what it closed, draws and days, and nothing once caught up', async () => {
    await catchUpWithClock(api.handle.db, api.clock.now());
    const drawId = await insertDraw(api, 'loteria_nacional', -0.75);
    const boothId = await boothWithOpenDay(addDays(today(), -2));
    expect(await catchUpWithClock(api.handle.db, api.clock.now())).toEqual({ draws: 1, days: 1 });
    expect(await catchUpWithClock(api.handle.db, api.clock.now())).toEqual({ draws: 0, days: 0 });
    expect((await drawOf(drawId)).status).toBe('closed');
    expect((await dayOf(boothId, addDays(today(), -2))).status).toBe('closed');
  });

  it('closes each due row once when callers catch up at once, reads and writes among them', async () => {
    await catchUpWithClock(api.handle.db, api.clock.now());
    const past = addDays(today(), -3);
    const dueDraws = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => insertDraw(api, 'loteria_nacional', -i / 10)));
    const dueBooths = await Promise.all([1, 2, 3, 4, 5, 6].map(() => boothWithOpenDay(past)));
    const openDraw = await insertDraw(api, 'loteria_nacional', 4);
    const openBooth = await boothWithOpenDay(today());
    const now = api.clock.now();
    const answers = await Promise.all([
      ...[1, 2, 3, 4].map(() => catchUpWithClock(api.handle.db, now)),
      api.call({ method: 'POST', url: `/api/v1/draws/detail/${openDraw}/close`, token: admin }),
      api.call({
        method: 'POST',
        url: `/api/v1/ticket_booths/detail/${openBooth}/days/${today()}/close`,
        token: admin,
        payload: { declared_cash: 0 },
      }),
      api.call({ method: 'GET', url: '/api/v1/dashboard/summary', token: admin }),
      api.call({ method: 'GET', url: `/api/v1/cash/days/list?from=${past}&to=${today()}`, token: admin }),
    ]);
    expect(answers.slice(4).map((answer) => ('statusCode' in answer ? answer.statusCode : 0))).toEqual([200, 200, 200, 200]);
    for (const id of dueDraws) expect((await drawOf(id)).status).toBe('closed');
    const dueDays = await Promise.all(dueBooths.map((boothId) => dayOf(boothId, past)));
    expect(dueDays.map((day) => day.status)).toEqual(dueBooths.map(() => 'closed'));
    // Each closed once: one entry in the trail each, by the server itself.
    expect((await systemClosings('draw', dueDraws)).map((entry) => entry.record_id).sort()).toEqual([...dueDraws].sort());
    const dayIds = dueDays.map((day) => day.id);
    expect((await systemClosings('booth_day', dayIds)).map((entry) => entry.record_id).sort()).toEqual([...dayIds].sort());
  });
});

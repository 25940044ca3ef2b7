/**
 * The tickets list by day of sale: a booth terminal's "today" is the business day (America/Caracas)
 * a ticket was sold on, whatever the server's zone, and staff filter the same way.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { gameTypes, modules } from '../src/db/schema';
import { businessDayOf } from '../src/domain/time';
import { createTestApi, insertDraw, insertSellerAccount, terminalLogin, type TestApi } from './helpers';

let api: TestApi;
let admin: string;
let terminalGameType: number;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.login('admin');
  [{ id: terminalGameType }] = await api.handle.db
    .select({ id: gameTypes.id })
    .from(gameTypes)
    .innerJoin(modules, eq(modules.id, gameTypes.module_id))
    .where(sql`${modules.code} = 'loteria_nacional' and ${gameTypes.code} = 'terminal'`);
});
afterAll(async () => {
  await api.close();
});

const list = (token: string, query: string) => api.call({ method: 'GET', url: `/api/v1/tickets/list?${query}`, token });

it("lists a terminal's tickets of one business day only (the day in Caracas, not the server's)", async () => {
  const demo = await terminalLogin(api);
  const boothId = demo.booth.id;
  // A seller account of its own: the list holds its sales only.
  const account = await insertSellerAccount(api, boothId, 'secreto123');
  const terminal = await terminalLogin(api, account);
  const sell = async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const response = await api.call({
      method: 'POST',
      url: '/api/v1/tickets/create',
      token: terminal.token,
      payload: { request_id: randomUUID(), draw_id: drawId, lines: [{ game_type_id: terminalGameType, selection: '21', amount: 2.5 }] },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; created_at: string };
  };

  // 23:30 in Caracas is 03:30 UTC of the next calendar day.
  api.clock.set(new Date('2026-11-21T03:30:00Z'));
  const late = await sell();
  expect(businessDayOf(new Date(late.created_at))).toBe('2026-11-20');
  api.clock.set(new Date('2026-11-21T12:00:00Z'));
  const next = await sell();

  const ids = async (token: string, query: string) => {
    const response = await list(token, query);
    expect(response.statusCode).toBe(200);
    return (response.json() as { tickets: { id: number }[] }).tickets.map((ticket) => ticket.id);
  };
  expect(await ids(terminal.token, 'day=2026-11-20')).toEqual([late.id]);
  expect(await ids(terminal.token, 'day=2026-11-21')).toEqual([next.id]);
  expect(await ids(terminal.token, 'day=2026-11-22')).toEqual([]);
  // Staff see the same day within their scope.
  expect(await ids(admin, `day=2026-11-21&booth_id=${boothId}`)).toContain(next.id);
  expect(await ids(admin, `day=2026-11-21&booth_id=${boothId}`)).not.toContain(late.id);

  const bad = await list(terminal.token, 'day=21/11/2026');
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toMatch(/day/);
});

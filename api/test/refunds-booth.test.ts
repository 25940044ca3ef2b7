/**
 * Refunds of a suspended draw (ARCHITECTURE section 8, issue 36 item 4) as a booth lives them: the
 * terminal's «Reintegros por pagar» lists every refund owed of its booth, whichever of its seller
 * accounts sold the ticket, and pays any of them; and a draw suspended after the booth closed its day
 * records that day's figures again from the tickets, so the closed day, the owner's statement and a
 * recount agree, and says so (trail and notice) instead of changing silently.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { auditLog, gameTypes, inboxItems, modules, userGameConfigs } from '../src/db/schema';
import { businessDayOf } from '../src/domain/time';
import {
  createTestApi,
  insertBooth,
  insertDraw,
  insertSellerAccount,
  loadScopeFixtures,
  type ScopeFixtures,
  terminalLogin,
  type TestApi,
} from './helpers';
import { boothDayFromTickets, statementFromTickets } from './money-recompute';

const DAY = 24 * 3_600_000;

let api: TestApi;
let fixtures: ScopeFixtures;
let terminalType: number;

beforeAll(async () => {
  api = await createTestApi();
  fixtures = await loadScopeFixtures(api);
  const [type] = await api.handle.db
    .select({ id: gameTypes.id })
    .from(gameTypes)
    .innerJoin(modules, eq(modules.id, gameTypes.module_id))
    .where(and(eq(modules.code, 'loteria_nacional'), eq(gameTypes.code, 'terminal')));
  terminalType = type.id;
  // The owner's per-draw limit of its module games stays out of these sales.
  await api.handle.db
    .update(userGameConfigs)
    .set({ sales_limit_ves: 0, sales_limit_usd: 0 })
    .where(eq(userGameConfigs.user_id, fixtures.clientId));
});
afterAll(async () => {
  await api.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = fixtures.token.admin) =>
  api.call({ method, url: `/api/v1${url}`, token, payload: payload as Record<string, unknown> });
const today = () => businessDayOf(api.clock.now());

/** A terminal of a seller account of the booth (a new account each time). */
async function terminalOf(boothId: number) {
  return terminalLogin(api, await insertSellerAccount(api, boothId, 'clave123'));
}

async function sold(token: string, drawId: number, selection: string, amount: number): Promise<{ id: number; code: string }> {
  const response = await call(
    'POST',
    '/tickets/create',
    { request_id: randomUUID(), draw_id: drawId, lines: [{ game_type_id: terminalType, selection, amount }] },
    token,
  );
  expect(response.statusCode).toBe(201);
  return response.json();
}

const owedIds = async (token: string) =>
  ((await call('GET', '/tickets/list?refund_owed=true', undefined, token)).json().tickets as { id: number }[]).map((t) => t.id).sort();

describe("the terminal's refunds owed", () => {
  it("lists every refund owed of its booth, whichever seller account sold it, and pays any of them; another booth's stay out", async () => {
    const boothId = await insertBooth(api, { owner_id: fixtures.clientId });
    const first = await terminalOf(boothId);
    const second = await terminalOf(boothId);
    const elsewhere = await terminalOf(await insertBooth(api, { owner_id: fixtures.clientId }));
    const drawId = await insertDraw(api, 'loteria_nacional', 3);
    const mine = await sold(first.token, drawId, '11', 4);
    const theirs = await sold(second.token, drawId, '22', 6);
    const otherBooth = await sold(elsewhere.token, drawId, '33', 2);
    expect((await call('POST', `/draws/detail/${drawId}/suspend`, { reason: 'No se jugó' })).statusCode).toBe(200);

    // Both accounts of the booth see both refunds; the other booth only its own.
    expect(await owedIds(first.token)).toEqual([mine.id, theirs.id].sort());
    expect(await owedIds(second.token)).toEqual([mine.id, theirs.id].sort());
    expect(await owedIds(elsewhere.token)).toEqual([otherBooth.id]);
    // The tickets list without the refunds filter stays the seller account's own.
    const own = (await call('GET', `/tickets/list?draw_id=${drawId}`, undefined, first.token)).json().tickets as { id: number }[];
    expect(own.map((t) => t.id)).toEqual([mine.id]);

    // The first account pays back the second one's ticket, once; the other booth may not.
    expect((await call('POST', `/tickets/detail/${theirs.id}/refund`, undefined, elsewhere.token)).statusCode).toBe(404);
    const paid = await call('POST', `/tickets/detail/${theirs.id}/refund`, undefined, first.token);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ ticket_id: theirs.id, amount: 6, paid_by: `${first.seller.label} (terminal)` });
    expect(await owedIds(second.token)).toEqual([mine.id]);
  });
});

describe('a draw suspended after its booth closed the day', () => {
  it('records the closed day again from its tickets (refunds and commission; the cash expected stays), tells it, and the statement agrees', async () => {
    const boothId = await insertBooth(api, { owner_id: fixtures.clientId });
    const terminal = await terminalOf(boothId);
    const drawId = await insertDraw(api, 'loteria_nacional', 3);
    const kept = await insertDraw(api, 'loteria_nacional', 4);
    await sold(terminal.token, drawId, '12', 10);
    const refunded = await sold(terminal.token, drawId, '34', 4.5);
    await sold(terminal.token, kept, '56', 6);
    const date = today();
    const closed = await call('POST', `/ticket_booths/detail/${boothId}/days/${date}/close`, { declared_cash: 20 }, terminal.token);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', sales: 20.5, refunds: 0, expected_cash: 20.5, difference: -0.5 });

    expect((await call('POST', `/draws/detail/${drawId}/suspend`, { reason: 'Apagón en el sorteo' })).statusCode).toBe(200);

    // The closed day: the refunds it now owes and the commission of what still counts, as the tickets say;
    // the same money in the drawer (expected cash, count and difference unchanged).
    const dayResponse = await call('GET', `/ticket_booths/detail/${boothId}/days/${date}`);
    const day = dayResponse.json();
    expect(day).toMatchObject({ status: 'closed', sales: 20.5, refunds: 14.5, refunds_paid: 0, expected_cash: 20.5, difference: -0.5 });
    expect(dayResponse.headers.etag).not.toBe(closed.headers.etag);
    const recount = await boothDayFromTickets(api.handle.db, boothId, date);
    expect(Number(recount.refunds)).toBe(14.5);
    expect(Number(recount.sales) + Number(recount.refunds)).toBe(day.sales);
    expect(day.commission).toBe(Number(recount.commission));
    expect(day.commission).toBeLessThan(closed.json().commission);

    // The owner's statement of that day: only what was not refunded, as recounted from the tickets.
    const statement = (await call('GET', `/users/detail/${fixtures.clientId}/statement?from=${date}&to=${date}`)).json();
    const fromTickets = (await statementFromTickets(api.handle.db, fixtures.clientId)).find((d) => d.date === date)!;
    const statementDay = statement.days.find((d: { date: string }) => d.date === date);
    expect(Math.round(statementDay.sales * 100)).toBe(Number(fromTickets.sales));
    expect(Math.round(statementDay.commission * 100)).toBe(Number(fromTickets.commission));

    // Not silently: the trail has the figures before and after, and the owner is told.
    const [trail] = await api.handle.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'day_refunds'), eq(auditLog.record_id, day.id)));
    expect(trail.before).toMatchObject({ refunds: 0, commission: closed.json().commission });
    expect(trail.after).toMatchObject({ refunds: 14.5, commission: day.commission, draw_id: drawId, day: date });
    const [notice] = await api.handle.db
      .select({ title: inboxItems.title, body: inboxItems.body })
      .from(inboxItems)
      .where(and(eq(inboxItems.user_id, fixtures.clientId), like(inboxItems.event_key, `day-refunds:${day.id}:%`)));
    expect(notice.title).toMatch(/reintegros en un día cerrado/);
    expect(notice.body).toMatch(/2 tickets reintegrados \(\$14,50 por devolver\)/);
    expect(notice.body).toMatch(/efectivo esperado \(\$20,50\) no cambia/);

    // Paid back the next day, from that day's drawer; the closed day stays as recorded.
    expect((await call('POST', `/tickets/detail/${refunded.id}/refund`, undefined, terminal.token)).json().code).toBe('DAY_CLOSED');
    api.clock.advance(DAY);
    try {
      expect((await call('POST', `/tickets/detail/${refunded.id}/refund`, undefined, terminal.token)).statusCode).toBe(200);
      const next = (await call('GET', `/ticket_booths/detail/${boothId}/days/${today()}`)).json();
      expect(next).toMatchObject({ refunds: 0, refunds_paid: 4.5, expected_cash: -4.5 });
      expect((await call('GET', `/ticket_booths/detail/${boothId}/days/${date}`)).json()).toMatchObject({ refunds: 14.5, refunds_paid: 0 });
    } finally {
      api.clock.advance(-DAY);
    }
  });

  it('leaves alone the closed days of booths without refunds of that draw', async () => {
    const boothId = await insertBooth(api, { owner_id: fixtures.clientId });
    const terminal = await terminalOf(boothId);
    const other = await insertDraw(api, 'loteria_nacional', 4);
    await sold(terminal.token, other, '10', 3);
    const closed = await call('POST', `/ticket_booths/detail/${boothId}/days/${today()}/close`, { declared_cash: 3 }, terminal.token);
    const drawId = await insertDraw(api, 'loteria_nacional', 3);
    await sold((await terminalOf(await insertBooth(api, { owner_id: fixtures.clientId }))).token, drawId, '20', 5);
    expect((await call('POST', `/draws/detail/${drawId}/suspend`, { reason: 'No se jugó' })).statusCode).toBe(200);
    const day = await call('GET', `/ticket_booths/detail/${boothId}/days/${today()}`);
    expect(day.headers.etag).toBe(closed.headers.etag);
    expect(day.json()).toMatchObject({ refunds: 0, commission: closed.json().commission });
  });
});

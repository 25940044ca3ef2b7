/**
 * What happens to a ticket after its sale: its terminal cancels it within the booth's window, the
 * back-office (admin, operator, the booth's owner) while sales are open; its amounts leave the
 * limits, the exposure, the reports and the totals in the same transaction. A winner is verified
 * by its code and paid once — with the amount the payer saw, before it expires — and a result
 * correction that would change a paid prize is refused.
 *
 * @test-moved clock  (run again by `pnpm test:moved` with the clock a month and a year ahead)
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { auditLog, gameTypes, modules, tickets, userGameConfigs } from '../src/db/schema';
import {
  createSecondInstance,
  createTestApi,
  insertDraw,
  insertSellerAccount,
  loadScopeFixtures,
  type ScopeFixtures,
  type TerminalSignIn,
  terminalLogin,
  type TestApi,
} from './helpers';

let api: TestApi;
let terminal: TerminalSignIn;
let fixtures: ScopeFixtures;
let terminalType: number;
const MINUTE = 60_000;

beforeAll(async () => {
  api = await createTestApi();
  fixtures = await loadScopeFixtures(api);
  terminal = await terminalLogin(api);
  [{ id: terminalType }] = await api.handle.db
    .select({ id: gameTypes.id })
    .from(gameTypes)
    .innerJoin(modules, eq(modules.id, gameTypes.module_id))
    .where(and(eq(modules.code, 'loteria_nacional'), eq(gameTypes.code, 'terminal')));
  await api.handle.db
    .update(userGameConfigs)
    .set({ sales_limit_ves: 0, sales_limit_usd: 0 })
    .where(eq(userGameConfigs.user_id, fixtures.clientId));
});
afterAll(async () => {
  await api.close();
});

async function sellOne(drawId: number, selection = '25', amount = 2, token = terminal.token) {
  const response = await api.call({
    method: 'POST',
    url: '/api/v1/tickets/create',
    token,
    payload: { request_id: randomUUID(), draw_id: drawId, lines: [{ game_type_id: terminalType, selection, amount }] },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; code: string; total: number };
}

const cancel = (id: number, token: string, reason = 'Número equivocado') =>
  api.call({ method: 'POST', url: `/api/v1/tickets/detail/${id}/cancel`, token, payload: { reason } });
const pay = (id: number, token: string, expected: number, on = api) =>
  on.call({ method: 'POST', url: `/api/v1/tickets/detail/${id}/pay`, token, payload: { expected_amount: expected } });
const detail = (id: number, token: string) => api.call({ method: 'GET', url: `/api/v1/tickets/detail/${id}`, token });

async function globalSold(drawId: number, selection: string): Promise<number> {
  const rows = await queryRows<{ amount: string }>(
    api.handle.db,
    sql`select amount::text from draw_number_scope_sales where draw_id = ${drawId} and selection = ${selection} and scope = 'global'`,
  );
  return Number(rows[0]?.amount ?? 0);
}

/** Closes a draw's sales and enters its result (as an administrator does). */
async function settle(drawId: number, number: string) {
  const admin = fixtures.token.admin;
  expect((await api.call({ method: 'POST', url: `/api/v1/draws/detail/${drawId}/close`, token: admin })).statusCode).toBe(200);
  const entered = await api.call({
    method: 'POST',
    url: `/api/v1/draws/detail/${drawId}/result`,
    token: admin,
    payload: { numbers: [number] },
  });
  expect(entered.statusCode).toBe(200);
}

describe('cancelling', () => {
  it('by its terminal within the window: the ticket is cancelled (who, when, why) and its amounts leave every sum', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const sale = await sellOne(drawId, '25', 2);
    expect(await globalSold(drawId, '25')).toBe(2);
    const response = await cancel(sale.id, terminal.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      cancellation: { by: { name: terminal.seller.label, kind: 'terminal' }, reason: 'Número equivocado', in_window: true },
      actions: { cancel: false, pay: false },
    });
    expect(await globalSold(drawId, '25')).toBe(0);
    const exposure = (
      await api.call({ method: 'GET', url: `/api/v1/draws/detail/${drawId}/exposure`, token: fixtures.token.admin })
    ).json();
    expect(exposure.numbers).toEqual([]);
    const draw = (await api.call({ method: 'GET', url: `/api/v1/draws/detail/${drawId}`, token: fixtures.token.admin })).json();
    expect(draw).toMatchObject({ tickets_count: 0, sales_total: 0, cancelled_count: 1 });
    const list = (
      await api.call({ method: 'GET', url: `/api/v1/tickets/list?draw_id=${drawId}&status=cancelled`, token: fixtures.token.admin })
    ).json();
    expect(list.tickets.map((t: { id: number }) => t.id)).toEqual([sale.id]);
    const dashboard = (await api.call({ method: 'GET', url: '/api/v1/dashboard/summary', token: fixtures.token.admin })).json();
    expect(dashboard.sales_events.find((e: { ticket_id: number }) => e.ticket_id === sale.id)).toMatchObject({ cancelled: true });
    const [entry] = await api.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'ticket'), eq(auditLog.record_id, sale.id), eq(auditLog.action, 'cancel')));
    expect(entry).toMatchObject({ actor_seller_id: terminal.seller.id });
    // A second cancellation finds it cancelled.
    expect((await cancel(sale.id, terminal.token)).json()).toMatchObject({ statusCode: 409, code: 'TICKET_NOT_ACTIVE' });
  });

  it('gives back what a limit had counted: the number sells again', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const created = await api.call({
      method: 'POST',
      url: '/api/v1/limits/create',
      token: fixtures.token.admin,
      payload: { scope: 'global', scope_id: null, game_type_id: terminalType, draw_id: drawId, selection: '31', max_amount: 5 },
    });
    expect(created.statusCode).toBe(201);
    const sale = await sellOne(drawId, '31', 5);
    const refused = await api.call({
      method: 'POST',
      url: '/api/v1/tickets/create',
      token: terminal.token,
      payload: { request_id: randomUUID(), draw_id: drawId, lines: [{ game_type_id: terminalType, selection: '31', amount: 5 }] },
    });
    expect(refused.json()).toMatchObject({ code: 'NUMBER_LIMIT_EXCEEDED' });
    expect((await cancel(sale.id, terminal.token)).statusCode).toBe(200);
    await sellOne(drawId, '31', 5);
  });

  it('by its terminal after the window or the cutoff: CANCEL_WINDOW_EXPIRED; by the back-office then: allowed, out of the window', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const sale = await sellOne(drawId);
    api.clock.advance(5 * MINUTE + 1000);
    try {
      expect((await detail(sale.id, terminal.token)).json().actions).toEqual({ cancel: false, pay: false, refund: false });
      expect((await cancel(sale.id, terminal.token)).json()).toMatchObject({ statusCode: 409, code: 'CANCEL_WINDOW_EXPIRED' });
      expect((await detail(sale.id, fixtures.token.operator)).json().actions.cancel).toBe(true);
      const byOperator = await cancel(sale.id, fixtures.token.operator, 'Pedido del cliente');
      expect(byOperator.statusCode).toBe(200);
      expect(byOperator.json().cancellation).toMatchObject({ by: { kind: 'user' }, in_window: false, reason: 'Pedido del cliente' });
    } finally {
      api.clock.advance(-(5 * MINUTE + 1000));
    }
    // Close to the draw the window ends at the cutoff (5 minutes before it), however recent the sale.
    const soon = await insertDraw(api, 'loteria_nacional', 7 / 60);
    const late = await sellOne(soon);
    api.clock.advance(3 * MINUTE);
    try {
      expect((await cancel(late.id, terminal.token)).json()).toMatchObject({ code: 'CANCEL_WINDOW_EXPIRED' });
      expect((await cancel(late.id, fixtures.token.admin)).json()).toMatchObject({ code: 'DRAW_CLOSED' });
    } finally {
      api.clock.advance(-3 * MINUTE);
    }
  });

  it('is refused with DRAW_CLOSED once the sales closed, for everyone', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const sale = await sellOne(drawId);
    await api.call({ method: 'POST', url: `/api/v1/draws/detail/${drawId}/close`, token: fixtures.token.admin });
    expect((await cancel(sale.id, terminal.token)).json()).toMatchObject({ code: 'DRAW_CLOSED' });
    expect((await cancel(sale.id, fixtures.token.admin)).json()).toMatchObject({ code: 'DRAW_CLOSED' });
  });

  it("is the booth owner's for its own booths only, never a ticket_seller's, and needs a reason", async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const sale = await sellOne(drawId);
    expect((await cancel(sale.id, fixtures.token.client, '   ')).statusCode).toBe(400);
    expect((await cancel(sale.id, fixtures.token.ticket_seller)).statusCode).toBe(403);
    const foreign = await foreignBooth();
    const stranger = await terminalLogin(api, await insertSellerAccount(api, foreign.id, 'secreto123'));
    const theirs = await sellOne(drawId, '26', 1, stranger.token);
    expect((await cancel(theirs.id, fixtures.token.client)).statusCode).toBe(404);
    expect((await cancel(theirs.id, terminal.token)).statusCode).toBe(404);
    expect((await cancel(sale.id, fixtures.token.client)).json()).toMatchObject({
      status: 'cancelled',
      cancellation: { in_window: false },
    });
  });
});

describe('paying a prize', () => {
  it('verifies by code, pays once with the expected amount, and a second attempt says who paid, when and where', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const winner = await sellOne(drawId, '42', 2);
    const loser = await sellOne(drawId, '43', 1);
    const early = await pay(winner.id, terminal.token, 140);
    expect(early.json()).toMatchObject({ statusCode: 409, code: 'DRAW_NOT_SETTLED' });
    await settle(drawId, '1242');
    const verified = await api.call({
      method: 'GET',
      url: `/api/v1/tickets/verify/${winner.code.toLowerCase().replace(/-/g, ' ')}`,
      token: terminal.token,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ id: winner.id, status: 'winner', prize_amount: 140, payment: null, actions: { pay: true } });
    expect((await pay(loser.id, terminal.token, 0)).json()).toMatchObject({ code: 'TICKET_NOT_WINNER' });
    expect((await pay(winner.id, terminal.token, 139.99)).json()).toMatchObject({
      code: 'PRIZE_AMOUNT_CHANGED',
      prize_amount: 140,
      message: 'El premio de este ticket es $140,00, no el monto indicado: revísalo antes de pagar.',
    });
    const paid = await pay(winner.id, terminal.token, 140);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ ticket_id: winner.id, amount: 140, paid_by: `${terminal.seller.label} (terminal)` });
    const again = await pay(winner.id, fixtures.token.admin, 140);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'PRIZE_ALREADY_PAID',
      paid_at: paid.json().paid_at,
      paid_by: `${terminal.seller.label} (terminal)`,
      paid_booth: terminal.booth.name,
    });
    const shown = (await detail(winner.id, fixtures.token.admin)).json();
    expect(shown).toMatchObject({
      payment: { amount: 140, by: { kind: 'terminal', name: terminal.seller.label }, booth_name: terminal.booth.name },
      actions: { pay: false, cancel: false },
    });
    const draw = (await api.call({ method: 'GET', url: `/api/v1/draws/detail/${drawId}`, token: fixtures.token.admin })).json();
    expect(draw).toMatchObject({ winners_count: 1, prizes_total: 140, prizes_paid: 140, paid_count: 1, prizes_unpaid: 0 });
  });

  it('pays once when ten payments of one ticket come at once (two API instances)', async () => {
    const second = await createSecondInstance(api);
    try {
      const drawId = await insertDraw(api, 'loteria_nacional');
      const winner = await sellOne(drawId, '77', 3);
      await settle(drawId, '0077');
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => pay(winner.id, i % 3 ? fixtures.token.admin : terminal.token, 210, i % 2 ? second : api)),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'PRIZE_ALREADY_PAID')).toBe(true);
      const [row] = await api.handle.db.select().from(tickets).where(eq(tickets.id, winner.id));
      expect(row.paid_amount).toBe(210);
    } finally {
      await second.close();
    }
  });

  it('is refused once the prize expired (the module’s prize_expiry_days after the draw)', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const winner = await sellOne(drawId, '58', 1);
    await settle(drawId, '4458');
    api.clock.advance(31 * 24 * 60 * MINUTE);
    try {
      expect((await verifyAs(winner.code, fixtures.token.admin)).json().actions.pay).toBe(false);
      expect((await pay(winner.id, fixtures.token.admin, 70)).json()).toMatchObject({ code: 'PRIZE_EXPIRED' });
    } finally {
      api.clock.advance(-31 * 24 * 60 * MINUTE);
    }
    expect((await pay(winner.id, fixtures.token.client, 70)).statusCode).toBe(200);
  });

  it('by staff within their scope; a terminal of another booth does not find the ticket; a ticket_seller may not pay', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const winner = await sellOne(drawId, '61', 1);
    await settle(drawId, '0061');
    const foreign = await foreignBooth();
    const stranger = await terminalLogin(api, await insertSellerAccount(api, foreign.id, 'secreto123'));
    expect((await verifyAs(winner.code, stranger.token)).statusCode).toBe(404);
    expect((await pay(winner.id, stranger.token, 70)).statusCode).toBe(404);
    expect((await pay(winner.id, fixtures.token.ticket_seller, 70)).statusCode).toBe(403);
    expect((await pay(winner.id, fixtures.token.operator, 70)).json()).toMatchObject({ amount: 70 });
  });

  it('a cancelled ticket has nothing to pay (TICKET_NOT_ACTIVE)', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const sale = await sellOne(drawId, '62', 1);
    await cancel(sale.id, terminal.token);
    await settle(drawId, '0062');
    const shown = (await detail(sale.id, fixtures.token.admin)).json();
    expect(shown).toMatchObject({ status: 'cancelled', is_winner: false, prize_amount: 0 });
    expect((await pay(sale.id, fixtures.token.admin, 0)).json()).toMatchObject({ code: 'TICKET_NOT_ACTIVE' });
  });

  it('a correction that would change a paid prize is refused (RESULT_HAS_PAID_PRIZES) and changes nothing', async () => {
    const drawId = await insertDraw(api, 'loteria_nacional');
    const winner = await sellOne(drawId, '63', 1);
    const other = await sellOne(drawId, '64', 1);
    await settle(drawId, '0063');
    await pay(winner.id, fixtures.token.admin, 70);
    const correct = (numbers: string[]) =>
      api.call({ method: 'PUT', url: `/api/v1/draws/detail/${drawId}/result`, token: fixtures.token.admin, payload: { numbers } });
    const refused = await correct(['0064']);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RESULT_HAS_PAID_PRIZES', tickets: [{ id: winner.id, code: winner.code }] });
    const [kept] = await api.handle.db.select().from(tickets).where(eq(tickets.id, other.id));
    expect(kept.is_winner).toBe(false);
    // A correction that keeps the paid prize goes through.
    expect((await correct(['1163'])).statusCode).toBe(200);
  });
});

const verifyAs = (code: string, token: string) => api.call({ method: 'GET', url: `/api/v1/tickets/verify/${code}`, token });

/** A booth another client owns, whose owner may sell Lotería Nacional's Terminal (so a terminal there sells). */
async function foreignBooth(): Promise<{ id: number }> {
  const [booth] = await queryRows<{ id: number }>(
    api.handle.db,
    sql`select b.id from ticket_booths b
        join user_modules um on um.user_id = b.owner_id and um.assigned
        join game_types g on g.module_id = um.module_id and g.id = ${terminalType}
        join user_game_configs c on c.user_id = b.owner_id and c.game_type_id = g.id and c.enabled
        where b.owner_id <> ${fixtures.clientId} and b.deleted_at is null
        order by b.id limit 1`,
  );
  await api.handle.db.execute(
    sql`update user_game_configs set sales_limit_ves = 0, sales_limit_usd = 0 where game_type_id = ${terminalType}`,
  );
  return booth;
}

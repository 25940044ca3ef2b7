/**
 * What a sale costs the database (docs/performance.md, "Sales"): a cash sale is one statement,
 * `sell_ticket`, whatever it answers — sold, or refused by its currency, a bet's bounds or a game
 * type the owner may not sell — so on PGlite it crosses to the engine's thread once, and on
 * PostgreSQL it is one round trip.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { gameTypes, modules, ticketBooths, userGameConfigs } from '../src/db/schema';
import { createTestApi, insertDraw, type TerminalSignIn, terminalLogin, type TestApi } from './helpers';

let api: TestApi;
let terminal: TerminalSignIn;
let terminalType: number;
let drawId: number;

beforeAll(async () => {
  api = await createTestApi();
  terminal = await terminalLogin(api);
  [{ id: terminalType }] = await api.handle.db
    .select({ id: gameTypes.id })
    .from(gameTypes)
    .innerJoin(modules, eq(modules.id, gameTypes.module_id))
    .where(and(eq(modules.code, 'loteria_nacional'), eq(gameTypes.code, 'terminal')));
  const [{ ownerId }] = (await api.handle.db
    .select({ ownerId: ticketBooths.owner_id })
    .from(ticketBooths)
    .where(eq(ticketBooths.id, terminal.booth.id))) as { ownerId: number }[];
  // The owner's own default limit (its game configuration) stays out of the way.
  await api.handle.db.update(userGameConfigs).set({ sales_limit_ves: 0, sales_limit_usd: 0 }).where(eq(userGameConfigs.user_id, ownerId));
  drawId = await insertDraw(api, 'loteria_nacional');
});
afterAll(async () => {
  await api.close();
});

function sell(payload: Record<string, unknown>) {
  return api.call({
    method: 'POST',
    url: '/api/v1/tickets/create',
    token: terminal.token,
    payload: { request_id: randomUUID(), draw_id: drawId, lines: [{ game_type_id: terminalType, selection: '41', amount: 2 }], ...payload },
  });
}

/** The statements the API sends to the database while `action` runs (both engines' clients answer `query`). */
async function statementsDuring(action: () => Promise<unknown>): Promise<number> {
  const client = (api.handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = jest.spyOn(client, 'query');
  try {
    await action();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('a cash sale', () => {
  beforeAll(async () => {
    // The first sale reads what is kept in memory afterwards (the game types, the terminal's session).
    expect((await sell({})).statusCode).toBe(201);
  });

  it('is one statement to the database when sold, with its currency named or not', async () => {
    let answer: Awaited<ReturnType<typeof sell>> | undefined;
    expect(
      await statementsDuring(async () => {
        answer = await sell({});
      }),
    ).toBe(1);
    expect(answer?.statusCode).toBe(201);
    expect(answer?.json()).toMatchObject({ currency: 'USD', total: 2 });
    expect(await statementsDuring(() => sell({ currency: 'USD' }))).toBe(1);
  });

  it('is one statement when refused: a currency the booth does not sell in (400 naming it), a bet under the minimum', async () => {
    let answer: Awaited<ReturnType<typeof sell>> | undefined;
    expect(
      await statementsDuring(async () => {
        answer = await sell({ currency: 'VES' });
      }),
    ).toBe(1);
    expect(answer?.statusCode).toBe(400);
    expect(answer?.json().fields).toEqual({ currency: 'Esta taquilla no vende en Bolívares (Bs).' });
    expect(
      await statementsDuring(async () => {
        answer = await sell({ lines: [{ game_type_id: terminalType, selection: '41', amount: 0.01 }] });
      }),
    ).toBe(1);
    expect(answer?.statusCode).toBe(400);
    expect(Object.keys(answer?.json().fields)).toEqual(['lines.0.amount']);
  });
});

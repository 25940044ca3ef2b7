/**
 * No seller account works at a deleted booth, whatever order concurrent writes take: a booth's
 * deletion sent together with a seller created at it, a seller moved into it (its dialog) and a
 * seller taken in by it (the booth dialog). Each seller write checks the booth in its own
 * transaction after locking it, and the deletion locks the booth before it lets its sellers go, so
 * either the seller's write comes first and the deletion lets that seller go too, or the deletion
 * comes first and the seller's write is refused. Runs on PGlite and, with `pnpm test:api:pg`, on a
 * PostgreSQL server, where the requests really run at once.
 */
import type { LightMyRequestResponse } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog, sellers, ticketBooths } from '../src/db/schema';
import { createTestApi, insertBooth, insertSeller, type TestApi } from './helpers';

let api: TestApi;
let admin: string;
let counter = 0;

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.login('admin');
});
afterAll(() => api.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  api.call({ method, url: `/api${url}`, token: admin, ...(payload ? { payload } : {}) });

/** A seller dialog saved with a password: its hashing is what once opened a wide gap between the booth's check and the write. */
const sellerForm = (boothId: number) => {
  counter += 1;
  return {
    ticket_booth_id: boothId,
    label: `Vendedor ${counter}`,
    username: `carrera.form.${counter}@example.com`,
    password: 'secreto1',
    is_active: true,
  };
};

function expectRefusedOrDone(response: LightMyRequestResponse, done: number, refused: number, field?: string) {
  expect([done, refused]).toContain(response.statusCode);
  if (response.statusCode === refused && field) expect(Object.keys(response.json().fields)).toEqual([field]);
}

/**
 * When the deletion is sent after the seller writes, in milliseconds: from at once to later than a
 * seller write takes (its password hashing is most of it), so that some rounds delete the booth
 * while the writes are under way, at every step of them.
 */
const DELETION_DELAYS_MS = [0, 5, 10, 20, 30, 45, 60, 80, 100, 130, 160, 200];
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('a booth deleted while sellers are created at it, moved into it and taken in by it keeps no seller', async () => {
  for (const [round, delay] of DELETION_DELAYS_MS.entries()) {
    const booth = await insertBooth(api, { name: `Agencia en carrera ${round}` });
    const elsewhere = await insertBooth(api);
    const [moving, taken] = [await insertSeller(api, elsewhere), await insertSeller(api, null)];
    const [created, moved, takenIn, deleted] = await Promise.all([
      call('POST', '/v1/sellers/create', sellerForm(booth)),
      call('PUT', `/v1/sellers/detail/${moving}`, sellerForm(booth)),
      call('POST', `/v1/ticket_booths/detail/${booth}/sellers`, { seller_id: taken }),
      later(delay).then(() => call('DELETE', `/v1/ticket_booths/detail/${booth}`)),
    ]);

    expect(deleted.statusCode).toBe(200);
    expectRefusedOrDone(created, 201, 400, 'ticket_booth_id');
    expectRefusedOrDone(moved, 200, 400, 'ticket_booth_id');
    expectRefusedOrDone(takenIn, 200, 404);
    const [row] = await api.handle.db.select().from(ticketBooths).where(eq(ticketBooths.id, booth));
    expect(row.deleted_at).not.toBeNull();
    expect(await api.handle.db.select({ id: sellers.id }).from(sellers).where(eq(sellers.ticket_booth_id, booth))).toEqual([]);

    // What was refused changed nothing; each seller that joined before the deletion was let go by it, in the trail too.
    const moverNow = (await api.handle.db.select().from(sellers).where(eq(sellers.id, moving)))[0];
    expect(moverNow.ticket_booth_id).toBe(moved.statusCode === 200 ? null : elsewhere);
    const joined = [
      ...(created.statusCode === 201 ? [created.json().id as number] : []),
      ...(moved.statusCode === 200 ? [moving] : []),
      ...(takenIn.statusCode === 200 ? [taken] : []),
    ];
    const letGo = await api.handle.db
      .select({ id: auditLog.record_id, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.record_type, 'seller'), eq(auditLog.action, 'update'), inArray(auditLog.record_id, [0, ...joined])));
    for (const id of joined) {
      expect(letGo).toContainEqual({ id, before: { ticket_booth_id: booth }, after: { ticket_booth_id: null } });
    }
  }
});

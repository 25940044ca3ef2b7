/** Messages and notifications: each user's own inbox, marking one or all read, and the unread count. */
import { and, count, eq, ne } from 'drizzle-orm';
import { inboxItems, users } from '../src/db/schema';
import { createTestApi, type AccountRole, type TestApi } from './helpers';

let api: TestApi;
const token = {} as Record<AccountRole, string>;
const userId = {} as Record<AccountRole, number>;

beforeAll(async () => {
  api = await createTestApi();
  const usernames = { admin: 'admin', operator: 'operador', client: 'cliente', ticket_seller: 'vendedor' } as const;
  for (const role of Object.keys(usernames) as AccountRole[]) {
    token[role] = await api.login(role);
    const [user] = await api.handle.db.select({ id: users.id }).from(users).where(eq(users.username, usernames[role]));
    userId[role] = user.id;
  }
}, 120_000);
afterAll(() => api?.close());

interface Item {
  id: number;
  title: string;
  body: string;
  sender: string;
  read: boolean;
  created_at: string;
}

const KINDS = [
  ['messages', 'message'],
  ['notifications', 'notification'],
] as const;

async function storedUnread(role: AccountRole, kind: 'message' | 'notification') {
  const [{ unread }] = await api.handle.db
    .select({ unread: count() })
    .from(inboxItems)
    .where(and(eq(inboxItems.user_id, userId[role]), eq(inboxItems.kind, kind), eq(inboxItems.read, false)));
  return unread;
}

describe.each(KINDS)('/v1/%s', (resource, kind) => {
  const list = (role: AccountRole) => api.call({ method: 'GET', url: `/api/v1/${resource}/list`, token: token[role] });
  const markRead = (role: AccountRole, id: number | string) =>
    api.call({ method: 'POST', url: `/api/v1/${resource}/detail/${id}/read`, token: token[role] });
  const readAll = (role: AccountRole) => api.call({ method: 'POST', url: `/api/v1/${resource}/read-all`, token: token[role] });

  it('lists only the caller own items, newest first, with the unread count', async () => {
    const response = await list('client');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const stored = await api.handle.db
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.user_id, userId.client), eq(inboxItems.kind, kind)));
    expect(stored.length).toBeGreaterThan(0);
    expect(body.items.map((i: Item) => i.id).sort()).toEqual(stored.map((i) => i.id).sort());
    for (const item of body.items) {
      expect(item).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        body: expect.any(String),
        sender: expect.any(String),
        read: expect.any(Boolean),
        created_at: expect.any(String),
      });
    }
    const times = body.items.map((i: Item) => i.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.unread).toBe(body.items.filter((i: Item) => !i.read).length);
    expect(body.unread).toBeGreaterThan(0);
  });

  it('marks one item read and lowers the unread count', async () => {
    const before = (await list('client')).json();
    const target: Item = before.items.find((i: Item) => !i.read);
    const response = await markRead('client', target.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ item: { ...target, read: true }, unread: before.unread - 1 });
    const after = (await list('client')).json();
    expect(after.unread).toBe(before.unread - 1);
    expect(after.items.find((i: Item) => i.id === target.id).read).toBe(true);
    // Marking it again changes nothing.
    expect((await markRead('client', target.id)).json().unread).toBe(before.unread - 1);
  });

  it("answers 404 for another user's item, an item of the other kind and an unknown id", async () => {
    const [foreign] = await api.handle.db
      .select({ id: inboxItems.id, read: inboxItems.read })
      .from(inboxItems)
      .where(and(eq(inboxItems.user_id, userId.admin), eq(inboxItems.kind, kind), eq(inboxItems.read, false)))
      .limit(1);
    expect((await markRead('client', foreign.id)).statusCode).toBe(404);
    const [stillUnread] = await api.handle.db.select({ read: inboxItems.read }).from(inboxItems).where(eq(inboxItems.id, foreign.id));
    expect(stillUnread.read).toBe(false);

    const [otherKind] = await api.handle.db
      .select({ id: inboxItems.id })
      .from(inboxItems)
      .where(and(eq(inboxItems.user_id, userId.client), ne(inboxItems.kind, kind)))
      .limit(1);
    expect((await markRead('client', otherKind.id)).statusCode).toBe(404);
    expect((await markRead('client', 999999)).statusCode).toBe(404);
    const bad = await markRead('client', 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });

  it("marks all read without touching another user's inbox", async () => {
    const unread = await storedUnread('ticket_seller', kind);
    expect(unread).toBeGreaterThan(0);
    const othersBefore = await storedUnread('operator', kind);
    const response = await readAll('ticket_seller');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: unread, unread: 0 });
    expect((await list('ticket_seller')).json().unread).toBe(0);
    expect(await storedUnread('operator', kind)).toBe(othersBefore);
    expect(othersBefore).toBeGreaterThan(0);
    expect((await readAll('ticket_seller')).json()).toEqual({ updated: 0, unread: 0 });
  });

  it('shows at most the 50 newest items while counting every unread one', async () => {
    const base = Date.now() - 3600_000;
    await api.handle.db.insert(inboxItems).values(
      Array.from({ length: 60 }, (_, i) => ({
        user_id: userId.operator,
        kind,
        title: `Aviso ${i}`,
        created_at: new Date(base + i * 1000),
      })),
    );
    const body = (await list('operator')).json();
    expect(body.items).toHaveLength(50);
    expect(body.items[0].title).toBe('Aviso 59');
    expect(body.unread).toBe(await storedUnread('operator', kind));
    expect(body.unread).toBeGreaterThanOrEqual(60);
  });

  it('refuses requests without a session and browser posts without the anti-forgery header', async () => {
    expect((await api.call({ method: 'GET', url: `/api/v1/${resource}/list` })).statusCode).toBe(403);
    expect((await api.call({ method: 'POST', url: `/api/v1/${resource}/read-all` })).statusCode).toBe(403);
    const forged = await api.call({
      method: 'POST',
      url: `/api/v1/${resource}/read-all`,
      token: token.admin,
      cookies: { 'XSRF-TOKEN': 'secreto' },
    });
    expect(forged.statusCode).toBe(403);
    const echoed = await api.call({
      method: 'POST',
      url: `/api/v1/${resource}/read-all`,
      token: token.admin,
      cookies: { 'XSRF-TOKEN': 'secreto' },
      headers: { 'x-xsrf-token': 'secreto' },
    });
    expect(echoed.statusCode).toBe(200);
  });
});

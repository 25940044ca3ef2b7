/** The sellers resource: list, create, detail, update and unlock, per role, against the real engine. */
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { sellers, ticketBooths } from '../src/db/schema';
import { hashPassword, verifyPassword } from '../src/security/passwords';
import { createTestApi, type AccountRole, terminalLogin, type TestApi } from './helpers';

const SELLER_ROW_KEYS = [
  'assigned_at',
  'created_at',
  'failed_attempts',
  'id',
  'is_active',
  'label',
  'locked',
  'logged_in_elsewhere',
  'seller_user_id',
  'seller_user_name',
  'terminal_session',
  'ticket_booth_id',
  'ticket_booth_name',
  'updated_at',
  'username',
].sort();

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

let api: TestApi;
const tokens = {} as Record<AccountRole, string>;
let clientId: number;
let sellerUserId: number;
let adminId: number;
/** Fixtures of this file: a booth the demo client owns, one nobody owns, and a deleted one. */
let clientBooth: number;
let otherBooth: number;
let deletedBooth: number;
/** A seller at `otherBooth` (the client must not see it) and one at `clientBooth`. */
let foreignSeller: number;
let ownSeller: number;

async function profileId(role: AccountRole): Promise<number> {
  const response = await api.call({ method: 'GET', url: '/api/v1/auth/profile', token: tokens[role] });
  expect(response.statusCode).toBe(200);
  return response.json().id as number;
}

async function insertBooth(values: Partial<typeof ticketBooths.$inferInsert> & { name: string }): Promise<number> {
  const [row] = await api.handle.db.insert(ticketBooths).values(values).returning({ id: ticketBooths.id });
  return row.id;
}

async function insertSeller(values: { label: string; username: string; ticket_booth_id: number | null }): Promise<number> {
  const [row] = await api.handle.db
    .insert(sellers)
    .values({ ...values, password_hash: 'not-a-real-hash', assigned_at: values.ticket_booth_id ? new Date() : null })
    .returning({ id: sellers.id });
  return row.id;
}

async function storedSeller(id: number) {
  const [row] = await api.handle.db.select().from(sellers).where(eq(sellers.id, id));
  return row;
}

const validSeller = (overrides: Record<string, unknown> = {}) => ({
  ticket_booth_id: otherBooth,
  label: 'Caja de prueba',
  username: `caja.${Math.random().toString(36).slice(2, 10)}@test.example`,
  password: 'secreto1',
  is_active: true,
  ...overrides,
});

const create = (payload: unknown, role: AccountRole = 'admin') =>
  api.call({ method: 'POST', url: '/api/v1/sellers/create', token: tokens[role], payload: payload as object });
const list = (query: string, role: AccountRole = 'admin') =>
  api.call({ method: 'GET', url: `/api/v1/sellers/list${query}`, token: tokens[role] });
const detail = (id: number | string, role: AccountRole = 'admin') =>
  api.call({ method: 'GET', url: `/api/v1/sellers/detail/${id}`, token: tokens[role] });
const update = (id: number | string, payload: unknown, role: AccountRole = 'admin') =>
  api.call({ method: 'PUT', url: `/api/v1/sellers/detail/${id}`, token: tokens[role], payload: payload as object });
const unlock = (id: number | string, role: AccountRole = 'admin') =>
  api.call({ method: 'POST', url: `/api/v1/sellers/detail/${id}/unlock`, token: tokens[role] });

function expectField(response: { statusCode: number; json(): { fields?: Record<string, string> } }, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json().fields?.[field]).toEqual(expect.any(String));
}

beforeAll(async () => {
  api = await createTestApi();
  for (const role of ['admin', 'operator', 'client', 'ticket_seller'] as const) tokens[role] = await api.login(role);
  clientId = await profileId('client');
  sellerUserId = await profileId('ticket_seller');
  adminId = await profileId('admin');
  clientBooth = await insertBooth({ name: 'Taquilla propia de prueba', owner_id: clientId });
  otherBooth = await insertBooth({ name: 'Taquilla ajena de prueba' });
  deletedBooth = await insertBooth({ name: 'Taquilla eliminada de prueba', deleted_at: new Date() });
  foreignSeller = await insertSeller({ label: 'Vendedor ajeno', username: 'ajeno@test.example', ticket_booth_id: otherBooth });
  ownSeller = await insertSeller({ label: 'Vendedor propio', username: 'propio@test.example', ticket_booth_id: clientBooth });
  // Eleven sellers sharing a label, for pagination and search.
  for (let i = 1; i <= 11; i++) {
    await insertSeller({ label: `Lote paginado ${i}`, username: `lote.${i}@test.example`, ticket_booth_id: otherBooth });
  }
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe('GET /v1/sellers/list', () => {
  it('pages every seller by id, 10 a page, with the documented row and no password hash', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const [{ total }] = await api.handle.db.select({ total: count() }).from(sellers);
    expect(body.total).toBe(total);
    expect(body.page).toBe(1);
    expect(body.totalPages).toBe(Math.max(1, Math.ceil(total / 10)));
    expect(body.sellers.length).toBe(Math.min(10, total));
    const ids = body.sellers.map((s: { id: number }) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const row of body.sellers) {
      expect(Object.keys(row).sort()).toEqual(SELLER_ROW_KEYS);
      expect(row.created_at).toMatch(ISO);
      expect(row.updated_at).toMatch(ISO);
      expect(row.locked).toBe(row.failed_attempts >= 5);
    }
    expect(response.body).not.toContain('password');
  });

  it('searches label and username, case-insensitively, and page 2 holds the rest', async () => {
    const first = await list('?search=LOTE%20PAGINADO');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, total: 11, totalPages: 2 });
    expect(first.json().sellers).toHaveLength(10);
    const second = await list('?search=lote%20paginado&page=2');
    expect(second.json()).toMatchObject({ page: 2, total: 11, totalPages: 2 });
    expect(second.json().sellers).toHaveLength(1);
    const firstIds = first.json().sellers.map((s: { id: number }) => s.id);
    expect(firstIds).not.toContain(second.json().sellers[0].id);
    expect(second.json().sellers[0].label).toBe('Lote paginado 11');

    const byUsername = await list('?search=lote.7@test');
    expect(byUsername.json().sellers.map((s: { username: string }) => s.username)).toEqual(['lote.7@test.example']);
  });

  it('treats LIKE wildcards in the search as text', async () => {
    const response = await list('?search=%25');
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(0);
  });

  it('filters by booth', async () => {
    const response = await list(`?booth_id=${otherBooth}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(12);
    for (const row of response.json().sellers) {
      expect(row.ticket_booth_id).toBe(otherBooth);
      expect(row.ticket_booth_name).toBe('Taquilla ajena de prueba');
    }
  });

  it('shows a client only the sellers of the booths it owns', async () => {
    const owned = await api.handle.db
      .select({ id: ticketBooths.id })
      .from(ticketBooths)
      .where(and(eq(ticketBooths.owner_id, clientId), isNull(ticketBooths.deleted_at)));
    const ownedIds = owned.map((b) => b.id);
    const [{ total }] = await api.handle.db.select({ total: count() }).from(sellers).where(inArray(sellers.ticket_booth_id, ownedIds));

    const response = await list('', 'client');
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(total);
    for (const row of response.json().sellers) expect(ownedIds).toContain(row.ticket_booth_id);

    const lastPage = await list(`?page=${response.json().totalPages}`, 'client');
    for (const row of lastPage.json().sellers) expect(ownedIds).toContain(row.ticket_booth_id);

    expect((await list('?search=propio@test', 'client')).json().total).toBe(1);
    expect((await list('?search=lote%20paginado', 'client')).json().total).toBe(0);
    expect((await list(`?booth_id=${otherBooth}`, 'client')).json().total).toBe(0);
  });

  it('lets an operator list', async () => {
    expect((await list('', 'operator')).statusCode).toBe(200);
  });

  it('refuses a ticket_seller and a request without a token with 403', async () => {
    expect((await list('', 'ticket_seller')).statusCode).toBe(403);
    expect((await api.call({ method: 'GET', url: '/api/v1/sellers/list' })).statusCode).toBe(403);
  });

  it('answers 400 naming the field for a bad page, booth or search', async () => {
    expectField(await list('?page=0'), 'page');
    expectField(await list('?page=abc'), 'page');
    expectField(await list('?booth_id=abc'), 'booth_id');
    expectField(await list(`?search=${'x'.repeat(101)}`), 'search');
  });
});

describe('POST /v1/sellers/create', () => {
  it('creates a seller: trims and lower-cases, hashes the password, sets assigned_at, ignores the id', async () => {
    const response = await create(
      validSeller({ id: 987654, label: '  Caja Nueva  ', username: 'Caja.Nueva@Test.Example', seller_user_id: sellerUserId }),
    );
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(Object.keys(response.json())).toEqual(['id']);
    expect(id).not.toBe(987654);

    const row = (await detail(id)).json();
    expect(row).toMatchObject({
      id,
      ticket_booth_id: otherBooth,
      ticket_booth_name: 'Taquilla ajena de prueba',
      seller_user_id: sellerUserId,
      label: 'Caja Nueva',
      username: 'caja.nueva@test.example',
      is_active: true,
      failed_attempts: 0,
      locked: false,
      logged_in_elsewhere: false,
      terminal_session: null,
    });
    expect(row.assigned_at).toMatch(ISO);

    const stored = await storedSeller(id);
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored.password_hash, 'secreto1')).toBe(true);

    const found = await list('?search=caja%20nueva');
    expect(found.json().sellers.map((s: { id: number }) => s.id)).toContain(id);
  });

  it('gives a seller without password (absent or empty) an unusable random secret', async () => {
    const { password: _omitted, ...withoutPassword } = validSeller({ seller_user_id: null, is_active: false });
    const absent = await create(withoutPassword);
    expect(absent.statusCode).toBe(201);
    const emptied = await create(validSeller({ password: '' }));
    expect(emptied.statusCode).toBe(201);
    for (const id of [absent.json().id, emptied.json().id]) {
      const stored = await storedSeller(id);
      expect(stored.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(stored.password_hash, '')).toBe(false);
    }
    expect((await detail(absent.json().id)).json()).toMatchObject({ is_active: false, seller_user_id: null });
  });

  it('lets an operator create', async () => {
    expect((await create(validSeller(), 'operator')).statusCode).toBe(201);
  });

  it('answers 409 naming username for a duplicate, whatever its case', async () => {
    const response = await create(validSeller({ username: 'AJENO@test.example' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().fields).toEqual({ username: 'El nombre de usuario ya está en uso.' });
  });

  it.each([
    ['label', { label: undefined }],
    ['label', { label: '   ' }],
    ['label', { label: 'x'.repeat(121) }],
    ['username', { username: undefined }],
    ['username', { username: 'no-es-un-correo' }],
    ['ticket_booth_id', { ticket_booth_id: undefined }],
    ['ticket_booth_id', { ticket_booth_id: 'abc' }],
    ['ticket_booth_id', { ticket_booth_id: 0 }],
    ['ticket_booth_id', { ticket_booth_id: 2147483648 }],
    ['is_active', { is_active: undefined }],
    ['is_active', { is_active: 'quizá' }],
    ['password', { password: 'x'.repeat(129) }],
    // A terminal password follows the staff rule (contracts' MIN_PASSWORD_LENGTH): no one-character ones.
    ['password', { password: 'a' }],
    ['password', { password: '12345' }],
    ['seller_user_id', { seller_user_id: 'abc' }],
  ])('answers 400 naming %s for %j', async (field, overrides) => {
    expectField(await create(validSeller(overrides)), field);
  });

  it('answers 400 naming ticket_booth_id for an unknown or deleted booth', async () => {
    expectField(await create(validSeller({ ticket_booth_id: 999999 })), 'ticket_booth_id');
    expectField(await create(validSeller({ ticket_booth_id: deletedBooth })), 'ticket_booth_id');
  });

  it('answers 400 naming seller_user_id for a user that is not a ticket_seller', async () => {
    expectField(await create(validSeller({ seller_user_id: adminId })), 'seller_user_id');
    expectField(await create(validSeller({ seller_user_id: 999999 })), 'seller_user_id');
  });

  it('answers 400 for a body that is not an object', async () => {
    const response = await api.call({
      method: 'POST',
      url: '/api/v1/sellers/create',
      token: tokens.admin,
      headers: { 'content-type': 'application/json' },
      payload: '{"label":',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses clients, ticket_sellers and requests without a token with 403', async () => {
    expect((await create(validSeller(), 'client')).statusCode).toBe(403);
    expect((await create(validSeller(), 'ticket_seller')).statusCode).toBe(403);
    expect((await api.call({ method: 'POST', url: '/api/v1/sellers/create', payload: validSeller() })).statusCode).toBe(403);
  });
});

describe('GET /v1/sellers/detail/{id}', () => {
  it('answers the seller row', async () => {
    const response = await detail(foreignSeller);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(SELLER_ROW_KEYS);
    expect(response.json()).toMatchObject({ id: foreignSeller, label: 'Vendedor ajeno', ticket_booth_id: otherBooth });
    expect((await detail(foreignSeller, 'operator')).statusCode).toBe(200);
  });

  it('lets a client see a seller of its booth, and answers 404 for any other', async () => {
    expect((await detail(ownSeller, 'client')).json()).toMatchObject({ id: ownSeller, ticket_booth_id: clientBooth });
    expect((await detail(foreignSeller, 'client')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await detail(999999)).statusCode).toBe(404);
    expectField(await detail(0), 'id');
    expectField(await detail('abc'), 'id');
  });

  it('refuses a ticket_seller and a request without a token with 403', async () => {
    expect((await detail(foreignSeller, 'ticket_seller')).statusCode).toBe(403);
    expect((await api.call({ method: 'GET', url: `/api/v1/sellers/detail/${foreignSeller}` })).statusCode).toBe(403);
  });
});

describe('PUT /v1/sellers/detail/{id}', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create(validSeller({ username: 'editable@test.example', password: 'primera1' }))).json().id;
  });

  it('updates the seller, keeps the password when none is sent, refreshes updated_at and assigned_at on a booth change', async () => {
    const old = new Date('2020-01-01T00:00:00Z');
    await api.handle.db.update(sellers).set({ updated_at: old, assigned_at: old }).where(eq(sellers.id, id));
    const hashBefore = (await storedSeller(id)).password_hash;

    const response = await update(id, {
      id,
      ticket_booth_id: clientBooth,
      seller_user_id: sellerUserId,
      label: ' Editado ',
      username: 'Editable@Test.Example',
      password: '',
      is_active: false,
    });
    expect(response.statusCode).toBe(200);
    const row = response.json();
    expect(Object.keys(row).sort()).toEqual(SELLER_ROW_KEYS);
    expect(row).toMatchObject({
      id,
      ticket_booth_id: clientBooth,
      ticket_booth_name: 'Taquilla propia de prueba',
      seller_user_id: sellerUserId,
      label: 'Editado',
      username: 'editable@test.example',
      is_active: false,
    });
    expect(new Date(row.updated_at).getTime()).toBeGreaterThan(old.getTime());
    expect(new Date(row.assigned_at).getTime()).toBeGreaterThan(old.getTime());
    expect((await storedSeller(id)).password_hash).toBe(hashBefore);
  });

  it('keeps assigned_at when the booth stays, and changes the password when one is sent', async () => {
    const old = new Date('2020-01-01T00:00:00Z');
    await api.handle.db.update(sellers).set({ assigned_at: old }).where(eq(sellers.id, id));
    const { password: _omitted, ...keep } = validSeller({ ticket_booth_id: clientBooth, username: 'editable@test.example' });
    const kept = await update(id, keep, 'operator');
    expect(kept.statusCode).toBe(200);
    expect(kept.json().assigned_at).toBe(old.toISOString());

    const changed = await update(
      id,
      validSeller({ ticket_booth_id: clientBooth, username: 'editable@test.example', password: 'segunda2' }),
    );
    expect(changed.statusCode).toBe(200);
    expect(await verifyPassword((await storedSeller(id)).password_hash, 'segunda2')).toBe(true);
  });

  it('answers 409 for another seller’s username', async () => {
    const response = await update(id, validSeller({ username: 'Propio@test.example' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().fields).toEqual({ username: 'El nombre de usuario ya está en uso.' });
  });

  it('answers 400 naming the field for bad input', async () => {
    expectField(await update(id, validSeller({ label: '' })), 'label');
    expectField(await update(id, validSeller({ username: 'x' })), 'username');
    expectField(await update(id, validSeller({ ticket_booth_id: deletedBooth })), 'ticket_booth_id');
    expectField(await update(id, validSeller({ seller_user_id: clientId })), 'seller_user_id');
    expectField(await update(id, validSeller({ is_active: 'sí' })), 'is_active');
    const short = await update(id, validSeller({ password: 'a' }));
    expectField(short, 'password');
    expect(short.json().fields.password).toBe('El campo «password» debe tener al menos 6 caracteres.');
  });

  it('answers 404 for an unknown seller', async () => {
    expect((await update(999999, validSeller())).statusCode).toBe(404);
  });

  it('refuses clients, ticket_sellers and requests without a token with 403', async () => {
    expect((await update(ownSeller, validSeller(), 'client')).statusCode).toBe(403);
    expect((await update(ownSeller, validSeller(), 'ticket_seller')).statusCode).toBe(403);
    expect((await api.call({ method: 'PUT', url: `/api/v1/sellers/detail/${ownSeller}`, payload: validSeller() })).statusCode).toBe(403);
  });
});

describe('POST /v1/sellers/detail/{id}/unlock', () => {
  it('resets failed_attempts and ends the terminal session signed in on another device, so another device may sign in', async () => {
    await api.handle.db
      .update(sellers)
      .set({ password_hash: await hashPassword('caja-123') })
      .where(eq(sellers.id, foreignSeller));
    const account = { username: 'ajeno@test.example', password: 'caja-123' };
    const first = await terminalLogin(api, account, 'telefono-1');
    await api.handle.db.update(sellers).set({ failed_attempts: 5 }).where(eq(sellers.id, foreignSeller));
    const shown = (await detail(foreignSeller)).json();
    expect(shown).toMatchObject({ failed_attempts: 5, locked: true, logged_in_elsewhere: true });
    expect(shown.terminal_session).toEqual({ since: expect.stringMatching(ISO), last_seen_at: expect.stringMatching(ISO) });

    const response = await unlock(foreignSeller, 'operator');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(SELLER_ROW_KEYS);
    expect(response.json()).toMatchObject({
      id: foreignSeller,
      failed_attempts: 0,
      locked: false,
      logged_in_elsewhere: false,
      terminal_session: null,
    });
    expect(await storedSeller(foreignSeller)).toMatchObject({ failed_attempts: 0, failed_attempts_expire_at: null });
    expect((await api.call({ method: 'GET', url: '/api/v1/terminal/session', token: first.token })).json()).toMatchObject({
      statusCode: 403,
      reason: 'revoked',
    });
    await terminalLogin(api, account, 'telefono-2');
    expect((await detail(foreignSeller)).json().logged_in_elsewhere).toBe(true);
  });

  it("a seller's new password ends its terminal session", async () => {
    const id = await insertSeller({ label: 'Caja Clave', username: 'caja.clave@test.example', ticket_booth_id: otherBooth });
    await api.handle.db
      .update(sellers)
      .set({ password_hash: await hashPassword('vieja-123') })
      .where(eq(sellers.id, id));
    const signedIn = await terminalLogin(api, { username: 'caja.clave@test.example', password: 'vieja-123' });
    const saved = await update(id, {
      ...validSeller(),
      ticket_booth_id: otherBooth,
      username: 'caja.clave@test.example',
      password: 'nueva-123',
    });
    expect(saved.statusCode).toBe(200);
    expect((await api.call({ method: 'GET', url: '/api/v1/terminal/session', token: signedIn.token })).statusCode).toBe(403);
  });

  it('answers 404 for an unknown seller and 400 for a malformed id', async () => {
    expect((await unlock(999999)).statusCode).toBe(404);
    expectField(await unlock('abc'), 'id');
  });

  it('refuses clients, ticket_sellers and requests without a token with 403', async () => {
    expect((await unlock(ownSeller, 'client')).statusCode).toBe(403);
    expect((await unlock(ownSeller, 'ticket_seller')).statusCode).toBe(403);
    expect((await api.call({ method: 'POST', url: `/api/v1/sellers/detail/${ownSeller}/unlock` })).statusCode).toBe(403);
  });
});

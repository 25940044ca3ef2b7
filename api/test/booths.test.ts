/** The booths resource: list, create, detail, update, delete and seller assignment, per role. */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { sellers, ticketBooths, tickets } from '../src/db/schema';
import { createTestApi, type AccountRole, type TestApi } from './helpers';

const BOOTH_ROW_KEYS = [
  'amount',
  'blind_count',
  'cancel_window_minutes',
  'currencies',
  'email',
  'id',
  'location',
  'name',
  'owner_id',
  'owner_name',
  'sellers_count',
].sort();
const BOOTH_DETAIL_KEYS = [...BOOTH_ROW_KEYS, 'sellers'].sort();

let api: TestApi;
const tokens = {} as Record<AccountRole, string>;
let clientId: number;
let clientName: string;
let adminId: number;
/** Fixtures of this file: a booth nobody owns (with a seller), one the client owns, a deleted one. */
let otherBooth: number;
let clientBooth: number;
let deletedBooth: number;
let otherSeller: number;

async function profile(role: AccountRole): Promise<{ id: number; first_name: string; last_name: string }> {
  const response = await api.call({ method: 'GET', url: '/api/v1/auth/profile', token: tokens[role] });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function insertBooth(values: Partial<typeof ticketBooths.$inferInsert> & { name: string }): Promise<number> {
  const [row] = await api.handle.db.insert(ticketBooths).values(values).returning({ id: ticketBooths.id });
  return row.id;
}

let sellerCounter = 0;
async function insertSeller(ticketBoothId: number | null, label = 'Vendedor de prueba'): Promise<number> {
  sellerCounter += 1;
  const [row] = await api.handle.db
    .insert(sellers)
    .values({
      ticket_booth_id: ticketBoothId,
      label,
      username: `taquillas.${sellerCounter}@test.example`,
      password_hash: 'not-a-real-hash',
      assigned_at: ticketBoothId ? new Date('2020-01-01T00:00:00Z') : null,
    })
    .returning({ id: sellers.id });
  return row.id;
}

async function storedSeller(id: number) {
  const [row] = await api.handle.db.select().from(sellers).where(eq(sellers.id, id));
  return row;
}

const list = (query: string, role: AccountRole = 'admin') =>
  api.call({ method: 'GET', url: `/api/v1/ticket_booths/list${query}`, token: tokens[role] });
const create = (payload: unknown, role: AccountRole = 'admin') =>
  api.call({ method: 'POST', url: '/api/v1/ticket_booths/create', token: tokens[role], payload: payload as object });
const detail = (id: number | string, role: AccountRole = 'admin') =>
  api.call({ method: 'GET', url: `/api/v1/ticket_booths/detail/${id}`, token: tokens[role] });
const update = (id: number | string, payload: unknown, role: AccountRole = 'admin') =>
  api.call({ method: 'PUT', url: `/api/v1/ticket_booths/detail/${id}`, token: tokens[role], payload: payload as object });
const remove = (id: number | string, role: AccountRole = 'admin') =>
  api.call({ method: 'DELETE', url: `/api/v1/ticket_booths/detail/${id}`, token: tokens[role] });
const addSeller = (id: number | string, payload: unknown, role: AccountRole = 'admin') =>
  api.call({ method: 'POST', url: `/api/v1/ticket_booths/detail/${id}/sellers`, token: tokens[role], payload: payload as object });
const removeSeller = (id: number | string, sellerId: number | string, role: AccountRole = 'admin') =>
  api.call({ method: 'DELETE', url: `/api/v1/ticket_booths/detail/${id}/sellers/${sellerId}`, token: tokens[role] });

function expectField(response: { statusCode: number; json(): { fields?: Record<string, string> } }, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json().fields?.[field]).toEqual(expect.any(String));
}

async function createBooth(payload: Record<string, unknown>): Promise<number> {
  const response = await create(payload);
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

beforeAll(async () => {
  api = await createTestApi();
  for (const role of ['admin', 'operator', 'client', 'ticket_seller'] as const) tokens[role] = await api.login(role);
  const client = await profile('client');
  clientId = client.id;
  clientName = `${client.first_name} ${client.last_name}`;
  adminId = (await profile('admin')).id;
  otherBooth = await insertBooth({ name: 'Agencia ajena de prueba', email: 'ajena@test.example', location: 'Maracaibo centro' });
  clientBooth = await insertBooth({ name: 'Agencia propia de prueba', owner_id: clientId });
  deletedBooth = await insertBooth({ name: 'Agencia borrada de prueba', deleted_at: new Date() });
  otherSeller = await insertSeller(otherBooth, 'Vendedor ajeno');
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe('GET /v1/ticket_booths/list', () => {
  it('pages the live booths by id, 10 by default, with amount, owner and sellers counted', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const [{ total }] = await api.handle.db.select({ total: count() }).from(ticketBooths).where(isNull(ticketBooths.deleted_at));
    expect(body).toMatchObject({ page: 1, total, totalPages: Math.max(1, Math.ceil(total / 10)) });
    expect(body.booths.length).toBe(Math.min(10, total));
    const ids = body.booths.map((b: { id: number }) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const row of body.booths) {
      expect(Object.keys(row).sort()).toEqual(BOOTH_ROW_KEYS);
      const [{ amount }] = await api.handle.db
        .select({ amount: sql<string>`coalesce(sum(${tickets.amount}), 0)` })
        .from(tickets)
        .where(and(eq(tickets.ticket_booth_id, row.id), isNull(tickets.cancelled_at)));
      expect(row.amount).toBeCloseTo(Number(amount), 2);
      const [{ working }] = await api.handle.db.select({ working: count() }).from(sellers).where(eq(sellers.ticket_booth_id, row.id));
      expect(row.sellers_count).toBe(working);
      if (row.owner_id === null) expect(row.owner_name).toBeNull();
      else expect(row.owner_name).toEqual(expect.any(String));
    }
  });

  it('adds up the ticket amounts of a booth that sold', async () => {
    const [sold] = await api.handle.db
      .select({ id: tickets.ticket_booth_id, amount: sql<string>`sum(${tickets.amount})` })
      .from(tickets)
      .innerJoin(ticketBooths, eq(ticketBooths.id, tickets.ticket_booth_id))
      .where(and(isNull(ticketBooths.deleted_at), isNull(tickets.cancelled_at)))
      .groupBy(tickets.ticket_booth_id)
      .orderBy(tickets.ticket_booth_id)
      .limit(1);
    expect(sold).toBeDefined();
    const response = await detail(sold.id);
    expect(response.json().amount).toBeCloseTo(Number(sold.amount), 2);
    expect(response.json().amount).toBeGreaterThan(0);
  });

  it('honours limit: one booth a page, and page 2 differs from page 1', async () => {
    const [{ total }] = await api.handle.db.select({ total: count() }).from(ticketBooths).where(isNull(ticketBooths.deleted_at));
    const first = await list('?page=1&limit=1');
    const second = await list('?page=2&limit=1');
    expect(first.json()).toMatchObject({ page: 1, total, totalPages: total });
    expect(first.json().booths).toHaveLength(1);
    expect(second.json().booths).toHaveLength(1);
    expect(second.json().booths[0].id).toBeGreaterThan(first.json().booths[0].id);
  });

  it('searches name, email and location, case-insensitively', async () => {
    const byName = await list('?search=AGENCIA%20AJENA');
    expect(byName.json().booths.map((b: { id: number }) => b.id)).toEqual([otherBooth]);
    expect(byName.json()).toMatchObject({ total: 1, totalPages: 1 });
    expect((await list('?search=ajena@test')).json().booths.map((b: { id: number }) => b.id)).toEqual([otherBooth]);
    expect((await list('?search=maracaibo%20CENTRO')).json().booths.map((b: { id: number }) => b.id)).toEqual([otherBooth]);
    expect(
      (await list('?search=_'))
        .json()
        .booths.every((b: { name: string; email: string; location: string }) => `${b.name} ${b.email} ${b.location}`.includes('_')),
    ).toBe(true);
  });

  it('never shows a deleted booth', async () => {
    expect((await list('?search=agencia%20borrada')).json().total).toBe(0);
    expect((await detail(deletedBooth)).statusCode).toBe(404);
  });

  it('shows a client only the booths it owns', async () => {
    const [{ owned }] = await api.handle.db
      .select({ owned: count() })
      .from(ticketBooths)
      .where(and(eq(ticketBooths.owner_id, clientId), isNull(ticketBooths.deleted_at)));
    const response = await list('?limit=100', 'client');
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(owned);
    expect(response.json().booths.length).toBe(owned);
    for (const row of response.json().booths) expect(row).toMatchObject({ owner_id: clientId, owner_name: clientName });
    expect(response.json().booths.map((b: { id: number }) => b.id)).toContain(clientBooth);
    expect((await list('?search=agencia%20ajena', 'client')).json().total).toBe(0);
  });

  it('lets an operator list', async () => {
    expect((await list('', 'operator')).statusCode).toBe(200);
  });

  it('refuses a ticket_seller and a request without a token with 403', async () => {
    expect((await list('', 'ticket_seller')).statusCode).toBe(403);
    expect((await api.call({ method: 'GET', url: '/api/v1/ticket_booths/list' })).statusCode).toBe(403);
  });

  it('answers 400 naming the field for a bad limit or page', async () => {
    expectField(await list('?limit=0'), 'limit');
    expectField(await list('?limit=101'), 'limit');
    expectField(await list('?limit=abc'), 'limit');
    expectField(await list('?page=-1'), 'page');
  });
});

describe('POST /v1/ticket_booths/create', () => {
  it('creates a booth: trims the texts, lower-cases the email, checks the owner', async () => {
    const response = await create({ name: '  Agencia Nueva  ', email: 'Nueva@Test.Example', location: ' Valencia ', owner_id: clientId });
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json())).toEqual(['id']);
    const { id } = response.json();
    expect((await detail(id)).json()).toEqual({
      id,
      name: 'Agencia Nueva',
      email: 'nueva@test.example',
      location: 'Valencia',
      amount: 0,
      owner_id: clientId,
      owner_name: clientName,
      sellers_count: 0,
      cancel_window_minutes: 5,
      // The banca's default currency.
      currencies: ['USD'],
      blind_count: false,
      sellers: [],
    });
    expect((await list('?search=agencia%20nueva')).json().booths.map((b: { id: number }) => b.id)).toContain(id);
    // The client sees the new booth it owns.
    expect((await detail(id, 'client')).statusCode).toBe(200);
  });

  it('needs only the name (what the original dialog sends)', async () => {
    const response = await create({ name: 'Solo nombre' }, 'operator');
    expect(response.statusCode).toBe(201);
    expect((await detail(response.json().id)).json()).toMatchObject({
      name: 'Solo nombre',
      email: '',
      location: '',
      owner_id: null,
      owner_name: null,
    });
    expect((await create({ name: 'Correo vacío', email: '', owner_id: null })).statusCode).toBe(201);
  });

  it.each([
    ['name', {}],
    ['name', { name: '' }],
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(121) }],
    ['email', { name: 'Agencia', email: 'no-es-correo' }],
    ['location', { name: 'Agencia', location: 'x'.repeat(161) }],
    ['name', { name: { text: 'Agencia' } }],
    ['owner_id', { name: 'Agencia', owner_id: 'abc' }],
    ['owner_id', { name: 'Agencia', owner_id: -3 }],
  ])('answers 400 naming %s for %j', async (field, payload) => {
    expectField(await create(payload), field);
  });

  it('sets the cancel window of its terminals (0–60 minutes)', async () => {
    const { id } = (await create({ name: 'Agencia Ventana', owner_id: clientId, cancel_window_minutes: 10 })).json();
    expect((await detail(id)).json()).toMatchObject({ cancel_window_minutes: 10 });
    expectField(await create({ name: 'Agencia', cancel_window_minutes: 61 }), 'cancel_window_minutes');
    expectField(await create({ name: 'Agencia', cancel_window_minutes: 1.5 }), 'cancel_window_minutes');
  });

  it('answers 400 naming owner_id for a user that is not a client', async () => {
    expectField(await create({ name: 'Agencia', owner_id: adminId }), 'owner_id');
    expectField(await create({ name: 'Agencia', owner_id: 999999 }), 'owner_id');
  });

  it('refuses clients, ticket_sellers and requests without a token with 403', async () => {
    expect((await create({ name: 'Agencia' }, 'client')).statusCode).toBe(403);
    expect((await create({ name: 'Agencia' }, 'ticket_seller')).statusCode).toBe(403);
    expect((await api.call({ method: 'POST', url: '/api/v1/ticket_booths/create', payload: { name: 'Agencia' } })).statusCode).toBe(403);
  });
});

describe('GET /v1/ticket_booths/detail/{id}', () => {
  it('answers the booth row and its sellers (label, username, active)', async () => {
    const response = await detail(otherBooth);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(BOOTH_DETAIL_KEYS);
    expect(body).toMatchObject({ id: otherBooth, name: 'Agencia ajena de prueba', owner_id: null, owner_name: null });
    expect(body.sellers).toContainEqual({ id: otherSeller, label: 'Vendedor ajeno', username: expect.any(String), is_active: true });
    expect(body.sellers_count).toBe(body.sellers.length);
    expect(response.body).not.toContain('password');
  });

  it('lets a client open its own booth and answers 404 for any other', async () => {
    expect((await detail(clientBooth, 'client')).json()).toMatchObject({ id: clientBooth, owner_id: clientId });
    expect((await detail(otherBooth, 'client')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await detail(999999)).statusCode).toBe(404);
    expectField(await detail('abc'), 'id');
    expectField(await detail(2147483648), 'id');
  });

  it('refuses a ticket_seller and a request without a token with 403', async () => {
    expect((await detail(otherBooth, 'ticket_seller')).statusCode).toBe(403);
    expect((await api.call({ method: 'GET', url: `/api/v1/ticket_booths/detail/${otherBooth}` })).statusCode).toBe(403);
  });
});

describe('GET /v1/ticket_booths/owners', () => {
  it('lists the live clients who may own a booth, by name, searching name and e-mail', async () => {
    const owners = (await api.call({ method: 'GET', url: '/api/v1/ticket_booths/owners', token: tokens.admin })).json();
    expect(owners.length).toBeGreaterThan(1);
    expect(owners.length).toBeLessThanOrEqual(50);
    expect(owners).toContainEqual({ id: clientId, name: clientName, email: expect.any(String) });
    const found = (
      await api.call({
        method: 'GET',
        url: `/api/v1/ticket_booths/owners?search=${encodeURIComponent(clientName)}`,
        token: tokens.operator,
      })
    ).json();
    expect(found.map((owner: { id: number }) => owner.id)).toContain(clientId);
    expect(found.map((owner: { id: number }) => owner.id)).not.toContain(adminId);
    expect((await api.call({ method: 'GET', url: '/api/v1/ticket_booths/owners', token: tokens.client })).statusCode).toBe(403);
  });

  it('gives a booth to another client: the new owner sees it and its sales, the former no longer does', async () => {
    const id = await createBooth({ name: 'Agencia Traspasada', owner_id: clientId });
    expect((await detail(id, 'client')).statusCode).toBe(200);
    const [other] = (await api.call({ method: 'GET', url: '/api/v1/ticket_booths/owners', token: tokens.admin }))
      .json()
      .filter((owner: { id: number }) => owner.id !== clientId);
    expect((await update(id, { name: 'Agencia Traspasada', owner_id: other.id })).json()).toMatchObject({
      owner_id: other.id,
      owner_name: other.name,
    });
    expect((await detail(id, 'client')).statusCode).toBe(404);
  });
});

describe('PUT /v1/ticket_booths/detail/{id}', () => {
  let id: number;
  beforeAll(async () => {
    id = await createBooth({ name: 'Editable', email: 'editable@test.example', location: 'Caracas', owner_id: clientId });
  });

  it('updates the booth and answers its detail', async () => {
    const old = new Date('2020-01-01T00:00:00Z');
    await api.handle.db.update(ticketBooths).set({ updated_at: old }).where(eq(ticketBooths.id, id));
    const response = await update(id, { name: ' Editada ', email: 'EDITADA@test.example', location: ' Mérida ', owner_id: null });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(BOOTH_DETAIL_KEYS);
    expect(response.json()).toMatchObject({
      id,
      name: 'Editada',
      email: 'editada@test.example',
      location: 'Mérida',
      owner_id: null,
      owner_name: null,
    });
    const [stored] = await api.handle.db.select().from(ticketBooths).where(eq(ticketBooths.id, id));
    expect(stored.updated_at.getTime()).toBeGreaterThan(old.getTime());
  });

  it('keeps the optional fields it is not sent (the original dialog sends only the name)', async () => {
    await update(id, { name: 'Editada', email: 'editada@test.example', location: 'Mérida', owner_id: clientId });
    const response = await update(id, { name: 'Solo el nombre' }, 'operator');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Solo el nombre',
      email: 'editada@test.example',
      location: 'Mérida',
      owner_id: clientId,
      owner_name: clientName,
    });
  });

  it('answers 400 naming the field for bad input', async () => {
    expectField(await update(id, { name: '' }), 'name');
    expectField(await update(id, { email: 'x@test.example' }), 'name');
    expectField(await update(id, { name: 'Agencia', email: 'nope' }), 'email');
    expectField(await update(id, { name: 'Agencia', owner_id: adminId }), 'owner_id');
  });

  it('answers 404 for an unknown or deleted booth', async () => {
    expect((await update(999999, { name: 'Agencia' })).statusCode).toBe(404);
    expect((await update(deletedBooth, { name: 'Agencia' })).statusCode).toBe(404);
  });

  it('refuses clients, ticket_sellers and requests without a token with 403', async () => {
    expect((await update(clientBooth, { name: 'Mía' }, 'client')).statusCode).toBe(403);
    expect((await update(clientBooth, { name: 'Mía' }, 'ticket_seller')).statusCode).toBe(403);
    expect(
      (await api.call({ method: 'PUT', url: `/api/v1/ticket_booths/detail/${clientBooth}`, payload: { name: 'Mía' } })).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /v1/ticket_booths/detail/{id}', () => {
  it('soft-deletes the booth, unassigns its sellers and hides it', async () => {
    const id = await createBooth({ name: 'Agencia a eliminar', owner_id: clientId });
    const first = await insertSeller(id);
    const second = await insertSeller(id);
    expect((await detail(id)).json().sellers_count).toBe(2);

    const response = await remove(id, 'operator');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    for (const sellerId of [first, second]) {
      expect(await storedSeller(sellerId)).toMatchObject({ ticket_booth_id: null, assigned_at: null });
    }
    const [stored] = await api.handle.db.select().from(ticketBooths).where(eq(ticketBooths.id, id));
    expect(stored.deleted_at).toBeInstanceOf(Date);
    expect((await list('?search=agencia%20a%20eliminar')).json().total).toBe(0);
    expect((await list('?limit=100', 'client')).json().booths.map((b: { id: number }) => b.id)).not.toContain(id);
    expect((await detail(id)).statusCode).toBe(404);
    expect((await remove(id)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown booth and 400 for a malformed id', async () => {
    expect((await remove(999999)).statusCode).toBe(404);
    expectField(await remove('abc'), 'id');
  });

  it('refuses clients, ticket_sellers and requests without a token with 403', async () => {
    expect((await remove(clientBooth, 'client')).statusCode).toBe(403);
    expect((await remove(clientBooth, 'ticket_seller')).statusCode).toBe(403);
    expect((await api.call({ method: 'DELETE', url: `/api/v1/ticket_booths/detail/${clientBooth}` })).statusCode).toBe(403);
    expect((await detail(clientBooth)).statusCode).toBe(200);
  });
});

describe('POST /v1/ticket_booths/detail/{id}/sellers', () => {
  it('moves a seller into the booth and answers the detail', async () => {
    const from = await createBooth({ name: 'Origen' });
    const to = await createBooth({ name: 'Destino' });
    const sellerId = await insertSeller(from, 'Viajero');

    const response = await addSeller(to, { seller_id: sellerId }, 'operator');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(BOOTH_DETAIL_KEYS);
    expect(response.json().sellers).toEqual([{ id: sellerId, label: 'Viajero', username: expect.any(String), is_active: true }]);
    expect(response.json().sellers_count).toBe(1);
    const stored = await storedSeller(sellerId);
    expect(stored.ticket_booth_id).toBe(to);
    expect(stored.assigned_at!.getTime()).toBeGreaterThan(new Date('2020-01-02T00:00:00Z').getTime());
    expect((await detail(from)).json().sellers).toEqual([]);
  });

  it('assigns a seller without a booth', async () => {
    const to = await createBooth({ name: 'Destino de libre' });
    const sellerId = await insertSeller(null, 'Libre');
    const response = await addSeller(to, { seller_id: sellerId });
    expect(response.statusCode).toBe(200);
    expect(response.json().sellers.map((s: { id: number }) => s.id)).toEqual([sellerId]);
  });

  it('answers 404 for an unknown seller or booth', async () => {
    expect((await addSeller(otherBooth, { seller_id: 999999 })).statusCode).toBe(404);
    expect((await addSeller(999999, { seller_id: otherSeller })).statusCode).toBe(404);
    expect((await addSeller(deletedBooth, { seller_id: otherSeller })).statusCode).toBe(404);
  });

  it('answers 400 naming seller_id for bad input', async () => {
    expectField(await addSeller(otherBooth, {}), 'seller_id');
    expectField(await addSeller(otherBooth, { seller_id: 'abc' }), 'seller_id');
    expectField(await addSeller(otherBooth, { seller_id: -1 }), 'seller_id');
  });

  it('refuses clients, ticket_sellers and requests without a token with 403', async () => {
    expect((await addSeller(clientBooth, { seller_id: otherSeller }, 'client')).statusCode).toBe(403);
    expect((await addSeller(clientBooth, { seller_id: otherSeller }, 'ticket_seller')).statusCode).toBe(403);
    expect(
      (await api.call({ method: 'POST', url: `/api/v1/ticket_booths/detail/${clientBooth}/sellers`, payload: { seller_id: otherSeller } }))
        .statusCode,
    ).toBe(403);
    expect((await storedSeller(otherSeller)).ticket_booth_id).toBe(otherBooth);
  });
});

describe('DELETE /v1/ticket_booths/detail/{id}/sellers/{sellerId}', () => {
  it('unassigns the seller and answers the detail', async () => {
    const id = await createBooth({ name: 'Con vendedores' });
    const leaving = await insertSeller(id, 'Se va');
    const staying = await insertSeller(id, 'Se queda');

    const response = await removeSeller(id, leaving, 'operator');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(BOOTH_DETAIL_KEYS);
    expect(response.json().sellers.map((s: { id: number }) => s.id)).toEqual([staying]);
    expect(response.json().sellers_count).toBe(1);
    expect(await storedSeller(leaving)).toMatchObject({ ticket_booth_id: null, assigned_at: null });

    expect((await removeSeller(id, leaving)).statusCode).toBe(404);
  });

  it('answers 404 for a seller of another booth, an unknown seller or an unknown booth', async () => {
    expect((await removeSeller(clientBooth, otherSeller)).statusCode).toBe(404);
    expect((await storedSeller(otherSeller)).ticket_booth_id).toBe(otherBooth);
    expect((await removeSeller(otherBooth, 999999)).statusCode).toBe(404);
    expect((await removeSeller(999999, otherSeller)).statusCode).toBe(404);
  });

  it('answers 400 naming the malformed id', async () => {
    expectField(await removeSeller(otherBooth, 'abc'), 'sellerId');
    expectField(await removeSeller('abc', otherSeller), 'id');
  });

  it('refuses clients, ticket_sellers and requests without a token with 403', async () => {
    expect((await removeSeller(otherBooth, otherSeller, 'client')).statusCode).toBe(403);
    expect((await removeSeller(otherBooth, otherSeller, 'ticket_seller')).statusCode).toBe(403);
    expect(
      (await api.call({ method: 'DELETE', url: `/api/v1/ticket_booths/detail/${otherBooth}/sellers/${otherSeller}` })).statusCode,
    ).toBe(403);
    expect((await storedSeller(otherSeller)).ticket_booth_id).toBe(otherBooth);
  });
});

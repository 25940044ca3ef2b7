import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { auditedWrite } from '../src/domain/audit';
import { insertUser } from '../src/domain/users';
import { createTestApi, TEST_ACTOR, type TestApi } from './helpers';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.login('admin');
});
afterAll(() => api.close());

/** E-mails are unique among live users, so each form gets its own unless the test names one. */
let forms = 0;
const profileForm = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Carmen',
  last_name: 'Rodríguez',
  document_type: 'DNI',
  document_number: 'V-18765432',
  email: `carmen.rodriguez.${++forms}@example.com`,
  phone: '+58 412 5550101',
  language: 'es',
  country: 'VE',
  timezone: 'America/Caracas',
  ...overrides,
});

async function createUser(overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await api.call({
    method: 'POST',
    url: '/api/v1/users/create',
    token: admin,
    payload: { ...profileForm(), role: 'operator', ...overrides },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const signIn = (username: string, password: string) =>
  api.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password } });

describe('GET /v1/users/list', () => {
  it('pages 10 users at a time in a stable order with the list fields', async () => {
    const first = await api.call({ method: 'GET', url: '/api/v1/users/list', token: admin });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.users).toHaveLength(10);
    expect(body.page).toBe(1);
    expect(body.totalPages).toBe(Math.ceil(body.total / 10));
    expect(body.total).toBeGreaterThanOrEqual(40);
    expect(body.users[0]).toMatchObject({
      id: expect.any(Number),
      first_name: expect.any(String),
      document_type: expect.any(String),
      document_number: expect.any(String),
      email: expect.any(String),
      user_level: expect.stringMatching(/^(admin|seller|intermediate|advanced)$/),
      account_balance: expect.any(Number),
      country: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toMatch(/password/);
    const ids = body.users.map((u: { id: number }) => u.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);

    const second = (await api.call({ method: 'GET', url: '/api/v1/users/list?page=2', token: admin })).json();
    expect(second.page).toBe(2);
    expect(second.users[0].id).toBeGreaterThan(ids[9]);
    const again = (await api.call({ method: 'GET', url: '/api/v1/users/list?page=1', token: admin })).json();
    expect(again.users.map((u: { id: number }) => u.id)).toEqual(ids);
  });

  it('derives the badge from the role', async () => {
    const users = (await api.call({ method: 'GET', url: '/api/v1/users/list?search=admin', token: admin })).json().users;
    const adminRow = users.find((u: { username: string }) => u.username === 'admin');
    expect(adminRow).toMatchObject({ role: 'admin', user_level: 'admin' });
  });

  it('searches name, e-mail, document and username, case-insensitively', async () => {
    const id = await createUser({
      first_name: 'Ximena',
      last_name: 'Quintero',
      email: 'xq.busqueda@example.com',
      document_number: 'V-99887766',
      username: 'ximenaq',
    });
    for (const term of ['XIMENA', 'quinter', 'xq.busqueda', '99887766', 'ximenaq']) {
      const body = (await api.call({ method: 'GET', url: `/api/v1/users/list?search=${encodeURIComponent(term)}`, token: admin })).json();
      expect(body.users.map((u: { id: number }) => u.id)).toContain(id);
    }
    const none = (await api.call({ method: 'GET', url: '/api/v1/users/list?search=zzzz-no-existe', token: admin })).json();
    expect(none).toMatchObject({ users: [], total: 0 });
    // wildcards are literal
    const percent = (await api.call({ method: 'GET', url: '/api/v1/users/list?search=%25', token: admin })).json();
    expect(percent.total).toBe(0);
  });

  it('answers 400 for a bad page and 403 for roles without access', async () => {
    const bad = await api.call({ method: 'GET', url: '/api/v1/users/list?page=0', token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('page');
    expect((await api.call({ method: 'GET', url: '/api/v1/users/list' })).statusCode).toBe(403);
    expect((await api.call({ method: 'GET', url: '/api/v1/users/list', token: await api.login('client') })).statusCode).toBe(403);
    expect((await api.call({ method: 'GET', url: '/api/v1/users/list', token: await api.login('ticket_seller') })).statusCode).toBe(403);
    expect((await api.call({ method: 'GET', url: '/api/v1/users/list', token: await api.login('operator') })).statusCode).toBe(200);
  });
});

describe('the plain list is served from a cache that every write clears', () => {
  type Row = { id: number; first_name: string; isactive: boolean; locked: boolean };
  /** The last page of the unsearched list, where a just-created user is; read twice so the cache holds it. */
  async function lastPage(): Promise<{ users: Row[]; total: number }> {
    const { totalPages } = (await api.call({ method: 'GET', url: '/api/v1/users/list', token: admin })).json();
    const url = `/api/v1/users/list?page=${totalPages}`;
    await api.call({ method: 'GET', url, token: admin });
    return (await api.call({ method: 'GET', url, token: admin })).json();
  }
  const rowOf = async (id: number) => (await lastPage()).users.find((u) => u.id === id);

  it('shows a created, edited, locked, unlocked, deactivated and deleted user at once', async () => {
    const before = await lastPage();
    const id = await createUser({ username: 'en.cache', password: 'clave123', first_name: 'Cacheada' });
    const created = await lastPage();
    expect(created.total).toBe(before.total + 1);
    expect(await rowOf(id)).toMatchObject({ first_name: 'Cacheada', isactive: true, locked: false });

    await api.call({ method: 'PUT', url: `/api/v1/users/detail/${id}`, token: admin, payload: profileForm({ first_name: 'Renombrada' }) });
    expect(await rowOf(id)).toMatchObject({ first_name: 'Renombrada' });

    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn('en.cache', 'mal')).statusCode).toBe(401);
    expect(await rowOf(id)).toMatchObject({ locked: true });
    await api.call({ method: 'POST', url: `/api/v1/users/detail/${id}/unlock`, token: admin });
    expect(await rowOf(id)).toMatchObject({ locked: false });

    await api.call({ method: 'PUT', url: `/api/v1/users/detail/${id}/status`, token: admin, payload: { isactive: false } });
    expect(await rowOf(id)).toMatchObject({ isactive: false });

    await api.call({ method: 'DELETE', url: `/api/v1/users/detail/${id}`, token: admin });
    const after = await lastPage();
    expect(after.total).toBe(before.total);
    expect(after.users.map((u) => u.id)).not.toContain(id);
  });
});

describe('POST /v1/users/create and the profile', () => {
  it('creates a user whose username defaults to the e-mail and reads the profile back', async () => {
    const id = await createUser({ email: 'Defecto.Usuario@Example.com', password: 'clave123' });
    const profile = (await api.call({ method: 'GET', url: `/api/v1/users/detail/${id}/profile`, token: admin })).json();
    expect(profile).toMatchObject({
      id,
      auth_user_id: id,
      email: 'defecto.usuario@example.com',
      role: 'operator',
      timezone: 'America/Caracas',
    });
    expect(profile.registration_date).toEqual(expect.any(String));
    expect((await signIn('defecto.usuario@example.com', 'clave123')).statusCode).toBe(200);
  });

  it('names every invalid field in Spanish', async () => {
    const response = await api.call({
      method: 'POST',
      url: '/api/v1/users/create',
      token: admin,
      payload: { ...profileForm({ email: 'no-es-correo', first_name: '   ', country: 'XX' }), role: 'superuser' },
    });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json();
    expect(fields.email).toBe('El campo «email» debe ser un correo electrónico válido.');
    expect(fields.first_name).toBe('El campo «first_name» tiene un formato no válido.');
    expect(fields).toHaveProperty('country');
    expect(fields).toHaveProperty('role');
  });

  it('rejects a short password, an unknown timezone and a taken username', async () => {
    const short = await api.call({
      method: 'POST',
      url: '/api/v1/users/create',
      token: admin,
      payload: { ...profileForm(), role: 'client', password: '123' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBe('El campo «password» debe tener al menos 6 caracteres.');
    const zone = await api.call({
      method: 'POST',
      url: '/api/v1/users/create',
      token: admin,
      payload: { ...profileForm({ timezone: 'Marte/Olympus' }), role: 'client' },
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().fields).toHaveProperty('timezone');
    const taken = await api.call({
      method: 'POST',
      url: '/api/v1/users/create',
      token: admin,
      payload: { ...profileForm(), role: 'client', username: 'ADMIN' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.username).toBe('El nombre de usuario ya está en uso.');
  });

  it('refuses a phone that is not a number (400 naming phone) and accepts one written with + - ( ) and spaces', async () => {
    for (const phone of ['llámame', '123456', '1'.repeat(21), '0212 555 01 01 ext']) {
      const response = await api.call({
        method: 'POST',
        url: '/api/v1/users/create',
        token: admin,
        payload: { ...profileForm({ phone }), role: 'operator' },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['phone']);
    }
    const id = await createUser({ username: 'con.telefono', phone: '(0212) 555-0101' });
    const edited = await api.call({
      method: 'PUT',
      url: `/api/v1/users/detail/${id}`,
      token: admin,
      payload: profileForm({ phone: 'llámame' }),
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().fields).toHaveProperty('phone');
    const cleared = await api.call({ method: 'PUT', url: `/api/v1/users/detail/${id}`, token: admin, payload: profileForm({ phone: '' }) });
    expect(cleared.statusCode).toBe(200);
  });

  it('updates the profile', async () => {
    const id = await createUser({ username: 'para.editar' });
    const response = await api.call({
      method: 'PUT',
      url: `/api/v1/users/detail/${id}`,
      token: admin,
      payload: profileForm({ first_name: ' Editado ', country: 'CO', timezone: 'America/Bogota', language: 'en' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Editado', country: 'CO', timezone: 'America/Bogota', language: 'en' });
    const missing = await api.call({ method: 'PUT', url: '/api/v1/users/detail/999999', token: admin, payload: profileForm() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('El usuario no existe.');
  });

  it('lets an operator read but not write', async () => {
    const operator = await api.login('operator');
    const id = await createUser({ username: 'solo.lectura' });
    expect((await api.call({ method: 'GET', url: `/api/v1/users/detail/${id}/profile`, token: operator })).statusCode).toBe(200);
    expect((await api.call({ method: 'GET', url: `/api/v1/users/detail/${id}/security`, token: operator })).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['POST', '/api/v1/users/create', { ...profileForm(), role: 'client' }],
      ['PUT', `/api/v1/users/detail/${id}`, profileForm()],
      ['PUT', `/api/v1/users/detail/${id}/password`, { password: 'nueva123' }],
      ['POST', `/api/v1/users/detail/${id}/unlock`, undefined],
      ['PUT', `/api/v1/users/detail/${id}/status`, { isactive: false }],
      ['DELETE', `/api/v1/users/detail/${id}`, undefined],
      ['POST', `/api/v1/users/detail/${id}/settings`, { setting_key: 'sale_percentage', setting: { value: 5 } }],
      ['POST', `/api/v1/users/detail/${id}/modules`, { id: 1, assigned: true }],
    ] as const) {
      const response = await api.call({ method, url, token: operator, payload });
      expect([method, url, response.statusCode]).toEqual([method, url, 403]);
    }
  });

  it('answers 400 for an id that is not a valid number and 404 for an unknown one', async () => {
    expect((await api.call({ method: 'GET', url: '/api/v1/users/detail/abc/profile', token: admin })).statusCode).toBe(400);
    expect((await api.call({ method: 'GET', url: '/api/v1/users/detail/99999999999/profile', token: admin })).statusCode).toBe(400);
    expect((await api.call({ method: 'GET', url: '/api/v1/users/detail/424242/security', token: admin })).statusCode).toBe(404);
  });
});

describe('e-mails are unique among live users', () => {
  const EMAIL_TAKEN = 'El correo ya está registrado para otro usuario.';
  const create = (overrides: Record<string, unknown>) =>
    api.call({ method: 'POST', url: '/api/v1/users/create', token: admin, payload: { ...profileForm(), role: 'operator', ...overrides } });

  it("refuses another user's e-mail, in any case, with a 400 naming the field; the real user keeps signing in by e-mail", async () => {
    await createUser({ email: 'unica@example.com', username: 'la.unica', password: 'clave123' });
    const copy = await create({ email: 'UNICA@Example.com', username: 'la.copia', password: 'otra-clave' });
    expect(copy.statusCode).toBe(400);
    expect(copy.json().fields).toEqual({ email: EMAIL_TAKEN });
    expect((await signIn('unica@example.com', 'clave123')).statusCode).toBe(200);
  });

  it("refuses an e-mail that is another user's username, and a username that is another user's e-mail", async () => {
    await createUser({ username: 'nombre.correo@example.com', email: 'su.correo@example.com' });
    const email = await create({ email: 'Nombre.Correo@example.com', username: 'otro.nombre' });
    expect(email.statusCode).toBe(400);
    expect(email.json().fields).toEqual({ email: EMAIL_TAKEN });
    const username = await create({ username: 'SU.CORREO@example.com' });
    expect(username.statusCode).toBe(400);
    expect(username.json().fields).toEqual({ username: 'El nombre de usuario es el correo de otro usuario.' });
  });

  it("refuses a profile change to another user's e-mail and accepts one's own", async () => {
    await createUser({ email: 'primera@example.com' });
    const second = await createUser({ email: 'segunda@example.com' });
    const taken = await api.call({
      method: 'PUT',
      url: `/api/v1/users/detail/${second}`,
      token: admin,
      payload: profileForm({ email: 'PRIMERA@example.com' }),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ email: EMAIL_TAKEN });
    const own = await api.call({
      method: 'PUT',
      url: `/api/v1/users/detail/${second}`,
      token: admin,
      payload: profileForm({ email: 'Segunda@example.com', first_name: 'Segunda' }),
    });
    expect(own.statusCode).toBe(200);
  });

  it('frees the e-mail of a deleted user', async () => {
    const gone = await createUser({ email: 'reciclado@example.com', username: 'se.fue' });
    expect((await api.call({ method: 'DELETE', url: `/api/v1/users/detail/${gone}`, token: admin })).statusCode).toBe(200);
    expect((await create({ email: 'reciclado@example.com', username: 'llego' })).statusCode).toBe(201);
  });

  it('concurrent creations with one e-mail make one user; the others get the 400, never a 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => create({ email: `Carrera@example.com`, username: `carrera.${i}` })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => [a.statusCode, a.json().fields])).toEqual(refused.map(() => [400, { email: EMAIL_TAKEN }]));
  });

  it('is enforced by the database too', async () => {
    await createUser({ email: 'en.la.base@example.com' });
    const [existing] = await api.handle.db.select().from(users).where(eq(users.email, 'en.la.base@example.com'));
    const { id: _id, search_text: _search, ...row } = existing;
    await expect(
      api.handle.db.insert(users).values({ ...row, username: 'por.debajo', email: 'EN.LA.BASE@example.com' }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    // A create that passed the check but lost the race answers like the check.
    await expect(
      auditedWrite(api.handle.db, TEST_ACTOR, (tx, audit) =>
        insertUser(tx, audit, { ...row, username: 'tras.la.carrera', email: 'En.La.Base@example.com' }),
      ),
    ).rejects.toMatchObject({
      kind: 'invalid',
      fields: { email: EMAIL_TAKEN },
    });
  });
});

describe('security actions revoke access', () => {
  it('a password change revokes every session of the user', async () => {
    const id = await createUser({ username: 'cambio.clave', password: 'inicial1' });
    const token = (await signIn('cambio.clave', 'inicial1')).json().token;
    const other = (await signIn('cambio.clave', 'inicial1')).json().token;
    const changed = await api.call({
      method: 'PUT',
      url: `/api/v1/users/detail/${id}/password`,
      token: admin,
      payload: { password: 'nueva-clave' },
    });
    expect(changed.json()).toEqual({ ok: true });
    for (const t of [token, other]) expect((await api.call({ method: 'GET', url: '/api/v1/auth/profile', token: t })).statusCode).toBe(403);
    expect((await signIn('cambio.clave', 'inicial1')).statusCode).toBe(401);
    expect((await signIn('cambio.clave', 'nueva-clave')).statusCode).toBe(200);
  });

  it('deactivation revokes sessions and refuses sign-in as a wrong password would; reactivation allows it again', async () => {
    const id = await createUser({ username: 'desactivable', password: 'clave123' });
    const token = (await signIn('desactivable', 'clave123')).json().token;
    const off = await api.call({ method: 'PUT', url: `/api/v1/users/detail/${id}/status`, token: admin, payload: { isactive: false } });
    expect(off.json()).toMatchObject({ isactive: false });
    expect((await api.call({ method: 'GET', url: '/api/v1/auth/profile', token })).statusCode).toBe(403);
    const refused = await signIn('desactivable', 'clave123');
    expect(refused.statusCode).toBe(401);
    // The right password of a deactivated account reads as a wrong one: the answer tells nobody which accounts exist.
    expect(refused.json().message).toBe('Usuario o contraseña incorrectos. Te quedan 4 intentos.');
    await api.call({ method: 'PUT', url: `/api/v1/users/detail/${id}/status`, token: admin, payload: { isactive: true } });
    expect((await signIn('desactivable', 'clave123')).statusCode).toBe(200);
    const bad = await api.call({ method: 'PUT', url: `/api/v1/users/detail/${id}/status`, token: admin, payload: { isactive: 'quizás' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('isactive');
  });

  it('deletion is recorded, revokes sessions, hides the user from the list and refuses sign-in', async () => {
    const id = await createUser({ username: 'eliminable', password: 'clave123', first_name: 'Eliminable' });
    const token = (await signIn('eliminable', 'clave123')).json().token;
    const deleted = await api.call({ method: 'DELETE', url: `/api/v1/users/detail/${id}`, token: admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().deletedat).toEqual(expect.any(String));
    expect((await api.call({ method: 'GET', url: '/api/v1/auth/profile', token })).statusCode).toBe(403);
    expect((await signIn('eliminable', 'clave123')).statusCode).toBe(401);
    const list = (await api.call({ method: 'GET', url: '/api/v1/users/list?search=eliminable', token: admin })).json();
    expect(list.total).toBe(0);
    const security = (await api.call({ method: 'GET', url: `/api/v1/users/detail/${id}/security`, token: admin })).json();
    expect(security.deletedat).toEqual(deleted.json().deletedat);
    expect((await api.call({ method: 'DELETE', url: `/api/v1/users/detail/${id}`, token: admin })).statusCode).toBe(409);
  });

  it('an administrator cannot deactivate or delete their own account', async () => {
    const me = (await api.call({ method: 'GET', url: '/api/v1/auth/profile', token: admin })).json().id;
    const off = await api.call({ method: 'PUT', url: `/api/v1/users/detail/${me}/status`, token: admin, payload: { isactive: false } });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe('No puedes desactivar tu propia cuenta.');
    expect((await api.call({ method: 'DELETE', url: `/api/v1/users/detail/${me}`, token: admin })).statusCode).toBe(400);
  });
});

describe('modules and game configuration', () => {
  it('toggles a module and saves a game configuration that reads back', async () => {
    const id = await createUser({ username: 'con.modulos' });
    const modules = (await api.call({ method: 'GET', url: `/api/v1/users/detail/${id}/modules`, token: admin })).json();
    expect(modules.length).toBeGreaterThanOrEqual(5);
    expect(modules[0]).toMatchObject({ name: expect.any(String), configurations: 0, assigned: false });
    const target = modules[0];

    const toggled = await api.call({
      method: 'POST',
      url: `/api/v1/users/detail/${id}/modules`,
      token: admin,
      payload: { ...target, assigned: true },
    });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json().find((m: { id: number }) => m.id === target.id).assigned).toBe(true);

    // Enabled, the module can be played: its game types come enabled with it.
    const games = (await api.call({ method: 'GET', url: `/api/v1/users/detail/${id}/modules/${target.id}/games`, token: admin })).json();
    expect(games).toMatchObject({ module: { id: target.id, assigned: true }, enabled: target.game_types, total: target.game_types });
    expect(toggled.json().find((m: { id: number }) => m.id === target.id).configurations).toBe(target.game_types);
    const game = games.games[0];
    const saved = await api.call({
      method: 'PUT',
      url: `/api/v1/users/detail/${id}/modules/${target.id}/games/${game.game_type_id}`,
      token: admin,
      payload: { enabled: true, commission_percentage: 12.5, payout: 65.5, sales_limit: { VES: 120000, USD: 3000 } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      game_type_id: game.game_type_id,
      enabled: true,
      commission_percentage: 12.5,
      payout: 65.5,
      sales_limit: { VES: 120000, USD: 3000 },
      default_payout: game.default_payout,
    });

    const reread = (await api.call({ method: 'GET', url: `/api/v1/users/detail/${id}/modules/${target.id}/games`, token: admin })).json();
    expect(reread.games[0]).toMatchObject({
      enabled: true,
      commission_percentage: 12.5,
      payout: 65.5,
      sales_limit: { VES: 120000, USD: 3000 },
    });
  });

  it('a module enabled again keeps the game types chosen before; one with none chosen gets them all', async () => {
    const id = await createUser({ username: 'modulo.de.nuevo' });
    const base = `/api/v1/users/detail/${id}/modules`;
    const [target] = (await api.call({ method: 'GET', url: base, token: admin })).json();
    const gamesOf = async () => (await api.call({ method: 'GET', url: `${base}/${target.id}/games`, token: admin })).json();
    const assign = (assigned: boolean) => api.call({ method: 'POST', url: base, token: admin, payload: { id: target.id, assigned } });
    expect((await assign(true)).statusCode).toBe(200);
    const [first, ...others] = (await gamesOf()).games;
    for (const game of others) {
      await api.call({ method: 'PUT', url: `${base}/${target.id}/games/${game.game_type_id}`, token: admin, payload: { enabled: false } });
    }
    await assign(false);
    await assign(true);
    const chosen = await gamesOf();
    expect(chosen.enabled).toBe(1);
    expect(chosen.games.find((game: { enabled: boolean }) => game.enabled).game_type_id).toBe(first.game_type_id);

    // With every type switched off, enabling the module again enables them all.
    await api.call({ method: 'PUT', url: `${base}/${target.id}/games/${first.game_type_id}`, token: admin, payload: { enabled: false } });
    await assign(false);
    await assign(true);
    expect((await gamesOf()).enabled).toBe(target.game_types);
  });

  it('bounds the game form: a commission of 0–100 and a payout over 0 with 2 decimals, integer limit ≥ 0', async () => {
    const id = await createUser({ username: 'limites.juego' });
    const [target] = (await api.call({ method: 'GET', url: `/api/v1/users/detail/${id}/modules`, token: admin })).json();
    const [game] = (await api.call({ method: 'GET', url: `/api/v1/users/detail/${id}/modules/${target.id}/games`, token: admin })).json()
      .games;
    const url = `/api/v1/users/detail/${id}/modules/${target.id}/games/${game.game_type_id}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ commission_percentage: 100.01 }, 'commission_percentage'],
      [{ commission_percentage: -1 }, 'commission_percentage'],
      [{ commission_percentage: 10.123 }, 'commission_percentage'],
      [{ payout: 0 }, 'payout'],
      [{ payout: -70 }, 'payout'],
      [{ payout: 70.005 }, 'payout'],
      [{ sales_limit: { USD: -1 } }, 'sales_limit.USD'],
      [{ sales_limit: { VES: 1.5 } }, 'sales_limit.VES'],
    ];
    for (const [payload, field] of cases) {
      const response = await api.call({ method: 'PUT', url, token: admin, payload });
      expect([payload, response.statusCode]).toEqual([payload, 400]);
      expect(response.json().fields).toHaveProperty([field]);
    }
    expect(
      (await api.call({ method: 'PUT', url, token: admin, payload: { commission_percentage: 100, sales_limit: { VES: 0, USD: 0 } } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await api.call({ method: 'PUT', url: `/api/v1/users/detail/${id}/modules/${target.id}/games/999999`, token: admin, payload: {} }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.call({ method: 'POST', url: `/api/v1/users/detail/${id}/modules`, token: admin, payload: { id: 999999, assigned: true } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('settings', () => {
  it('lists the known settings and saves a percentage', async () => {
    const id = await createUser({ username: 'con.ajustes' });
    const url = `/api/v1/users/detail/${id}/settings`;
    const initial = (await api.call({ method: 'GET', url, token: admin })).json();
    expect(initial).toEqual([
      { setting_key: 'sale_percentage', setting_label: 'Porcentaje de venta', setting_value: 0 },
      { setting_key: 'participation_percentage', setting_label: 'Porcentaje de participación', setting_value: 0 },
    ]);
    const saved = await api.call({
      method: 'POST',
      url,
      token: admin,
      payload: { setting_key: 'sale_percentage', setting: { label: 'Porcentaje de venta', key: 'sale_percentage', value: 15.25 } },
    });
    expect(saved.statusCode).toBe(200);
    const reread = (await api.call({ method: 'GET', url, token: admin })).json();
    expect(reread[0].setting_value).toBe(15.25);
  });

  it('refuses values out of 0–100 and unknown keys', async () => {
    const id = await createUser({ username: 'ajustes.malos' });
    const url = `/api/v1/users/detail/${id}/settings`;
    const over = await api.call({
      method: 'POST',
      url,
      token: admin,
      payload: { setting_key: 'sale_percentage', setting: { value: 101 } },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields['setting.value']).toBe('El campo «setting.value» debe ser menor o igual a 100.');
    const unknown = await api.call({ method: 'POST', url, token: admin, payload: { setting_key: 'bonus', setting: { value: 1 } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('setting_key');
  });
});

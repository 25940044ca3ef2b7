/**
 * No lost updates: detail reads of users, sellers and booths answer their version as a strong
 * ETag, and every write to them honours If-Match (RFC 9110) with a conditional UPDATE. Runs on
 * PGlite and, with `pnpm test:api:pg`, on a PostgreSQL server, where concurrent writers really
 * run at once.
 */
import type { LightMyRequestResponse } from 'fastify';
import { businessDayOf } from '../src/domain/time';
import { eq } from 'drizzle-orm';
import { draws, modules } from '../src/db/schema';
import { ifMatchOf } from '../src/http/preconditions';
import { createTestApi, insertBooth, insertSeller, type TestApi } from './helpers';

const STALE = 'Otra persona modificó este registro mientras lo editabas. Recárgalo para ver los cambios.';
const STRONG_TAG = /^"\d+"$/;

let api: TestApi;
/** Two administrators, each with a session: "Ana" and "Beto". */
let ana: string;
let beto: string;
let counter = 0;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object, ifMatch?: string) =>
  api.call({ method, url: `/api${url}`, token, ...(payload ? { payload } : {}), headers: ifMatch ? { 'if-match': ifMatch } : {} });

const profileForm = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Rosa',
  last_name: 'Salazar',
  document_type: 'DNI',
  document_number: 'V-20111222',
  email: 'rosa.salazar@example.com',
  phone: '+58 414 5550000',
  language: 'es',
  country: 'VE',
  timezone: 'America/Caracas',
  ...overrides,
});

async function createUser(overrides: Record<string, unknown> = {}): Promise<number> {
  counter += 1;
  const response = await call(ana, 'POST', '/v1/users/create', {
    ...profileForm({ email: `concurrencia.${counter}@example.com` }),
    role: 'client',
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const createBooth = (name = 'Agencia Concurrente') => insertBooth(api, { name });
const createSeller = (boothId: number | null) => insertSeller(api, boothId);

/** A sales limit on a number of its own (every draw of game type 1, all booths). */
async function createLimit(): Promise<number> {
  counter += 1;
  const response = await call(ana, 'POST', '/v1/limits/create', {
    scope: 'global',
    scope_id: null,
    game_type_id: 1,
    draw_id: null,
    selection: String(counter % 100).padStart(2, '0'),
    max_amount: 100,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const sellerForm = (boothId: number, overrides: Record<string, unknown> = {}) => ({
  ticket_booth_id: boothId,
  label: 'Vendedor Concurrente',
  username: 'vendedor.concurrente@example.com',
  is_active: true,
  ...overrides,
});

/** The ETag of a detail read (which must answer 200 with one). */
async function etagOf(url: string, token = ana): Promise<string> {
  const response = await call(token, 'GET', url);
  expect(response.statusCode).toBe(200);
  expect(response.headers.etag).toMatch(STRONG_TAG);
  return response.headers.etag as string;
}

function expectStale(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(412);
  expect(response.json()).toEqual({ statusCode: 412, error: 'Precondition Failed', message: STALE });
}

beforeAll(async () => {
  api = await createTestApi();
  ana = await api.login('admin');
  await createUser({ role: 'admin', username: 'beto.admin', password: 'beto12345' });
  const login = await api.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'beto.admin', password: 'beto12345' } });
  beto = login.json().token;
});
afterAll(() => api.close());

describe('If-Match is read as RFC 9110 says', () => {
  const conditionOf = (header?: string) => ifMatchOf({ headers: header === undefined ? {} : { 'if-match': header } } as never);

  it('no header and * set no condition; strong tags name versions; weak and foreign tags match nothing', () => {
    expect(conditionOf()).toBeUndefined();
    expect(conditionOf('*')).toBeUndefined();
    expect(conditionOf('"3"')).toEqual([3]);
    expect(conditionOf(' "3" ,, "4", ')).toEqual([3, 4]);
    expect(conditionOf('W/"3"')).toEqual([]);
    expect(conditionOf('"a,b", "5"')).toEqual([5]);
    expect(conditionOf('"tres"')).toEqual([]);
    expect(conditionOf('"99999999999"')).toEqual([]);
  });

  it('anything else is malformed', () => {
    for (const header of ['', ' ', '3', '"3', '*, "3"', '"3" "4"', 'w/"3"', '"a"b"']) {
      expect(() => conditionOf(header)).toThrow(expect.objectContaining({ kind: 'invalid', fields: { 'if-match': expect.any(String) } }));
    }
  });
});

describe('two administrators edit the same record', () => {
  it('user: the second save, based on what the first changed, is refused and nothing is overwritten', async () => {
    const id = await createUser();
    const url = `/v1/users/detail/${id}`;
    /** The profile form as an editor loads it: the profile's fields and the ETag of the read. */
    const read = async (token: string) => {
      const response = await call(token, 'GET', `${url}/profile`);
      const { first_name, last_name, document_type, document_number, email, phone, language, country, timezone } = response.json();
      const form = { first_name, last_name, document_type, document_number, email, phone, language, country, timezone };
      return { form, etag: response.headers.etag as string };
    };
    const [forAna, forBeto] = [await read(ana), await read(beto)];
    expect(forAna.etag).toBe(forBeto.etag);

    const first = await call(ana, 'PUT', url, { ...forAna.form, phone: '+58 424 1112233' }, forAna.etag);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(STRONG_TAG);
    expect(first.headers.etag).not.toBe(forAna.etag);

    // Beto saves the whole form as he loaded it, with his own change: the phone he saw is the old one.
    expectStale(await call(beto, 'PUT', url, { ...forBeto.form, last_name: 'Salazar de Páez' }, forBeto.etag));

    const now = (await call(ana, 'GET', `${url}/profile`)).json();
    expect(now).toMatchObject({ phone: '+58 424 1112233', last_name: 'Salazar' });
    expect(await etagOf(`${url}/profile`)).toBe(first.headers.etag);

    // Reloaded, Beto re-applies his change over Ana's and it is saved.
    const again = await read(beto);
    const second = await call(beto, 'PUT', url, { ...again.form, last_name: 'Salazar de Páez' }, again.etag);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ phone: '+58 424 1112233', last_name: 'Salazar de Páez' });
  });

  it('seller: the stale save is refused and the first change stays', async () => {
    const booth = await createBooth();
    const id = await createSeller(booth);
    const url = `/v1/sellers/detail/${id}`;
    const loaded = (await call(ana, 'GET', url)).json();
    const etag = await etagOf(url, beto);
    const form = sellerForm(booth, { label: loaded.label, username: loaded.username, is_active: loaded.is_active });

    const first = await call(ana, 'PUT', url, { ...form, label: 'Vendedor Renombrado' }, etag);
    expect(first.statusCode).toBe(200);
    expectStale(await call(beto, 'PUT', url, { ...form, is_active: false }, etag));
    expect((await call(ana, 'GET', url)).json()).toMatchObject({ label: 'Vendedor Renombrado', is_active: true });
  });

  it('booth: the stale save is refused and the first change stays', async () => {
    const id = await createBooth('Agencia Original');
    const url = `/v1/ticket_booths/detail/${id}`;
    const etag = await etagOf(url);
    expect(await etagOf(url, beto)).toBe(etag);

    const first = await call(ana, 'PUT', url, { name: 'Agencia Renombrada', email: '', location: 'Caracas' }, etag);
    expect(first.statusCode).toBe(200);
    expectStale(await call(beto, 'PUT', url, { name: 'Agencia Original', email: '', location: 'Maracay' }, etag));
    expect((await call(ana, 'GET', url)).json()).toMatchObject({ name: 'Agencia Renombrada', location: 'Caracas' });
  });
});

describe('concurrent writers holding the same ETag: exactly one wins', () => {
  /** Sends `writes` at once and checks that one answered 200 and the others 412; answers the winner's index. */
  async function race(writes: (() => Promise<LightMyRequestResponse>)[]): Promise<number> {
    const answers = await Promise.all(writes.map((write) => write()));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 412)).toHaveLength(writes.length - 1);
    return statuses.indexOf(200);
  }
  const WRITERS = [0, 1, 2, 3, 4, 5];

  it('on a user profile', async () => {
    const id = await createUser();
    const url = `/v1/users/detail/${id}`;
    const etag = await etagOf(`${url}/profile`);
    const winner = await race(
      WRITERS.map(
        (n) => () => call(n % 2 ? beto : ana, 'PUT', url, profileForm({ email: `c.${id}@example.com`, first_name: `Rosa ${n}` }), etag),
      ),
    );
    expect((await call(ana, 'GET', `${url}/profile`)).json().first_name).toBe(`Rosa ${winner}`);
    expect(await etagOf(`${url}/profile`)).toBe(`"${Number(JSON.parse(etag)) + 1}"`);
  });

  it('on the settings of a user (a write below it, in a transaction)', async () => {
    const id = await createUser();
    const url = `/v1/users/detail/${id}/settings`;
    const etag = await etagOf(url);
    const winner = await race(
      WRITERS.map((n) => () => call(ana, 'POST', url, { setting_key: 'sale_percentage', setting: { value: 10 + n } }, etag)),
    );
    const settings = (await call(ana, 'GET', url)).json();
    expect(settings.find((s: { setting_key: string }) => s.setting_key === 'sale_percentage').setting_value).toBe(10 + winner);
  });

  it('on a seller', async () => {
    const booth = await createBooth();
    const id = await createSeller(booth);
    const url = `/v1/sellers/detail/${id}`;
    const etag = await etagOf(url);
    const winner = await race(
      WRITERS.map(
        (n) => () => call(ana, 'PUT', url, sellerForm(booth, { label: `Ganador ${n}`, username: `carrera.${id}@example.com` }), etag),
      ),
    );
    expect((await call(ana, 'GET', url)).json().label).toBe(`Ganador ${winner}`);
  });

  it('on a booth, and on the sellers it takes in', async () => {
    const id = await createBooth();
    const url = `/v1/ticket_booths/detail/${id}`;
    let etag = await etagOf(url);
    const winner = await race(WRITERS.map((n) => () => call(ana, 'PUT', url, { name: `Agencia ${n}` }, etag)));
    expect((await call(ana, 'GET', url)).json().name).toBe(`Agencia ${winner}`);

    etag = await etagOf(url);
    const candidates = await Promise.all(WRITERS.map(() => createSeller(null)));
    const added = await race(candidates.map((sellerId) => () => call(ana, 'POST', `${url}/sellers`, { seller_id: sellerId }, etag)));
    const booth = (await call(ana, 'GET', url)).json();
    expect(booth.sellers.map((s: { id: number }) => s.id)).toEqual([candidates[added]]);
  });
});

describe('every write to a versioned record honours If-Match', () => {
  interface Write {
    name: string;
    /** Sets up a record; answers the URL of its detail read and the write to try. */
    prepare(): Promise<{ read: string; write: (ifMatch?: string) => Promise<LightMyRequestResponse> }>;
  }
  /** `payload` may depend on the user's id (e-mails are unique among live users). */
  const userWrite = (name: string, method: Method, path: string, payload?: object | ((id: number) => object)): Write => ({
    name,
    async prepare() {
      const id = await createUser({ username: `escritura.${(counter += 1)}`, password: 'clave12345' });
      const body = typeof payload === 'function' ? payload(id) : payload;
      return {
        read: `/v1/users/detail/${id}/security`,
        write: (ifMatch) => call(ana, method, `/v1/users/detail/${id}${path}`, body, ifMatch),
      };
    },
  });
  /** A Lotería Nacional draw of tomorrow brought to `status` through the API. */
  const drawWrite = (
    name: string,
    status: 'open' | 'closed' | 'settled',
    write: (id: number, ifMatch?: string) => Promise<LightMyRequestResponse>,
  ): Write => ({
    name,
    async prepare() {
      const [module] = await api.handle.db.select().from(modules).where(eq(modules.code, 'loteria_nacional'));
      const [draw] = await api.handle.db
        .insert(draws)
        .values({
          module_id: module.id,
          name: `Sorteo ${(counter += 1)}`,
          draw_at: new Date(api.clock.now().getTime() + 86_400_000),
          prize: 1000,
        })
        .returning();
      if (status !== 'open') await call(ana, 'POST', `/v1/draws/detail/${draw.id}/close`);
      if (status === 'settled') await call(ana, 'POST', `/v1/draws/detail/${draw.id}/result`, { numbers: ['0001'] });
      return { read: `/v1/draws/detail/${draw.id}`, write: (ifMatch) => write(draw.id, ifMatch) };
    },
  });
  const writes: Write[] = [
    userWrite('user profile', 'PUT', '', (id) => profileForm({ email: `perfil.escrito.${id}@example.com` })),
    userWrite('user password', 'PUT', '/password', { password: 'nueva12345' }),
    userWrite('user status', 'PUT', '/status', { isactive: false }),
    userWrite('user role', 'PUT', '/role', { role: 'operator' }),
    userWrite('user unlock', 'POST', '/unlock'),
    userWrite('user deletion', 'DELETE', ''),
    userWrite('user setting', 'POST', '/settings', { setting_key: 'participation_percentage', setting: { value: 5 } }),
    userWrite('user module', 'POST', '/modules', { id: 1, assigned: true }),
    userWrite('user game configuration', 'PUT', '/modules/1/games/1', { enabled: true, sales_limit: { USD: 10 } }),
    userWrite('user prize plan', 'PUT', '/prize-plan', [{ game_type_id: 1, payout: 75, commission_percentage: 12.5 }]),
    {
      name: "one's own password",
      async prepare() {
        const username = `propia.${(counter += 1)}`;
        const id = await createUser({ username, password: 'clave12345' });
        const login = await api.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password: 'clave12345' } });
        const token = login.json().token as string;
        return {
          read: `/v1/users/detail/${id}/security`,
          write: (ifMatch) =>
            call(token, 'PUT', '/v1/auth/password', { current_password: 'clave12345', new_password: 'nueva12345' }, ifMatch),
        };
      },
    },
    {
      name: 'seller update',
      async prepare() {
        const booth = await createBooth();
        const id = await createSeller(booth);
        const form = sellerForm(booth, { username: `actualizado.${id}@example.com` });
        return { read: `/v1/sellers/detail/${id}`, write: (ifMatch) => call(ana, 'PUT', `/v1/sellers/detail/${id}`, form, ifMatch) };
      },
    },
    {
      name: 'seller unlock',
      async prepare() {
        const id = await createSeller(await createBooth());
        return {
          read: `/v1/sellers/detail/${id}`,
          write: (ifMatch) => call(ana, 'POST', `/v1/sellers/detail/${id}/unlock`, undefined, ifMatch),
        };
      },
    },
    {
      name: 'booth update',
      async prepare() {
        const id = await createBooth();
        return {
          read: `/v1/ticket_booths/detail/${id}`,
          write: (ifMatch) => call(ana, 'PUT', `/v1/ticket_booths/detail/${id}`, { name: 'Agencia Nueva' }, ifMatch),
        };
      },
    },
    {
      name: 'booth deletion',
      async prepare() {
        const id = await createBooth();
        await createSeller(id);
        return {
          read: `/v1/ticket_booths/detail/${id}`,
          write: (ifMatch) => call(ana, 'DELETE', `/v1/ticket_booths/detail/${id}`, undefined, ifMatch),
        };
      },
    },
    {
      name: 'seller assignment to a booth',
      async prepare() {
        const id = await createBooth();
        const seller = await createSeller(await createBooth('Agencia Anterior'));
        return {
          read: `/v1/ticket_booths/detail/${id}`,
          write: (ifMatch) => call(ana, 'POST', `/v1/ticket_booths/detail/${id}/sellers`, { seller_id: seller }, ifMatch),
        };
      },
    },
    drawWrite('draw sales closing', 'open', (id, ifMatch) => call(ana, 'POST', `/v1/draws/detail/${id}/close`, undefined, ifMatch)),
    drawWrite('draw result', 'closed', (id, ifMatch) => call(ana, 'POST', `/v1/draws/detail/${id}/result`, { numbers: ['3721'] }, ifMatch)),
    drawWrite('draw result correction', 'settled', (id, ifMatch) =>
      call(ana, 'PUT', `/v1/draws/detail/${id}/result`, { numbers: ['3722'] }, ifMatch),
    ),
    {
      name: 'sales limit edit',
      async prepare() {
        const id = await createLimit();
        return {
          read: `/v1/limits/detail/${id}`,
          write: (ifMatch) => call(ana, 'PUT', `/v1/limits/detail/${id}`, { max_amount: 0 }, ifMatch),
        };
      },
    },
    {
      name: 'sales limit deletion',
      async prepare() {
        const id = await createLimit();
        return { read: `/v1/limits/detail/${id}`, write: (ifMatch) => call(ana, 'DELETE', `/v1/limits/detail/${id}`, undefined, ifMatch) };
      },
    },
    {
      name: 'game module sales settings',
      async prepare() {
        const read = '/v1/ticket_booths/games/detail/1';
        const { cutoff_minutes } = (await call(ana, 'GET', read)).json();
        return {
          read,
          write: (ifMatch) => call(ana, 'PUT', read, { cutoff_minutes: (cutoff_minutes + 1) % 60, prize_expiry_days: 30 }, ifMatch),
        };
      },
    },
    {
      name: "a booth day's closing",
      async prepare() {
        const id = await createBooth();
        const day = `/v1/ticket_booths/detail/${id}/days/${businessDayOf(api.clock.now())}`;
        return { read: day, write: (ifMatch) => call(ana, 'POST', `${day}/close`, { declared_cash: 0 }, ifMatch) };
      },
    },
    {
      name: "a booth day's approval",
      async prepare() {
        const id = await createBooth();
        const day = `/v1/ticket_booths/detail/${id}/days/${businessDayOf(api.clock.now())}`;
        expect((await call(ana, 'POST', `${day}/close`, { declared_cash: 0 })).statusCode).toBe(200);
        return { read: day, write: (ifMatch) => call(ana, 'POST', `${day}/approve`, undefined, ifMatch) };
      },
    },
    {
      name: "a booth day's reopening",
      async prepare() {
        const id = await createBooth();
        const day = `/v1/ticket_booths/detail/${id}/days/${businessDayOf(api.clock.now())}`;
        expect((await call(ana, 'POST', `${day}/close`, { declared_cash: 0 })).statusCode).toBe(200);
        return { read: day, write: (ifMatch) => call(ana, 'POST', `${day}/reopen`, { reason: 'Cerrado por error' }, ifMatch) };
      },
    },
    {
      name: 'seller removal from a booth',
      async prepare() {
        const id = await createBooth();
        const seller = await createSeller(id);
        return {
          read: `/v1/ticket_booths/detail/${id}`,
          write: (ifMatch) => call(ana, 'DELETE', `/v1/ticket_booths/detail/${id}/sellers/${seller}`, undefined, ifMatch),
        };
      },
    },
  ];

  it.each(writes.map((write) => [write.name, write] as const))('%s: refused when stale, done when current', async (_name, spec) => {
    const { read, write } = await spec.prepare();
    const etag = await etagOf(read);
    const body = (await call(ana, 'GET', read)).body;
    const stale = `"${Number(JSON.parse(etag)) - 1}"`;

    // A stale tag, a weak one and a tag never issued: refused, and the record is as it was.
    for (const ifMatch of [stale, `W/${etag}`, '"otro"']) expectStale(await write(ifMatch));
    expect((await call(ana, 'GET', read)).body).toBe(body);
    expect(await etagOf(read)).toBe(etag);

    // The current tag, among others: done, and the answer carries the new version.
    const done = await write(`${stale}, ${etag}`);
    expect(done.statusCode).toBe(200);
    expect(done.headers.etag).toBe(`"${Number(JSON.parse(etag)) + 1}"`);
    const after = await call(ana, 'GET', read);
    if (after.statusCode === 200) expect(after.headers.etag).toBe(done.headers.etag);
    else expect(after.statusCode).toBe(404); // a deleted booth has no detail any more
  });

  it.each(writes.map((write) => [write.name, write] as const))('%s: without If-Match it is not checked', async (_name, spec) => {
    const { read, write } = await spec.prepare();
    const etag = await etagOf(read);
    const done = await write();
    expect(done.statusCode).toBe(200);
    expect(done.headers.etag).toBe(`"${Number(JSON.parse(etag)) + 1}"`);
  });

  it('If-Match: * is met by any version of a record that exists', async () => {
    const id = await createBooth('Agencia Comodín');
    const url = `/v1/ticket_booths/detail/${id}`;
    await call(ana, 'PUT', url, { name: 'Agencia Comodín 2' });
    const done = await call(beto, 'PUT', url, { name: 'Agencia Comodín 3' }, '*');
    expect(done.statusCode).toBe(200);
    expect(done.json().name).toBe('Agencia Comodín 3');
    expect((await call(ana, 'PUT', '/v1/ticket_booths/detail/999999', { name: 'X' }, '*')).statusCode).toBe(404);
  });

  it('a malformed If-Match is a 400 naming it, and nothing is written', async () => {
    const id = await createBooth('Agencia Intacta');
    const url = `/v1/ticket_booths/detail/${id}`;
    const etag = await etagOf(url);
    const response = await call(ana, 'PUT', url, { name: 'Cambiada' }, '3');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('if-match');
    expect(await etagOf(url)).toBe(etag);
    expect((await call(ana, 'GET', url)).json().name).toBe('Agencia Intacta');
  });

  it('an unknown record is a 404 and a deleted user a 409, whatever If-Match says', async () => {
    expect((await call(ana, 'PUT', '/v1/ticket_booths/detail/999999', { name: 'X' }, '"1"')).statusCode).toBe(404);
    expect((await call(ana, 'POST', '/v1/sellers/detail/999999/unlock', undefined, '"1"')).statusCode).toBe(404);
    expect((await call(ana, 'POST', '/v1/users/detail/999999/unlock', undefined, '"1"')).statusCode).toBe(404);
    const id = await createUser();
    expect((await call(ana, 'DELETE', `/v1/users/detail/${id}`)).statusCode).toBe(200);
    expect((await call(ana, 'POST', `/v1/users/detail/${id}/unlock`, undefined, '"1"')).statusCode).toBe(409);
  });
});

describe('what moves a version', () => {
  it("every detail read of a user answers the same ETag, which any of the user's writes moves", async () => {
    const id = await createUser();
    const reads = ['profile', 'security', 'settings', 'modules', 'modules/1/games'].map((part) => `/v1/users/detail/${id}/${part}`);
    const etags = await Promise.all(reads.map((url) => etagOf(url)));
    expect(new Set(etags).size).toBe(1);
    const saved = await call(
      ana,
      'POST',
      `/v1/users/detail/${id}/settings`,
      { setting_key: 'sale_percentage', setting: { value: 7 } },
      etags[0],
    );
    expect(saved.statusCode).toBe(200);
    for (const url of reads) expect(await etagOf(url)).toBe(saved.headers.etag);
    // The profile form loaded before the settings were saved is stale now.
    expectStale(await call(ana, 'PUT', `/v1/users/detail/${id}`, profileForm({ email: `p.${id}@example.com` }), etags[0]));
  });

  /** A user who can sign in, the URL of its detail, and its sign-in with a given password. */
  async function signingInUser() {
    const password = 'clave12345';
    const username = `entra.${(counter += 1)}`;
    const id = await createUser({ username, password });
    const signIn = (attempt: string) => api.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password: attempt } });
    return { id, url: `/v1/users/detail/${id}`, password, signIn };
  }

  it("a sign-in does not move it: an administrator's form loaded before the user signed in (or failed to) still saves", async () => {
    const { id, url, password, signIn } = await signingInUser();
    const loaded = await etagOf(`${url}/profile`);
    expect((await signIn('mala')).statusCode).toBe(401);
    expect((await signIn(password)).statusCode).toBe(200);

    const security = await call(ana, 'GET', `${url}/security`);
    expect(security.json().lastlogin).not.toBeNull();
    expect(security.headers.etag).toBe(loaded);
    const saved = await call(ana, 'PUT', url, profileForm({ email: `entra.${id}@example.com`, last_name: 'Editada' }), loaded);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).not.toBe(loaded);
    expect((await call(ana, 'GET', `${url}/profile`)).json().last_name).toBe('Editada');
  });

  it('failed sign-ins up to the lock leave it; the unlock and a new password are edits and move it', async () => {
    const { url, password, signIn } = await signingInUser();
    const loaded = await etagOf(`${url}/security`);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn('mala')).statusCode).toBe(401);
    expect((await signIn(password)).statusCode).toBe(401);
    const locked = await call(ana, 'GET', `${url}/security`);
    expect(locked.json().locked).toBe(true);
    expect(locked.headers.etag).toBe(loaded);

    const unlocked = await call(ana, 'POST', `${url}/unlock`, undefined, loaded);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json().locked).toBe(false);
    expect(unlocked.headers.etag).not.toBe(loaded);
    expectStale(await call(ana, 'PUT', `${url}/password`, { password: 'otra-clave-1' }, loaded));

    const changed = await call(ana, 'PUT', `${url}/password`, { password: 'otra-clave-1' }, unlocked.headers.etag as string);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(unlocked.headers.etag);
    expect((await signIn('otra-clave-1')).statusCode).toBe(200);
    expect(await etagOf(`${url}/security`)).toBe(changed.headers.etag);
  });

  it("a seller joining or leaving a booth moves the booth's version, from either side", async () => {
    const [from, to] = [await createBooth('Agencia Origen'), await createBooth('Agencia Destino')];
    const seller = await createSeller(from);
    const boothUrl = (id: number) => `/v1/ticket_booths/detail/${id}`;
    const [fromEtag, toEtag] = [await etagOf(boothUrl(from)), await etagOf(boothUrl(to))];
    const moved = await call(ana, 'PUT', `/v1/sellers/detail/${seller}`, sellerForm(to, { username: `movido.${seller}@example.com` }));
    expect(moved.statusCode).toBe(200);
    expect(await etagOf(boothUrl(from))).not.toBe(fromEtag);
    expect(await etagOf(boothUrl(to))).not.toBe(toEtag);

    // Taken into a third booth from the booth dialog: the booth it leaves moves too.
    const third = await createBooth('Agencia Tercera');
    const toNow = await etagOf(boothUrl(to));
    const sellerNow = await etagOf(`/v1/sellers/detail/${seller}`);
    expect((await call(ana, 'POST', `${boothUrl(third)}/sellers`, { seller_id: seller }, await etagOf(boothUrl(third)))).statusCode).toBe(
      200,
    );
    expect(await etagOf(boothUrl(to))).not.toBe(toNow);
    expect(await etagOf(`/v1/sellers/detail/${seller}`)).not.toBe(sellerNow);
  });

  it('a refused write leaves every record it would have touched as it was', async () => {
    const id = await createBooth('Agencia Protegida');
    const seller = await createSeller(id);
    const sellerEtag = await etagOf(`/v1/sellers/detail/${seller}`);
    expectStale(await call(ana, 'DELETE', `/v1/ticket_booths/detail/${id}`, undefined, '"0"'));
    expect((await call(ana, 'GET', `/v1/sellers/detail/${seller}`)).json().ticket_booth_id).toBe(id);
    expect(await etagOf(`/v1/sellers/detail/${seller}`)).toBe(sellerEtag);
  });

  it('the OpenAPI document names If-Match, the ETag and 412 on every versioned write', async () => {
    const spec = (await api.call({ method: 'GET', url: '/api/docs/json' })).json();
    const versioned = Object.values<Record<string, any>>(spec.paths)
      .flatMap((operations) => Object.values<any>(operations))
      .filter((op) => (op.parameters ?? []).some((p: any) => p.in === 'header' && p.name === 'if-match'));
    // 18 writes of users (the role change, the prize plan and the credit limits among them), sellers and booths (a booth's prize plan among them), one's own password, a draw's
    // close, result, correction, new time and suspension, a sales limit's edit and deletion, a game
    // module's edit and a game type's, a booth day's closing, approval and reopening, the banca's currencies.
    expect(versioned).toHaveLength(32);
    for (const op of versioned) {
      expect(op.responses['412']).toBeDefined();
      expect(op.responses['200'].headers.ETag).toBeDefined();
    }
    for (const read of ['/v1/users/detail/{id}/profile', '/v1/sellers/detail/{id}', '/v1/ticket_booths/detail/{id}']) {
      expect(spec.paths[read].get.responses['200'].headers.ETag).toBeDefined();
    }
  });
});

/**
 * Test harness: the real app on a fresh database, migrated and seeded with the demo data set,
 * driven through Fastify's inject (no sockets). The database is in-memory PGlite, or, when
 * `TEST_DATABASE_URL` names a PostgreSQL server (`pnpm test:deploy`), a new database created on it
 * for the test file and dropped when it closes.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';
import type { Clock } from '../src/clock';
import type { AuditActor } from '../src/domain/audit';
import { openDatabase, queryRows, type DatabaseHandle, type DatabaseOptions } from '../src/db/client';
import type { App } from '../src/http/types';
import { seedDatabase } from '../src/seed';
import { hashPassword } from '../src/security/passwords';
import { draws, modules, sellers, ticketBooths, users } from '../src/db/schema';
import { madeOnce } from './made-once';
import { SchemaCodeFile } from './schema-code-cache';

/** Demo accounts of the seed, one per role. */
export const ACCOUNTS = {
  admin: { username: 'admin', password: 'admin123' },
  operator: { username: 'operador', password: 'operador123' },
  client: { username: 'cliente', password: 'cliente123' },
  ticket_seller: { username: 'vendedor', password: 'vendedor123' },
} as const;
export type AccountRole = keyof typeof ACCOUNTS;

/** The actor of writes a test makes through the domain functions directly (the audit trail needs one). */
export const TEST_ACTOR: AuditActor = { userId: null, username: 'test', address: null };

/**
 * The moment the demo data set is seeded at, so it is the same on every run. The API under test runs
 * on a `TestClock` that starts there (see `createTestApi`), so seed and server agree on what is past
 * and what is to come whatever the day the tests run on.
 */
export const SEED_NOW = new Date('2026-11-20T15:00:00Z');

/**
 * The API's clock in the tests: it starts at a given moment and runs with real time from there;
 * a test that needs another moment sets it or moves it forward.
 */
export class TestClock implements Clock {
  private offsetMs: number;

  constructor(start: Date) {
    this.offsetMs = start.getTime() - Date.now();
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  set(moment: Date): void {
    this.offsetMs = moment.getTime() - Date.now();
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface TestApi {
  app: App;
  handle: TestDatabase;
  /** The API's clock: it starts at SEED_NOW (see TestClock). */
  clock: TestClock;
  /** Signs in and returns the token (throws when the sign-in fails). */
  login(role: AccountRole): Promise<string>;
  /** inject() with the bearer header of `token` when given. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Runs one statement on the PostgreSQL server of `TEST_DATABASE_URL` (creating and dropping databases). */
async function onTestServer<Row>(serverUrl: string, statement: string, values: unknown[] = []): Promise<Row[]> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/**
 * A new empty database on the test server: its URL, and how to drop it. A closed pool's
 * connections end a moment after `end()` resolves, and one that the drop cuts off instead raises
 * an error nobody listens to, so the drop waits (a few seconds at most) until they are gone.
 */
async function createServerDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ name: string; databaseUrl: string; drop(): Promise<void> }> {
  const name = `banca_test_${randomBytes(6).toString('hex')}`;
  await onTestServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await untilDisconnected(serverUrl, name);
    await onTestServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return { name, databaseUrl: url.toString(), drop };
}

/** Waits (5 s at most) until no session is connected to the database `name`. */
async function untilDisconnected(serverUrl: string, name: string): Promise<void> {
  const until = Date.now() + 5000;
  const connected = async () =>
    (await onTestServer<{ n: number }>(serverUrl, 'select count(*)::int as n from pg_stat_activity where datname = $1', [name]))[0].n;
  while (Date.now() < until && (await connected()) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * On PostgreSQL, the demo database is migrated and seeded once per server, as a template named
 * after everything it comes from (as the PGlite dump is); each test file gets a copy of it
 * (`CREATE DATABASE … TEMPLATE`, a file copy). The first worker to need it makes it under an
 * advisory lock, the others wait for it; it is made under another name and renamed when complete.
 */
async function seededServerTemplate(serverUrl: string): Promise<string> {
  const template = `banca_seed_${seededDatabaseKey().slice(0, 16)}`;
  const { Client } = await import('pg');
  const lock = new Client({ connectionString: serverUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(hashtext($1))', [template]);
    const { rowCount } = await lock.query('select 1 from pg_database where datname = $1', [template]);
    if (rowCount === 0) {
      const building = await createServerDatabase(serverUrl);
      const handle = await openDatabase({ databaseUrl: building.databaseUrl });
      try {
        await seedDatabase(handle.db, DEMO_SEED);
      } finally {
        await handle.close();
      }
      await untilDisconnected(serverUrl, building.name);
      await lock.query(`ALTER DATABASE ${building.name} RENAME TO ${template}`);
    }
  } finally {
    await lock.end(); // its session ends, and the advisory lock with it
  }
  return template;
}

export interface TestDatabase extends DatabaseHandle {
  /**
   * The same database opened again, as a second API instance opens it: on PostgreSQL its own pool
   * and invalidation channel; PGlite can only be opened once, so there it is this very handle
   * (closing it leaves this one open).
   */
  openAgain(): Promise<DatabaseHandle>;
}

/** A fresh, migrated, empty database for one test file (see the top of this file). */
export async function openTestDatabase(options: { initialDump?: Blob } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase(options);
    return { ...handle, openAgain: async () => ({ ...handle, close: async () => undefined }) };
  }
  return openServerTestDatabase(serverUrl);
}

/** A new database on the test server (empty and migrated, or a copy of `template`), opened. */
async function openServerTestDatabase(serverUrl: string, template?: string): Promise<TestDatabase> {
  const created = await createServerDatabase(serverUrl, template);
  const handle = await openDatabase({ databaseUrl: created.databaseUrl });
  return {
    ...handle,
    openAgain: () => openDatabase({ databaseUrl: created.databaseUrl }),
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

/**
 * Where a test may open (and reopen) a database of its own on the engine under test: a PGlite data
 * folder, or a new database on the test server. `remove` deletes it.
 */
export async function testDatabaseLocation(): Promise<{ options: Omit<DatabaseOptions, 'migrationsFolder'>; remove(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const created = await createServerDatabase(serverUrl);
    return { options: { databaseUrl: created.databaseUrl }, remove: created.drop };
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'banca-test-db-'));
  return { options: { dataDir: path.join(folder, 'data') }, remove: async () => fs.rmSync(folder, { recursive: true, force: true }) };
}

type TestApiOptions = Pick<AppOptions, 'logger' | 'listCacheMs' | 'trustProxy' | 'signIn' | 'secureCookies' | 'heavyReads'> & {
  clock?: TestClock;
};

/**
 * `options.logger` lets a test read what the API logs (`createLogger` with a destination);
 * `trustProxy`, `signIn` and `secureCookies` are the app's own options; `clock` defaults to a TestClock at SEED_NOW.
 */
export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  return serveTestApi(await openSeededTestDatabase(), undefined, options);
}

/** What the demo database of the API tests is seeded with. */
export const DEMO_SEED = { scale: 1, adminUsername: 'admin', adminPassword: 'admin123', now: SEED_NOW } as const;
const API_ROOT = path.resolve(__dirname, '..');
const SEEDED_CACHE = path.join(API_ROOT, 'node_modules', '.cache', 'banca-seeded-db');

/**
 * A fresh database holding the demo data set. Migrating and seeding take seconds, so on PGlite the
 * result is made once and kept as a data-folder dump named after everything it comes from (the API's
 * sources, its migrations, the lockfile): each test file then starts from a copy of it in memory.
 */
export async function openSeededTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return openServerTestDatabase(serverUrl, await seededServerTemplate(serverUrl));
  const dumpFile = seededDumpFile();
  await madeOnce(dumpFile, async () => {
    const handle = await openTestDatabase();
    try {
      await seedDatabase(handle.db, DEMO_SEED);
      storeSeededDump(dumpFile, await compactDump(handle));
    } finally {
      await handle.close();
    }
  });
  return openTestDatabase({ initialDump: new Blob([fs.readFileSync(dumpFile)]) });
}

/**
 * The data folder of `handle` (in-memory PGlite) as a tar, made quick to start from: a checkpoint
 * first, so a copy opens without replaying the seed's write-ahead log (about 1 s of CPU per test
 * file), and without the log segments that checkpoint left behind (about 30 of the dump's 70 MB,
 * copied into memory by every file) — only those from the checkpoint's redo point on are kept —
 * and without the files of the databases PGlite never connects to (`template0` and `postgres`, 14
 * of the remaining 41 MB: about 0.15 CPU-s a file); their folders and `PG_VERSION` stay, so the
 * data folder still reads as whole.
 */
async function compactDump(handle: DatabaseHandle): Promise<Buffer> {
  await handle.db.execute(sql`CHECKPOINT`);
  const [{ redo, current }] = await queryRows<{ redo: string; current: string }>(
    handle.db,
    sql`SELECT pg_walfile_name(redo_lsn) AS redo, pg_walfile_name(pg_current_wal_lsn()) AS current FROM pg_control_checkpoint()`,
  );
  const unused = new Set(
    (await queryRows<{ oid: string }>(handle.db, sql`SELECT oid::text FROM pg_database WHERE datname <> current_database()`)).map(
      (row) => row.oid,
    ),
  );
  const client = (handle.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  const tar = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
  return tarWithout(tar, (name) => {
    const segment = /^\/?pg_wal\/([0-9A-F]{24})$/.exec(name)?.[1];
    // Older segments are no longer needed; newer ones are only recycled ones, made again on demand.
    if (segment !== undefined) return segment < redo || segment > current;
    const database = /^\/?base\/(\d+)\/(.+)$/.exec(name);
    return database !== null && unused.has(database[1]) && database[2] !== 'PG_VERSION';
  });
}

/** A copy of a tar archive (ustar, as PGlite writes it) without the entries `drop` names. */
export function tarWithout(tar: Buffer, drop: (name: string) => boolean): Buffer {
  const BLOCK = 512;
  const kept: Buffer[] = [];
  let at = 0;
  while (at + BLOCK <= tar.length && tar.subarray(at, at + BLOCK).some((byte) => byte !== 0)) {
    const field = (start: number, length: number) => tar.toString('latin1', at + start, at + start + length).replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    const length = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (!drop(name)) kept.push(tar.subarray(at, at + length));
    at += length;
  }
  return Buffer.concat([...kept, Buffer.alloc(2 * BLOCK)]);
}

/**
 * Writes `bytes` as `dumpFile` beside (and renamed over) a partial file of this process, so a test
 * file in another worker never reads half a dump, and removes the dumps of other source versions.
 * Another worker may be writing the same dump at the same time: its files are left alone.
 */
export function storeSeededDump(dumpFile: string, bytes: Buffer): void {
  const folder = path.dirname(dumpFile);
  const name = path.basename(dumpFile);
  fs.mkdirSync(folder, { recursive: true });
  for (const stale of fs.readdirSync(folder).filter((file) => !file.startsWith(name))) {
    fs.rmSync(path.join(folder, stale), { recursive: true, force: true });
  }
  const partial = `${dumpFile}.${process.pid}`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, dumpFile);
}

/** Where the seeded dump of these sources is kept (made by the first `openSeededTestDatabase`). */
export function seededDumpFile(): string {
  return path.join(SEEDED_CACHE, `${seededDatabaseKey()}.tar`);
}

/**
 * The sources the seeded database is made from: what opening a database (the migrations' runner)
 * and the seed import, followed through their relative and `@banca/contracts` imports. A change in
 * any other source (a route, a domain rule the seed does not call) keeps the dump, so the inner
 * loop (`pnpm test:changed`) does not seed again for it.
 */
export function seedSources(): string[] {
  const contracts = path.join(API_ROOT, '..', 'contracts', 'src');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      let target: string;
      if (spec.startsWith('.')) target = path.resolve(path.dirname(file), spec);
      else if (spec.startsWith('@banca/contracts')) target = path.join(contracts, spec.slice('@banca/contracts/'.length) || 'index');
      else continue;
      const found = [`${target}.ts`, path.join(target, 'index.ts'), target].find(
        (name) => fs.existsSync(name) && fs.statSync(name).isFile(),
      );
      // An import not found here could change the seed unseen: say so rather than keep a stale dump.
      if (!found) throw new Error(`seededDatabaseKey: cannot follow '${spec}' in ${file}`);
      visit(found);
    }
  };
  visit(path.join(API_ROOT, 'src', 'db', 'client.ts'));
  visit(path.join(API_ROOT, 'src', 'seed', 'index.ts'));
  return [...seen];
}

/** What the seeded dump is made from: any change to one of these files makes a new dump. */
function seededDatabaseKey(): string {
  const hash = createHash('sha256').update(JSON.stringify(DEMO_SEED));
  const migrations = fs
    .readdirSync(path.join(API_ROOT, 'drizzle'), { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(API_ROOT, 'drizzle', name))
    .filter((file) => fs.statSync(file).isFile());
  // This file too: it says how the dump is made (compactDump).
  const files = [...seedSources(), ...migrations, path.join(API_ROOT, 'test', 'helpers.ts'), path.join(API_ROOT, '..', 'pnpm-lock.yaml')];
  for (const file of files.sort()) hash.update(path.relative(API_ROOT, file)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 24);
}

/** A second API instance on the database of `first` (see `TestDatabase.openAgain`); closing it leaves `first` running. */
export async function createSecondInstance(first: TestApi, options: TestApiOptions = {}): Promise<TestApi> {
  const handle = await first.handle.openAgain();
  return serveTestApi({ ...handle, openAgain: first.handle.openAgain }, handle, { clock: first.clock, ...options });
}

/** The compiled response serializers, read once per test file (./schema-code-cache.ts). */
let schemaCode: SchemaCodeFile | undefined;

/** That store, for a test that builds an app of its own (`buildApp`'s `schemaCode`): no compile per app. */
export function testSchemaCode(): SchemaCodeFile {
  schemaCode ??= new SchemaCodeFile();
  return schemaCode;
}

/** The app on `handle`; closing it closes `own` (default: `handle`). */
async function serveTestApi(handle: TestDatabase, own: DatabaseHandle = handle, options: TestApiOptions = {}): Promise<TestApi> {
  const clock = options.clock ?? new TestClock(SEED_NOW);
  const schemaCode = testSchemaCode();
  const app = await buildApp({ db: handle.db, engine: handle.engine, invalidations: handle.invalidations, ...options, clock, schemaCode });
  await app.ready();
  schemaCode.save();
  const call: TestApi['call'] = ({ token, headers, ...options }) =>
    app.inject({ ...options, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return {
    app,
    handle,
    clock,
    call,
    async login(role) {
      const response = await call({ method: 'POST', url: '/api/v1/auth/login', payload: ACCOUNTS[role] });
      if (response.statusCode !== 200) throw new Error(`login ${role}: ${response.statusCode} ${response.body}`);
      return response.json().token as string;
    },
    async close() {
      await app.close();
      await own.close();
    },
  };
}

/**
 * Client addresses handed out one by one within 10.<network>.0.0/16, so each sign-in of a test can
 * come from an address of its own and the per-address limit stays out of the way.
 */
export function addressSequence(network: number): () => string {
  let n = 0;
  return () => {
    n++;
    return `10.${network}.${(n >> 8) & 255}.${n & 255}`;
  };
}

/** An account a test made, with what signs it in. */
export interface TestAccount {
  id: number;
  username: string;
  email: string;
  password: string;
}

let accountsMade = 0;

/** A new account (an operator unless `role` says otherwise) created through the API with an administrator's `token`. */
export async function createAccount(
  api: TestApi,
  token: string,
  options: { role?: AccountRole; password?: string } = {},
): Promise<TestAccount> {
  const n = ++accountsMade;
  const account = { username: `cuenta.${n}`, email: `cuenta.${n}@example.com`, password: options.password ?? `correcta-${n}` };
  const response = await api.call({
    method: 'POST',
    url: '/api/v1/users/create',
    token,
    payload: {
      first_name: 'Cuenta',
      last_name: `Prueba ${n}`,
      document_type: 'DNI',
      document_number: `C-${n}`,
      email: account.email,
      language: 'es',
      country: 'VE',
      timezone: 'America/Caracas',
      role: options.role ?? 'operator',
      username: account.username,
      password: account.password,
    },
  });
  if (response.statusCode !== 201) throw new Error(`create account: ${response.statusCode} ${response.body}`);
  return { id: response.json().id, ...account };
}

/** Who is who in the seeded data set: what the data-scope tests compare answers against. */
export interface ScopeFixtures {
  token: Record<AccountRole, string>;
  adminId: number;
  clientId: number;
  sellerUserId: number;
  /** Booths the demo client owns. */
  clientBooths: number[];
  /** Seller accounts linked to the demo ticket_seller user. */
  sellerAccounts: number[];
}

export async function loadScopeFixtures(api: TestApi): Promise<ScopeFixtures> {
  const token = {} as Record<AccountRole, string>;
  for (const role of Object.keys(ACCOUNTS) as AccountRole[]) token[role] = await api.login(role);
  const db = api.handle.db;
  const idOf = async (username: string) => (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
  const [adminId, clientId, sellerUserId] = [await idOf('admin'), await idOf('cliente'), await idOf('vendedor')];
  const clientBooths = (await db.select({ id: ticketBooths.id }).from(ticketBooths).where(eq(ticketBooths.owner_id, clientId))).map(
    (b) => b.id,
  );
  const sellerAccounts = (await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.seller_user_id, sellerUserId))).map(
    (s) => s.id,
  );
  return { token, adminId, clientId, sellerUserId, clientBooths, sellerAccounts };
}

/**
 * A new open draw of a module (by its code), `hoursAhead` hours after the API's "now" (default 2):
 * what a test needs an open draw for, rather than whichever draw of the demo data is open today.
 */
export async function insertDraw(api: TestApi, moduleCode: string, hoursAhead = 2): Promise<number> {
  const db = api.handle.db;
  const [module] = await db.select({ id: modules.id, name: modules.name }).from(modules).where(eq(modules.code, moduleCode));
  if (!module) throw new Error(`no module ${moduleCode}`);
  const drawAt = new Date(api.clock.now().getTime() + hoursAhead * 3_600_000);
  const [draw] = await db
    .insert(draws)
    .values({ module_id: module.id, name: `${module.name} de prueba`, draw_at: drawAt, prize: 1000 })
    .returning({ id: draws.id });
  return draw.id;
}

let insertedRecords = 0;

/** A new live booth written straight to the database (no owner unless `values` gives one). */
export async function insertBooth(api: TestApi, values: Partial<typeof ticketBooths.$inferInsert> = {}): Promise<number> {
  insertedRecords += 1;
  const [booth] = await api.handle.db
    .insert(ticketBooths)
    .values({ name: `Agencia de prueba ${insertedRecords}`, email: '', location: 'Caracas', ...values })
    .returning({ id: ticketBooths.id });
  return booth.id;
}

/** A new seller account at a booth (or at none) written straight to the database: a username of its own, no usable password. */
export async function insertSeller(api: TestApi, boothId: number | null): Promise<number> {
  insertedRecords += 1;
  const [seller] = await api.handle.db
    .insert(sellers)
    .values({
      ticket_booth_id: boothId,
      label: `Vendedor de prueba ${insertedRecords}`,
      username: `vendedor.${insertedRecords}@prueba.example`,
      password_hash: 'x',
    })
    .returning({ id: sellers.id });
  return seller.id;
}

/** The demo booth terminal account of the seed (a seller account of the demo seller at the demo client's first booth). */
export const TERMINAL_ACCOUNT = { username: 'taquilla@bancademo.com.ve', password: 'taquilla123' } as const;

/** A terminal sign-in's answer. */
export interface TerminalSignIn {
  token: string;
  seller: { id: number; label: string };
  booth: { id: number; name: string };
}

/** Signs a booth terminal in (throws unless it answers 200). */
export async function terminalLogin(
  api: TestApi,
  account: { username: string; password: string } = TERMINAL_ACCOUNT,
  deviceId = `test-device-${randomBytes(4).toString('hex')}`,
): Promise<TerminalSignIn> {
  const response = await api.call({ method: 'POST', url: '/api/v1/terminal/login', payload: { ...account, device_id: deviceId } });
  if (response.statusCode !== 200) throw new Error(`terminal login: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A new seller account at a booth (with its password), for a test that needs a terminal of its own. */
export async function insertSellerAccount(
  api: TestApi,
  boothId: number,
  password: string,
  extra: Partial<typeof sellers.$inferInsert> = {},
): Promise<{ id: number; username: string; password: string }> {
  const username = `terminal.${randomBytes(5).toString('hex')}@example.com`;
  const [seller] = await api.handle.db
    .insert(sellers)
    .values({
      ticket_booth_id: boothId,
      label: `Terminal ${username.slice(9, 14)}`,
      username,
      password_hash: await hashPassword(password),
      assigned_at: api.clock.now(),
      ...extra,
    })
    .returning({ id: sellers.id });
  return { id: seller.id, username, password };
}

/**
 * A new booth (`values`: its owner, currencies…) with a seller account of its own signed in on its
 * terminal: what a test of one booth's sales, drawer or day needs.
 */
export async function insertBoothWithTerminal(
  api: TestApi,
  values: Partial<typeof ticketBooths.$inferInsert> = {},
): Promise<{ boothId: number; sellerId: number; token: string }> {
  const boothId = await insertBooth(api, values);
  const account = await insertSellerAccount(api, boothId, 'clave123');
  return { boothId, sellerId: account.id, token: (await terminalLogin(api, account)).token };
}

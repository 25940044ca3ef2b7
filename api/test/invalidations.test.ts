/**
 * The invalidation channel (src/db/invalidations.ts) and what the caches do with it. The PostgreSQL
 * channel runs here over a stand-in connection, so losing and regaining it can be played out; the
 * real thing is exercised by instances.test.ts on a PostgreSQL server.
 */
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import {
  INVALIDATION_CHANNEL,
  type Invalidations,
  type ListeningConnection,
  LocalInvalidations,
  PostgresInvalidations,
  type PostgresInvalidationsOptions,
} from '../src/db/invalidations';
import { queryRows } from '../src/db/client';
import { ListCache } from '../src/domain/list-cache';
import { SessionStore } from '../src/security/sessions';
import { createTestApi } from './helpers';

/** The stand-in server's switches, shared by its connections. */
const server = { holdPings: false };

class FakeConnection extends EventEmitter implements ListeningConnection {
  readonly statements: string[] = [];
  ended = false;
  /** Answers a statement; a NOTIFY (a ping) comes back to this listener on the next turn unless held. */
  async query(statement: string): Promise<unknown> {
    this.statements.push(statement);
    const notify = /^NOTIFY (\w+), '(\d+)'$/.exec(statement);
    if (notify && !server.holdPings) setImmediate(() => this.receive(notify[2], notify[1]));
    return {};
  }
  async end(): Promise<void> {
    this.ended = true;
  }
  /** A message from the server on `channel`. */
  receive(payload: string, channel = INVALIDATION_CHANNEL): void {
    this.emit('notification', { channel, payload });
  }
}

/** The channel over stand-in connections; the stand-in server sends each ping back unless told to hold them. */
/** A channel over fake connections; a ping is given up after `pingTimeoutMs` (long, unless a test is about a lost one). */
function postgresChannel(pingTimeoutMs = 5_000) {
  server.holdPings = false;
  const connections: FakeConnection[] = [];
  const notified: { channel: string; payload: string }[] = [];
  const logged: string[] = [];
  // pino's call shapes: (message) or (fields, message).
  const logLine = (first: unknown, second?: unknown) => logged.push(String(typeof first === 'string' ? first : second));
  let notifyFails = false;
  const channel = new PostgresInvalidations({
    async connect() {
      const connection = new FakeConnection();
      connections.push(connection);
      return connection;
    },
    async notify(name, payload) {
      if (notifyFails) throw new Error('connection refused');
      notified.push({ channel: name, payload });
    },
    log: { info: logLine, warn: logLine, error: logLine } as unknown as PostgresInvalidationsOptions['log'],
    retryMs: 5,
    pingTimeoutMs,
  });
  return {
    channel,
    connections,
    notified,
    logged,
    failNotify: () => {
      notifyFails = true;
    },
    holdPings: () => {
      server.holdPings = true;
    },
  };
}

/** What a subscriber heard, per topic. */
function record(channel: Invalidations) {
  const heard: (string | undefined)[] = [];
  channel.subscribe('lists', (key) => heard.push(key));
  return heard;
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
};

describe('LocalInvalidations (PGlite: one process)', () => {
  it('tells the subscribers of a topic at once, and no one else', async () => {
    const channel = new LocalInvalidations();
    const lists = record(channel);
    const sessions: (string | undefined)[] = [];
    channel.subscribe('sessions', (key) => sessions.push(key));
    const published = channel.publish('lists', 'users');
    expect(lists).toEqual(['users']); // before the promise settles
    await published;
    expect(sessions).toEqual([]);
    expect(channel.live).toBe(true);
  });
});

describe('PostgresInvalidations (LISTEN/NOTIFY)', () => {
  it('listens on its own connection, tells this instance at once and the others through NOTIFY', async () => {
    const { channel, connections, notified } = postgresChannel();
    const heard = record(channel);
    await channel.start();
    expect(connections[0].statements).toEqual([
      expect.stringMatching(new RegExp(`^LISTEN ${INVALIDATION_CHANNEL}; LISTEN banca_ping_\\w+$`)),
    ]);
    expect(channel.live).toBe(true);
    heard.length = 0;

    await channel.publish('lists', 'users');
    expect(notified).toHaveLength(1);
    expect(notified[0].channel).toBe(INVALIDATION_CHANNEL);
    const own = notified[0].payload;
    expect(JSON.parse(own)).toMatchObject({ topic: 'lists', key: 'users' });
    // This instance was told once, before its NOTIFY; its own message coming back tells it nothing more.
    expect(heard).toEqual(['users']);
    connections[0].receive(own);
    expect(heard).toEqual(['users']);
    // Another instance's message, then ones that are not: another channel, unknown topic, not JSON.
    connections[0].receive(JSON.stringify({ origin: 'another-instance', topic: 'lists', key: 'sellers' }));
    connections[0].receive(JSON.stringify({ origin: 'another-instance', topic: 'lists', key: 'x' }), 'some_other_channel');
    connections[0].receive(JSON.stringify({ origin: 'another-instance', topic: 'pages', key: 'x' }));
    connections[0].receive('not json');
    expect(heard).toEqual(['users', 'sellers']);
    await channel.close();
    expect(connections[0].ended).toBe(true);
  });

  it('serves nothing remembered while the connection is lost, forgets everything, and listens again', async () => {
    const { channel, connections, logged } = postgresChannel();
    const heard = record(channel);
    await channel.start();
    heard.length = 0;
    connections[0].emit('end');
    expect(channel.live).toBe(false);
    expect(heard).toEqual([undefined]);
    expect(logged).toContain('lost the invalidation channel: caches are off until it is back');

    await until(() => channel.live);
    expect(connections).toHaveLength(2);
    expect(connections[1].statements).toEqual([connections[0].statements[0]]);
    // What was remembered while it was down is forgotten once it is back.
    expect(heard).toEqual([undefined, undefined]);
    expect(logged).toContain('the invalidation channel is back');
    await channel.close();
  });

  it('answers a publisher once its NOTIFY is done, without waiting for it to come back', async () => {
    const { channel, notified, holdPings } = postgresChannel();
    await channel.start();
    holdPings();
    await channel.publish('lists', 'users');
    expect(notified).toHaveLength(1);
    await channel.close();
  });

  it('is in step once a ping of its own came back: every change committed before it was heard', async () => {
    const { channel, connections, notified, holdPings } = postgresChannel();
    const heard = record(channel);
    await channel.start();
    heard.length = 0;
    holdPings();
    const statements = connections[0].statements;
    const pings = () => statements.filter((statement) => statement.startsWith('NOTIFY'));
    const reads = [channel.synced(), channel.synced()];
    await until(() => pings().length === 1); // the reads waiting together share one ping
    // On the listening connection, on a channel of this instance's own (nothing goes to the others).
    const [, pingChannel, serial] = /^NOTIFY (\w+), '(\d+)'$/.exec(pings()[0])!;
    expect(statements[0]).toBe(`LISTEN ${INVALIDATION_CHANNEL}; LISTEN ${pingChannel}`);
    expect(notified).toEqual([]);
    const later = channel.synced(); // came after the ping was sent: it waits for the next one
    // Another instance's change committed before the ping is delivered before it.
    connections[0].receive(JSON.stringify({ origin: 'another-instance', topic: 'lists', key: 'users' }));
    connections[0].receive(serial, 'banca_ping_another_instance'); // a channel this instance does not own
    expect(await Promise.race([reads[0], new Promise((resolve) => setTimeout(() => resolve('waiting'), 20))])).toBe('waiting');
    connections[0].receive(serial, pingChannel);
    expect(await Promise.all(reads)).toEqual([true, true]);
    expect(heard).toEqual(['users']);
    await until(() => pings().length === 2);
    connections[0].receive(/^NOTIFY \w+, '(\d+)'$/.exec(pings()[1])![1], pingChannel);
    expect(await later).toBe(true);
    await channel.close();
  });

  it('is not in step when its ping is lost, late, or the channel is down: the caches read the database', async () => {
    const { channel, connections, logged, holdPings } = postgresChannel(50);
    await channel.start();
    holdPings();
    const started = Date.now();
    expect(await channel.synced()).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(logged).toContain('a ping on the invalidation channel did not come back in time: caches read the database');

    const waiting = channel.synced();
    connections[0].emit('end');
    expect(await waiting).toBe(false);
    expect(await channel.synced()).toBe(false); // not listening
    await channel.close();
  });

  it('stops listening for good once closed', async () => {
    const { channel, connections } = postgresChannel();
    await channel.start();
    await channel.close();
    connections[0].emit('end');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(connections).toHaveLength(1);
    expect(channel.live).toBe(false);
  });

  it('logs a NOTIFY that fails and still forgets here: the write itself is done', async () => {
    const { channel, logged, failNotify } = postgresChannel();
    const heard = record(channel);
    await channel.start();
    heard.length = 0;
    failNotify();
    await expect(channel.publish('lists', 'users')).resolves.toBeUndefined();
    expect(heard).toEqual(['users']);
    expect(logged).toContain('could not tell the other API instances about a change');
    await channel.close();
  });
});

/** A list cache on a started stand-in channel, and its page 1, which counts how often it was computed. */
async function cacheOnChannel() {
  const stand = postgresChannel();
  await stand.channel.start();
  const cache = new ListCache(10_000, stand.channel);
  let computed = 0;
  const page = () => cache.get('users', 'page:1', async () => ++computed);
  return { ...stand, page };
}

describe('ListCache on the channel', () => {
  it('computes every time and keeps nothing while the channel may miss a message', async () => {
    const { channel, connections, page } = await cacheOnChannel();
    await page();
    expect(await page()).toBe(1);

    connections[0].emit('end');
    expect(await page()).toBe(2);
    expect(await page()).toBe(3);
    await until(() => channel.live);
    expect(await page()).toBe(4);
    expect(await page()).toBe(4);
    await channel.close();
  });

  it('serves what it remembers only once the channel is in step', async () => {
    const { channel, holdPings, page } = await cacheOnChannel();
    await page();
    expect(await page()).toBe(1);
    holdPings(); // the pings no longer come back
    expect(await page()).toBe(2);
    await channel.close();
  });

  it('forgets a namespace when another instance wrote to it', async () => {
    const { channel, connections, page } = await cacheOnChannel();
    await page();
    connections[0].receive(JSON.stringify({ origin: 'another-instance', topic: 'lists', key: 'users' }));
    expect(await page()).toBe(2);
    await channel.close();
  });
});

describe('SessionStore on the channel', () => {
  it('forgets a session revoked anywhere, and does not keep one read while a revocation was under way', async () => {
    const api = await createTestApi();
    try {
      const channel = new LocalInvalidations();
      const store = new SessionStore(api.handle.db, channel, 60_000);
      const [admin] = await queryRows<{ userId: number; passwordVersion: number }>(
        api.handle.db,
        sql`SELECT id AS "userId", password_version AS "passwordVersion" FROM users WHERE username = 'admin'`,
      );
      const adminId = admin.userId;
      const revokeInDatabaseOnly = () => api.handle.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${adminId}`);

      // Remembered: a revocation that bypasses the channel is not seen within the cache's lifetime...
      const first = (await store.create(admin, { userAgent: 'test', address: undefined }))!;
      expect(await store.authenticate(first.token)).toBeDefined();
      await revokeInDatabaseOnly();
      expect(await store.authenticate(first.token)).toBeDefined();
      // ...but one published by any instance is, at once.
      await channel.publish('sessions', `user:${adminId}`);
      expect(await store.authenticate(first.token)).toBeUndefined();

      // A read that was still in the database when a revocation was published is answered, not kept.
      const second = (await store.create(admin, { userAgent: 'test', address: undefined }))!;
      const reading = store.authenticate(second.token);
      await channel.publish('sessions', 'user:0');
      expect(await reading).toBeDefined();
      await revokeInDatabaseOnly();
      expect(await store.authenticate(second.token)).toBeUndefined();
    } finally {
      await api.close();
    }
  });
});

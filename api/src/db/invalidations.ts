/**
 * The invalidation channel: what an API process remembers (list pages, sessions) is forgotten on
 * every instance that shares the database as soon as any of them writes.
 *
 * - PostgreSQL: `NOTIFY` on one channel, `LISTEN` on a connection of its own in every instance. The
 *   publishing instance forgets at once and answers once its NOTIFY committed. Before a cache serves
 *   what it remembers, it waits for `synced()`: a ping — a NOTIFY sent on the listening connection,
 *   after the read arrived, on a channel only this instance listens to — has come back. The server
 *   delivers notifications of every channel in commit order, so every change committed before the
 *   read arrived has been heard by then, however slow this instance or its listening connection is.
 *   Reads arriving together share one ping.
 * - PGlite: within the process (nothing else can open an embedded database: the data folder is
 *   locked), so publishing only tells this process's own caches.
 *
 * While the listening connection is down a message may be missed: `live` is false, caches serve
 * nothing they remember, and everything is forgotten again once the connection is back.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../logging';

export type InvalidationTopic = 'lists' | 'sessions';
const TOPICS: readonly InvalidationTopic[] = ['lists', 'sessions'];

/** Called with what changed (a key the topic's cache understands), or `undefined`: forget everything. */
export type InvalidationListener = (key: string | undefined) => void;

export interface Invalidations {
  /** False while another instance's message could be missed: caches must not serve what they remember. */
  readonly live: boolean;
  /** Tells every instance (this one first, before the promise settles) that `key` of `topic` changed. */
  publish(topic: InvalidationTopic, key: string): Promise<void>;
  /**
   * True once every change published (by any instance) before the call has been heard here; false
   * when that cannot be known (the channel failed): the caller must not serve what it remembers.
   */
  synced(): Promise<boolean>;
  subscribe(topic: InvalidationTopic, listener: InvalidationListener): void;
  close(): Promise<void>;
}

/** The channel of a single process (PGlite, and apps built without a database handle). */
export class LocalInvalidations implements Invalidations {
  private readonly listeners = new Map<InvalidationTopic, Set<InvalidationListener>>();

  get live(): boolean {
    return true;
  }

  async publish(topic: InvalidationTopic, key: string): Promise<void> {
    this.deliver(topic, key);
  }

  async synced(): Promise<boolean> {
    return true; // one process: a change is heard as it is published
  }

  subscribe(topic: InvalidationTopic, listener: InvalidationListener): void {
    const listeners = this.listeners.get(topic) ?? new Set();
    listeners.add(listener);
    this.listeners.set(topic, listeners);
  }

  async close(): Promise<void> {}

  protected deliver(topic: InvalidationTopic, key: string | undefined): void {
    for (const listener of this.listeners.get(topic) ?? []) listener(key);
  }

  protected forgetEverything(): void {
    for (const topic of TOPICS) this.deliver(topic, undefined);
  }
}

/** The PostgreSQL channel's name (channels are per database, so each database has its own). */
export const INVALIDATION_CHANNEL = 'banca_invalidations';

/** A connection that LISTENs: node-postgres's `Client`, or a stand-in in tests. */
export interface ListeningConnection {
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  query(statement: string): Promise<unknown>;
  end(): Promise<void>;
}

export interface PostgresInvalidationsOptions {
  /** Opens a new connection to the database (not from the pool: it stays in LISTEN). */
  connect(): Promise<ListeningConnection>;
  /** Runs `SELECT pg_notify($1, $2)` on any connection. */
  notify(channel: string, payload: string): Promise<unknown>;
  log?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** First wait before connecting again after the connection was lost (doubles up to 10 s). */
  retryMs?: number;
  /** How long `synced()` waits for its ping to come back (default PING_TIMEOUT_MS). */
  pingTimeoutMs?: number;
}

/** A change, and the instance that made it (already told). */
interface Message {
  origin: string;
  topic: InvalidationTopic;
  key: string;
}

function parseMessage(payload: string | undefined): Message | undefined {
  try {
    const message = JSON.parse(payload ?? '') as Partial<Message>;
    if (typeof message.origin !== 'string' || typeof message.key !== 'string') return undefined;
    if (!TOPICS.includes(message.topic as InvalidationTopic)) return undefined;
    return message as Message;
  } catch {
    return undefined;
  }
}

const MAX_RETRY_MS = 10_000;
/** How long `synced()` waits for its ping before answering false (the caches then read the database). */
export const PING_TIMEOUT_MS = 1_000;

export class PostgresInvalidations extends LocalInvalidations {
  /** Tells this instance's own changes from the others'. */
  private readonly origin = randomUUID();
  /** The channel of this instance's pings: no other instance listens to it. */
  private readonly pingChannel = `banca_ping_${this.origin.replaceAll('-', '')}`;
  private serial = 0;
  /** This instance's pings on their way back, by serial: told true when it came back, false when lost. */
  private readonly pings = new Map<number, (cameBack: boolean) => void>();
  /** The readers waiting for the next ping, not sent yet: a ping only answers reads that came before it. */
  private waiting: { promise: Promise<boolean>; resolve: (synced: boolean) => void } | undefined;
  private pinging = false;
  private connection: ListeningConnection | undefined;
  private listening = false;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly options: PostgresInvalidationsOptions) {
    super();
  }

  override get live(): boolean {
    return this.listening;
  }

  /** Connects and listens; throws when the first connection fails (a start-up fault). */
  async start(): Promise<void> {
    await this.listen();
  }

  override async publish(topic: InvalidationTopic, key: string): Promise<void> {
    this.deliver(topic, key);
    try {
      await this.options.notify(INVALIDATION_CHANNEL, JSON.stringify({ origin: this.origin, topic, key } satisfies Message));
    } catch (error) {
      // The write itself is done; the other instances forget it when their own caches expire.
      this.options.log?.error({ err: error, topic }, 'could not tell the other API instances about a change');
    }
  }

  override synced(): Promise<boolean> {
    if (!this.listening) return Promise.resolve(false);
    if (this.waiting) return this.waiting.promise;
    let resolve!: (synced: boolean) => void;
    const promise = new Promise<boolean>((done) => {
      resolve = done;
    });
    this.waiting = { promise, resolve };
    if (!this.pinging) queueMicrotask(() => void this.ping()); // after the reads of this turn joined
    return promise;
  }

  /** Sends one ping for every reader waiting now; those arriving meanwhile wait for the next one. */
  private async ping(): Promise<void> {
    const readers = this.waiting;
    if (!readers) return;
    this.waiting = undefined;
    this.pinging = true;
    const serial = ++this.serial;
    const cameBack = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => settle(false), this.options.pingTimeoutMs ?? PING_TIMEOUT_MS);
      const settle = (value: boolean) => {
        clearTimeout(timer);
        this.pings.delete(serial);
        resolve(value);
      };
      this.pings.set(serial, settle);
    });
    let synced = false;
    try {
      if (!this.connection) throw new Error('not listening');
      await this.connection.query(`NOTIFY ${this.pingChannel}, '${serial}'`);
      synced = await cameBack;
      if (!synced) this.options.log?.warn('a ping on the invalidation channel did not come back in time: caches read the database');
    } catch (error) {
      this.pings.get(serial)?.(false);
      this.options.log?.warn({ err: error }, 'could not ping the invalidation channel: caches read the database');
    }
    readers.resolve(synced && this.listening);
    this.pinging = false;
    if (this.waiting) void this.ping();
  }

  override async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    clearTimeout(this.retry);
    this.stopPings();
    const connection = this.connection;
    this.connection = undefined;
    await connection?.end().catch(() => undefined);
  }

  /** Nothing more comes back on a closed or lost connection: the readers waiting read the database. */
  private stopPings(): void {
    for (const settle of [...this.pings.values()]) settle(false);
  }

  private async listen(): Promise<void> {
    const connection = await this.options.connect();
    connection.on('notification', (message) => {
      if (message.channel === this.pingChannel) {
        this.pings.get(Number(message.payload))?.(true);
        return;
      }
      if (message.channel !== INVALIDATION_CHANNEL) return;
      const parsed = parseMessage(message.payload);
      if (parsed && parsed.origin !== this.origin) this.deliver(parsed.topic, parsed.key);
    });
    connection.on('error', (error) => {
      this.options.log?.warn({ err: error }, 'the invalidation channel failed');
      this.lost(connection);
    });
    connection.on('end', () => this.lost(connection));
    try {
      await connection.query(`LISTEN ${INVALIDATION_CHANNEL}; LISTEN ${this.pingChannel}`);
    } catch (error) {
      await connection.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await connection.end().catch(() => undefined);
      return;
    }
    this.connection = connection;
    // Whatever was remembered before this connection listened may have been changed meanwhile.
    this.forgetEverything();
    this.listening = true;
  }

  private lost(connection: ListeningConnection): void {
    if (this.connection !== connection) return;
    this.connection = undefined;
    this.listening = false;
    this.forgetEverything();
    this.stopPings();
    connection.end().catch(() => undefined);
    if (this.closed) return;
    this.options.log?.warn('lost the invalidation channel: caches are off until it is back');
    this.reconnect(this.options.retryMs ?? 500);
  }

  private reconnect(delayMs: number): void {
    this.retry = setTimeout(async () => {
      try {
        await this.listen();
        this.options.log?.info('the invalidation channel is back');
      } catch (error) {
        this.options.log?.warn({ err: error }, 'the invalidation channel is still down');
        if (!this.closed) this.reconnect(Math.min(delayMs * 2, MAX_RETRY_MS));
      }
    }, delayMs);
    this.retry.unref();
  }
}

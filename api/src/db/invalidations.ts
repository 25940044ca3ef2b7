/**
 * The invalidation channel: what an API process remembers (list pages, sessions) is forgotten on
 * every instance that shares the database as soon as any of them writes.
 *
 * - PostgreSQL: `NOTIFY` on one channel, `LISTEN` on a connection of its own in every instance. The
 *   publishing instance forgets at once, then waits until the server has sent the message back to
 *   it — and so to every listener — before its answer leaves: a client that reads through another
 *   instance right after a write finds the message there before its request.
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
  /** How long a publisher waits for its message to come back (default ECHO_TIMEOUT_MS). */
  echoTimeoutMs?: number;
}

interface Message {
  origin: string;
  /** Numbers this instance's messages, to know its own when they come back. */
  serial: number;
  topic: InvalidationTopic;
  key: string;
}

function parseMessage(payload: string | undefined): Message | undefined {
  try {
    const message = JSON.parse(payload ?? '') as Partial<Message>;
    if (typeof message.origin !== 'string' || typeof message.key !== 'string' || typeof message.serial !== 'number') return undefined;
    if (!TOPICS.includes(message.topic as InvalidationTopic)) return undefined;
    return message as Message;
  } catch {
    return undefined;
  }
}

const MAX_RETRY_MS = 10_000;
/** How long a publisher waits for its message to come back before answering anyway. */
export const ECHO_TIMEOUT_MS = 1_000;

export class PostgresInvalidations extends LocalInvalidations {
  /** Tells this instance's own messages (already delivered when published) from the others'. */
  private readonly origin = randomUUID();
  private serial = 0;
  /** This instance's messages on their way back, by serial. */
  private readonly echoes = new Map<number, () => void>();
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
    const message: Message = { origin: this.origin, serial: ++this.serial, topic, key };
    const echoed = this.listening ? this.echoOf(message.serial) : Promise.resolve(true);
    try {
      await this.options.notify(INVALIDATION_CHANNEL, JSON.stringify(message));
    } catch (error) {
      // The write itself is done; the other instances forget it when their own caches expire.
      this.echoes.delete(message.serial);
      this.options.log?.error({ err: error, topic }, 'could not tell the other API instances about a change');
      return;
    }
    if (!(await echoed)) this.options.log?.warn({ topic }, 'a change was sent to the other API instances but did not come back in time');
  }

  /** Resolves true when message `serial` comes back, false when it does not in time; at once when the channel is lost or closed. */
  private echoOf(serial: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.echoes.delete(serial);
        resolve(false);
      }, this.options.echoTimeoutMs ?? ECHO_TIMEOUT_MS);
      this.echoes.set(serial, () => {
        clearTimeout(timer);
        this.echoes.delete(serial);
        resolve(true);
      });
    });
  }

  override async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    clearTimeout(this.retry);
    for (const echoed of this.echoes.values()) echoed();
    const connection = this.connection;
    this.connection = undefined;
    await connection?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const connection = await this.options.connect();
    connection.on('notification', (message) => {
      if (message.channel !== INVALIDATION_CHANNEL) return;
      const parsed = parseMessage(message.payload);
      if (!parsed) return;
      if (parsed.origin === this.origin) this.echoes.get(parsed.serial)?.();
      else this.deliver(parsed.topic, parsed.key);
    });
    connection.on('error', (error) => {
      this.options.log?.warn({ err: error }, 'the invalidation channel failed');
      this.lost(connection);
    });
    connection.on('end', () => this.lost(connection));
    try {
      await connection.query(`LISTEN ${INVALIDATION_CHANNEL}`);
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
    for (const echoed of this.echoes.values()) echoed(); // nothing more comes back on it: stop waiting
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

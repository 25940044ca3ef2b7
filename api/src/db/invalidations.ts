/**
 * The invalidation channel: what an API process remembers (list pages, sessions) is forgotten on
 * every instance that shares the database as soon as any of them writes.
 *
 * - PostgreSQL: `NOTIFY` on one channel, `LISTEN` on a connection of its own in every instance. The
 *   publishing instance forgets at once; the server sends the message to the others when the NOTIFY
 *   commits, before the publisher's answer leaves, so a client that reads through another instance
 *   right after a write does not get the old answer.
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
}

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

export class PostgresInvalidations extends LocalInvalidations {
  /** Tells this instance's own messages (already delivered when published) from the others'. */
  private readonly origin = randomUUID();
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
    const message: Message = { origin: this.origin, topic, key };
    try {
      await this.options.notify(INVALIDATION_CHANNEL, JSON.stringify(message));
    } catch (error) {
      // The write itself is done; the other instances forget it when their own caches expire.
      this.options.log?.error({ err: error, topic }, 'could not tell the other API instances about a change');
    }
  }

  override async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    clearTimeout(this.retry);
    const connection = this.connection;
    this.connection = undefined;
    await connection?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const connection = await this.options.connect();
    connection.on('notification', (message) => {
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

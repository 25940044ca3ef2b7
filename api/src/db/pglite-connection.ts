/**
 * The embedded engine's connection: the part of PGlite's client that drizzle calls (`query`, `exec`,
 * `transaction`), over any `ProtocolPort` — PGlite in this thread, or in a worker thread of its own
 * (./pglite-worker.ts), where the database's work leaves this thread's event loop to HTTP.
 *
 * Why not PGlite's own client: it sends a statement as six messages (parse, describe, bind, describe,
 * execute, sync), one call into the engine each, to learn the parameters' types before writing
 * them. Here the parameters are written by their JavaScript value, as node-postgres writes them for
 * the PostgreSQL engine, so a statement is one message and one call (across threads, one round
 * trip), and the two engines read the same parameters the same way.
 */
import { type QueryOptions, type Results, parse, protocol, types } from '@electric-sql/pglite';

/** The backend's messages, as PGlite's protocol parser reads them. */
export type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

/** Where protocol messages are run: answers the backend's messages for the bytes it is given, in order. */
export interface ProtocolPort {
  run(message: Uint8Array): Promise<BackendMessage[]>;
  close(): Promise<void>;
  /** The database as a data-folder archive (PGlite in this thread only: tests start from one). */
  dumpDataDir?(compression: 'none'): Promise<Blob>;
}

type Transaction = Pick<PGliteConnection, 'query' | 'exec'> & { rollback(): Promise<void>; readonly closed: boolean };

const { serialize, messages } = protocol;

export class PGliteConnection {
  private readonly parsers: Record<number, (value: string, typeId?: number) => unknown> = { ...types.parsers };
  /** Transactions queued or running: a statement outside them waits, so it never lands inside one. */
  private transactionsPending = 0;
  private lastTransaction: Promise<void> = Promise.resolve();

  constructor(private readonly port: ProtocolPort) {}

  /** Turns off the engine's debug notices and learns the array types (parsed as arrays of their element's type). */
  async init(): Promise<void> {
    // Notices below a warning (the engine's default sends its debug lines) cost a message each.
    await this.exec('SET client_min_messages = warning; SET log_min_messages = warning');
    const { rows } = await this.query<{ oid: number; typarray: number }>(
      `SELECT b.oid, b.typarray FROM pg_catalog.pg_type a JOIN pg_catalog.pg_type b ON b.oid = a.typelem
        WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray`,
    );
    for (const { oid, typarray } of rows) {
      this.parsers[typarray] = (value) => types.arrayParser(value, this.parsers[oid], typarray);
    }
  }

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    await this.outsideTransactions();
    return this.statement<T>(text, params, options);
  }

  async exec(text: string, options?: QueryOptions): Promise<Results[]> {
    await this.outsideTransactions();
    return this.script(text, options);
  }

  /** Runs `fn` between BEGIN and COMMIT (ROLLBACK when it throws); transactions run one after another. */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    this.transactionsPending++;
    const previous = this.lastTransaction;
    let finished!: () => void;
    this.lastTransaction = new Promise((resolve) => {
      finished = resolve;
    });
    try {
      await previous;
      await this.script('BEGIN');
      let closed = false;
      const open = () => {
        if (closed) throw new Error('Transaction is closed');
      };
      const tx: Transaction = {
        query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return this.statement<R>(text, params ?? [], options);
        },
        exec: async (text: string, options?: QueryOptions) => {
          open();
          return this.script(text, options);
        },
        rollback: async () => {
          open();
          await this.script('ROLLBACK');
          closed = true;
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await fn(tx);
        if (!closed) await this.script('COMMIT');
        closed = true;
        return result;
      } catch (error) {
        if (!closed) await this.script('ROLLBACK');
        closed = true;
        throw error;
      }
    } finally {
      this.transactionsPending--;
      finished();
    }
  }

  close(): Promise<void> {
    return this.port.close();
  }

  dumpDataDir(compression: 'none'): Promise<Blob> {
    if (!this.port.dumpDataDir) throw new Error('this database cannot be dumped from here');
    return this.port.dumpDataDir(compression);
  }

  private async outsideTransactions(): Promise<void> {
    while (this.transactionsPending > 0) await this.lastTransaction;
  }

  /** One statement with parameters: parse, bind, describe, execute and sync sent as one message. */
  private async statement<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const message = concat([
      serialize.parse({ text, types: [] }),
      serialize.bind({ values: params.map(serializeValue) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    return (await this.answer(message, text, options))[0] as Results<T>;
  }

  /** Statements without parameters, several allowed (the simple query protocol). */
  private script(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.answer(serialize.query(text), text, options);
  }

  private async answer(message: Uint8Array, text: string, options?: QueryOptions): Promise<Results[]> {
    const answers: BackendMessage[] = [];
    let failure: InstanceType<typeof messages.DatabaseError> | undefined;
    for (const backend of await this.port.run(message)) {
      if (failure) break;
      if (backend instanceof messages.DatabaseError) failure = backend;
      else if (backend instanceof messages.NoticeMessage) options?.onNotice?.(backend);
      answers.push(backend);
    }
    // The statement is named on the error as PGlite's client names it; its parameters are not (they
    // may hold what must never reach a log).
    if (failure) throw Object.assign(failure, { query: text });
    return parse.parseResults(answers, this.parsers, options);
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/** A parameter as text, by its JavaScript value (node-postgres's rules). */
function serializeValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function arrayLiteral(values: unknown[]): string {
  const elements = values.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (Array.isArray(value)) return arrayLiteral(value);
    const text = serializeValue(value) as string;
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${elements.join(',')}}`;
}

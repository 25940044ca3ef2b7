/**
 * Opens the database: a PostgreSQL server when DATABASE_URL is set, otherwise embedded
 * PostgreSQL (PGlite) in DATA_DIR, in a worker thread (./pglite-thread.ts), or in memory when no folder
 * is given (tests).
 * Both engines get the same schema and the same versioned migrations. A data folder is checked and
 * locked to this process first (./data-dir.ts).
 */
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from '../logging';
import { apiPackageRoot } from '../paths';
import { lockDataDir, openFailure, prepareDataDir } from './data-dir';
import { type Invalidations, LocalInvalidations, PostgresInvalidations } from './invalidations';
import { PGliteConnection, type ProtocolPort } from './pglite-connection';
import { inThisThread, inWorkerThread, threadAvailable } from './pglite-thread';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Tells every API instance on this database what changed (./invalidations.ts). */
  invalidations: Invalidations;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder; omitted means an in-memory database. */
  dataDir?: string;
  /** Where a connection's trouble is told (the process's logger). */
  log?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Where the migrations are read (default: the API's `drizzle/`); tests use it to stop at an older one. */
  migrationsFolder?: string;
  /** An in-memory database starts as this PGlite data-folder dump (tests: the seeded demo data made once). */
  initialDump?: Blob;
}

/** Any constant: API instances starting together on one PostgreSQL migrate one after the other. */
const MIGRATION_LOCK_KEY = 72_616_264;

/** The rows of a raw statement, on either engine (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Database, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

export const migrationsFolder = path.join(apiPackageRoot(), 'drizzle');

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { databaseUrl, log } = options;
  const migrations = { migrationsFolder: options.migrationsFolder ?? migrationsFolder };
  if (databaseUrl) {
    const { Client, DatabaseError, Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: databaseUrl, max: 10 });
    keepConnectionsAfterRefusals(pool, DatabaseError);
    pool.on('connect', oneQueryAtATime);
    // An idle connection the server dropped: the pool replaces it; unhandled, it would end the process.
    pool.on('error', (error) => log?.warn({ err: error }, 'an idle database connection failed'));
    try {
      const migrating = await pool.connect();
      try {
        await migrating.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle(migrating, { schema }), migrations);
      } finally {
        migrating.release(true); // closing the connection releases the lock
      }
      const invalidations = new PostgresInvalidations({
        async connect() {
          const client = new Client({ connectionString: databaseUrl, keepAlive: true });
          await client.connect();
          return client;
        },
        notify: (channel, payload) => pool.query('SELECT pg_notify($1, $2)', [channel, payload]),
        log,
      });
      await invalidations.start();
      const db = drizzle(pool, { schema });
      return {
        db: db as unknown as Database,
        engine: 'postgres',
        invalidations,
        async close() {
          await invalidations.close();
          await pool.end();
        },
      };
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const connect = async (port: ProtocolPort) => {
    const connection = new PGliteConnection(port);
    try {
      await connection.init();
      // drizzle calls only what the connection has of PGlite's client (query, exec, transaction).
      const db = drizzle(connection as unknown as InstanceType<typeof PGlite>, { schema });
      await migrate(db, migrations);
      return db as unknown as Database;
    } catch (error) {
      await connection.close().catch(() => {});
      throw error;
    }
  };
  const { dataDir } = options;
  if (!dataDir) {
    const port = inThisThread(await PGlite.create({ extensions: { pg_trgm }, loadDataDir: options.initialDump }));
    const db = await connect(port);
    return { db, engine: 'pglite', invalidations: new LocalInvalidations(), close: () => port.close() };
  }
  prepareDataDir(dataDir);
  const lock = await lockDataDir(dataDir);
  try {
    const port = threadAvailable()
      ? await inWorkerThread(dataDir)
      : inThisThread(await PGlite.create({ dataDir, extensions: { pg_trgm } }));
    const db = await connect(port);
    return {
      db,
      engine: 'pglite',
      invalidations: new LocalInvalidations(),
      async close() {
        try {
          await port.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw openFailure(dataDir, error);
  }
}

/**
 * pg's Pool closes the connection of every query that fails. When the server itself refused the
 * statement (an ERROR: a constraint, a function that raises, such as a refused sale) the session is
 * idle and sound; a new connection costs the server a process, a sign-in and every plan its functions
 * had cached. So such a connection goes back to the pool; any other failure still closes it.
 */
function keepConnectionsAfterRefusals(pool: import('pg').Pool, DatabaseError: typeof import('pg').DatabaseError): void {
  const query = async (config: unknown, values?: unknown) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    // A connection lost while the query runs is told as an event, which must have a listener.
    const onError = (error: Error) => {
      failure = error;
    };
    client.on('error', onError);
    try {
      return await client.query(config as string, values as unknown[]);
    } catch (error) {
      if (!(error instanceof DatabaseError && error.severity === 'ERROR')) failure ??= error as Error;
      throw error;
    } finally {
      client.removeListener('error', onError);
      client.release(failure);
    }
  };
  pool.query = query as unknown as typeof pool.query;
}

/**
 * A transaction holds one connection, and a read inside it may ask two things at once
 * (`Promise.all`): on one connection they must go one after another. pg queues them itself today
 * but calls that deprecated and refuses them from pg 9, so each connection keeps its own queue.
 */
function oneQueryAtATime(client: import('pg').PoolClient): void {
  const send = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  let last: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    const sent = last.then(() => send(...args));
    last = sent.catch(() => undefined);
    return sent;
  }) as typeof client.query;
}

/**
 * What autovacuum does on a PostgreSQL server, which PGlite lacks: refreshes the planner's
 * statistics (without them it never learns the table sizes and picks slow plans: a 100,000-user
 * search went from ~8 ms to ~1 ms) and empties the trigram index's pending list, which every search
 * reads whole.
 */
export async function analyze(handle: DatabaseHandle): Promise<void> {
  if (handle.engine !== 'pglite') return;
  await handle.db.execute(sql`ANALYZE`);
  await handle.db.execute(sql`SELECT gin_clean_pending_list('users_search_trgm')`);
}

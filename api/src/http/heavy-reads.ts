/**
 * Heavy reads — the routes whose contract says `heavy: true` (reports, the header search, lists
 * that count or sum, statements, the exposure) — never starve the server:
 *
 * - per caller (a staff user, or a terminal's seller account) at most `perCaller` at once; one more
 *   is refused at once with 429 and Retry-After, so one person (or a script with their token)
 *   cannot fill the server;
 * - per instance at most `atOnce` run at the same time; the others wait their turn in order, at
 *   most `waitMs`, then 503 with Retry-After. PGlite runs one query at a time, so without this a
 *   burst of heavy reads would queue every sale and every light read behind it;
 * - on PostgreSQL each runs in a transaction whose `statement_timeout` (`timeoutMs`)
 *   cancels a statement that runs longer (503). PGlite cannot interrupt a statement: there a read
 *   is bounded by what it reads (the daily sums, capped scans) and by its wait.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client';
import { sqlState } from '../sql-state';
import { AppError, tooManyAttempts } from '../errors';

export interface HeavyReadLimits {
  /** Heavy reads one caller may have in flight. */
  perCaller: number;
  /** Heavy reads the instance runs at once. */
  atOnce: number;
  /** How long a heavy read may wait for its turn (ms). */
  waitMs: number;
  /** How long one of its statements may run on PostgreSQL (ms; 0: no bound). */
  timeoutMs: number;
}

/** The defaults by engine: PGlite runs one query at a time, a PostgreSQL server several. */
export function defaultHeavyReadLimits(engine: DatabaseHandle['engine']): HeavyReadLimits {
  return engine === 'postgres'
    ? { perCaller: 3, atOnce: 6, waitMs: 10_000, timeoutMs: 10_000 }
    : { perCaller: 3, atOnce: 2, waitMs: 10_000, timeoutMs: 10_000 };
}

export const HEAVY_READ_MESSAGES = {
  /** 429: this caller's own bound. */
  tooMany: 'Tienes demasiadas consultas pesadas en curso (reportes, búsquedas, listados): espera a que terminen antes de pedir otra.',
  /** 503: the instance's queue was full for too long. */
  busy: 'El servidor está atendiendo muchas consultas pesadas (reportes, búsquedas, listados): inténtalo de nuevo en unos segundos.',
  /** 503: a statement ran past the bound and was cancelled. */
  tooLong: 'La consulta tardó demasiado y se canceló: acota el rango de fechas o los filtros, o inténtalo de nuevo en unos segundos.',
};

/** The limiter of one instance (`app.heavyReads`). */
export class HeavyReads {
  private running = 0;
  private readonly waiting: { start(): void; timer: NodeJS.Timeout }[] = [];
  private readonly perCaller = new Map<string, number>();

  constructor(
    readonly limits: HeavyReadLimits,
    private readonly engine: DatabaseHandle['engine'],
  ) {}

  /** Runs `read` as one of `caller`'s heavy reads once its turn comes (429 / 503 as the file's header says). */
  async run<T>(caller: string, read: () => Promise<T>): Promise<T> {
    const mine = this.perCaller.get(caller) ?? 0;
    if (mine >= this.limits.perCaller) throw tooManyAttempts(HEAVY_READ_MESSAGES.tooMany, 1000);
    this.perCaller.set(caller, mine + 1);
    try {
      await this.turn();
      try {
        return await read();
      } finally {
        this.release();
      }
    } finally {
      const left = (this.perCaller.get(caller) ?? 1) - 1;
      if (left === 0) this.perCaller.delete(caller);
      else this.perCaller.set(caller, left);
    }
  }

  /** How many run and wait now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private turn(): Promise<void> {
    if (this.running < this.limits.atOnce) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(new AppError('busy', HEAVY_READ_MESSAGES.busy, undefined, this.limits.waitMs / 2));
        }, this.limits.waitMs),
      };
      this.waiting.push(entry);
    });
  }

  private release(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next in line; otherwise it is free.
    if (next) next.start();
    else this.running--;
  }

  /** Runs `read` on `db` under the statement timeout (PostgreSQL), a cancelled statement answering 503. */
  async bounded<T>(db: Database, read: (db: Database) => Promise<T>): Promise<T> {
    if (this.engine !== 'postgres' || this.limits.timeoutMs <= 0) return read(db);
    try {
      // Not read-only: some reads first close what is due (draws, booth days), as every read does.
      return await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local statement_timeout = ${Math.trunc(this.limits.timeoutMs)}`));
        return read(tx as unknown as Database);
      });
    } catch (error) {
      // 57014: query_canceled (here, the statement timeout).
      if (sqlState(error) === '57014') {
        throw new AppError('busy', HEAVY_READ_MESSAGES.tooLong, undefined, this.limits.timeoutMs / 2);
      }
      throw error;
    }
  }
}

/** Who a heavy read is counted against: the staff user, or the terminal's seller account. */
export function callerKey(request: FastifyRequest): string {
  if (request.terminal) return `seller:${request.terminal.sellerId}`;
  return `user:${request.auth?.user.id ?? 'anonymous'}`;
}

/** A heavy route's reads, on the database under the statement timeout (`HeavyReads.bounded`). */
export function boundedRead<T>(request: FastifyRequest, read: (db: Database) => Promise<T>): Promise<T> {
  return request.server.heavyReads.bounded(request.server.db, read);
}

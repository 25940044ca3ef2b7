/**
 * The ceiling of the sales scenario on an engine: the same scenario (sales-load.ts: the same
 * terminals' seller accounts, draw, mix of lines and hot number under a limit reached halfway)
 * sold straight through the domain's sale, `sell` (api/src/domain/sales/sales.ts, the function the route
 * calls), in this process, on a database of the same engine: no HTTP, no session lookup, no JSON,
 * no logging. What is left is the sale's database work and the domain's few lines around it, so
 * `HTTP ÷ ceiling` is the share of the engine's speed the API's HTTP path delivers.
 *
 * On PGlite the data folder is the server's, opened here once the server has stopped (one process
 * at a time); on PostgreSQL the same database, with a pool as large as one instance's.
 */
import { SYSTEM_ACTOR } from '../src/domain/audit';
import { sell } from '../src/domain/sales/sales';
import { createSalesLimit, numberAvailability, updateSalesLimit } from '../src/domain/sales/limits';
import { serverWrite, type Write } from '../src/domain/writes';
import type { Database } from '../src/db/client';
import { AppError, ConflictError } from '../src/errors';
import { STATUS_OF_KIND } from '../src/http/errors';
import { runScenario, type SalesChannel, type SalesFigures, type SalesRun } from './sales-load';

/** This process's CPU time (user + system, ms): its own thread and PGlite's worker thread. */
function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The domain's sale as a channel: the answer the route would give, without the route. */
export function directChannel(db: Database, run: SalesRun): SalesChannel {
  const writeOf = (terminal: number): Write => {
    const { sellerId, boothId } = run.sellers[terminal];
    return {
      caller: { kind: 'terminal', sellerId, boothId, sessionId: 0 },
      actor: { userId: null, sellerId, username: `bench-terminal-${terminal}`, address: '127.0.0.1' },
      condition: undefined,
      scope: { kind: 'terminal', sellerId, boothId },
      now: new Date(),
    };
  };
  return {
    async sell(terminal, body) {
      try {
        const { sale } = await sell(db, body, writeOf(terminal));
        return { status: 201, body: { lines: sale.lines } };
      } catch (error) {
        if (error instanceof ConflictError) return { status: 409, body: { code: error.code } };
        if (error instanceof AppError) return { status: STATUS_OF_KIND[error.kind], body: {} };
        return { status: 0, body: {} };
      }
    },
    async createLimit(hot, maxAmount) {
      const form = {
        scope: 'global' as const,
        scope_id: null,
        game_type_id: run.gameTypeId,
        draw_id: run.drawId,
        selection: hot,
        max_amount: maxAmount,
      };
      try {
        const { record, version } = await createSalesLimit(db, form, serverWrite(SYSTEM_ACTOR, new Date()));
        return { id: record.id, version };
      } catch (error) {
        if (error instanceof ConflictError && error.code === 'LIMIT_EXISTS') return undefined;
        throw error;
      }
    },
    async setLimit(limit, maxAmount) {
      await updateSalesLimit(db, limit.id, maxAmount, serverWrite(SYSTEM_ACTOR, new Date()));
    },
    async soldOn(hot) {
      const availability = await numberAvailability(
        db,
        run.drawId,
        { game_type_id: run.gameTypeId, selection: hot },
        [['global', 0]],
        'USD',
      );
      return Math.round(availability.sold * 100);
    },
    cpuMs: processCpuMs,
  };
}

/** The scenario straight through the domain's sale on `db`, on the accounts and draw of an HTTP run. */
export function salesCeiling(db: Database, run: SalesRun, seconds: number): Promise<SalesFigures> {
  return runScenario(directChannel(db, run), run, seconds);
}

/**
 * Graceful shutdown on SIGTERM and SIGINT: stop accepting connections, let the requests in flight
 * answer, then close every connection, the server and the database, and exit.
 *
 * Keep-alive connections are what made this slow: a connection left idle after its answer stays
 * open until the client's keep-alive timeout (72 s), and the server waits for it. So an answer
 * sent while stopping carries `Connection: close`, idle connections are closed as soon as their
 * answer is out, and connections still busy after a grace period are cut.
 */
import type { ServerResponse } from 'node:http';
import type { App } from './http/types';
import type { Logger } from './logging';

/** How long requests in flight get to answer once the process is told to stop (within the 10 s `docker stop` allows). */
export const SHUTDOWN_GRACE_MS = 8_000;
/** After the grace period, how long closing the server and the database may still take before the process exits anyway. */
const CLOSE_DEADLINE_MS = 5_000;

export interface ShutdownOptions {
  app: App;
  logger: Logger;
  /** Closes what the server opened besides itself (the database), after the last answer. */
  closeResources(): Promise<void>;
  graceMs?: number;
}

/** Installs the signal handlers; call once, before the server listens. */
export function handleShutdownSignals({ app, logger, closeResources, graceMs = SHUTDOWN_GRACE_MS }: ShutdownOptions): void {
  const server = app.server;
  const inFlight = new Set<ServerResponse>();
  let stopping = false;

  server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    response.once('close', () => {
      inFlight.delete(response);
      // The connection it used is idle now: close it rather than keep it alive for a next request.
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });

  const stop = async (signal: NodeJS.Signals) => {
    // A second signal changes nothing: the deadlines below already bound the wait, and exiting
    // at once could leave the database unclosed.
    if (stopping) return;
    stopping = true;
    logger.info({ signal, inFlight: inFlight.size }, 'shutting down');
    for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
    const cut = setTimeout(() => {
      logger.warn({ inFlight: inFlight.size }, `requests still running ${graceMs / 1000} s after ${signal}: closing their connections`);
      server.closeAllConnections();
    }, graceMs);
    const deadline = setTimeout(() => {
      logger.error('the server and the database did not close in time: exiting without waiting for them');
      process.exit(1);
    }, graceMs + CLOSE_DEADLINE_MS);
    let code = 0;
    try {
      // Stops listening, answers 503 to new requests, closes idle connections, waits for the others.
      await app.close();
      clearTimeout(cut);
      await closeResources();
      logger.info('server and database closed');
    } catch (error) {
      code = 1;
      logger.error({ err: error }, 'shutdown failed');
    }
    clearTimeout(deadline);
    process.exit(code);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

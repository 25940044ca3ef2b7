/**
 * The embedded engine in a thread of its own: opens the data folder it is given, then runs the
 * protocol messages it receives one after another and answers each with the engine's bytes
 * (./pglite-thread.ts sends them). The process's thread is left to HTTP, JSON and the answers.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';

export type ThreadRequest = { id: number; message: Uint8Array } | { id: number; close: true };
export type ThreadAnswer = { opened: true } | { opened: false; error: unknown } | { id: number; data?: Uint8Array; error?: unknown };

async function serve(port: NonNullable<typeof parentPort>, dataDir: string): Promise<void> {
  let pg: Pick<PGlite, 'execProtocol' | 'close'>;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    pg = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  } catch (error) {
    port.postMessage({ opened: false, error } satisfies ThreadAnswer);
    return;
  }
  port.postMessage({ opened: true } satisfies ThreadAnswer);
  port.on('message', (request: ThreadRequest) => {
    const { id } = request;
    const failed = (error: unknown) => port.postMessage({ id, error } satisfies ThreadAnswer);
    if ('close' in request) {
      pg.close().then(() => port.postMessage({ id } satisfies ThreadAnswer), failed);
      return;
    }
    // Runs at once, before any other message is read: the answers keep the requests' order. Only
    // the bytes cross (the process's thread reads them); `execProtocol`, unlike the raw call,
    // empties the list of messages PGlite keeps after each call.
    pg.execProtocol(request.message, { syncToFs: false, throwOnError: false }).then(
      ({ data }) => port.postMessage({ id, data } satisfies ThreadAnswer, [data.buffer as ArrayBuffer]),
      failed,
    );
  });
}

if (parentPort) void serve(parentPort, (workerData as { dataDir: string }).dataDir);

/**
 * Where the embedded engine runs: in this thread (an in-memory database: the tests, which start
 * many) or, for a data folder (`pnpm start`), in a worker thread of its own (./pglite-worker.ts),
 * so the database's work and the server's HTTP run on two cores.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type PGlite, protocol } from '@electric-sql/pglite';
import type { BackendMessage, ProtocolPort } from './pglite-connection';
import type { ThreadAnswer, ThreadRequest } from './pglite-worker';

/**
 * PGlite in this thread. Its stream call, unlike its raw one, empties the list of messages it keeps
 * after each call (the raw call never does: a server's memory would grow with every answer); that
 * list is one per PGlite, so the calls are chained, each starting once the previous one has answered
(closing and dumping too, as the worker thread runs them after what it was sent before).
 */
export function inThisThread(pg: Pick<PGlite, 'execProtocolStream' | 'close' | 'dumpDataDir'>): ProtocolPort {
  let previous: Promise<unknown> = Promise.resolve();
  return {
    run: (message) => {
      const answer = previous.then(() => pg.execProtocolStream(message, { syncToFs: false, throwOnError: false }));
      previous = answer.catch(() => undefined);
      return answer;
    },
    close: () => previous.then(() => pg.close()),
    dumpDataDir: (compression) => previous.then(() => pg.dumpDataDir(compression)),
  };
}

/** The worker's compiled file; running from the TypeScript sources (jest) there is none. */
const WORKER_FILE = path.join(__dirname, 'pglite-worker.js');

export function threadAvailable(): boolean {
  return fs.existsSync(WORKER_FILE);
}

/** Opens `dataDir` in a worker thread; rejects with the engine's error when it cannot be opened. */
export async function inWorkerThread(dataDir: string): Promise<ProtocolPort> {
  const worker = new Worker(WORKER_FILE, { workerData: { dataDir } });
  const pending = new Map<number, { resolve(answers: BackendMessage[]): void; reject(error: unknown): void }>();
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
    for (const request of pending.values()) request.reject(failure);
    pending.clear();
  };
  const opened = new Promise<void>((resolve, reject) => {
    worker.on('message', (answer: ThreadAnswer) => {
      if ('opened' in answer) {
        if (answer.opened) resolve();
        else reject(answer.error);
        return;
      }
      const request = pending.get(answer.id);
      pending.delete(answer.id);
      if (answer.error !== undefined) request?.reject(answer.error);
      else request?.resolve(parseAnswer(answer.data));
    });
    worker.on('error', (error) => {
      reject(error);
      fail(error);
    });
    worker.on('exit', (code) => {
      const error = new Error(`the database thread ended (${code})`);
      reject(error);
      fail(error);
    });
  });
  try {
    await opened;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  let nextId = 0;
  const send = (request: Omit<ThreadRequest, 'id'>) =>
    new Promise<BackendMessage[]>((resolve, reject) => {
      if (failure !== undefined) {
        reject(failure);
        return;
      }
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  return {
    run: (message) => send({ message }),
    async close() {
      try {
        await send({ close: true });
      } finally {
        await worker.terminate();
      }
    },
  };
}

/** The engine's bytes read as messages here, in the process's thread (the worker only runs them). */
function parseAnswer(bytes: Uint8Array | undefined): BackendMessage[] {
  const answers: BackendMessage[] = [];
  if (bytes) new protocol.Parser().parse(bytes, (message) => answers.push(message));
  return answers;
}

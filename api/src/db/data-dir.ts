/**
 * The PGlite data folder (DATA_DIR): checks that it can be used, and one API process per folder.
 *
 * A folder that cannot be used stops the start with one line naming it and the cause
 * (`DataDirError`), instead of the engine's own failure (a read-only folder surfaces as
 * "CREATE SCHEMA ... unreachable").
 *
 * One process per folder: Two processes on the same folder each run their own
 * engine over the same files: both hand out the same ids and each overwrites the other's pages.
 *
 * The lock is a local socket named after the folder's real path, so the operating system holds
 * it and frees it when the process ends, however it ends (a crash or kill -9 leaves nothing
 * stuck): on Linux a socket in the abstract namespace, on Windows a named pipe, elsewhere a socket
 * file in the temporary folder (one whose owner is gone is removed, since nothing answers on it).
 * It needs no file in the data folder, which PGlite wants to itself (it refuses to create a
 * database in a folder that is not empty). The holder answers whoever connects with its PID, so
 * the refusal can name the process.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface DataDirLock {
  /** Frees the folder for another process. */
  release(): Promise<void>;
}

interface Holder {
  pid: number;
  since: string;
}

/** The data folder cannot be used; the message names it and says why (one log line). */
export class DataDirError extends Error {
  constructor(
    readonly dataDir: string,
    message: string,
  ) {
    super(message);
    this.name = 'DataDirError';
  }
}

export class DataDirInUseError extends DataDirError {
  constructor(
    dataDir: string,
    readonly holder?: Holder,
  ) {
    const who = holder ? `process ${holder.pid}, running since ${holder.since}` : 'another process';
    super(dataDir, `DATA_DIR ${dataDir} is in use by ${who}: stop it first, or give this server another DATA_DIR`);
    this.name = 'DataDirInUseError';
  }
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).name;

/** Creates the folder if needed and checks this process may read and write it. */
export function prepareDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new DataDirError(dataDir, `DATA_DIR ${dataDir} cannot be created or reached (${errorCode(error)}): ${(error as Error).message}`);
  }
  try {
    fs.accessSync(dataDir, fs.constants.R_OK | fs.constants.W_OK | fs.constants.X_OK);
  } catch (error) {
    throw new DataDirError(
      dataDir,
      `DATA_DIR ${dataDir} is not writable by this process (${errorCode(error)}): the embedded database writes there; ` +
        'give this user write access to it, or choose another DATA_DIR',
    );
  }
}

/** Bytes free for this user on the disk holding `dir`, when the platform says. */
function freeBytes(dir: string): number | undefined {
  try {
    const stats = fs.statfsSync(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}

/** The engine failed to open or migrate the database in the folder: name it, the cause, and a full disk if that is why. */
export function openFailure(dataDir: string, error: unknown): DataDirError {
  const cause = (error as { cause?: unknown }).cause instanceof Error ? ((error as { cause: Error }).cause as Error) : (error as Error);
  const free = freeBytes(dataDir);
  const disk = free !== undefined && free < 64 * 1024 * 1024 ? `; the disk holding it has only ${Math.floor(free / 1024)} KiB free` : '';
  return new DataDirError(dataDir, `The database in DATA_DIR ${dataDir} cannot be opened (${cause.name}: ${cause.message})${disk}`);
}

/** Where the lock of `realDir` lives on this platform, and whether it is a file that can outlive its owner. */
export function lockAddress(realDir: string, platform: NodeJS.Platform = process.platform): { address: string; isFile: boolean } {
  const key = createHash('sha256').update(realDir).digest('hex');
  if (platform === 'linux') return { address: `\0banca-api-data-dir-${key}`, isFile: false };
  if (platform === 'win32') return { address: `\\\\?\\pipe\\banca-api-data-dir-${key}`, isFile: false };
  return { address: path.join(os.tmpdir(), `banca-api-${key.slice(0, 24)}.lock`), isFile: true };
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(address, () => {
      server.off('error', fail);
      resolve();
    });
  });
}

/**
 * Asks the current holder who it is: its answer, `silent` if it answered nothing usable (a busy
 * holder may not answer at once; it still holds the lock), or `refused` when nothing listens.
 */
function askHolder(address: string): Promise<Holder | 'silent' | 'refused'> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let text = '';
    const done = (value: Holder | 'silent' | 'refused') => {
      clearTimeout(timer);
      socket.destroy();
      resolve(value);
    };
    const timer = setTimeout(() => done('silent'), 2000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => {
      try {
        const holder = JSON.parse(text) as Holder;
        done(Number.isInteger(holder.pid) && typeof holder.since === 'string' ? holder : 'silent');
      } catch {
        done('silent');
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => done(error.code === 'ECONNREFUSED' ? 'refused' : 'silent'));
  });
}

/**
 * Takes the folder's lock, or throws `DataDirInUseError` naming the process that holds it.
 * The folder must exist (its real path names the lock, so every spelling of it meets the same lock).
 */
export async function lockDataDir(dataDir: string, platform: NodeJS.Platform = process.platform): Promise<DataDirLock> {
  const realDir = fs.realpathSync(dataDir);
  const { address, isFile } = lockAddress(realDir, platform);
  const me: Holder = { pid: process.pid, since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    const server = net.createServer((socket) => {
      socket.on('error', () => {}); // a caller that hangs up early is no concern of the holder
      socket.end(JSON.stringify(me));
    });
    try {
      await listen(server, address);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') {
        throw new DataDirError(
          realDir,
          `DATA_DIR ${realDir} cannot be locked for this process (${errorCode(error)}): ${(error as Error).message}`,
        );
      }
      const answer = await askHolder(address);
      // A socket file nobody listens on: its owner ended without removing it.
      if (answer === 'refused' && isFile && attempt === 0) {
        fs.rmSync(address, { force: true });
        continue;
      }
      throw new DataDirInUseError(realDir, typeof answer === 'object' ? answer : undefined);
    }
    // The lock must never keep a finished process alive.
    server.unref();
    return {
      release: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }
}

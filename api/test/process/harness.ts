/**
 * Process tests: the built server (`api/dist/src/server.js`, what `pnpm start` runs) spawned with
 * its own data folder and a free port, watched through its log lines, signals and exit.
 * The build is made here when it is missing or older than the sources.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { madeOnce } from '../made-once';

const API_DIR = path.resolve(__dirname, '..', '..');
const ROOT = path.dirname(API_DIR);
export const SERVER_ENTRY = path.join(API_DIR, 'dist', 'src', 'server.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the API (tsc) unless its build is newer than every source; jest runs one test file at a time per worker, so builds are serialized with a lock folder. */
export function ensureServerBuild(): void {
  const sources = Math.max(newestSource(path.join(API_DIR, 'src')), fs.statSync(path.join(API_DIR, 'tsconfig.build.json')).mtimeMs);
  const fresh = () => fs.existsSync(SERVER_ENTRY) && fs.statSync(SERVER_ENTRY).mtimeMs >= sources;
  if (fresh()) return;
  const lock = path.join(os.tmpdir(), `banca-api-build-${Buffer.from(API_DIR).toString('hex').slice(-32)}`);
  const until = Date.now() + 120_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      // Another worker is building; a lock left by a crashed one is taken over after two minutes.
      if (Date.now() > until) fs.rmSync(lock, { recursive: true, force: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    if (fresh()) return;
    const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    try {
      execFileSync(process.execPath, [tsc, '-p', path.join(API_DIR, 'tsconfig.build.json')], { stdio: 'pipe' });
    } catch (error) {
      const output = (error as { stdout?: Buffer }).stdout?.toString() ?? '';
      throw new Error(`Building the API for the process tests failed (run \`pnpm --filter @banca/api build\`):\n${output}`);
    }
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Whether GET /api/health answers 200 within `ms`, on a connection of its own that is closed after
 * it (a pooled keep-alive connection would stay open and count against the server's cap).
 */
export function answersHealth(url: string, ms = 5_000): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(`${url}/api/health`, { agent: false, timeout: ms }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

/** A log line of the server (pino JSON), or the raw text of a line that is not JSON. */
export type LogLine = Record<string, unknown> & { msg?: string; level?: number };

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Every line written so far, stdout and stderr. */
  lines(): LogLine[];
  /** Resolves with the exit code (or the signal's name) when the process has ended. */
  exited: Promise<number | string>;
  /** Waits until the server answers GET /api/health, or throws (with its output) if it exits first. */
  healthy(ms?: number): Promise<void>;
  /** Stops it with `signal` and waits for the end (SIGKILL after `ms`). */
  stop(signal?: NodeJS.Signals, ms?: number): Promise<number | string>;
}

export interface StartOptions {
  dataDir: string;
  env?: Record<string, string>;
  /**
   * Let file permissions bind the server even when the tests run as root, for whom no folder is
   * read-only: it keeps root's user (so it still reads the checkout, wherever it was cloned) but runs
   * without the capabilities that override file permissions.
   */
  bindPermissions?: boolean;
}

/** Capabilities that let root read and write whatever the permissions say. */
const FILE_OVERRIDES = '-dac_override,-dac_read_search,-fowner';

export async function startServer({ dataDir, env = {}, bindPermissions = false }: StartOptions): Promise<ServerProcess> {
  ensureServerBuild();
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const [command, ...args] =
    bindPermissions && asRoot
      ? ['setpriv', `--inh-caps=${FILE_OVERRIDES}`, `--bounding-set=${FILE_OVERRIDES}`, '--', process.execPath, SERVER_ENTRY]
      : [process.execPath, SERVER_ENTRY];
  const child = spawn(command, args, {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SERVE_WEB: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const raw: string[] = [];
  let partial = { stdout: '', stderr: '' };
  for (const stream of ['stdout', 'stderr'] as const) {
    child[stream]?.setEncoding('utf8');
    child[stream]?.on('data', (chunk: string) => {
      const text = partial[stream] + chunk;
      const parts = text.split('\n');
      partial = { ...partial, [stream]: parts.pop() ?? '' };
      raw.push(...parts.filter(Boolean));
    });
  }
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1));
  });
  const url = `http://127.0.0.1:${port}`;
  const lines = () =>
    [...raw, ...Object.values(partial).filter(Boolean)].map((line): LogLine => {
      try {
        return JSON.parse(line);
      } catch {
        return { msg: line };
      }
    });
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    url,
    port,
    dataDir,
    child,
    lines,
    exited,
    async healthy(ms = 60_000) {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if (!running()) throw new Error(`the server exited (${await exited}):\n${raw.join('\n')}`);
        if (await answersHealth(url)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the server did not answer within ${ms} ms:\n${raw.join('\n')}`);
    },
    async stop(signal = 'SIGTERM', ms = 20_000) {
      if (running()) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), ms);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
  };
}

/** Temporary folders of one test file, removed by `cleanup`. */
export class TempDirs {
  private readonly made: string[] = [];

  make(prefix = 'banca-process-'): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    this.made.push(dir);
    return dir;
  }

  cleanup(): void {
    for (const dir of this.made) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A data folder holding the migrated and seeded demo database, made by a first server run once per
 * test run (the folder `BANCA_TEST_RUN_DIR`, shared by the process test files; once per file when a
 * file runs without it); each call returns a fresh copy (a first start costs seconds, a copy does not).
 */
export function seededDataDirs(temp: TempDirs): () => Promise<string> {
  let template: Promise<string> | undefined;
  const makeTemplate = async (dir: string) => {
    const server = await startServer({ dataDir: dir });
    await server.healthy();
    const code = await server.stop();
    if (code !== 0) throw new Error(`seeding the template data folder: the server exited with ${code}`);
  };
  const sharedTemplate = async (runDir: string) => {
    const dir = path.join(runDir, 'seeded-data');
    await madeOnce(dir, async () => {
      const partial = path.join(temp.make(), 'data');
      await makeTemplate(partial);
      fs.renameSync(partial, dir);
    });
    return dir;
  };
  const ownTemplate = async () => {
    const dir = path.join(temp.make(), 'data');
    await makeTemplate(dir);
    return dir;
  };
  return async () => {
    const runDir = process.env.BANCA_TEST_RUN_DIR;
    template ??= runDir ? sharedTemplate(runDir) : ownTemplate();
    const copy = path.join(temp.make(), 'data');
    fs.cpSync(await template, copy, { recursive: true });
    return copy;
  };
}

/** The log lines whose message matches. */
export const linesMatching = (server: ServerProcess, pattern: RegExp) => server.lines().filter((line) => pattern.test(String(line.msg)));

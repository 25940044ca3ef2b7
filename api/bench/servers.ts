/**
 * The API servers the benchmark loads, each in its own process (the load generator has its own):
 * - in-memory PGlite: bench-server.ts, one database served by two apps (list cache on and off);
 * - the built server as `pnpm start` runs it (PGlite in a data folder), or as the API image runs it
 *   (PostgreSQL), with the environment it is given.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import type { BenchServerReady } from './bench-server';

export interface Server {
  url: string;
  /** The CPU time (user + system, ms) the server's process has used so far; NaN where /proc cannot tell. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** The CPU time (user + system, ms) process `pid` has used so far, from Linux's /proc; NaN elsewhere. */
export function processCpuMs(pid: number | undefined): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 a second).
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** In-memory PGlite seeded at `scale`: the app as deployed (`cached`) and one with the list cache off. */
export async function startMemoryServers(scale: number): Promise<BenchServerReady & { cpuMs(): number; stop(): Promise<void> }> {
  const child = fork(path.join(__dirname, 'bench-server.js'), { env: { ...process.env, BENCH_SCALE: String(scale) } });
  const ready = await new Promise<BenchServerReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as BenchServerReady));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { ...ready, cpuMs: () => processCpuMs(child.pid), stop: () => stopProcess(child) };
}

/** A loopback port nobody listens on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The built server (api/dist/src/server.js) on `port`, serving once its database is ready (seeded on a first start). */
export async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  const entry = path.join(__dirname, '..', 'src', 'server.js');
  const child = spawn(process.execPath, [entry], {
    cwd: path.join(__dirname, '..', '..'), // api/, where `pnpm start` runs it
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, cpuMs: () => processCpuMs(child.pid), stop: () => stopProcess(child) };
    } catch {
      // not listening yet (a first start seeds before it listens)
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopProcess(child);
  throw new Error(`the server on port ${port} did not answer within 15 minutes`);
}

/** A new database on the PostgreSQL server of `serverUrl` (the benchmark's own); returns its URL and how to drop it. */
export async function createDatabase(serverUrl: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

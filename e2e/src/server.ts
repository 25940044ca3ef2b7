/**
 * Starts the product as `pnpm start` does (the built API serving the built apps), on a free port
 * with a fresh data folder, for one test run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

/** The results feed's secret of the browser tests' server: a test signs a provider's result with it. */
export const E2E_FEED_SECRET = 'secreto-del-proveedor-e2e';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  dataDir: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** `env` adds to or overrides the server's environment (e.g. `DEMO_DATA: 'false'` for an empty banca). */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = path.join(ROOT, 'api', 'dist', 'src', 'server.js');
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(ROOT, 'host', 'dist', 'index.html'))) {
    throw new Error('Build first: `pnpm build` (the browser tests run against the built apps).');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'banca-e2e-'));
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/config.json`);
      if (response.ok) return { url, process: child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill();
  throw new Error('The server did not start within 120 s');
}

import fs from 'node:fs';
import type { RunningServer } from './server';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __E2E_SERVER__?: RunningServer }).__E2E_SERVER__;
  if (!server) return;
  server.process.kill('SIGTERM');
  await new Promise((resolve) => server.process.once('exit', resolve));
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

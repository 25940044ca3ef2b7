import fs from 'node:fs';
import type { BrowserServer } from 'playwright-core';
import type { RunningServer } from './server';

export default async function globalTeardown(): Promise<void> {
  const { __E2E_SERVER__: server, __E2E_BROWSER__: browser } = globalThis as {
    __E2E_SERVER__?: RunningServer;
    __E2E_BROWSER__?: BrowserServer;
  };
  await browser?.close();
  if (!server) return;
  server.process.kill('SIGTERM');
  await new Promise((resolve) => server.process.once('exit', resolve));
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

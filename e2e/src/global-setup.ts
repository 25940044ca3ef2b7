import { startServer } from './server';

/** One server for the whole browser-test run; its URL reaches the tests through the environment. */
export default async function globalSetup(): Promise<void> {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  (globalThis as { __E2E_SERVER__?: unknown }).__E2E_SERVER__ = server;
}

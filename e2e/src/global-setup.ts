import type { Config } from 'jest';
import { launchBrowserServer } from './browser';
import { startServer } from './server';

/**
 * One server per jest worker (at most two: the browser tests are run with two workers) and one
 * Chromium for the whole browser-test run; their addresses reach the tests through the
 * environment (see `baseUrl`).
 */
export default async function globalSetup(globalConfig: Config): Promise<void> {
  const count = Math.max(1, Math.min(2, Number(globalConfig.maxWorkers ?? 1)));
  const [browser, ...servers] = await Promise.all([launchBrowserServer(), ...Array.from({ length: count }, () => startServer())]);
  process.env.E2E_BASE_URLS = servers.map((server) => server.url).join(' ');
  process.env.E2E_BROWSER_WS = browser.wsEndpoint();
  Object.assign(globalThis, { __E2E_SERVERS__: servers, __E2E_BROWSER__: browser });
}

import { chromium } from 'playwright-core';
import { CHROMIUM_OPTIONS } from './browser';
import { E2E_FEED_SECRET, startServer } from './server';

/**
 * One server and one Chromium for the whole browser-test run (each file connects to the browser
 * and opens its own contexts); their addresses reach the tests through the environment.
 */
export default async function globalSetup(): Promise<void> {
  const [server, browser] = await Promise.all([
    startServer({ RESULTS_FEED_SECRET: E2E_FEED_SECRET }),
    chromium.launchServer(CHROMIUM_OPTIONS),
  ]);
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_BROWSER_WS = browser.wsEndpoint();
  Object.assign(globalThis, { __E2E_SERVER__: server, __E2E_BROWSER__: browser });
}

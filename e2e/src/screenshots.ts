import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './server';

/**
 * Where the browser tests put the pictures of the screens they prove: docs/screenshots/ only when
 * asked (`SCREENSHOTS_TO_DOCS=1`), so that a test run leaves the checkout as it found it; otherwise a
 * folder under the system's temporary folder, there to look at after a run.
 */
export const SCREENSHOTS_DIR =
  process.env.SCREENSHOTS_TO_DOCS === '1' ? path.join(ROOT, 'docs', 'screenshots') : path.join(os.tmpdir(), 'banca-e2e-screenshots');

/** A full-page picture of `page` from its top (a sticky header stays where a phone shows it). */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, name), fullPage: true });
}

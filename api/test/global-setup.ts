import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A folder for what the API test files of one run share (the seeded data folder the process tests
 * copy): it reaches every worker through the environment, and is removed at the end of the run.
 */
export default function globalSetup(): void {
  process.env.BANCA_TEST_RUN_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'banca-api-run-'));
}

import fs from 'node:fs';

export default function globalTeardown(): void {
  const folder = process.env.BANCA_TEST_RUN_DIR;
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
}

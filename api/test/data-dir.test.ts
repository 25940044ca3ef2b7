/**
 * The data folder's lock, on the abstract socket (Linux) and on the socket-file fallback (other systems).
 *
 * @test-moved folder  (run again by `pnpm test:moved` from a clone in a private folder)
 * @pglite-only  (the PGlite data folder's lock: not run again on PostgreSQL)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirInUseError, lockAddress, lockDataDir } from '../src/db/data-dir';

const dirs: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'banca-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A process holding a socket at `address` — then killed with SIGKILL, so nothing removes it. */
async function crashedHolder(address: string): Promise<void> {
  const child = spawn(process.execPath, [
    '-e',
    `require('node:net').createServer().listen(${JSON.stringify(address)}, () => console.log('ready'))`,
  ]);
  await new Promise((resolve) => child.stdout.once('data', resolve));
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
}

describe.each(['linux', 'darwin'] as const)('the data folder lock (%s)', (platform) => {
  it('is held by one taker at a time, whatever the spelling of the folder, until released', async () => {
    const dir = folder();
    fs.symlinkSync(dir, `${dir}-link`);
    dirs.push(`${dir}-link`);
    const lock = await lockDataDir(dir, platform);
    for (const spelling of [dir, `${dir}/`, `${dir}/../${path.basename(dir)}`, `${dir}-link`]) {
      const refusal = await lockDataDir(spelling, platform).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DataDirInUseError);
      expect(refusal).toMatchObject({ dataDir: fs.realpathSync(dir), holder: { pid: process.pid } });
    }
    await lock.release();
    await (await lockDataDir(dir, platform)).release();
  });

  it('is free again once its holder is killed', async () => {
    const dir = folder();
    await crashedHolder(lockAddress(fs.realpathSync(dir), platform).address);
    const lock = await lockDataDir(dir, platform);
    await lock.release();
  });
});

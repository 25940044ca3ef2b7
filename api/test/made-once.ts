import fs from 'node:fs';
import path from 'node:path';

/**
 * Makes `file` with `make` unless it exists, in one test worker at a time: another worker that needs
 * the same file meanwhile waits for it instead of spending the same seconds of CPU making it too.
 * `make` writes `file` whole or not at all; a lock left by a worker that died is taken over after
 * `staleMs`.
 */
export async function madeOnce(file: string, make: () => Promise<void>, staleMs = 300_000): Promise<void> {
  const lock = `${file}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // How long this worker has waited, by its own clock: the lock's mtime is the file system's time,
  // which a test run with a moved clock (libfaketime) would read as a month old at once.
  let waitingSince: number | undefined;
  for (;;) {
    if (fs.existsSync(file)) return;
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      waitingSince ??= performance.now();
      if (performance.now() - waitingSince > staleMs) {
        fs.rmSync(lock, { recursive: true, force: true });
        waitingSince = undefined;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    if (!fs.existsSync(file)) await make();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

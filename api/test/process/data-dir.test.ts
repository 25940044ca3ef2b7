/**
 * The data folder as the built server meets it: one server per folder (a crashed one leaves no
 * lock behind), a folder it may not write stops the start with one line naming it and the cause,
 * and a failing ANALYZE is only a warning.
 *
 * @test-moved folder  (run again by `pnpm test:moved` from a clone in a private folder)
 * @pglite-only  (servers on PGlite data folders: not run again on PostgreSQL)
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { linesMatching, seededDataDirs, startServer, TempDirs, type ServerProcess } from './harness';

// Each test starts servers: seconds apiece, more on a busy machine.
jest.setTimeout(180_000);

const temp = new TempDirs();
const seededDataDir = seededDataDirs(temp);
const running: ServerProcess[] = [];
const start = async (...args: Parameters<typeof startServer>) => {
  const server = await startServer(...args);
  running.push(server);
  return server;
};
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop('SIGKILL')));
});
afterAll(() => temp.cleanup());

/** Whether the server came up or exited first (and with what). */
async function outcome(server: ServerProcess): Promise<'healthy' | { exited: number | string }> {
  return Promise.race([server.healthy(60_000).then(() => 'healthy' as const), server.exited.then((code) => ({ exited: code }))]);
}

async function signIn(server: ServerProcess): Promise<Response> {
  return fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
}

/** The one fatal line a refused start writes: level 60, no stack trace anywhere in the output. */
function fatalLine(server: ServerProcess) {
  const fatal = server.lines().filter((line) => line.level === 60);
  expect(fatal).toHaveLength(1);
  expect(server.lines().filter((line) => line.err || /^\s+at /.test(String(line.msg)))).toEqual([]);
  return String(fatal[0].msg);
}

describe('one server per data folder', () => {
  it('refuses a second server on the same folder, naming the folder and the first one; the first keeps serving', async () => {
    const dataDir = await seededDataDir();
    const first = await start({ dataDir });
    await first.healthy();

    // the same folder, spelled differently
    const second = await start({ dataDir: `${dataDir}${path.sep}.${path.sep}` });
    expect(await outcome(second)).toEqual({ exited: 1 });
    const folder = fs.realpathSync(dataDir).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(fatalLine(second)).toMatch(
      new RegExp(
        `^DATA_DIR ${folder} is in use by process ${first.child.pid}, running since \\S+: stop it first, or give this server another DATA_DIR$`,
      ),
    );

    expect((await signIn(first)).status).toBe(200);
  });

  it('starts on a folder whose server was killed (kill -9), and frees the folder when it stops', async () => {
    const dataDir = await seededDataDir();
    const killed = await start({ dataDir });
    await killed.healthy();
    expect(await killed.stop('SIGKILL')).toBe('SIGKILL');

    const next = await start({ dataDir });
    await next.healthy();
    expect((await signIn(next)).status).toBe(200);
    expect(await next.stop('SIGTERM')).toBe(0);

    const after = await start({ dataDir });
    await after.healthy();
  });
});

describe('start-up faults', () => {
  const makeReadOnly = (dir: string) => {
    for (const entry of [dir, ...fs.readdirSync(dir, { recursive: true }).map((name) => path.join(dir, String(name)))]) {
      fs.chmodSync(entry, fs.statSync(entry).isDirectory() ? 0o555 : 0o444);
    }
  };

  it.each([
    ['an empty folder (first start)', async () => temp.make()],
    ['a folder holding the database', seededDataDir],
  ])('a read-only DATA_DIR, %s, stops the start with one line naming the folder and the cause', async (_case, makeDir) => {
    const dataDir = await makeDir();
    makeReadOnly(dataDir);
    // Root may write anywhere: the server runs without root's power over permissions.
    const server = await start({ dataDir, bindPermissions: true });
    expect(await outcome(server)).toEqual({ exited: 1 });
    expect(fatalLine(server)).toBe(
      `DATA_DIR ${dataDir} is not writable by this process (EACCES): the embedded database writes there; ` +
        'give this user write access to it, or choose another DATA_DIR',
    );
  });

  it('a failing ANALYZE is a warning: the server starts and serves', async () => {
    const dataDir = await seededDataDir();
    // Make the start-up ANALYZE fail as a full disk would: an expression index whose function
    // raises once a switch is on (ANALYZE evaluates index expressions over sampled rows).
    const handle = await openDatabase({ dataDir });
    for (const statement of [
      'CREATE TABLE analyze_switch (fail boolean NOT NULL)',
      'INSERT INTO analyze_switch VALUES (false)',
      `CREATE FUNCTION analyze_probe(v integer) RETURNS integer LANGUAGE plpgsql IMMUTABLE AS $$
       BEGIN
         IF (SELECT fail FROM public.analyze_switch) THEN RAISE EXCEPTION 'ANALYZE cannot write'; END IF;
         RETURN v;
       END $$`,
      'CREATE TABLE analyze_probe_rows (v integer)',
      'INSERT INTO analyze_probe_rows SELECT generate_series(1, 100)',
      'CREATE INDEX analyze_probe_rows_idx ON analyze_probe_rows (public.analyze_probe(v))',
      'UPDATE analyze_switch SET fail = true',
    ]) {
      await handle.db.execute(sql.raw(statement));
    }
    await handle.close();

    const server = await start({ dataDir });
    expect(await outcome(server)).toBe('healthy');
    const [warning] = linesMatching(server, /^ANALYZE failed/);
    expect(warning).toMatchObject({ level: 40, err: { code: 'P0001' } });
    expect((await signIn(server)).status).toBe(200);
  });
});

#!/usr/bin/env node
/**
 * Runs a command beside a throwaway PostgreSQL server from Debian's `postgresql` package:
 *   node deploy/test/with-postgres.js <command> [args...]
 * The server lives in a temporary folder, listens on a free loopback port only, and is stopped and
 * removed when the command ends (or after DEPLOY_TIMEOUT_MINUTES, default 20). The command gets
 * TEST_DATABASE_URL, a superuser connection to the `postgres` database, to create its own databases.
 * As root, the server runs as the `postgres` system user (PostgreSQL refuses to run as root).
 */
const { execFileSync, spawn } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

/** The newest installed server: /usr/lib/postgresql/<version>/bin. */
function postgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb'))) : [];
  if (versions.length === 0) throw new Error('PostgreSQL is not installed: apt-get install postgresql (.ci/run does it)');
  return path.join(base, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function main() {
  const command = process.argv.slice(2);
  if (command.length === 0) throw new Error('usage: with-postgres.js <command> [args...]');
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'banca-pg-'));
  const data = path.join(dir, 'data');
  const password = crypto.randomBytes(12).toString('hex');
  fs.writeFileSync(path.join(dir, 'pwfile'), password);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    for (const file of [dir, path.join(dir, 'pwfile')]) fs.chownSync(file, uid, gid);
  }
  const pg = (tool, args) =>
    execFileSync(asRoot ? 'runuser' : path.join(bin, tool), asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args, {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const port = await freePort();
  const started = Date.now();
  try {
    pg('initdb', [
      '-D',
      data,
      '-U',
      'banca',
      `--pwfile=${path.join(dir, 'pwfile')}`,
      '--auth=scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    // Throwaway data: durability is traded for speed.
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
    pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  } catch (error) {
    const log = path.join(dir, 'server.log');
    if (fs.existsSync(log)) console.error(fs.readFileSync(log, 'utf8'));
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  console.log(
    `== PostgreSQL (${path.basename(path.dirname(bin))}) on 127.0.0.1:${port}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      console.error(`could not stop PostgreSQL: ${error.message}`);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: `postgres://banca:${password}@127.0.0.1:${port}/postgres` },
  });
  const minutes = Number(process.env.DEPLOY_TIMEOUT_MINUTES ?? '20');
  const timer = setTimeout(() => {
    console.error(`with-postgres: the command ran over ${minutes} min, stopping it`);
    child.kill('SIGTERM');
  }, minutes * 60_000);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) => child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))));
  clearTimeout(timer);
  stop();
  process.exit(code);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

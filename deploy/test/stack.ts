/**
 * The production topology of docker-compose.yml, run here without Docker: the repository's nginx
 * templates rendered with envsubst (as the nginx image does at start) and run by Debian's nginx,
 * one server per micro-frontend plus the gateway, and the built API on a PostgreSQL server.
 * Everything listens on loopback ports only and lives in one temporary folder.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import dgram from 'node:dgram';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
export const REMOTES = ['users', 'sellers', 'booths', 'catalog', 'terminal'] as const;
export type Remote = (typeof REMOTES)[number];
/** Compose service / workspace folder of each micro-frontend. */
export const APPS = ['host', ...REMOTES.map((name) => `remote-${name}` as const)] as const;
export type App = (typeof APPS)[number];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Waits until `url` answers (any status below 500), or throws after `ms`. */
export async function waitForHttp(url: string, ms = 60_000, alive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`the server behind ${url} exited`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

async function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Renders a template as the nginx image does: envsubst, only for the variables given. */
export function renderTemplate(template: string, vars: Record<string, string>): string {
  return execFileSync(
    'envsubst',
    [
      Object.keys(vars)
        .map((name) => `\${${name}}`)
        .join(' '),
    ],
    {
      input: fs.readFileSync(template, 'utf8'),
      env: { PATH: process.env.PATH, ...vars },
    },
  ).toString();
}

export interface Nginx {
  name: string;
  process: ChildProcess;
  /** Its access log (`accessLog: true`): one line per request, `METHOD URI STATUS UPSTREAM_ADDRESSES`. */
  accessLog?: string;
  stop(): Promise<void>;
}

const NGINX = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/**
 * Runs one nginx with a rendered server block, inside an `http {}` like the one of the nginx image's
 * own nginx.conf (mime types, sendfile, keep-alive). `url` is polled until it answers. With
 * `accessLog`, the http block logs which upstream address answered each request (the image logs
 * requests too, in its own format).
 */
export async function startNginx(
  workDir: string,
  name: string,
  serverConf: string,
  url: string,
  options: { accessLog?: boolean } = {},
): Promise<Nginx> {
  const dir = path.join(workDir, 'nginx', name);
  const accessLog = options.accessLog ? path.join(dir, 'access.log') : undefined;
  fs.mkdirSync(path.join(dir, 'temp'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'server.conf'), serverConf);
  const temp = (kind: string) => `${kind}_temp_path ${path.join(dir, 'temp', kind)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      ...(accessLog
        ? ["  log_format upstreams '$request_method $request_uri $status $upstream_addr';", `  access_log ${accessLog} upstreams;`]
        : ['  access_log off;']),
      '  sendfile on;',
      '  keepalive_timeout 65;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${temp(kind)}`),
      `  include ${path.join(dir, 'server.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-e', 'stderr', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
  const nginx: Nginx = { name, process: child, accessLog, stop: () => stopProcess(child, 'SIGQUIT') };
  try {
    await waitForHttp(url, 15_000, () => child.exitCode === null);
  } catch (error) {
    await nginx.stop();
    const log = fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
    throw new Error(`nginx ${name}: ${(error as Error).message}\n${log}`);
  }
  return nginx;
}

/** A micro-frontend's static server (its container): deploy/nginx/web.conf.template over `webRoot`. */
export function startWebServer(workDir: string, webRoot: string, port: number): Promise<Nginx> {
  const conf = renderTemplate(path.join(ROOT, 'deploy/nginx/web.conf.template'), { LISTEN: `127.0.0.1:${port}`, WEB_ROOT: webRoot });
  return startNginx(workDir, path.basename(webRoot), conf, `http://127.0.0.1:${port}/version.json`);
}

/**
 * "Deploys" a built app as its image does: copies its dist (the image's COPY) and runs
 * deploy/web/entrypoint.sh to write config.json from the environment.
 */
export function installSite(app: App, target: string, env: Record<string, string> = {}): string {
  const dist = path.join(ROOT, app, 'dist');
  if (!fs.existsSync(path.join(dist, 'version.json'))) throw new Error(`${app}/dist/version.json is missing: run \`pnpm build\` first`);
  return installDist(dist, target, env);
}

export interface Api {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Creates a database on the server of TEST_DATABASE_URL (with-postgres.js) and returns its URL. */
export function createDatabase(name: string): string {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('TEST_DATABASE_URL is not set: run through `pnpm test:deploy` (deploy/test/with-postgres.js)');
  execFileSync('psql', [server, '-q', '-c', `CREATE DATABASE ${name}`], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Failed sign-ins the proof's API allows one client address per window (LOGIN_ADDRESS_LIMIT). */
export const API_ADDRESS_LIMIT = 5;

/**
 * The built API, API-only (as in its image), on PostgreSQL: migrations and first-start seed run.
 * Like the image behind the gateway, it believes the client address the gateway sends (TRUST_PROXY),
 * here from loopback. `host` is the loopback address it listens on (several instances share a port
 * on different addresses, as containers of one service do); `env` adds or overrides settings.
 */
export async function startApi(databaseUrl: string, port: number, host = '127.0.0.1', env: Record<string, string> = {}): Promise<Api> {
  const entry = path.join(ROOT, 'api/dist/src/server.js');
  if (!fs.existsSync(entry)) throw new Error('api/dist is missing: run `pnpm build` first');
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      DATABASE_URL: databaseUrl,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      LOGIN_ADDRESS_LIMIT: String(API_ADDRESS_LIMIT),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://${host}:${port}`;
  await waitForHttp(`${url}/api/health`, 120_000, () => child.exitCode === null);
  return { url, process: child, stop: () => stopProcess(child, 'SIGTERM') };
}

export interface DnsServer {
  /** Where it listens: `127.0.0.1:<port>`, the gateway's RESOLVER. */
  address: string;
  stop(): Promise<void>;
}

/**
 * A DNS server that answers as Docker's does for a scaled service: the name with the address of
 * every instance (A records; a name it does not know is NXDOMAIN, any other question unanswered).
 */
export async function startDnsServer(records: Record<string, string[]>): Promise<DnsServer> {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, peer) => {
    const answer = dnsAnswer(query, records);
    if (answer) socket.send(answer, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    stop: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

function dnsAnswer(query: Buffer, records: Record<string, string[]>): Buffer | undefined {
  const labels: string[] = [];
  let offset = 12; // after the header: the question's name, label by label
  while (offset < query.length && query[offset] !== 0) {
    labels.push(query.subarray(offset + 1, offset + 1 + query[offset]).toString('ascii'));
    offset += query[offset] + 1;
  }
  const questionEnd = offset + 5; // the name's final 0, then type and class
  if (query.length < questionEnd) return undefined;
  const name = labels.join('.').toLowerCase();
  const known = Object.hasOwn(records, name);
  const addresses = known && query.readUInt16BE(offset + 1) === 1 ? records[name] : [];
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // the question's id
  // A response, authoritative, recursion-desired echoed; NXDOMAIN for an unknown name.
  header.writeUInt16BE(0x8400 | (query.readUInt16BE(2) & 0x0100) | (known ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(addresses.length, 6);
  const answers = addresses.map((address) => {
    const record = Buffer.alloc(16);
    record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    record.writeUInt16BE(1, 2); // A
    record.writeUInt16BE(1, 4); // IN
    record.writeUInt32BE(1, 6); // TTL (the gateway keeps answers 10 s anyway)
    record.writeUInt16BE(4, 10);
    address.split('.').forEach((octet, i) => record.writeUInt8(Number(octet), 12 + i));
    return record;
  });
  return Buffer.concat([header, query.subarray(12, questionEnd), ...answers]);
}

/** A temporary folder the nginx workers (an unprivileged user when nginx starts as root) can read. */
export function makeWorkDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'banca-deploy-'));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** Every file under `dir` with the SHA-256 of its content: proof that nothing there changed. */
export function snapshot(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .sort()
    .map(
      (file) =>
        `${file} ${createHash('sha256')
          .update(fs.readFileSync(path.join(dir, file)))
          .digest('hex')}`,
    );
}

/** What an image build leaves out of its context (.dockerignore): installs, builds, data. */
const NOT_SOURCES = new Set(['node_modules', 'dist', 'sourcemaps', '.git', '.data', 'coverage', 'screenshots']);

/**
 * A throwaway copy of the workspace's sources at `dir`, to build a later revision of one app as its
 * image build would: `change` edits files (it fails loudly when a text it replaces is gone), then the
 * dependencies are installed offline from the lockfile and the app is built.
 */
export class WorkspaceCopy {
  constructor(readonly dir: string) {
    fs.cpSync(ROOT, dir, { recursive: true, filter: (source) => !NOT_SOURCES.has(path.basename(source)) });
  }

  /** Replaces `find` by `replace` in `file` (relative to the copy). */
  change(file: string, find: string, replace: string): void {
    const target = path.join(this.dir, file);
    const text = fs.readFileSync(target, 'utf8');
    if (!text.includes(find)) throw new Error(`${file} no longer holds ${JSON.stringify(find)}: update the release patch`);
    fs.writeFileSync(target, text.replace(find, replace));
  }

  append(file: string, text: string): void {
    fs.appendFileSync(path.join(this.dir, file), text);
  }

  install(): void {
    execFileSync('pnpm', ['install', '--offline', '--frozen-lockfile', '--reporter=silent'], { cwd: this.dir, stdio: 'inherit' });
  }

  /** Builds one app (`remote-sellers`) and answers its dist folder. */
  build(app: App, commit: string): string {
    execFileSync('pnpm', ['--filter', `@banca/${app}`, 'run', 'build'], {
      cwd: this.dir,
      env: { ...process.env, GIT_COMMIT: commit },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return path.join(this.dir, app, 'dist');
  }
}

/**
 * "Deploys" a built dist folder as the image does (see installSite), from anywhere: a release built
 * in a WorkspaceCopy.
 */
export function installDist(dist: string, target: string, env: Record<string, string> = {}): string {
  fs.cpSync(dist, target, { recursive: true });
  execFileSync('sh', [path.join(ROOT, 'deploy/web/entrypoint.sh')], {
    env: { PATH: process.env.PATH, WEB_ROOT: target, ...env },
    stdio: 'ignore',
  });
  return target;
}

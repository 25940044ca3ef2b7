/** Settings read from the environment once, at start-up. */
import path from 'node:path';
import { BUSINESS_TIMEZONE } from '@banca/contracts/limits';
import { DEFAULT_DRAW_HORIZON_DAYS } from './domain/draws/planner';
import { LIST_CACHE_MS } from './domain/list-cache';
import { DEFAULT_SIGN_IN_POLICY, type SignInPolicy } from './domain/sign-in';
import type { HeavyReadLimits } from './http/heavy-reads';
import { DEFAULT_SERVER_LIMITS, type ServerLimits } from './http/server-limits';

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  seedScale: number;
  /** DEMO_DATA (default true): the first start fills the demo data set; false creates only the first administrator. */
  demoData: boolean;
  adminUsername: string;
  adminPassword: string;
  /** Marks the anti-forgery cookie Secure (behind TLS). */
  secureCookies: boolean;
  logLevel: string;
  appName: string;
  appMode: string;
  /** The banca's clock, handed to the front ends in /config.json. */
  businessTimezone: string;
  /** Serve the built web apps beside the API (the embedded default); `SERVE_WEB=false` serves the API only. */
  serveWeb: boolean;
  /** How long list answers are remembered (ms); 0 turns the list cache off. */
  listCacheMs: number;
  /** Which proxies' X-Forwarded-For names the client (Fastify's `trustProxy`); false: none. */
  trustProxy: boolean | string;
  /** Lock period and per-address allowance of failed sign-ins. */
  signIn: SignInPolicy;
  /** Request timeout and connection cap of the server. */
  limits: ServerLimits;
  /** The bounds of the heavy reads that were set (the others: the engine's defaults). */
  heavyReads: Partial<HeavyReadLimits>;
  /** Days of draws the planner keeps ahead of today (DRAW_HORIZON_DAYS). */
  drawHorizonDays: number;
  /** The key the results feed signs its bodies with (RESULTS_FEED_SECRET); unset: the feed is refused. */
  resultsFeedSecret: string | undefined;
}

/** A setting the server cannot start with; the message names the variable and what it takes. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy (the client is the socket's peer); otherwise the
 * proxies whose X-Forwarded-For is believed, as comma-separated addresses, CIDRs or the names
 * `loopback`, `linklocal` and `uniquelocal` (private networks); `true` believes every hop, so a
 * client could name itself: only when nothing but the proxy can reach the API. Hop counts are
 * refused: Fastify no longer honours them, as they cannot tell the proxy from a client.
 */
export function parseTrustProxy(value: string | undefined): boolean | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    throw new ConfigError(`TRUST_PROXY=${text}: give the proxies' addresses or CIDRs (e.g. uniquelocal, 10.0.0.0/8), not a hop count`);
  }
  return text;
}

/** A whole number ≥ `least` from the environment, or nothing when unset or not one. */
function wholeNumber(value: string | undefined, least: number): number | undefined {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(number) && number >= least ? number : undefined;
}

/** The heavy reads' bounds set in the environment. */
function heavyReadsOf(env: NodeJS.ProcessEnv): Partial<HeavyReadLimits> {
  const set = {
    perCaller: wholeNumber(env.HEAVY_READS_PER_USER, 1),
    atOnce: wholeNumber(env.HEAVY_READS_AT_ONCE, 1),
    waitMs: wholeNumber(env.HEAVY_READ_WAIT_MS, 0),
    timeoutMs: wholeNumber(env.HEAVY_READ_TIMEOUT_MS, 0),
  };
  return Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined));
}

/** A positive whole number from the environment, or `fallback` when unset or not one. */
function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && Number.isInteger(number) && number > 0 ? number : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const seedScale = Number(env.SEED_SCALE ?? '1');
  const listCacheMs = Number(env.LIST_CACHE_MS ?? LIST_CACHE_MS);
  const demoData = env.DEMO_DATA !== 'false';
  // A real banca never starts with the demo's known administrator password.
  if (!demoData && (!env.ADMIN_USERNAME || !env.ADMIN_PASSWORD)) {
    throw new ConfigError('DEMO_DATA=false: set ADMIN_USERNAME and ADMIN_PASSWORD, the first administrator made on the first start');
  }
  return {
    port: Number(env.PORT ?? '8080'),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), '.data')),
    seedScale: Number.isFinite(seedScale) && seedScale > 0 ? seedScale : 1,
    demoData,
    adminUsername: env.ADMIN_USERNAME ?? 'admin',
    adminPassword: env.ADMIN_PASSWORD ?? 'admin123',
    secureCookies: env.SECURE_COOKIES === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    appName: env.APP_NAME ?? 'Banca',
    appMode: env.APP_MODE ?? 'Production',
    // Not a setting: the API counts days, closings and statements in this zone (contracts/limits).
    businessTimezone: BUSINESS_TIMEZONE,
    serveWeb: env.SERVE_WEB !== 'false',
    listCacheMs: Number.isFinite(listCacheMs) && listCacheMs >= 0 ? listCacheMs : LIST_CACHE_MS,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    signIn: {
      ...DEFAULT_SIGN_IN_POLICY,
      lockMs: positiveInteger(env.LOGIN_LOCK_MINUTES, DEFAULT_SIGN_IN_POLICY.lockMs / 60_000) * 60_000,
      addressLimit: positiveInteger(env.LOGIN_ADDRESS_LIMIT, DEFAULT_SIGN_IN_POLICY.addressLimit),
    },
    limits: {
      requestTimeoutMs: positiveInteger(env.REQUEST_TIMEOUT_MS, DEFAULT_SERVER_LIMITS.requestTimeoutMs),
      maxConnections: positiveInteger(env.MAX_CONNECTIONS, DEFAULT_SERVER_LIMITS.maxConnections),
    },
    heavyReads: heavyReadsOf(env),
    drawHorizonDays: positiveInteger(env.DRAW_HORIZON_DAYS, DEFAULT_DRAW_HORIZON_DAYS),
    resultsFeedSecret: env.RESULTS_FEED_SECRET || undefined,
  };
}

/** Settings read from the environment once, at start-up. */
import path from 'node:path';
import { LIST_CACHE_MS } from './domain/list-cache';

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  seedScale: number;
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
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const seedScale = Number(env.SEED_SCALE ?? '1');
  const listCacheMs = Number(env.LIST_CACHE_MS ?? LIST_CACHE_MS);
  return {
    port: Number(env.PORT ?? '8080'),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(process.cwd(), '.data')),
    seedScale: Number.isFinite(seedScale) && seedScale > 0 ? seedScale : 1,
    adminUsername: env.ADMIN_USERNAME ?? 'admin',
    adminPassword: env.ADMIN_PASSWORD ?? 'admin123',
    secureCookies: env.SECURE_COOKIES === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    appName: env.APP_NAME ?? 'Banca',
    appMode: env.APP_MODE ?? 'Production',
    businessTimezone: env.BUSINESS_TIMEZONE ?? 'America/Caracas',
    serveWeb: env.SERVE_WEB !== 'false',
    listCacheMs: Number.isFinite(listCacheMs) && listCacheMs >= 0 ? listCacheMs : LIST_CACHE_MS,
  };
}

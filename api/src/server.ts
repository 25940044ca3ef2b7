/** Entry point: opens the database (migrating it), seeds it on first start, and serves the API and the web apps. */
import { buildApp } from './app';
import { readConfig } from './config';
import { analyze, openDatabase } from './db/client';
import { createLogger } from './logging';
import { seedDatabase } from './seed';
import { workspaceRoot } from './paths';
import { registerWeb, webBuildsPresent } from './web';

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger({ level: config.logLevel });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({
    db: handle.db,
    engine: handle.engine,
    secureCookies: config.secureCookies,
    listCacheMs: config.listCacheMs,
    logger,
  });
  const rootDir = workspaceRoot();
  if (!config.serveWeb) {
    app.log.info('SERVE_WEB=false: serving the API only');
  } else if (webBuildsPresent(rootDir)) {
    await registerWeb(app, { rootDir, appName: config.appName, appMode: config.appMode, businessTimezone: config.businessTimezone });
  } else {
    app.log.warn('host/dist not found: serving the API only (run `pnpm build` for the web apps)');
  }
  const summary = await seedDatabase(handle.db, {
    scale: config.seedScale,
    adminUsername: config.adminUsername,
    adminPassword: config.adminPassword,
  });
  if (summary.seeded) app.log.info({ users: summary.users }, 'demo data created');
  await analyze(handle);
  app.log.info({ engine: handle.engine, dataDir: handle.engine === 'pglite' ? config.dataDir : undefined }, 'database ready');

  const shutdown = async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

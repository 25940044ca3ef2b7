/** Entry point: opens the database (migrating it), seeds it on first start, and serves the API and the web apps. */
import { buildApp } from './app';
import { ConfigError, readConfig, type Config } from './config';
import { analyze, openDatabase } from './db/client';
import { DataDirError } from './db/data-dir';
import { createLogger, type Logger } from './logging';
import { seedDatabase } from './seed';
import { workspaceRoot } from './paths';
import { handleShutdownSignals } from './shutdown';
import { registerWeb, webBuildsPresent } from './web';

async function main(config: Config, logger: Logger): Promise<void> {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: logger });
  const app = await buildApp({
    db: handle.db,
    engine: handle.engine,
    invalidations: handle.invalidations,
    secureCookies: config.secureCookies,
    listCacheMs: config.listCacheMs,
    trustProxy: config.trustProxy,
    signIn: config.signIn,
    limits: config.limits,
    heavyReads: config.heavyReads,
    drawHorizonDays: config.drawHorizonDays,
    resultsFeedSecret: config.resultsFeedSecret,
    // Serving the web apps means no gateway is in front to send them.
    securityHeaders: config.serveWeb,
    logger,
  });
  handleShutdownSignals({ app, logger, closeResources: () => handle.close() });
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
    demoData: config.demoData,
  });
  if (summary.seeded) app.log.info({ users: summary.users }, config.demoData ? 'demo data created' : 'first administrator created');
  try {
    await analyze(handle);
  } catch (error) {
    // Only the planner's statistics are missing (e.g. the disk is full): reads still work.
    app.log.warn({ err: error }, 'ANALYZE failed: serving anyway, searches may be slower until it succeeds at a later start');
  }
  app.log.info({ engine: handle.engine, dataDir: handle.engine === 'pglite' ? config.dataDir : undefined }, 'database ready');
  await app.listen({ port: config.port, host: config.host });
}

let config: Config;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  createLogger({ level: 'info' }).fatal(error.message);
  process.exit(1);
}
const logger = createLogger({ level: config.logLevel });
main(config, logger).catch((error) => {
  // A folder that cannot be used is one line naming it and the cause; anything else keeps its stack.
  if (error instanceof DataDirError) logger.fatal({ dataDir: error.dataDir }, error.message);
  else logger.fatal({ err: error }, 'start-up failed');
  process.exit(1);
});

/** Entry point: opens the database (migrating it), seeds it on first start, and serves the API. */
import { buildApp } from './app';
import { readConfig } from './config';
import { analyze, openDatabase } from './db/client';
import { seedDatabase } from './seed';

async function main(): Promise<void> {
  const config = readConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({
    db: handle.db,
    secureCookies: config.secureCookies,
    logger: {
      level: config.logLevel,
      // Tokens and cookies never reach the logs; bodies (with passwords) are not logged at all.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
  });
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

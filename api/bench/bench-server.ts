/**
 * The server side of the benchmark, in its own process so the load generator does not share its
 * event loop: in-memory PGlite seeded at BENCH_SCALE, listening on a free loopback port.
 */
import { count } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { analyze, openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { seedDatabase } from '../src/seed';

async function main(): Promise<void> {
  const started = Date.now();
  const handle = await openDatabase({});
  await seedDatabase(handle.db, { scale: Number(process.env.BENCH_SCALE ?? 2500), adminUsername: 'admin', adminPassword: 'admin123' });
  await analyze(handle);
  const [{ total }] = await handle.db.select({ total: count() }).from(users);
  const app = await buildApp({ db: handle.db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ address, users: total, seedSeconds: (Date.now() - started) / 1000 });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

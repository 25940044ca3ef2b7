/**
 * The in-memory server of the benchmark, in its own process so the load generator does not share
 * its event loop: PGlite seeded at BENCH_SCALE, served by two apps on free loopback ports — one as
 * deployed (list cache on) and one with the list cache off, so every list call reaches the database.
 * It also holds a draw with 100,000 ticket lines for the exposure scenario (exposure-draw.ts).
 */
import { count } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { analyze, openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { seedDatabase } from '../src/seed';
import { seedExposureDraw } from './exposure-draw';

export interface BenchServerReady {
  cached: string;
  uncached: string;
  users: number;
  seedSeconds: number;
  /** The draw with 100,000 ticket lines. */
  exposureDrawId: number;
}

async function main(): Promise<void> {
  const started = Date.now();
  const handle = await openDatabase({});
  await seedDatabase(handle.db, { scale: Number(process.env.BENCH_SCALE ?? 2500), adminUsername: 'admin', adminPassword: 'admin123' });
  const exposureDrawId = await seedExposureDraw(handle.db);
  await analyze(handle);
  const [{ total }] = await handle.db.select({ total: count() }).from(users);
  const listen = async (listCacheMs?: number) =>
    (await buildApp({ db: handle.db, invalidations: handle.invalidations, listCacheMs })).listen({ port: 0, host: '127.0.0.1' });
  const ready: BenchServerReady = {
    cached: await listen(),
    uncached: await listen(0),
    users: total,
    seedSeconds: (Date.now() - started) / 1000,
    exposureDrawId,
  };
  process.send!(ready);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

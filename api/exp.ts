import { openDatabase } from './src/db/client';
import { seedDatabase } from './src/seed';
import { sql } from 'drizzle-orm';
async function main() {
  const h = await openDatabase({});
  if (process.argv[2] === 'notrgm') await h.db.execute(sql`drop index users_search_trgm`);
  if (process.argv[2] === 'noidx') { await h.db.execute(sql`drop index users_search_trgm`); await h.db.execute(sql`drop index users_username_key`); await h.db.execute(sql`drop index users_parent_idx`); }
  const t0 = Date.now();
  const r = await seedDatabase(h.db, { scale: 2500, adminUsername: 'admin', adminPassword: 'admin123', now: new Date('2026-11-20T15:00:00Z') });
  console.log(process.argv[2], r, 'ms', Date.now() - t0);
  await h.close();
}
main();

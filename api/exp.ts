import { openDatabase } from './src/db/client';
import { seedDatabase } from './src/seed';
async function main() {
  for (let i = 0; i < 3; i++) {
    let t0 = Date.now();
    const h = await openDatabase({});
    const t1 = Date.now();
    await seedDatabase(h.db, { scale: 1, adminUsername: 'admin', adminPassword: 'admin123', now: new Date('2026-11-20T15:00:00Z') });
    console.log('open+migrate', t1 - t0, 'seed', Date.now() - t1);
    await h.close();
  }
}
main();

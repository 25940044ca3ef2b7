/**
 * A real start (DEMO_DATA=false): the first start creates only the first administrator, who signs
 * in; no lottery, draw, booth or ticket. Without ADMIN_USERNAME/ADMIN_PASSWORD the start refuses.
 */
import { count } from 'drizzle-orm';
import { ConfigError, readConfig } from '../src/config';
import { draws, modules, ticketBooths, tickets, users } from '../src/db/schema';
import { seedDatabase } from '../src/seed';
import { verifyPassword } from '../src/security/passwords';
import { openTestDatabase, SEED_NOW } from './helpers';

it('creates only the first administrator, once', async () => {
  const handle = await openTestDatabase();
  try {
    const options = { scale: 1, adminUsername: 'jefa@mibanca.com.ve', adminPassword: 'Clave-Segura-2026', now: SEED_NOW, demoData: false };
    expect(await seedDatabase(handle.db, options)).toEqual({ seeded: true, users: 1 });
    const all = await handle.db.select().from(users);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ username: 'jefa@mibanca.com.ve', role: 'admin', email: 'jefa@mibanca.com.ve' });
    expect(await verifyPassword(all[0].password_hash, 'Clave-Segura-2026')).toBe(true);
    for (const table of [modules, draws, ticketBooths, tickets]) {
      const [{ n }] = await handle.db.select({ n: count() }).from(table);
      expect(n).toBe(0);
    }
    expect(await seedDatabase(handle.db, options)).toEqual({ seeded: false, users: 1 });
  } finally {
    await handle.close();
  }
});

it('refuses DEMO_DATA=false without the first administrator’s name and password; demo data is the default', () => {
  expect(() => readConfig({ DEMO_DATA: 'false' })).toThrow(ConfigError);
  expect(() => readConfig({ DEMO_DATA: 'false', ADMIN_USERNAME: 'jefa' })).toThrow(/ADMIN_PASSWORD/);
  expect(readConfig({ DEMO_DATA: 'false', ADMIN_USERNAME: 'jefa', ADMIN_PASSWORD: 'Clave-Segura-2026' }).demoData).toBe(false);
  expect(readConfig({}).demoData).toBe(true);
});

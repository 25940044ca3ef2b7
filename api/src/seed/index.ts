/**
 * The demo data set: one account per role, about 40 users per unit of scale, 20 booths, 100
 * sellers, a month of draws of the five game modules, thousands of tickets with their payments,
 * cancellations and closed days, the owners' payments, and inbox items.
 *
 * Deterministic: the same scale and `now` build the same data (only password hashes differ, as
 * argon2 salts are random). Each part draws from its own random stream, so a larger scale only
 * adds users and leaves booths, sellers, draws and tickets as they are at scale 1.
 */
import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../security/passwords';
import { seedBooths, seedSellers } from './booths';
import { seedCash } from './cash';
import { ANIMALITOS, CLIENT_CREDENTIALS, OPERATOR_CREDENTIALS, SELLER_CREDENTIALS, TERMINAL_CREDENTIALS } from './catalog';
import { seedDraws } from './draws';
import { seedGames } from './games';
import { seedInbox } from './inbox';
import { Random } from './random';
import { seedCurrencies } from './currencies';
import { seedTickets } from './tickets';
import { assignToOwners, seedUserConfigs, seedUsers } from './users';

export interface SeedOptions {
  /** 1 = the demo data set; larger multiplies users (the benchmark loads 100,000). */
  scale: number;
  adminUsername: string;
  adminPassword: string;
  /** The moment the data set is built around (draws of the last month and the next days). */
  now?: Date;
  /** False: only the first administrator (a real banca's first start, DEMO_DATA=false). Default true. */
  demoData?: boolean;
}

export interface SeedSummary {
  seeded: boolean;
  users: number;
}

/** Any constant: serialises two processes seeding the same PostgreSQL server at once. */
const SEED_LOCK_KEY = 72_616_263;

/** Fills an empty database with the demo data set; does nothing when users already exist. */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  // The usual case on every start after the first: answer without spending time on hashes.
  const before = await countUsers(db);
  if (before > 0) return { seeded: false, users: before };
  if (options.demoData === false) return createFirstAdmin(db, options.adminUsername, await hashPassword(options.adminPassword));

  // Hashed before the transaction opens, so it is not held open during argon2's work.
  const [adminHash, operatorHash, clientHash, sellerHash, terminalHash, sharedPasswordHash] = await Promise.all([
    hashPassword(options.adminPassword),
    hashPassword(OPERATOR_CREDENTIALS.password),
    hashPassword(CLIENT_CREDENTIALS.password),
    hashPassword(SELLER_CREDENTIALS.password),
    hashPassword(TERMINAL_CREDENTIALS.password),
    // Every other seeded user and seller shares the hash of one random password that is thrown
    // away at once: nobody can sign in as them, and 100,000 users need one hash, not 100,000.
    hashPassword(randomBytes(32).toString('base64url')),
  ]);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Checked again under the lock: another process may have seeded in the meantime.
    const existing = await countUsers(tx);
    if (existing > 0) return { seeded: false, users: existing };

    const seededGames = await seedGames(tx);
    // The animalitos are seeded apart (sections below), so the other lotteries' data stays as before.
    const catalog = seededGames.filter((module) => module.info !== ANIMALITOS);
    const animalitos = seededGames.find((module) => module.info === ANIMALITOS)!;
    const seededUsers = await seedUsers(tx, Random.stream('users'), now, {
      scale: options.scale,
      demo: {
        admin: { username: options.adminUsername, passwordHash: adminHash },
        operator: { username: OPERATOR_CREDENTIALS.username, passwordHash: operatorHash },
        client: { username: CLIENT_CREDENTIALS.username, passwordHash: clientHash },
        seller: { username: SELLER_CREDENTIALS.username, passwordHash: sellerHash },
      },
      sharedPasswordHash,
    });
    await seedUserConfigs(tx, Random.stream('user-configs'), seededUsers, catalog);
    const booths = await seedBooths(tx, Random.stream('booths'), now, seededUsers);
    const sellers = await seedSellers(tx, Random.stream('sellers'), now, booths, seededUsers, sharedPasswordHash, {
      username: TERMINAL_CREDENTIALS.username,
      passwordHash: terminalHash,
    });
    const draws = await seedDraws(tx, Random.stream('draws'), now, catalog, seededUsers.admin.id);
    await seedDraws(tx, Random.stream('animalitos'), now, [animalitos], seededUsers.admin.id, ANIMALITOS.hours);
    await assignToOwners(tx, animalitos, seededUsers);
    const tickets = await seedTickets(tx, Random.stream('tickets'), now, draws, booths, sellers);
    await seedCurrencies(tx, seededUsers, booths);
    await seedCash(tx, Random.stream('cash'), now, { users: seededUsers, booths, sellers, draws, tickets });
    await seedInbox(tx, Random.stream('inbox'), now, { users: seededUsers, booths, sellers, draws, tickets });
    return { seeded: true, users: seededUsers.all.length };
  });
}

/**
 * A real banca's first start: its first administrator only (the bet and result formats are the
 * code's); lotteries, users, booths and draws are then made from the back-office.
 */
async function createFirstAdmin(db: Database, username: string, passwordHash: string): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await countUsers(tx);
    if (existing > 0) return { seeded: false, users: existing };
    await tx.insert(users).values({
      username,
      password_hash: passwordHash,
      role: 'admin',
      first_name: 'Administrador',
      last_name: 'Principal',
      document_type: 'Other',
      document_number: '-',
      email: username.includes('@') ? username : `${username}@banca.invalid`,
    });
    return { seeded: true, users: 1 };
  });
}

async function countUsers(db: Database): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(users);
  return total;
}

import type { Database } from '../db/client';

export interface SeedOptions {
  /** 1 = the demo data set; larger multiplies users (the benchmark loads 100,000). */
  scale: number;
  adminUsername: string;
  adminPassword: string;
  /** The moment the data set is built around (draws of the last month and the next days). */
  now?: Date;
}

export interface SeedSummary {
  seeded: boolean;
  users: number;
}

/** Fills an empty database with the demo data set; does nothing when users already exist. */
export async function seedDatabase(_db: Database, _options: SeedOptions): Promise<SeedSummary> {
  throw new Error('seed not written yet');
}

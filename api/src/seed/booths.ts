/** Ticket booths (taquillas / agencias), owned by clients, and the seller accounts working at them. */
import type { Database } from '../db/client';
import { sellers, ticketBooths } from '../db/schema';
import { BOOTHS, COMPANY_DOMAIN, boothOwnerIndex, countryOfCity } from './catalog';
import { PeopleFactory } from './people';
import type { Random } from './random';
import { DAY, HOUR, ago, between, earliest } from './time';
import type { SeededUser, SeededUsers } from './users';

export interface SeededBooth {
  id: number;
  name: string;
  location: string;
  owner: SeededUser;
  createdAt: Date;
  /** Relative share of the tickets sold at this booth. */
  popularity: number;
}

export interface SeededSeller {
  id: number;
  label: string;
  username: string;
  boothId: number | null;
  userId: number | null;
  /** When the seller started at the booth (sales before it are not theirs). */
  assignedAt: Date | null;
  failedAttempts: number;
}

/** Booths opened in the last days (index in BOOTHS -> days ago): news for the notifications. */
const RECENT_BOOTHS = new Map([
  [17, 3],
  [19, 9],
]);

export async function seedBooths(db: Database, random: Random, now: Date, seededUsers: SeededUsers): Promise<SeededBooth[]> {
  const planned = BOOTHS.map((booth, index) => {
    const createdAt = RECENT_BOOTHS.has(index)
      ? ago(now, RECENT_BOOTHS.get(index)! * DAY + random.int(0, 8) * HOUR)
      : ago(now, random.int(90, 700) * DAY);
    return {
      ...booth,
      owner: seededUsers.boothOwners[boothOwnerIndex(index)],
      createdAt,
      updatedAt: between(random, createdAt, now),
      popularity: random.float(0.5, 2),
    };
  });
  const inserted = await db
    .insert(ticketBooths)
    .values(
      planned.map((booth) => ({
        name: booth.name,
        email: `${boothMailbox(booth.name)}@${COMPANY_DOMAIN}`,
        location: booth.location,
        owner_id: booth.owner.id,
        created_at: booth.createdAt,
        updated_at: booth.updatedAt,
      })),
    )
    .returning({ id: ticketBooths.id, name: ticketBooths.name });
  const idOf = new Map(inserted.map((row) => [row.name, row.id]));
  return planned.map((booth) => ({
    id: idOf.get(booth.name)!,
    name: booth.name,
    location: booth.location,
    owner: booth.owner,
    createdAt: booth.createdAt,
    popularity: booth.popularity,
  }));
}

/** "Agencia La Fortuna" -> "lafortuna". */
function boothMailbox(name: string): string {
  return name
    .replace(/^(Agencia|Taquilla) /, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const SELLERS_AT_BOOTHS = 95;
const SELLERS_WITHOUT_BOOTH = 5;
const MIN_SELLERS_PER_BOOTH = 4;
const LOCKED_SELLERS = 5;

/**
 * About 100 seller accounts. Most work at a booth; many are linked to a ticket_seller user of the
 * booth's owner (the demo seller has one account at each of the demo client's first two booths;
 * the first is the demo terminal account, `terminal`). All others share `sharedPasswordHash`, of a
 * random password nobody knows.
 */
export async function seedSellers(
  db: Database,
  random: Random,
  now: Date,
  booths: SeededBooth[],
  seededUsers: SeededUsers,
  sharedPasswordHash: string,
  terminal: { username: string; passwordHash: string },
): Promise<SeededSeller[]> {
  const people = new PeopleFactory(random);
  const perBooth = booths.map(() => MIN_SELLERS_PER_BOOTH);
  for (let i = booths.length * MIN_SELLERS_PER_BOOTH; i < SELLERS_AT_BOOTHS; i++) perBooth[random.int(0, booths.length - 1)]++;

  interface PlannedSeller {
    label: string;
    username: string;
    booth: SeededBooth | null;
    user: SeededUser | null;
    createdAt: Date;
    assignedAt: Date | null;
    isDemo: boolean;
  }
  const planned: PlannedSeller[] = [];
  const demoSeller = seededUsers.seller;

  for (const [boothIndex, booth] of booths.entries()) {
    const colleagues = seededUsers.ticketSellers.filter((u) => u.parentId === booth.owner.id && u.id !== demoSeller.id);
    for (let j = 0; j < perBooth[boothIndex]; j++) {
      const isDemo = j === 0 && booth.owner.id === seededUsers.client.id && boothIndex < 2;
      const user = isDemo ? demoSeller : colleagues.length > 0 && random.chance(0.6) ? random.pick(colleagues) : null;
      let label: string;
      let username: string;
      if (user) {
        label = `${user.firstName} ${user.lastName}`;
        username = people.claimEmail(user.email);
        // The demo terminal signs in with its own address, not the demo seller's.
        if (isDemo && boothIndex === 0) username = terminal.username;
      } else {
        const person = people.person(countryOfCity(booth.location.split(' - ')[0]));
        label = `${person.firstName} ${person.lastName}`;
        username = person.email;
      }
      // The demo seller has been selling since well before the month of tickets.
      const createdAt = isDemo
        ? new Date(booth.createdAt.getTime() + 2 * DAY)
        : between(random, new Date(booth.createdAt.getTime() + HOUR), ago(now, HOUR));
      const assignedAt = earliest(new Date(createdAt.getTime() + random.int(0, 48) * HOUR), now);
      planned.push({ label, username, booth, user, createdAt, assignedAt, isDemo });
    }
  }
  for (let i = 0; i < SELLERS_WITHOUT_BOOTH; i++) {
    const person = people.person();
    planned.push({
      label: `${person.firstName} ${person.lastName}`,
      username: person.email,
      booth: null,
      user: null,
      createdAt: ago(now, random.int(5, 200) * DAY),
      assignedAt: null,
      isDemo: false,
    });
  }

  // A few accounts locked by failed attempts, never the demo ones.
  const others = planned.filter((s) => !s.isDemo);
  const locked = new Set(random.shuffle(others).slice(0, LOCKED_SELLERS));

  const rows = planned.map((seller) => {
    const failedAttempts = locked.has(seller) ? random.int(5, 8) : !seller.isDemo && random.chance(0.2) ? random.int(1, 3) : 0;
    return {
      ticket_booth_id: seller.booth?.id ?? null,
      seller_user_id: seller.user?.id ?? null,
      label: seller.label,
      username: seller.username,
      password_hash: seller.username === terminal.username ? terminal.passwordHash : sharedPasswordHash,
      is_active: seller.isDemo || random.chance(0.9),
      failed_attempts: failedAttempts,
      created_at: seller.createdAt,
      updated_at: between(random, seller.assignedAt ?? seller.createdAt, now),
      assigned_at: seller.assignedAt,
    };
  });
  const inserted = await db.insert(sellers).values(rows).returning({ id: sellers.id, username: sellers.username });
  const idOf = new Map(inserted.map((row) => [row.username, row.id]));
  return planned.map((seller, index) => ({
    id: idOf.get(seller.username)!,
    label: seller.label,
    username: seller.username,
    boothId: seller.booth?.id ?? null,
    userId: seller.user?.id ?? null,
    assignedAt: seller.assignedAt,
    failedAttempts: rows[index].failed_attempts,
  }));
}

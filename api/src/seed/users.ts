/**
 * Users and their configuration (settings, modules, game types).
 *
 * The hierarchy: the main administrator at the top; the other administrators, the operators and
 * the clients (the sub-administrators) report to an administrator; ticket_seller users report to
 * the client whose booths they work at.
 *
 * The "core" users are the same at every scale (the demo accounts and the people the booths and
 * sellers hang from); a larger scale only appends plain users after them, from the same random
 * stream, so the core data set does not change with the scale.
 */
import type { Database } from '../db/client';
import type { Role } from '@banca/contracts/enums';
import { userGameConfigs, userModules, userSettings, users } from '../db/schema';
import { DEFAULT_SIGN_IN_POLICY } from '../domain/sign-in';
import { BATCH_ROWS, insertInBatches } from './batch';
import {
  BOOTHS_PER_OWNER,
  DEMO_ACCOUNTS,
  USER_SETTINGS,
  VENEZUELA,
  boothOwnerHomeCity,
  countryByCode,
  countryOfCity,
  type CountryCode,
  type DemoAccount,
} from './catalog';
import type { SeededModule } from './games';
import { PeopleFactory, type Person } from './people';
import type { Random } from './random';
import { DAY, HOUR, ago, between, latest } from './time';

type NewUser = typeof users.$inferInsert;

export interface SeededUser {
  id: number;
  username: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  location: string;
  parentId: number | null;
  /** Added by a scale above 1, rather than one of the fixed demo data set. */
  fromScale: boolean;
}

export interface SeededUsers {
  admin: SeededUser;
  operator: SeededUser;
  client: SeededUser;
  seller: SeededUser;
  /** The clients owning the booths, the demo client first. */
  boothOwners: SeededUser[];
  /** The ticket_seller users working at those booths, the demo seller first. */
  ticketSellers: SeededUser[];
  /** Everyone, in insertion order. */
  all: SeededUser[];
}

export interface UserSeedOptions {
  scale: number;
  /** The demo accounts' usernames and password hashes. */
  demo: Record<DemoAccount['key'], { username: string; passwordHash: string }>;
  /** The one hash every other user shares (of a random password nobody knows). */
  sharedPasswordHash: string;
}

/** At scale s there are about USERS_PER_SCALE * s users (scale 2500 gives the benchmark's 100,000). */
export const USERS_PER_SCALE = 40;

/** The fixed users besides the demo accounts: administrators and operators by country of residence... */
const CORE_ADMIN_COUNTRIES: readonly CountryCode[] = ['VE', 'US'];
const CORE_OPERATOR_COUNTRIES: readonly CountryCode[] = ['VE', 'CL', 'MX', 'ES'];
/** ...one client per booth owner besides the demo client, and the ticket sellers working for them. */
const CORE_EXTRA_COUNTS = { client: BOOTHS_PER_OWNER.length - 1, ticket_seller: 27 } as const;

/** How the plain users of a larger scale divide among the roles. */
const PLAIN_ROLE_SHARES: readonly [Role, number][] = [
  ['admin', 0.01],
  ['operator', 0.09],
  ['client', 0.3],
  ['ticket_seller', 0.6],
];

interface UserSpec {
  row: Omit<NewUser, 'parent_id'>;
  parentUsername: string | null;
  fromScale: boolean;
}

export async function seedUsers(db: Database, random: Random, now: Date, options: UserSeedOptions): Promise<SeededUsers> {
  const people = new PeopleFactory(random);
  for (const account of Object.values(DEMO_ACCOUNTS)) people.reserveEmail(account.email);
  for (const { username } of Object.values(options.demo)) people.reserveEmail(username);

  const specOf = (person: Person, role: Role, parentUsername: string | null, fromScale: boolean, mayBeDisabled: boolean): UserSpec => ({
    row: userRow(random, now, person, role, person.email, options.sharedPasswordHash, mayBeDisabled),
    parentUsername,
    fromScale,
  });

  // The demo accounts, in an order where each parent comes first.
  const demo = options.demo;
  const demoSpecs: UserSpec[] = [
    demoSpec(people, now, DEMO_ACCOUNTS.admin, demo.admin, null, 400),
    demoSpec(people, now, DEMO_ACCOUNTS.operator, demo.operator, demo.admin.username, 380),
    demoSpec(people, now, DEMO_ACCOUNTS.client, demo.client, demo.admin.username, 360),
    demoSpec(people, now, DEMO_ACCOUNTS.seller, demo.seller, demo.client.username, 300),
  ];

  // The core: administrators, operators and clients under an administrator (some of the staff
  // work from abroad, so the demo set shows several countries); ticket sellers spread over the
  // clients so every booth owner has a few.
  const coreAdmins = CORE_ADMIN_COUNTRIES.map((code) =>
    specOf(people.person(countryByCode(code)), 'admin', demo.admin.username, false, false),
  );
  const adminUsernames = [demo.admin.username, ...coreAdmins.map((s) => s.row.username)];
  const coreOperators = CORE_OPERATOR_COUNTRIES.map((code) =>
    specOf(people.person(countryByCode(code)), 'operator', random.pick(adminUsernames), false, true),
  );
  // Each booth-owning client lives in the city of their first booth.
  const coreClients = times(CORE_EXTRA_COUNTS.client, (i) => {
    const city = boothOwnerHomeCity(i + 1);
    return specOf(people.person(countryOfCity(city), city), 'client', random.pick(adminUsernames), false, false);
  });
  const clientUsernames = [demo.client.username, ...coreClients.map((s) => s.row.username)];
  const coreTicketSellers = times(CORE_EXTRA_COUNTS.ticket_seller, (i) => {
    const owner = (i + 1) % clientUsernames.length;
    const city = boothOwnerHomeCity(owner);
    return specOf(people.person(countryOfCity(city), city), 'ticket_seller', clientUsernames[owner], false, true);
  });
  const coreCount = demoSpecs.length + coreAdmins.length + coreOperators.length + coreClients.length + coreTicketSellers.length;

  // The plain users of a larger scale, each role after the roles its parents have.
  const plainCount = Math.max(0, Math.round(USERS_PER_SCALE * options.scale) - coreCount);
  const plainCounts = new Map(PLAIN_ROLE_SHARES.map(([role, share]) => [role, Math.floor(plainCount * share)]));
  // Rounding leftovers go to the largest group.
  const rounded = [...plainCounts.values()].reduce((sum, n) => sum + n, 0);
  plainCounts.set('ticket_seller', plainCounts.get('ticket_seller')! + plainCount - rounded);
  const plainAdmins = times(plainCounts.get('admin')!, () => specOf(people.person(), 'admin', demo.admin.username, true, true));
  const allAdmins = [...adminUsernames, ...plainAdmins.map((s) => s.row.username)];
  const plainOperators = times(plainCounts.get('operator')!, () => specOf(people.person(), 'operator', random.pick(allAdmins), true, true));
  const plainClients = times(plainCounts.get('client')!, () => specOf(people.person(), 'client', random.pick(allAdmins), true, true));
  const allClients = [...clientUsernames, ...plainClients.map((s) => s.row.username)];
  const plainTicketSellers = times(plainCounts.get('ticket_seller')!, () =>
    specOf(people.person(), 'ticket_seller', random.pick(allClients), true, true),
  );

  const specs = [
    ...demoSpecs,
    ...coreAdmins,
    ...plainAdmins,
    ...coreOperators,
    ...plainOperators,
    ...coreClients,
    ...plainClients,
    ...coreTicketSellers,
    ...plainTicketSellers,
  ];
  const ids = await insertUsers(db, specs);

  const seeded = new Map<string, SeededUser>();
  for (const spec of specs) {
    const key = spec.row.username.toLowerCase();
    seeded.set(key, {
      id: ids.get(key)!,
      username: spec.row.username,
      role: spec.row.role,
      firstName: spec.row.first_name,
      lastName: spec.row.last_name,
      email: spec.row.email,
      location: spec.row.location ?? '',
      parentId: spec.parentUsername ? ids.get(spec.parentUsername.toLowerCase())! : null,
      fromScale: spec.fromScale,
    });
  }
  const find = (username: string) => seeded.get(username.toLowerCase())!;
  return {
    admin: find(demo.admin.username),
    operator: find(demo.operator.username),
    client: find(demo.client.username),
    seller: find(demo.seller.username),
    boothOwners: clientUsernames.map(find),
    ticketSellers: [demo.seller.username, ...coreTicketSellers.map((s) => s.row.username)].map(find),
    all: specs.map((s) => find(s.row.username)),
  };
}

/**
 * Inserts in batches, returning the id of each username. A batch is sent early when the next
 * user's parent is still in it, so every parent_id is known when its row is written.
 */
async function insertUsers(db: Database, specs: UserSpec[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let batch: NewUser[] = [];
  let pending = new Set<string>();
  const flush = async () => {
    if (batch.length === 0) return;
    const inserted = await db.insert(users).values(batch).returning({ id: users.id, username: users.username });
    for (const row of inserted) ids.set(row.username.toLowerCase(), row.id);
    batch = [];
    pending = new Set();
  };
  for (const spec of specs) {
    const parentKey = spec.parentUsername?.toLowerCase() ?? null;
    if (batch.length >= BATCH_ROWS || (parentKey !== null && pending.has(parentKey))) await flush();
    batch.push({ ...spec.row, parent_id: parentKey === null ? null : ids.get(parentKey)! });
    pending.add(spec.row.username.toLowerCase());
  }
  await flush();
  return ids;
}

function demoSpec(
  people: PeopleFactory,
  now: Date,
  account: DemoAccount,
  login: { username: string; passwordHash: string },
  parentUsername: string | null,
  daysAgo: number,
): UserSpec {
  const createdat = ago(now, daysAgo * DAY);
  const document = people.document(VENEZUELA);
  return {
    row: {
      username: login.username,
      password_hash: login.passwordHash,
      role: account.role,
      first_name: account.firstName,
      last_name: account.lastName,
      document_type: document.documentType,
      document_number: document.documentNumber,
      email: account.email,
      phone: people.phone(VENEZUELA),
      language: 'es',
      country: 'VE',
      timezone: VENEZUELA.timezone,
      location: account.city,
      isactive: true,
      isverified: true,
      loginattempts: 0,
      lastlogin: ago(now, 20 * HOUR),
      createdat,
      updatedat: ago(now, 30 * DAY),
    },
    parentUsername,
    fromScale: false,
  };
}

/**
 * One user's row. Users that `mayBeDisabled` (all but the demo set's administrators and booth
 * owners) are now and then locked, inactive or deleted, so the screens have such cases to show.
 */
function userRow(
  random: Random,
  now: Date,
  person: Person,
  role: Role,
  username: string,
  passwordHash: string,
  mayBeDisabled: boolean,
): Omit<NewUser, 'parent_id'> {
  // Administrators and booth owners have been around since the business started.
  const createdat = mayBeDisabled ? ago(now, random.int(1 * DAY, 900 * DAY)) : ago(now, random.int(720 * DAY, 1100 * DAY));
  let updatedat = between(random, createdat, now);
  let lastlogin = random.chance(0.85) ? latest(createdat, ago(now, random.int(10 * 60_000, 30 * DAY))) : null;
  let isactive = true;
  let deletedat: Date | null = null;
  let loginattempts = 0;
  if (mayBeDisabled) {
    const fate = random.next();
    if (fate < 0.02) {
      deletedat = between(random, updatedat, now);
      updatedat = deletedat;
      isactive = false;
      if (lastlogin && lastlogin > deletedat) lastlogin = between(random, createdat, deletedat);
    } else if (fate < 0.06) {
      isactive = false;
    }
    const attempts = random.next();
    // Five failed sign-ins close together lock the account (for the lock period, or until unlocked).
    if (attempts < 0.015) loginattempts = 5;
    else if (attempts < 0.1) loginattempts = random.int(1, 3);
  }
  // Seeded failures are recent: they count for one default lock period from `now`.
  const loginattempts_expire_at = loginattempts > 0 ? new Date(now.getTime() + DEFAULT_SIGN_IN_POLICY.lockMs) : null;
  return {
    username,
    password_hash: passwordHash,
    role,
    first_name: person.firstName,
    last_name: person.lastName,
    document_type: person.documentType,
    document_number: person.documentNumber,
    email: person.email,
    phone: person.phone,
    language: person.language,
    country: person.country.code,
    timezone: person.country.timezone,
    location: person.city,
    isactive,
    isverified: random.chance(0.85),
    loginattempts,
    loginattempts_expire_at,
    lastlogin,
    createdat,
    updatedat,
    deletedat,
  };
}

function times<T>(count: number, make: (index: number) => T): T[] {
  return Array.from({ length: count }, (_, index) => make(index));
}

/**
 * Settings (sale and participation percentages) and module / game-type configuration. The demo
 * set's users nearly all have them; a larger scale's plain users less often, to keep the
 * benchmark's seed quick.
 */
export async function seedUserConfigs(db: Database, random: Random, seededUsers: SeededUsers, catalog: SeededModule[]): Promise<void> {
  const demoIds = new Set([seededUsers.operator.id, seededUsers.client.id, seededUsers.seller.id]);
  const settings: (typeof userSettings.$inferInsert)[] = [];
  const assignments: (typeof userModules.$inferInsert)[] = [];
  const configs: (typeof userGameConfigs.$inferInsert)[] = [];

  for (const user of seededUsers.all) {
    // Administrators see and sell everything; they carry no per-user configuration.
    if (user.role === 'admin') continue;
    const isDemo = demoIds.has(user.id);

    if (isDemo || random.chance(user.fromScale ? 0.4 : 0.85)) {
      for (const setting of USER_SETTINGS) {
        settings.push({
          user_id: user.id,
          setting_key: setting.key,
          setting_label: setting.label,
          setting_value: random.money(setting.min, setting.max),
        });
      }
    }

    if (!(isDemo || random.chance(user.fromScale ? 0.05 : 0.75))) continue;
    const shuffled = random.shuffle(catalog);
    const assignedCount = isDemo ? catalog.length : random.int(1, 4);
    for (const [index, module] of shuffled.entries()) {
      if (index < assignedCount) {
        assignments.push({ user_id: user.id, module_id: module.id, assigned: true });
        for (const type of module.gameTypes) {
          if (!isDemo && random.chance(0.15)) continue;
          const enabled = isDemo || random.chance(0.75);
          // The draw the dropped «Ganancia pactada» took, still taken: the rest of the demo stays the same data.
          random.money(2, 40);
          configs.push({ user_id: user.id, game_type_id: type.id, enabled, ...salesLimits(random.int(5, 200) * 100) });
        }
      } else if (index === assignedCount && random.chance(0.3)) {
        // A module that was assigned once and then switched off.
        assignments.push({ user_id: user.id, module_id: module.id, assigned: false });
      }
    }
  }

  await insertInBatches(db, userSettings, settings);
  await insertInBatches(db, userModules, assignments);
  await insertInBatches(db, userGameConfigs, configs);
}

/** Bolívares a dollar buys in the demo data. */
const DEMO_BOLIVARES_PER_DOLLAR = 40;

/**
 * An owner's per-game limits from its dollars' figure: the bolívares' the same worth (one random draw
 * for both, so the rest of the demo stays the same data).
 */
function salesLimits(dollars: number) {
  return { sales_limit_usd: dollars, sales_limit_ves: dollars * DEMO_BOLIVARES_PER_DOLLAR };
}

/**
 * A module every booth owner and the demo operator and seller may sell, every game type enabled
 * (the animalitos: no random draw, so the other modules' configurations stay as they were).
 */
export async function assignToOwners(db: Database, module: SeededModule, seededUsers: SeededUsers): Promise<void> {
  const owners = [...new Set([...seededUsers.boothOwners, seededUsers.operator, seededUsers.seller])];
  await insertInBatches(
    db,
    userModules,
    owners.map((user) => ({ user_id: user.id, module_id: module.id, assigned: true })),
  );
  await insertInBatches(
    db,
    userGameConfigs,
    owners.flatMap((user) =>
      module.gameTypes.map((type) => ({
        user_id: user.id,
        game_type_id: type.id,
        enabled: true,
        ...salesLimits(5000),
      })),
    ),
  );
}

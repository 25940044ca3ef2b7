/**
 * The database schema: one definition for both engines (PGlite embedded and a PostgreSQL server).
 * Column names are snake_case because the API answers with them; the few
 * unusual spellings (loginattempts, isactive, ...) are the ones the user security answer uses.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { BET_FORMATS, RESULT_FORMATS } from '@banca/contracts/draw-rules';
import { COUNTRIES, DOCUMENT_TYPES, DRAW_STATUSES, GAME_KINDS, LANGUAGES, ROLES } from '@banca/contracts/enums';

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const percentage = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A record's version: 1 when created, one more with every write to it, in the same statement.
 * Detail reads answer it as the ETag and writes check If-Match against it (a conditional UPDATE),
 * so two people editing one record cannot silently overwrite each other.
 */
const version = () => integer('version').notNull().default(1);

/** What an inbox item is; the API has one inbox per kind (`messages`, `notifications`). */
export const INBOX_ITEM_KINDS = ['message', 'notification'] as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    password_hash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    document_type: text('document_type', { enum: DOCUMENT_TYPES }).notNull(),
    document_number: text('document_number').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    language: text('language', { enum: LANGUAGES }).notNull().default('es'),
    country: text('country', { enum: COUNTRIES }).notNull().default('VE'),
    timezone: text('timezone').notNull().default('America/Caracas'),
    avatar: text('avatar'),
    location: text('location'),
    account_balance: money('account_balance').notNull().default(0),
    /** Who this user reports to: the user hierarchy (administrator > sub-administrator). */
    parent_id: integer('parent_id').references((): AnyPgColumn => users.id),
    loginattempts: integer('loginattempts').notNull().default(0),
    /**
     * Until when `loginattempts` counts: every failed sign-in moves it to now + the lock period, so
     * failures further apart than that start again from one, and five lock the account until then.
     */
    loginattempts_expire_at: moment('loginattempts_expire_at'),
    /**
     * Sign-in attempts from browsers not known to the account whose password is being checked right
     * now, counted until `signin_pending_until` (a crashed check stops counting then); with the
     * failures they may not pass the lock's five (see domain/sign-in.ts).
     */
    signin_pending: integer('signin_pending').notNull().default(0),
    signin_pending_until: moment('signin_pending_until'),
    /** Raised by every password change: a session made with another version is no longer valid. */
    password_version: integer('password_version').notNull().default(0),
    isactive: boolean('isactive').notNull().default(true),
    isverified: boolean('isverified').notNull().default(false),
    lastlogin: moment('lastlogin'),
    createdat: moment('createdat').notNull().defaultNow(),
    updatedat: moment('updatedat').notNull().defaultNow(),
    deletedat: moment('deletedat'),
    /** Moves with every write to the user, its settings and its modules through the API's write routes; a sign-in's bookkeeping (last access, failed attempts, the lock) does not move it. */
    version: version(),
    /** Lower-cased haystack for the list search (`LIKE` with a lower-cased pattern); a trigram index serves '%term%'. */
    search_text: text('search_text').generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || email || ' ' || document_number || ' ' || username)`,
    ),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    // Sign-in accepts the e-mail too, so no two live users share one.
    uniqueIndex('users_email_live_key').on(sql`lower(${t.email})`).where(sql`${t.deletedat} IS NULL`),
    // New rows wait in the index's pending list (a bulk insert merges in batches), which every search
    // reads whole. PGlite runs no vacuum to empty it, so it is kept small: 256 kB, merged when full
    // (the server also empties it at start). The default 4 MB made a rare search 4 ms slower.
    index('users_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`).with({ gin_pending_list_limit: 256 }),
    // The list walks live users in id order.
    index('users_live_id_idx').on(t.id).where(sql`${t.deletedat} IS NULL`),
    index('users_parent_idx').on(t.parent_id),
    check('users_loginattempts_check', sql`${t.loginattempts} >= 0`),
  ],
);

/**
 * How many live users each users-list search matches, kept exact by the database: triggers on
 * `users` adjust every stored total in the transaction that inserts, edits, deletes or restores a
 * user, and `users_search_total(pattern)` counts and stores a pattern not seen yet (drizzle/0002).
 * The pattern `%%` (the empty search) holds the total of live users and is never evicted.
 */
export const usersSearchTotals = pgTable(
  'users_search_totals',
  {
    /** The LIKE pattern of the search, as `likePattern` writes it. */
    pattern: text('pattern').primaryKey(),
    total: integer('total').notNull(),
    /** The oldest fill is evicted first once the table holds more than its cap. */
    filled_at: moment('filled_at').notNull().defaultNow(),
  },
  (t) => [check('users_search_totals_total_check', sql`${t.total} >= 0`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** SHA-256 of the opaque token: a database leak gives no usable token. */
    token_hash: text('token_hash').notNull(),
    /** The user's password version when the session was made; it must still be the user's. */
    password_version: integer('password_version').notNull(),
    user_agent: text('user_agent'),
    /** The client address at sign-in (behind a trusted proxy, from X-Forwarded-For). */
    address: text('address'),
    created_at: moment('created_at').notNull().defaultNow(),
    last_seen_at: moment('last_seen_at').notNull().defaultNow(),
    expires_at: moment('expires_at').notNull(),
    revoked_at: moment('revoked_at'),
    /** 'limit' (a newer sign-in went beyond MAX_SESSIONS_PER_USER), 'signed_out', or null (ended by someone, password, deactivation). */
    revoked_reason: text('revoked_reason').$type<'limit' | 'signed_out'>(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.token_hash), index('sessions_user_idx').on(t.user_id)],
);

/**
 * Failed sign-in counters that are not an account's own, shared by every API instance: per client
 * address (a fixed window), and per name that matches no live account (counted like an account, so
 * the answers do not tell it apart). Keys are `address:` or `name:` and a SHA-256, never the
 * address or the name itself. Rows whose `expires_at` has passed mean nothing and are pruned.
 */
export const signInLimits = pgTable(
  'sign_in_limits',
  {
    key: text('key').primaryKey(),
    /** Failures within the window. */
    attempts: integer('attempts').notNull(),
    expires_at: moment('expires_at').notNull(),
    /** Attempts whose password is being checked, counted until `pending_until`. */
    pending: integer('pending').notNull().default(0),
    pending_until: moment('pending_until'),
  },
  (t) => [index('sign_in_limits_expires_idx').on(t.expires_at)],
);

export const userSettings = pgTable(
  'user_settings',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    setting_key: text('setting_key').notNull(),
    setting_label: text('setting_label').notNull(),
    setting_value: percentage('setting_value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.setting_key] })],
);

/** A game module: Lotería Nacional, Lotería Primitiva, Bingo, Parley, Parley Hípico... */
export const modules = pgTable('modules', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sort_order: integer('sort_order').notNull().default(0),
  /** How a result of this module's draws is written (`RESULT_FORMAT_SPECS`): the result form and its check follow it. */
  result_format: text('result_format', { enum: RESULT_FORMATS }).notNull().default('digits4'),
});

/** A game type inside a module (a single bet or a parlay of that game). */
export const gameTypes = pgTable(
  'game_types',
  {
    id: serial('id').primaryKey(),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: GAME_KINDS }).notNull(),
    /** How a bet of this type is written and when it wins against the draw's result (`lineWins`). */
    bet_format: text('bet_format', { enum: BET_FORMATS }).notNull().default('cuaterna'),
    description: text('description').notNull().default(''),
    /** Payout multiplier of a winning bet. */
    payout: numeric('payout', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    min_bet: money('min_bet').notNull(),
  },
  (t) => [uniqueIndex('game_types_module_code_key').on(t.module_id, t.code)],
);

export const userModules = pgTable(
  'user_modules',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id),
    assigned: boolean('assigned').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.module_id] })],
);

/** Per user and game type: may the user sell it, with which commission and up to which amount. */
export const userGameConfigs = pgTable(
  'user_game_configs',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    game_type_id: integer('game_type_id')
      .notNull()
      .references(() => gameTypes.id),
    enabled: boolean('enabled').notNull().default(false),
    profit_percentage: percentage('profit_percentage').notNull().default(0),
    sales_limit: integer('sales_limit').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.game_type_id] })],
);

/** A ticket booth (taquilla / agencia), owned by a client user. */
export const ticketBooths = pgTable(
  'ticket_booths',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    location: text('location').notNull().default(''),
    owner_id: integer('owner_id').references(() => users.id),
    created_at: moment('created_at').notNull().defaultNow(),
    updated_at: moment('updated_at').notNull().defaultNow(),
    deleted_at: moment('deleted_at'),
    /** Moves with every write to the booth and whenever one of its sellers changes, joins or leaves (its detail lists them). */
    version: version(),
  },
  (t) => [
    index('ticket_booths_owner_idx').on(t.owner_id),
    // The header search finds booths by any part of the name (ILIKE '%term%').
    index('ticket_booths_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** A seller account of the point-of-sale, working at one booth. */
export const sellers = pgTable(
  'sellers',
  {
    id: serial('id').primaryKey(),
    ticket_booth_id: integer('ticket_booth_id').references(() => ticketBooths.id),
    seller_user_id: integer('seller_user_id').references(() => users.id),
    label: text('label').notNull(),
    username: text('username').notNull(),
    password_hash: text('password_hash').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    failed_attempts: integer('failed_attempts').notNull().default(0),
    /** The seller is signed in on another device: the point-of-sale refuses a second one until unlocked. */
    logged_in_elsewhere: boolean('logged_in_elsewhere').notNull().default(false),
    created_at: moment('created_at').notNull().defaultNow(),
    updated_at: moment('updated_at').notNull().defaultNow(),
    assigned_at: moment('assigned_at'),
    version: version(),
    search_text: text('search_text').generatedAlwaysAs(sql`lower(label || ' ' || username)`),
  },
  (t) => [
    uniqueIndex('sellers_username_key').on(sql`lower(${t.username})`),
    index('sellers_booth_idx').on(t.ticket_booth_id),
    index('sellers_user_idx').on(t.seller_user_id),
  ],
);

export const draws = pgTable(
  'draws',
  {
    id: serial('id').primaryKey(),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id),
    name: text('name').notNull(),
    draw_at: moment('draw_at').notNull(),
    /** open → closed (sales closed) → settled (result confirmed); see DRAW_STATUSES. */
    status: text('status', { enum: DRAW_STATUSES }).notNull().default('open'),
    /** Top prize of the draw. */
    prize: money('prize').notNull(),
    /** The confirmed result as text (`resultText` of the module's format); null until settled. */
    winning_numbers: text('winning_numbers'),
    created_at: moment('created_at').notNull().defaultNow(),
    /** When its sales closed (at its time, or earlier by hand). */
    closed_at: moment('closed_at'),
    /** When its result was last confirmed (first entry or correction). */
    settled_at: moment('settled_at'),
    /** Moves with every close, result and correction: two administrators cannot overwrite each other's result. */
    version: version(),
  },
  (t) => [
    index('draws_draw_at_idx').on(t.draw_at),
    index('draws_module_idx').on(t.module_id),
    // The automatic close looks for open draws whose time has come.
    index('draws_open_due_idx').on(t.draw_at).where(sql`${t.status} = 'open'`),
    check('draws_settled_result_check', sql`(${t.status} = 'settled') = (${t.winning_numbers} IS NOT NULL)`),
  ],
);

/** Every confirmation of a draw's result: the first entry (no previous numbers) and each correction. */
export const drawResults = pgTable(
  'draw_results',
  {
    id: serial('id').primaryKey(),
    draw_id: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    winning_numbers: text('winning_numbers').notNull(),
    previous_numbers: text('previous_numbers'),
    entered_by: integer('entered_by')
      .notNull()
      .references(() => users.id),
    entered_at: moment('entered_at').notNull().defaultNow(),
  },
  (t) => [index('draw_results_draw_idx').on(t.draw_id, t.entered_at)],
);

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    ticket_booth_id: integer('ticket_booth_id')
      .notNull()
      .references(() => ticketBooths.id),
    seller_id: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    draw_id: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    amount: money('amount').notNull(),
    is_winner: boolean('is_winner').notNull().default(false),
    prize_amount: money('prize_amount').notNull().default(0),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('tickets_created_idx').on(t.created_at),
    index('tickets_booth_idx').on(t.ticket_booth_id),
    index('tickets_seller_idx').on(t.seller_id),
    index('tickets_draw_idx').on(t.draw_id),
    // The header search and the tickets list find tickets by any part of the code (ILIKE '%term%').
    index('tickets_code_trgm').using('gin', sql`${t.code} gin_trgm_ops`),
  ],
);

/** One bet of a ticket. */
export const ticketLines = pgTable(
  'ticket_lines',
  {
    id: serial('id').primaryKey(),
    ticket_id: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    game_type_id: integer('game_type_id')
      .notNull()
      .references(() => gameTypes.id),
    selection: text('selection').notNull(),
    amount: money('amount').notNull(),
    potential_payout: money('potential_payout').notNull(),
    is_winner: boolean('is_winner').notNull().default(false),
  },
  (t) => [index('ticket_lines_ticket_idx').on(t.ticket_id)],
);

/**
 * A draw's sales per number (game type and selection), per booth and seller account: kept by
 * triggers on `ticket_lines` and `tickets` in the selling transaction (migration
 * `0011_draw_number_sales`), so the exposure of a scoped viewer sums a few rows instead of every
 * line. `tickets` counts the distinct tickets with a line on the number; a row whose last line
 * goes is deleted.
 */
export const drawNumberSales = pgTable(
  'draw_number_sales',
  {
    draw_id: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    game_type_id: integer('game_type_id')
      .notNull()
      .references(() => gameTypes.id),
    selection: text('selection').notNull(),
    ticket_booth_id: integer('ticket_booth_id')
      .notNull()
      .references(() => ticketBooths.id),
    seller_id: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    amount: money('amount').notNull(),
    tickets: integer('tickets').notNull(),
    lines: integer('lines').notNull(),
    payout: money('payout').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.draw_id, t.game_type_id, t.selection, t.ticket_booth_id, t.seller_id] }),
    index('draw_number_sales_booth_idx').on(t.ticket_booth_id, t.game_type_id),
    // Rows left without lines, deleted by the trigger right after it moves the sums.
    index('draw_number_sales_empty_idx').on(t.draw_id).where(sql`${t.lines} = 0`),
  ],
);

/**
 * A draw's sales per number over every booth (the exposure an administrator sees), with the
 * lowest sales limit of the owners of the booths that sold it (null: none) and whether the sales
 * at one of those booths passed its owner's limit. Kept by the same triggers, and by triggers on
 * `user_game_configs` and a booth's owner for the limits.
 */
export const drawNumberTotals = pgTable(
  'draw_number_totals',
  {
    draw_id: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    game_type_id: integer('game_type_id')
      .notNull()
      .references(() => gameTypes.id),
    selection: text('selection').notNull(),
    amount: money('amount').notNull(),
    tickets: integer('tickets').notNull(),
    lines: integer('lines').notNull(),
    payout: money('payout').notNull(),
    sales_limit: integer('sales_limit'),
    over_limit: boolean('over_limit').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.draw_id, t.game_type_id, t.selection] }),
    index('draw_number_totals_empty_idx').on(t.draw_id).where(sql`${t.lines} = 0`),
  ],
);

/** Header messages and notifications of one user. */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: INBOX_ITEM_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    sender: text('sender').notNull().default(''),
    read: boolean('read').notNull().default(false),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('inbox_items_user_kind_idx').on(t.user_id, t.kind, t.created_at)],
);

/**
 * The audit trail: one row per record a write changed, inserted in the write's own transaction
 * (domain/audit.ts), so a rolled-back write leaves none and no write commits without one. Rows are
 * never updated or deleted by the API. `actor_username` is kept as it was at the time; `before` and
 * `after` hold only the changed fields, never a password, hash or token.
 */
/**
 * Secrets the server makes itself on its first start and every instance shares: `device_tokens`
 * signs the device cookies of sign-in (security/device-tokens.ts). Kept in the database so they
 * survive restarts and hold across instances; deleting a row makes a new one (and forgets every
 * device).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  /** 32 random bytes, base64url. */
  secret: text('secret').notNull(),
  created_at: moment('created_at').notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /**
     * When the row was written (the database's clock then, not at the start of its transaction):
     * the writes of one record take turns on its row lock, so their entries' times follow the order
     * they applied in.
     */
    at: moment('at').notNull().default(sql`clock_timestamp()`),
    /** Null: the server's own account recovery command. */
    actor_id: integer('actor_id').references(() => users.id),
    actor_username: text('actor_username'),
    address: text('address'),
    action: text('action').notNull(),
    /** Null for a security event about no record (a name nobody has, a client address). */
    record_type: text('record_type'),
    record_id: integer('record_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  // The screen reads newest first, filtered by record or by person; each filter has its index.
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_record_idx').on(t.record_type, t.record_id, t.at.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actor_id, t.at.desc(), t.id.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc(), t.id.desc()),
    index('audit_log_address_idx').on(t.address, t.at.desc(), t.id.desc()),
    index('audit_log_actor_username_trgm').using('gin', sql`lower(${t.actor_username}) gin_trgm_ops`),
  ],
);

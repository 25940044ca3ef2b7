/**
 * The database schema: one definition for both engines (PGlite embedded and a PostgreSQL server).
 * Column names are snake_case because the API answers with them; the few
 * unusual spellings (loginattempts, isactive, ...) are the ones the user security answer uses.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import {
  BOOTH_DAY_STATUSES,
  COUNTRIES,
  DRAWER_CURRENCIES,
  EXPENSE_CATEGORIES,
  EXPENSE_STATUSES,
  PAYMENT_METHODS,
  DOCUMENT_TYPES,
  DRAW_ORIGINS,
  DRAW_STATUSES,
  GAME_KINDS,
  GAME_STATUSES,
  LANGUAGES,
  LIMIT_SCOPES,
  OWNER_PAYMENT_DIRECTIONS,
  ROLES,
} from '@banca/contracts/enums';
import { CANCEL_WINDOW_MINUTES, CUTOFF_MINUTES, PRIZE_EXPIRY_DAYS } from '@banca/contracts/limits';

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
 * user, and `users_search_total(pattern)` counts and stores a pattern not seen yet (src/db/functions/users_search_total*.sql).
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

/**
 * Sessions of staff users (`user_id`) and of booth terminals (`seller_id`: a seller account signed
 * in from the device `device_id`); exactly one of the two. A seller account has at most one session
 * that is not revoked (expired ones are deleted by its next sign-in): one device at a time.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').references(() => users.id),
    seller_id: integer('seller_id').references((): AnyPgColumn => sellers.id),
    /** The terminal's own id for itself (opaque; one device at a time per seller account). */
    device_id: text('device_id'),
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
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.token_hash),
    index('sessions_user_idx').on(t.user_id),
    // One terminal session per seller account that is not revoked: two devices signing in at once
    // cannot both get one.
    uniqueIndex('sessions_seller_live_key').on(t.seller_id).where(sql`${t.seller_id} IS NOT NULL AND ${t.revoked_at} IS NULL`),
    check('sessions_one_holder_check', sql`(${t.user_id} IS NULL) <> (${t.seller_id} IS NULL)`),
  ],
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
export const modules = pgTable(
  'modules',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sort_order: integer('sort_order').notNull().default(0),
    /** How a result of this module's draws is written (`RESULT_FORMAT_SPECS`): the result form and its check follow it. */
    result_format: text('result_format', { enum: RESULT_FORMATS }).notNull().default('digits4'),
    /** Minutes before a draw's time its sales close (its cutoff). */
    cutoff_minutes: integer('cutoff_minutes').notNull().default(CUTOFF_MINUTES.default),
    /** Days after a draw its prizes may still be paid. */
    prize_expiry_days: integer('prize_expiry_days').notNull().default(PRIZE_EXPIRY_DAYS.default),
    /** An inactive lottery gets no new draws (the planner skips it); its planned draws stay. */
    status: text('status', { enum: GAME_STATUSES }).notNull().default('active'),
    /** A result from the feed (`POST /v1/results/feed`) is confirmed at once; off: proposed, for a person to confirm. */
    auto_results: boolean('auto_results').notNull().default(false),
    /** Moves with every write of its settings. */
    version: version(),
  },
  (t) => [
    check(
      'modules_cutoff_minutes_check',
      sql`${t.cutoff_minutes} BETWEEN ${sql.raw(String(CUTOFF_MINUTES.min))} AND ${sql.raw(String(CUTOFF_MINUTES.max))}`,
    ),
    check(
      'modules_prize_expiry_days_check',
      sql`${t.prize_expiry_days} BETWEEN ${sql.raw(String(PRIZE_EXPIRY_DAYS.min))} AND ${sql.raw(String(PRIZE_EXPIRY_DAYS.max))}`,
    ),
  ],
);

/**
 * A lottery's schedule: it draws at `time` (HH:MM on the banca's clock) on `weekday` (ISO: 1 Monday
 * … 7 Sunday). The draw planner keeps its draws created DRAW_HORIZON_DAYS ahead from these rows.
 */
export const moduleSchedules = pgTable(
  'module_schedules',
  {
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id),
    weekday: integer('weekday').notNull(),
    time: text('time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.module_id, t.weekday, t.time] }),
    check('module_schedules_weekday_check', sql`${t.weekday} BETWEEN 1 AND 7`),
    check('module_schedules_time_check', sql`${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** A lottery's day off (a holiday): the planner makes no draw of it that day (migration 0026). */
export const moduleDaysOff = pgTable(
  'module_days_off',
  {
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id),
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    created_by_user_id: integer('created_by_user_id').references(() => users.id),
    created_at: moment('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.module_id, t.day] })],
);

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
    /** The smallest stake of one line in each currency (migration 0035: one figure before, in any currency). */
    min_bet_ves: money('min_bet_ves').notNull(),
    min_bet_usd: money('min_bet_usd').notNull(),
    /** The largest stake of one line in each currency; null: no maximum. */
    max_bet_ves: money('max_bet_ves'),
    max_bet_usd: money('max_bet_usd'),
    /** An inactive game type sells no line. */
    status: text('status', { enum: GAME_STATUSES }).notNull().default('active'),
    /** Moves with every write of its payout, bets or status. */
    version: version(),
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
    /**
     * The owner's limit of what its booths sell of each number of a draw, in whole bolívares and in
     * whole dollars (0: none; `sales_limit_of`). Migration 0036: the one figure before, applied in each currency.
     */
    sales_limit_ves: integer('sales_limit_ves').notNull().default(0),
    sales_limit_usd: integer('sales_limit_usd').notNull().default(0),
    /**
     * The owner's prize plan for the game type (migration 0029): the payout multiplier its booths sell
     * with (null: the game type's) and its commission percentage (null: its «Porcentaje de venta»).
     */
    payout: numeric('payout', { precision: 10, scale: 2, mode: 'number' }),
    commission_percentage: percentage('commission_percentage'),
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
    /** Minutes after a sale its terminal may still cancel it (never past the draw's cutoff). */
    cancel_window_minutes: integer('cancel_window_minutes').notNull().default(CANCEL_WINDOW_MINUTES.default),
    /** The currencies it sells in, a subset of the banca's enabled ones (a new booth: the banca's default). */
    currencies: text('currencies').array().notNull().default(sql`'{USD}'::text[]`),
    /** Conteo a ciegas: its terminal counts the drawer without seeing the expected cash until the day is closed (migration 0028). */
    blind_count: boolean('blind_count').notNull().default(false),
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
    check(
      'ticket_booths_cancel_window_check',
      sql`${t.cancel_window_minutes} BETWEEN ${sql.raw(String(CANCEL_WINDOW_MINUTES.min))} AND ${sql.raw(String(CANCEL_WINDOW_MINUTES.max))}`,
    ),
    check('ticket_booths_currencies_check', sql`${t.currencies} <@ '{VES,USD}'::text[] AND cardinality(${t.currencies}) >= 1`),
  ],
);

/**
 * A booth's own prize plan for a game type (migration 0034), over its owner's: the payout it sells
 * with and the owner's commission percentage on its sales (null: the owner's plan, then the game type's).
 */
export const boothGameConfigs = pgTable(
  'booth_game_configs',
  {
    ticket_booth_id: integer('ticket_booth_id')
      .notNull()
      .references(() => ticketBooths.id),
    game_type_id: integer('game_type_id')
      .notNull()
      .references(() => gameTypes.id),
    payout: numeric('payout', { precision: 10, scale: 2, mode: 'number' }),
    commission_percentage: percentage('commission_percentage'),
  },
  (t) => [primaryKey({ columns: [t.ticket_booth_id, t.game_type_id] })],
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
    /**
     * Until when `failed_attempts` counts (terminal sign-ins, as a user's `loginattempts_expire_at`):
     * each failure moves it to now + the lock period; null counts until a right password or an unlock.
     */
    failed_attempts_expire_at: moment('failed_attempts_expire_at'),
    /** Terminal sign-ins being checked right now, as a user's `signin_pending` (see domain/sign-in.ts). */
    signin_pending: integer('signin_pending').notNull().default(0),
    signin_pending_until: moment('signin_pending_until'),
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
    /** A result the feed proposed, waiting for a person's confirmation (its lottery's `auto_results` off). */
    proposed_numbers: text('proposed_numbers'),
    /** Who proposed it: the feed's `source`. */
    proposed_source: text('proposed_source'),
    proposed_at: moment('proposed_at'),
    /** Moves with every close, result and correction: two administrators cannot overwrite each other's result. */
    version: version(),
    /**
     * `schedule`: made by the planner; `manual`: an extra draw, or a planned one whose time was
     * changed by hand. A schedule re-plan removes only `schedule` draws (without tickets).
     */
    origin: text('origin', { enum: DRAW_ORIGINS }).notNull().default('schedule'),
    /** The schedule's moment the planner made it for (kept when its time is moved); null for an extra draw. */
    planned_at: moment('planned_at'),
    /** Suspended (the draw did not happen): when, by whom, why; its tickets are refunded. */
    suspended_at: moment('suspended_at'),
    suspended_by_user_id: integer('suspended_by_user_id').references(() => users.id),
    suspend_reason: text('suspend_reason'),
  },
  (t) => [
    index('draws_draw_at_idx').on(t.draw_at),
    // One draw per lottery and moment, however many instances plan at once (the planner's key).
    uniqueIndex('draws_module_moment_key').on(t.module_id, t.draw_at),
    // One draw per scheduled moment: a draw moved away from it keeps it, so the planner does not make it again.
    uniqueIndex('draws_module_planned_key').on(t.module_id, t.planned_at),
    check('draws_suspended_check', sql`(${t.status} = 'suspended') = (${t.suspended_at} IS NOT NULL)`),
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
    /** The administrator who entered it; null when the feed did (`source`). */
    entered_by: integer('entered_by').references(() => users.id),
    /** The results feed that entered it (its `source`), when no person did. */
    source: text('source'),
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
    /**
     * Its currency: every amount of the ticket (lines, payouts, prize, refund) is in it. The sale
     * (domain/sales.ts) names it in its transaction's `banca.sale_currency`, which this default
     * reads, so the sale's SQL function needs no new argument (tickets from before: dollars).
     */
    currency: text('currency').notNull().default(sql`coalesce(nullif(current_setting('banca.sale_currency', true), ''), 'USD')`),
    is_winner: boolean('is_winner').notNull().default(false),
    prize_amount: money('prize_amount').notNull().default(0),
    created_at: moment('created_at').notNull().defaultNow(),
    /** The terminal's id of the sale (a UUID), unique per seller account: a sale sent again answers this ticket. */
    request_id: text('request_id'),
    /** SHA-256 of the sale as asked (draw and lines): the same `request_id` with another sale is refused. */
    request_hash: text('request_hash'),
    /** Cancelled: it counts nowhere (sums, limits, reports). By a staff user or by a terminal (seller account). */
    cancelled_at: moment('cancelled_at'),
    cancelled_by_user_id: integer('cancelled_by_user_id').references(() => users.id),
    cancelled_by_seller_id: integer('cancelled_by_seller_id').references(() => sellers.id),
    cancel_reason: text('cancel_reason'),
    /** Cancelled by its terminal within the booth's window (staff cancellations are out of it). */
    cancelled_in_window: boolean('cancelled_in_window'),
    /** Its prize paid: when, how much, by whom (a staff user or a terminal) and at which booth (null: the back-office). */
    paid_at: moment('paid_at'),
    paid_amount: money('paid_amount'),
    paid_by_user_id: integer('paid_by_user_id').references(() => users.id),
    paid_by_seller_id: integer('paid_by_seller_id').references(() => sellers.id),
    paid_booth_id: integer('paid_booth_id').references(() => ticketBooths.id),
    /**
     * Refunded: its draw was suspended. It is cancelled too (`cancelled_at`, by whom and why: the
     * suspension), so its amounts left every sum; the money is owed back to the buyer until paid.
     */
    refunded_at: moment('refunded_at'),
    /** Its refund paid back: when, by whom (a staff user or a terminal) and at which booth (null: the back-office). */
    refund_paid_at: moment('refund_paid_at'),
    refund_paid_by_user_id: integer('refund_paid_by_user_id').references(() => users.id),
    refund_paid_by_seller_id: integer('refund_paid_by_seller_id').references(() => sellers.id),
    refund_paid_booth_id: integer('refund_paid_booth_id').references(() => ticketBooths.id),
    /** How the buyer paid, and how its prize was paid (null until paid): only `efectivo` goes through the drawer (migration 0028). */
    payment_method: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('efectivo'),
    paid_method: text('paid_method', { enum: PAYMENT_METHODS }),
  },
  (t) => [
    uniqueIndex('tickets_seller_request_key').on(t.seller_id, t.request_id).where(sql`${t.request_id} IS NOT NULL`),
    check('tickets_cancel_reason_check', sql`(${t.cancelled_at} IS NULL) = (${t.cancel_reason} IS NULL)`),
    check('tickets_paid_amount_check', sql`(${t.paid_at} IS NULL) = (${t.paid_amount} IS NULL)`),
    check('tickets_paid_or_cancelled_check', sql`${t.paid_at} IS NULL OR ${t.cancelled_at} IS NULL`),
    check('tickets_refunded_check', sql`${t.refunded_at} IS NULL OR ${t.cancelled_at} IS NOT NULL`),
    check('tickets_refund_paid_check', sql`${t.refund_paid_at} IS NULL OR ${t.refunded_at} IS NOT NULL`),
    check('tickets_currency_check', sql`${t.currency} IN ('VES', 'USD')`),
    index('tickets_created_idx').on(t.created_at),
    // A booth's tickets, and those of one of its days: sold, cancelled or paid that day.
    index('tickets_booth_created_idx').on(t.ticket_booth_id, t.created_at),
    index('tickets_booth_cancelled_idx').on(t.ticket_booth_id, t.cancelled_at).where(sql`${t.cancelled_at} IS NOT NULL`),
    index('tickets_booth_paid_idx').on(t.ticket_booth_id, t.paid_at).where(sql`${t.paid_at} IS NOT NULL`),
    // A booth's refunds of a day (owed, paid), and those still to pay.
    index('tickets_booth_refunded_idx').on(t.ticket_booth_id, t.refunded_at).where(sql`${t.refunded_at} IS NOT NULL`),
    index('tickets_booth_refund_paid_idx').on(t.ticket_booth_id, t.refund_paid_at).where(sql`${t.refund_paid_at} IS NOT NULL`),
    // A booth's non-cash money of a day (booth_day_non_cash, migration 0028): few tickets, read per day.
    index('tickets_booth_noncash_created_idx').on(t.ticket_booth_id, t.created_at).where(sql`${t.payment_method} <> 'efectivo'`),
    index('tickets_booth_noncash_cancelled_idx')
      .on(t.ticket_booth_id, t.cancelled_at)
      .where(sql`${t.payment_method} <> 'efectivo' AND ${t.cancelled_at} IS NOT NULL`),
    index('tickets_booth_noncash_paid_idx').on(t.ticket_booth_id, t.paid_at).where(sql`${t.paid_method} <> 'efectivo'`),
    index('tickets_seller_idx').on(t.seller_id),
    index('tickets_draw_idx').on(t.draw_id),
    // The header search and the tickets list find tickets by any part of the code (ILIKE '%term%').
    index('tickets_code_trgm').using('gin', sql`${t.code} gin_trgm_ops`),
  ],
);

/**
 * The banca's currencies (one row): which it sells in and the default of money reads and new
 * booths. Versioned like every record a screen edits.
 */
export const currencySettings = pgTable(
  'currency_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: text('enabled').array().notNull().default(sql`'{VES,USD}'::text[]`),
    default_currency: text('default_currency').notNull().default('USD'),
    updated_at: moment('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    check('currency_settings_one_row_check', sql`${t.id} = 1`),
    check('currency_settings_default_check', sql`${t.default_currency} = ANY (${t.enabled})`),
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
    /** The payout multiplier it was sold with (its owner's plan or the game type's then): `potential_payout` = amount × payout. */
    payout: numeric('payout', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    is_winner: boolean('is_winner').notNull().default(false),
    /**
     * The commission percentage it was sold with (its owner's plan for the game type, else the owner's
     * «Porcentaje de venta»), and the commission it earned (amount × percentage, rounded to the cent).
     */
    sale_percentage: percentage('sale_percentage').notNull().default(0),
    commission: money('commission').notNull().default(0),
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
    /** The currency of its tickets: the exposure of two currencies is never added (migration 0031; before it, dollars). */
    currency: text('currency', { enum: DRAWER_CURRENCIES }).notNull().default('USD'),
  },
  (t) => [
    primaryKey({ columns: [t.draw_id, t.game_type_id, t.selection, t.currency, t.ticket_booth_id, t.seller_id] }),
    index('draw_number_sales_booth_idx').on(t.ticket_booth_id, t.game_type_id),
  ],
);

/** A draw's sales per number over every booth (the exposure an administrator sees), kept by the same triggers. */
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
    /** The currency of its tickets (migration 0031). */
    currency: text('currency', { enum: DRAWER_CURRENCIES }).notNull().default('USD'),
  },
  (t) => [primaryKey({ columns: [t.draw_id, t.game_type_id, t.selection, t.currency] })],
);

/**
 * Sales limits (topes): at most `max_amount` sold on a number (`selection`, null: each number) of a
 * game type, per draw (`draw_id`, null: each draw), in a scope — every booth (`global`, no
 * `scope_id`), one owner's booths (`owner`: a client user), one booth or one seller account. 0 blocks.
 * One limit per scope, holder, game type, draw and number.
 */
export const salesLimits = pgTable(
  'sales_limits',
  {
    id: serial('id').primaryKey(),
    scope: text('scope', { enum: LIMIT_SCOPES }).notNull(),
    scope_id: integer('scope_id'),
    game_type_id: integer('game_type_id')
      .notNull()
      .references(() => gameTypes.id),
    draw_id: integer('draw_id').references(() => draws.id),
    selection: text('selection'),
    /** It counts the sales in this currency only (migration 0033; before it, dollars). */
    currency: text('currency', { enum: DRAWER_CURRENCIES }).notNull().default('USD'),
    max_amount: money('max_amount').notNull(),
    created_at: moment('created_at').notNull().defaultNow(),
    updated_at: moment('updated_at').notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    uniqueIndex('sales_limits_key').on(
      t.scope,
      sql`coalesce(${t.scope_id}, 0)`,
      t.game_type_id,
      sql`coalesce(${t.draw_id}, 0)`,
      sql`coalesce(${t.selection}, '')`,
      t.currency,
    ),
    index('sales_limits_draw_idx').on(t.draw_id),
    check('sales_limits_scope_id_check', sql`(${t.scope} = 'global') = (${t.scope_id} IS NULL)`),
    check('sales_limits_max_amount_check', sql`${t.max_amount} >= 0`),
  ],
);

/**
 * What each scope of a limit has sold of a number in a draw: every booth (`global`, scope_id 0),
 * the booth's owner, the booth and the seller account — kept by the triggers on ticket lines and
 * tickets in the selling transaction (cancelled tickets count nowhere), with the limit that
 * applies to that scope (`max_amount`, null: none; `src/db/functions/sales_limit_of.sql`). A sale locks
 * the rows of its numbers in key order and sells only if every one stays within its limit.
 */
export const drawNumberScopeSales = pgTable(
  'draw_number_scope_sales',
  {
    draw_id: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    game_type_id: integer('game_type_id')
      .notNull()
      .references(() => gameTypes.id),
    selection: text('selection').notNull(),
    /** The currency of its tickets: a limit counts the sales of its currency only (migration 0033; before it, dollars). */
    currency: text('currency', { enum: DRAWER_CURRENCIES }).notNull().default('USD'),
    scope: text('scope', { enum: LIMIT_SCOPES }).notNull(),
    scope_id: integer('scope_id').notNull(),
    amount: money('amount').notNull(),
    max_amount: money('max_amount'),
    /**
     * Sold past the limit (a limit lowered below the sales, or sales written outside a sale). Its
     * own column so that no index reads `amount`: a sale, which never passes a limit, leaves it
     * false, and its update of the row stays a heap-only tuple (no new index entry).
     */
    over_limit: boolean('over_limit').generatedAlwaysAs(sql`amount > max_amount`),
  },
  (t) => [
    primaryKey({ columns: [t.draw_id, t.game_type_id, t.selection, t.currency, t.scope, t.scope_id] }),
    // The numbers of a draw whose sales in some scope passed that scope's limit (the exposure's filter).
    index('draw_number_scope_sales_over_idx').on(t.draw_id).where(sql`${t.over_limit}`),
    // A limit's rows: refreshed when the limit changes.
    index('draw_number_scope_sales_holder_idx').on(t.scope, t.scope_id, t.game_type_id),
  ],
);

/** The figures of a set of daily sums: counts, and money in SQL numeric. */
const dailyFigures = () => ({
  /** Sold that day (cancelled or not): tickets, amount and the owner's commission on it. */
  tickets: integer('tickets').notNull(),
  sales: money('sales').notNull(),
  commission: money('commission').notNull(),
  /** Cancelled that day. */
  cancelled_tickets: integer('cancelled_tickets').notNull(),
  cancelled: money('cancelled').notNull(),
  cancelled_commission: money('cancelled_commission').notNull(),
  /** Won by the tickets sold that day (their winning lines' payouts), as their draws settled. */
  winning_tickets: integer('winning_tickets').notNull(),
  prizes: money('prizes').notNull(),
  /** Prizes paid that day (by the booth's terminal or, for the booth, from the back-office). */
  paid_tickets: integer('paid_tickets').notNull(),
  prizes_paid: money('prizes_paid').notNull(),
});

/**
 * Sales per business day, booth, seller account and game type, kept by triggers on `tickets` and
 * `ticket_lines` in the writing transaction (migration `0017_booth_days`): what was sold that day,
 * cancelled that day, won by the tickets sold that day and paid that day. The booth's day, the
 * owners' statements and the reports read these sums, never the tickets. Each event counts on the
 * day it happened (a ticket cancelled the day after its sale leaves the sales of the day it was
 * cancelled), so a closed day never changes. A ticket counts once, on the game type of its first
 * line, so ticket counts add up over any grouping.
 */
export const dailySales = pgTable(
  'daily_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    ticket_booth_id: integer('ticket_booth_id')
      .notNull()
      .references(() => ticketBooths.id),
    seller_id: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    game_type_id: integer('game_type_id')
      .notNull()
      .references(() => gameTypes.id),
    ...dailyFigures(),
    /** The currency of its tickets: sums of two currencies are never added (migration 0031; before it, dollars). */
    currency: text('currency', { enum: DRAWER_CURRENCIES }).notNull().default('USD'),
  },
  // A range of days is a range of the key; a booth's day is its prefix.
  (t) => [primaryKey({ columns: [t.day, t.ticket_booth_id, t.seller_id, t.currency, t.game_type_id] })],
);

/**
 * The same sums per business day, booth and seller account over every game type (migration
 * `0020_daily_seller_sales`), moved by the same function in the same transaction, right after
 * `daily_sales` (rows in key order, both tables in the same order for every writer): the reports by
 * booth and by seller read these, a few rows per seller and day whatever the number of tickets.
 */
export const dailySellerSales = pgTable(
  'daily_seller_sales',
  {
    day: date('day', { mode: 'string' }).notNull(),
    ticket_booth_id: integer('ticket_booth_id')
      .notNull()
      .references(() => ticketBooths.id),
    seller_id: integer('seller_id')
      .notNull()
      .references(() => sellers.id),
    ...dailyFigures(),
    /** The currency of its tickets (migration 0031). */
    currency: text('currency', { enum: DRAWER_CURRENCIES }).notNull().default('USD'),
  },
  // A range of days is a range of the key.
  (t) => [primaryKey({ columns: [t.day, t.ticket_booth_id, t.seller_id, t.currency] })],
);

/**
 * A booth's business day (cuadre), one row per booth and day with any movement (made by the first
 * one, with the booth's owner and that owner's participation percentage at that moment), closed with
 * the cash counted and approved. Its figures are recorded at the closing (null while open: then
 * they are the day's `daily_sales` as they stand).
 */
export const boothDays = pgTable(
  'booth_days',
  {
    id: serial('id').primaryKey(),
    ticket_booth_id: integer('ticket_booth_id')
      .notNull()
      .references(() => ticketBooths.id),
    day: date('day', { mode: 'string' }).notNull(),
    /** The booth's owner at the day's first movement: whose statement the day counts in. */
    owner_id: integer('owner_id').references(() => users.id),
    /** That owner's participation percentage at the day's first movement. */
    participation_percentage: percentage('participation_percentage').notNull().default(0),
    opened_at: moment('opened_at').notNull().defaultNow(),
    status: text('status', { enum: BOOTH_DAY_STATUSES }).notNull().default('open'),
    closed_at: moment('closed_at'),
    closed_by_user_id: integer('closed_by_user_id').references(() => users.id),
    closed_by_seller_id: integer('closed_by_seller_id').references(() => sellers.id),
    approved_at: moment('approved_at'),
    approved_by_user_id: integer('approved_by_user_id').references(() => users.id),
    version: version(),
  },
  (t) => [
    uniqueIndex('booth_days_booth_day_key').on(t.ticket_booth_id, t.day),
    index('booth_days_owner_day_idx').on(t.owner_id, t.day),
    index('booth_days_day_idx').on(t.day),
    // The days the system closes at 00:30 of the next day.
    index('booth_days_open_idx').on(t.day).where(sql`${t.status} = 'open'`),
    check('booth_days_closed_check', sql`(${t.status} = 'open') = (${t.closed_at} IS NULL)`),
    check('booth_days_approved_check', sql`(${t.status} = 'approved') = (${t.approved_at} IS NOT NULL)`),
  ],
);

/**
 * A closed booth day's figures in one currency (migration 0031: before, one set per day, in dollars),
 * recorded at the closing for every currency the booth sells in or moved money in that day: while the
 * day is open its figures are the day's `daily_seller_sales` of that currency as they stand.
 */
export const boothDayFigures = pgTable(
  'booth_day_figures',
  {
    booth_day_id: integer('booth_day_id')
      .notNull()
      .references(() => boothDays.id),
    currency: text('currency', { enum: DRAWER_CURRENCIES }).notNull(),
    tickets: integer('tickets').notNull(),
    sales: money('sales').notNull(),
    cancelled_tickets: integer('cancelled_tickets').notNull(),
    cancelled: money('cancelled').notNull(),
    paid_tickets: integer('paid_tickets').notNull(),
    prizes_paid: money('prizes_paid').notNull(),
    commission: money('commission').notNull(),
    /** Refunds of suspended draws that day (tickets, amount owed back) and refunds paid that day (migration 0026). */
    refund_tickets: integer('refund_tickets').notNull(),
    refunds: money('refunds').notNull(),
    refunds_paid: money('refunds_paid').notNull(),
    /** The cash of this currency counted at the closing; null when the system closed the day. */
    declared_cash: money('declared_cash'),
  },
  (t) => [primaryKey({ columns: [t.booth_day_id, t.currency] })],
);

/** A booth day's opening float (fondo de caja) in one currency: the cash in the drawer before its first sale (migration 0028). */
export const boothDayFloats = pgTable(
  'booth_day_floats',
  {
    booth_day_id: integer('booth_day_id')
      .notNull()
      .references(() => boothDays.id),
    currency: text('currency', { enum: DRAWER_CURRENCIES }).notNull().default('USD'),
    amount: money('amount').notNull(),
    set_at: moment('set_at').notNull(),
    set_by_user_id: integer('set_by_user_id').references(() => users.id),
    set_by_seller_id: integer('set_by_seller_id').references(() => sellers.id),
  },
  (t) => [primaryKey({ columns: [t.booth_day_id, t.currency] }), check('booth_day_floats_amount_check', sql`${t.amount} >= 0`)],
);

/**
 * An expense paid from a booth's drawer on one of its days (migration 0028): entered by its terminal,
 * its owner or an administrator, approved or rejected by the owner or an administrator; only
 * approved ones leave the day's expected cash.
 */
export const boothDayExpenses = pgTable(
  'booth_day_expenses',
  {
    id: serial('id').primaryKey(),
    booth_day_id: integer('booth_day_id')
      .notNull()
      .references(() => boothDays.id),
    currency: text('currency', { enum: DRAWER_CURRENCIES }).notNull().default('USD'),
    amount: money('amount').notNull(),
    category: text('category', { enum: EXPENSE_CATEGORIES }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: EXPENSE_STATUSES }).notNull().default('pending'),
    created_at: moment('created_at').notNull(),
    created_by_user_id: integer('created_by_user_id').references(() => users.id),
    created_by_seller_id: integer('created_by_seller_id').references(() => sellers.id),
    decided_at: moment('decided_at'),
    decided_by_user_id: integer('decided_by_user_id').references(() => users.id),
  },
  (t) => [
    index('booth_day_expenses_day_idx').on(t.booth_day_id),
    index('booth_day_expenses_pending_idx').on(t.status).where(sql`${t.status} = 'pending'`),
    check('booth_day_expenses_amount_check', sql`${t.amount} > 0`),
    check('booth_day_expenses_decided_check', sql`(${t.status} = 'pending') = (${t.decided_at} IS NULL)`),
  ],
);

/**
 * Money between the banca and a booth owner (abono / cobro), dated when it was entered; reversed
 * (never deleted) by an administrator, the reversal dated when it was made. Idempotent by the
 * `request_id` the form makes, unique per owner.
 */
export const ownerPayments = pgTable(
  'owner_payments',
  {
    id: serial('id').primaryKey(),
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id),
    direction: text('direction', { enum: OWNER_PAYMENT_DIRECTIONS }).notNull(),
    amount: money('amount').notNull(),
    /** The currency paid in: it counts in that currency's statement only (migration 0031; before it, dollars). */
    currency: text('currency', { enum: DRAWER_CURRENCIES }).notNull().default('USD'),
    reason: text('reason').notNull(),
    request_id: text('request_id').notNull(),
    request_hash: text('request_hash').notNull(),
    created_at: moment('created_at').notNull(),
    created_by_user_id: integer('created_by_user_id').references(() => users.id),
    reversed_at: moment('reversed_at'),
    reversed_by_user_id: integer('reversed_by_user_id').references(() => users.id),
    reversal_reason: text('reversal_reason'),
  },
  (t) => [
    uniqueIndex('owner_payments_request_key').on(t.owner_id, t.request_id),
    index('owner_payments_owner_idx').on(t.owner_id, t.created_at),
    check('owner_payments_amount_check', sql`${t.amount} > 0`),
    check('owner_payments_reversal_check', sql`(${t.reversed_at} IS NULL) = (${t.reversal_reason} IS NULL)`),
  ],
);

/**
 * An owner's credit limit in one currency: how much it may owe the banca by its statement
 * (ARCHITECTURE §9). No row: no limit in that currency. A sale locks its owner's row of its
 * currency while it checks it (owner_credit_refusal), so sales racing each other are checked one
 * after the other.
 */
export const ownerCreditLimits = pgTable(
  'owner_credit_limits',
  {
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency', { enum: DRAWER_CURRENCIES }).notNull(),
    amount: money('amount').notNull(),
    updated_at: moment('updated_at').notNull(),
    updated_by_user_id: integer('updated_by_user_id').references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.owner_id, t.currency] }), check('owner_credit_limits_amount_check', sql`${t.amount} >= 0`)],
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
    /** The event a notification tells of (`day-open:12:2026-11-20`...): each user hears of an event once. */
    event_key: text('event_key'),
  },
  (t) => [
    index('inbox_items_user_kind_idx').on(t.user_id, t.kind, t.created_at),
    uniqueIndex('inbox_items_event_key').on(t.event_key, t.user_id).where(sql`${t.event_key} IS NOT NULL`),
  ],
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
    /** Null: the server's own account recovery command, its schedule, or a booth terminal (then `actor_seller_id`). */
    actor_id: integer('actor_id').references(() => users.id),
    /** The seller account of a booth terminal that made the write. */
    actor_seller_id: integer('actor_seller_id').references((): AnyPgColumn => sellers.id),
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

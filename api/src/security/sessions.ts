/**
 * Sessions: opaque tokens whose SHA-256 is stored, with idle and absolute expiry and revocation.
 * A session is bound to the user's password version when it was made: a password change makes
 * every older session invalid, even one made by a sign-in that was still in flight. At most
 * MAX_SESSIONS_PER_USER live sessions per user (a new one revokes the oldest); dead rows are deleted.
 * A revoked session's row stays until it would have gone idle, so the device still holding it is
 * told why it ended (`endReasonOf`); a signed-out one is dead at once.
 *
 * Every authenticated call needs its session, so a valid one is remembered in memory for a few
 * seconds; a revocation is forgotten at once on every API instance that shares the database
 * (../db/invalidations.ts), and nothing is served from memory while that channel may miss one.
 * Every revocation goes through a method here: `revoke*`, which publishes it, or one that ends sessions
 * inside the caller's transaction (`endWithin`, `endTerminalWithin`, `revokeOthersWithin`), published
 * after the commit by `announceEnded` / `announceRevokedOthersOf`; every forgetting through `forget`.
 */
import { and, desc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Invalidations, LocalInvalidations } from '../db/invalidations';
import type { Role, SessionEndReason } from '@banca/contracts/enums';
import { sellers, sessions, ticketBooths, users } from '../db/schema';
import { notFound } from '../errors';
import { MAX_SESSIONS_PER_USER } from '@banca/contracts/limits';
import { hashToken, newToken, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from './tokens';

export const SESSION_CACHE_MS = 5_000;
const CACHE_LIMIT = 10_000;

export interface SessionUser {
  id: number;
  role: Role;
  username: string;
}

/** A booth terminal's session: the seller account signed in and the booth it works at now. */
export interface SessionTerminal {
  sellerId: number;
  boothId: number;
  /** The seller account's username (its e-mail) and label. */
  username: string;
  label: string;
}

/** Who a valid token is: a staff user, or a booth terminal (a seller account). */
export type SessionPrincipal = { sessionId: number; user: SessionUser } | { sessionId: number; terminal: SessionTerminal };

type CachedSession = SessionPrincipal & {
  lastSeen: number;
  expiresAt: number;
  cachedAt: number;
};

/** A terminal session could not be made: the seller account has a live one on another device. */
export class TerminalElsewhereError extends Error {
  constructor(
    readonly since: Date,
    readonly lastSeenAt: Date,
  ) {
    super('the seller account has a live terminal session on another device');
  }
}

/** A live session as the sessions lists show it. */
export interface LiveSession {
  id: number;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  address: string | null;
  user_agent: string | null;
}

/** The credentials a sign-in checked: the session is made only if they are still the user's. */
export interface SignInCredentials {
  userId: number;
  passwordVersion: number;
}

export class SessionStore {
  private readonly cache = new Map<string, CachedSession>();
  /** Bumped by every revocation: a session read while one was under way is not remembered. */
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly invalidations: Invalidations = new LocalInvalidations(),
    private readonly cacheMs = SESSION_CACHE_MS,
  ) {
    invalidations.subscribe('sessions', (key) => this.forgetRevoked(key));
  }

  /**
   * A new session, unless the user's password version is no longer the one the sign-in checked
   * (or the user was deactivated or deleted meanwhile): then undefined. Deletes the user's dead
   * sessions and revokes the oldest live ones beyond MAX_SESSIONS_PER_USER.
   */
  async create(
    credentials: SignInCredentials,
    client: { userAgent: string | undefined; address: string | undefined },
  ): Promise<{ token: string; expiresAt: Date } | undefined> {
    const now = new Date();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
    const [created] = await this.db
      .insert(sessions)
      .values({
        user_id: credentials.userId,
        token_hash: hashToken(token),
        password_version: credentials.passwordVersion,
        user_agent: client.userAgent?.slice(0, 200) ?? null,
        address: client.address?.slice(0, 64) ?? null,
        created_at: now,
        last_seen_at: now,
        expires_at: expiresAt,
      })
      .returning({ id: sessions.id });
    // Checked after the insert: a password change committed before this read is seen here, and one
    // committed after it revokes the new session (and `load` refuses its version in any case).
    const [user] = await this.db
      .select({ passwordVersion: users.password_version, isactive: users.isactive, deletedat: users.deletedat })
      .from(users)
      .where(eq(users.id, credentials.userId));
    if (!user || user.passwordVersion !== credentials.passwordVersion || !user.isactive || user.deletedat) {
      await this.db.delete(sessions).where(eq(sessions.id, created.id));
      return undefined;
    }
    await this.deleteDeadOf(credentials.userId);
    await this.revokeBeyondLimitOf(credentials.userId);
    return { token, expiresAt };
  }

  /**
   * A terminal session for a seller account whose password was checked, from `deviceId`: one device
   * at a time. A live session from another device refuses it (`TerminalElsewhereError`); the same
   * device's own session is replaced. Expired and idle sessions of the account are deleted first.
   * The one-session-per-account unique index answers two devices signing in at once.
   */
  async createTerminal(
    sellerId: number,
    deviceId: string,
    client: { userAgent: string | undefined; address: string | undefined },
  ): Promise<{ token: string; expiresAt: Date }> {
    const now = new Date();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
    const replaced = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${sellers} where ${sellers.id} = ${sellerId} for update`);
      await tx
        .delete(sessions)
        .where(and(eq(sessions.seller_id, sellerId), or(this.dead(), and(isNull(sessions.revoked_at), this.notLive()))));
      const [live] = await tx
        .select({ id: sessions.id, deviceId: sessions.device_id, createdAt: sessions.created_at, lastSeen: sessions.last_seen_at })
        .from(sessions)
        .where(and(eq(sessions.seller_id, sellerId), isNull(sessions.revoked_at)));
      if (live && live.deviceId !== deviceId) throw new TerminalElsewhereError(live.createdAt, live.lastSeen);
      if (live) {
        await tx.update(sessions).set({ revoked_at: now, revoked_reason: 'signed_out' }).where(eq(sessions.id, live.id));
      }
      await tx.insert(sessions).values({
        seller_id: sellerId,
        device_id: deviceId,
        token_hash: hashToken(token),
        password_version: 0,
        user_agent: client.userAgent?.slice(0, 200) ?? null,
        address: client.address?.slice(0, 64) ?? null,
        created_at: now,
        last_seen_at: now,
        expires_at: expiresAt,
      });
      return live?.id;
    });
    if (replaced !== undefined) await this.invalidations.publish('sessions', `session:${replaced}`);
    return { token, expiresAt };
  }

  /** The live terminal session of a seller account (signed in on a device), if any. */
  async liveTerminalOf(db: Database, sellerId: number): Promise<{ id: number; created_at: Date; last_seen_at: Date } | undefined> {
    const [live] = await db
      .select({ id: sessions.id, created_at: sessions.created_at, last_seen_at: sessions.last_seen_at })
      .from(sessions)
      .where(and(eq(sessions.seller_id, sellerId), isNull(sessions.revoked_at), this.live()));
    return live;
  }

  /**
   * Ends the terminal session of a seller account inside `tx` (its sign-out, or an unlock from the
   * back-office, which lets another device sign in): answers the ended sessions' ids, to publish
   * with `announceEnded` once `tx` has committed.
   */
  async endTerminalWithin(tx: Database, sellerId: number, which: { only?: number; signOut?: boolean } = {}): Promise<number[]> {
    const ended = await tx
      .update(sessions)
      .set({ revoked_at: new Date(), revoked_reason: which.signOut ? 'signed_out' : null })
      .where(
        and(
          eq(sessions.seller_id, sellerId),
          isNull(sessions.revoked_at),
          which.only === undefined ? undefined : eq(sessions.id, which.only),
        ),
      )
      .returning({ id: sessions.id });
    return ended.map((row) => row.id);
  }

  /** When a session expires (its absolute expiry). */
  async expiresAtOf(sessionId: number): Promise<Date> {
    const [row] = await this.db.select({ expiresAt: sessions.expires_at }).from(sessions).where(eq(sessions.id, sessionId));
    return row?.expiresAt ?? new Date();
  }

  /** Publishes sessions ended inside a transaction, after it committed (every instance forgets them). */
  async announceEnded(sessionIds: readonly number[]): Promise<void> {
    for (const id of sessionIds) await this.invalidations.publish('sessions', `session:${id}`);
  }

  /** The session of a token if it is valid now (not revoked, not expired, its user active, its password current). */
  async authenticate(token: string): Promise<SessionPrincipal | undefined> {
    const tokenHash = hashToken(token);
    const now = Date.now();
    let entry = this.invalidations.live ? this.cache.get(tokenHash) : undefined;
    if (entry && now - entry.cachedAt > this.cacheMs) entry = undefined;
    // A remembered session counts only once every revocation answered before this call was heard.
    if (entry && !((await this.invalidations.synced()) && this.cache.get(tokenHash) === entry)) entry = undefined;
    if (!entry) {
      const generation = this.generation;
      entry = await this.load(tokenHash, now);
      if (!entry) {
        this.cache.delete(tokenHash);
        return undefined;
      }
      if (generation === this.generation && this.invalidations.live) this.remember(tokenHash, entry);
    }
    if (now >= entry.expiresAt || now - entry.lastSeen > SESSION_IDLE_MS) {
      this.cache.delete(tokenHash);
      return undefined;
    }
    if (now - entry.lastSeen > SESSION_TOUCH_MS) {
      entry.lastSeen = now;
      await this.db
        .update(sessions)
        .set({ last_seen_at: new Date(now) })
        .where(eq(sessions.id, entry.sessionId));
    }
    return 'user' in entry ? { sessionId: entry.sessionId, user: entry.user } : { sessionId: entry.sessionId, terminal: entry.terminal };
  }

  /**
   * Why a token that `authenticate` refused no longer works, if it was ever issued (undefined for an
   * unknown token, including one whose dead session was already swept away). The user's state comes
   * first: deactivation and a password change also revoke the session.
   */
  async endReasonOf(token: string): Promise<SessionEndReason | undefined> {
    const [row] = await this.db
      .select({
        revokedAt: sessions.revoked_at,
        revokedReason: sessions.revoked_reason,
        expiresAt: sessions.expires_at,
        lastSeen: sessions.last_seen_at,
        sessionPasswordVersion: sessions.password_version,
        passwordVersion: users.password_version,
        isactive: users.isactive,
        deletedat: users.deletedat,
        sellerId: sessions.seller_id,
        sellerActive: sellers.is_active,
        boothId: sellers.ticket_booth_id,
      })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.user_id))
      .leftJoin(sellers, eq(sellers.id, sessions.seller_id))
      .where(eq(sessions.token_hash, hashToken(token)))
      .limit(1);
    if (!row) return undefined;
    if (row.sellerId !== null) {
      if (!row.sellerActive || row.boothId === null) return 'deactivated';
    } else {
      if (!row.isactive || row.deletedat) return 'deactivated';
      if (row.sessionPasswordVersion !== row.passwordVersion) return 'password_changed';
    }
    if (row.revokedAt) return row.revokedReason === 'limit' ? 'session_limit' : 'revoked';
    const now = Date.now();
    if (now >= row.expiresAt.getTime() || now - row.lastSeen.getTime() > SESSION_IDLE_MS) return 'expired';
    return undefined;
  }

  /** The user's live sessions (not revoked, not expired, not idle), newest first. */
  async liveOf(userId: number): Promise<LiveSession[]> {
    const now = Date.now();
    return this.db
      .select({
        id: sessions.id,
        created_at: sessions.created_at,
        last_seen_at: sessions.last_seen_at,
        expires_at: sessions.expires_at,
        address: sessions.address,
        user_agent: sessions.user_agent,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.user_id, userId),
          isNull(sessions.revoked_at),
          sql`${sessions.expires_at} > ${new Date(now)}`,
          sql`${sessions.last_seen_at} > ${new Date(now - SESSION_IDLE_MS - SESSION_TOUCH_MS)}`,
          eq(sessions.password_version, sql`(select ${users.password_version} from ${users} where ${users.id} = ${userId})`),
        ),
      )
      .orderBy(desc(sessions.created_at), desc(sessions.id));
  }

  /**
   * Ends live sessions of a user inside the caller's transaction — `only` one (404 when it is not a
   * live one of theirs), or all but `except` — and answers the ended rows; `announceEnded` makes
   * every instance forget them once the transaction committed.
   */
  async endWithin(
    tx: Database,
    userId: number,
    which: { only?: number; except?: number; signOut?: boolean },
  ): Promise<{ id: number; address: string | null; user_agent: string | null }[]> {
    const now = new Date();
    const rows = await tx
      .update(sessions)
      .set({ revoked_at: now, revoked_reason: which.signOut ? 'signed_out' : null })
      .where(
        and(
          eq(sessions.user_id, userId),
          isNull(sessions.revoked_at),
          sql`${sessions.expires_at} > ${now}`,
          which.only === undefined ? undefined : eq(sessions.id, which.only),
          which.except === undefined ? undefined : ne(sessions.id, which.except),
        ),
      )
      .returning({ id: sessions.id, address: sessions.address, user_agent: sessions.user_agent });
    if (which.only !== undefined && rows.length === 0) throw notFound('La sesión');
    return rows;
  }

  /** Password change, deactivation and deletion revoke all access of the user. */
  async revokeAllOf(userId: number): Promise<number> {
    const revoked = await this.db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)))
      .returning({ id: sessions.id });
    await this.invalidations.publish('sessions', `user:${userId}`);
    return revoked.length;
  }

  /**
   * One's own password change, inside the transaction `tx` that raises the password version to
   * `passwordVersion`: the session `keepSessionId` is bound to the new version, so it stays valid,
   * and every other live session of the user is revoked. The revocation is published by
   * `announceRevokedOthersOf` once `tx` has committed (published before, another instance could
   * read the still-valid sessions again and remember them).
   */
  async revokeOthersWithin(tx: Database, userId: number, keepSessionId: number, passwordVersion: number): Promise<number> {
    await tx
      .update(sessions)
      .set({ password_version: passwordVersion })
      .where(and(eq(sessions.id, keepSessionId), eq(sessions.user_id, userId)));
    const revoked = await tx
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(and(eq(sessions.user_id, userId), ne(sessions.id, keepSessionId), isNull(sessions.revoked_at)))
      .returning({ id: sessions.id });
    return revoked.length;
  }

  /** Publishes what `revokeOthersWithin` revoked, after its transaction committed. */
  async announceRevokedOthersOf(userId: number): Promise<void> {
    await this.invalidations.publish('sessions', `user:${userId}`);
  }

  /** Keeps the user's MAX_SESSIONS_PER_USER newest live sessions and revokes the others. */
  private async revokeBeyondLimitOf(userId: number): Promise<void> {
    const now = new Date();
    const beyondLimit = this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at), sql`${sessions.expires_at} > ${now}`))
      .orderBy(desc(sessions.created_at), desc(sessions.id))
      .offset(MAX_SESSIONS_PER_USER);
    const revoked = await this.db
      .update(sessions)
      .set({ revoked_at: now, revoked_reason: 'limit' })
      .where(and(inArray(sessions.id, beyondLimit), isNull(sessions.revoked_at)))
      .returning({ id: sessions.id });
    if (revoked.length === 0) return;
    for (const { id } of revoked) await this.invalidations.publish('sessions', `session:${id}`);
  }

  /** Not expired and not idle (whether revoked or not). */
  private live() {
    const now = Date.now();
    return and(
      sql`${sessions.expires_at} > ${new Date(now)}`,
      sql`${sessions.last_seen_at} > ${new Date(now - SESSION_IDLE_MS - SESSION_TOUCH_MS)}`,
    );
  }

  /** Expired or idle (as `authenticate` refuses them). */
  private notLive() {
    const now = Date.now();
    return or(lte(sessions.expires_at, new Date(now)), lt(sessions.last_seen_at, new Date(now - SESSION_IDLE_MS)));
  }

  /**
   * Signed-out, expired and idle sessions can never be used again, nor need their row to say why
   * (revoked ones become idle in their turn). A session counts as idle here a touch interval later
   * than for `authenticate`, since `last_seen_at` is written at most that often.
   */
  private dead() {
    const now = Date.now();
    return or(
      eq(sessions.revoked_reason, 'signed_out'),
      lte(sessions.expires_at, new Date(now)),
      lt(sessions.last_seen_at, new Date(now - SESSION_IDLE_MS - SESSION_TOUCH_MS)),
    );
  }

  private async deleteDeadOf(userId: number): Promise<void> {
    await this.db.delete(sessions).where(and(eq(sessions.user_id, userId), this.dead()));
  }

  /** Deletes every user's dead sessions (the periodic sweep); returns how many. */
  async prune(): Promise<number> {
    const deleted = await this.db.delete(sessions).where(this.dead()).returning({ id: sessions.id });
    return deleted.length;
  }

  /**
   * A valid session's principal: a staff user (active, not deleted, its password current) or a
   * terminal (its seller account active and at a booth that is not deleted: the sale goes there).
   */
  private async load(tokenHash: string, now: number): Promise<CachedSession | undefined> {
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        lastSeen: sessions.last_seen_at,
        expiresAt: sessions.expires_at,
        id: users.id,
        role: users.role,
        username: users.username,
        sellerId: sellers.id,
        sellerUsername: sellers.username,
        label: sellers.label,
        boothId: ticketBooths.id,
      })
      .from(sessions)
      .leftJoin(
        users,
        and(
          eq(users.id, sessions.user_id),
          eq(users.isactive, true),
          isNull(users.deletedat),
          eq(sessions.password_version, users.password_version),
        ),
      )
      .leftJoin(sellers, and(eq(sellers.id, sessions.seller_id), eq(sellers.is_active, true)))
      .leftJoin(ticketBooths, and(eq(ticketBooths.id, sellers.ticket_booth_id), isNull(ticketBooths.deleted_at)))
      .where(and(eq(sessions.token_hash, tokenHash), isNull(sessions.revoked_at), sql`${sessions.expires_at} > ${new Date(now)}`))
      .limit(1);
    if (!row) return undefined;
    const times = { lastSeen: row.lastSeen.getTime(), expiresAt: row.expiresAt.getTime(), cachedAt: now };
    if (row.id !== null && row.role !== null && row.username !== null) {
      return { sessionId: row.sessionId, user: { id: row.id, role: row.role, username: row.username }, ...times };
    }
    if (row.sellerId !== null && row.boothId !== null) {
      const terminal = { sellerId: row.sellerId, boothId: row.boothId, username: row.sellerUsername!, label: row.label! };
      return { sessionId: row.sessionId, terminal, ...times };
    }
    return undefined;
  }

  private remember(tokenHash: string, entry: CachedSession): void {
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(tokenHash, entry);
  }

  /**
   * A revocation published by any instance: `session:<id>`, `user:<id>`, `seller:<id>` (a seller
   * account changed: its terminal's booth or state), or everything (`undefined`).
   */
  private forgetRevoked(key: string | undefined): void {
    const [kind, id] = key?.split(':') ?? [];
    this.forget(
      (entry) =>
        key === undefined ||
        (kind === 'session' && entry.sessionId === Number(id)) ||
        (kind === 'user' && 'user' in entry && entry.user.id === Number(id)) ||
        (kind === 'seller' && 'terminal' in entry && entry.terminal.sellerId === Number(id)),
    );
  }

  /** Every instance forgets the terminal sessions of a seller account it remembers (its booth or state changed). */
  async forgetSeller(sellerId: number): Promise<void> {
    await this.invalidations.publish('sessions', `seller:${sellerId}`);
  }

  /** Forgets the cached sessions that `matches`: every revocation ends here. */
  private forget(matches: (entry: CachedSession) => boolean): void {
    this.generation++;
    for (const [tokenHash, entry] of this.cache) if (matches(entry)) this.cache.delete(tokenHash);
  }
}

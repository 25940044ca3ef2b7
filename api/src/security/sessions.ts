/**
 * Sessions: opaque tokens whose SHA-256 is stored, with idle and absolute expiry and revocation.
 * Every authenticated call needs its session, so a valid one is remembered in memory for a few
 * seconds; a revocation is forgotten at once on every API instance that shares the database
 * (../db/invalidations.ts), and nothing is served from memory while that channel may miss one.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Invalidations, LocalInvalidations } from '../db/invalidations';
import type { Role } from '@banca/contracts/enums';
import { sessions, users } from '../db/schema';
import { hashToken, newToken, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from './tokens';

export const SESSION_CACHE_MS = 5_000;
const CACHE_LIMIT = 10_000;

export interface SessionUser {
  id: number;
  role: Role;
  username: string;
}

interface CachedSession {
  sessionId: number;
  user: SessionUser;
  lastSeen: number;
  expiresAt: number;
  cachedAt: number;
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

  async create(userId: number, userAgent: string | undefined): Promise<{ token: string; expiresAt: Date }> {
    const now = new Date();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
    await this.db.insert(sessions).values({
      user_id: userId,
      token_hash: hashToken(token),
      user_agent: userAgent?.slice(0, 200) ?? null,
      created_at: now,
      last_seen_at: now,
      expires_at: expiresAt,
    });
    return { token, expiresAt };
  }

  /** The session of a token if it is valid now (not revoked, not expired, its user active). */
  async authenticate(token: string): Promise<{ sessionId: number; user: SessionUser } | undefined> {
    const tokenHash = hashToken(token);
    const now = Date.now();
    let entry = this.invalidations.live ? this.cache.get(tokenHash) : undefined;
    if (!entry || now - entry.cachedAt > this.cacheMs) {
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
    return { sessionId: entry.sessionId, user: entry.user };
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db.update(sessions).set({ revoked_at: new Date() }).where(eq(sessions.id, sessionId));
    await this.invalidations.publish('sessions', `session:${sessionId}`);
  }

  /** Password change, deactivation and deletion revoke all access of the user. */
  async revokeAllOf(userId: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revoked_at: new Date() })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
    await this.invalidations.publish('sessions', `user:${userId}`);
  }

  private async load(tokenHash: string, now: number): Promise<CachedSession | undefined> {
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        lastSeen: sessions.last_seen_at,
        expiresAt: sessions.expires_at,
        id: users.id,
        role: users.role,
        username: users.username,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .where(
        and(
          eq(sessions.token_hash, tokenHash),
          isNull(sessions.revoked_at),
          sql`${sessions.expires_at} > ${new Date(now)}`,
          eq(users.isactive, true),
          isNull(users.deletedat),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    return {
      sessionId: row.sessionId,
      user: { id: row.id, role: row.role, username: row.username },
      lastSeen: row.lastSeen.getTime(),
      expiresAt: row.expiresAt.getTime(),
      cachedAt: now,
    };
  }

  private remember(tokenHash: string, entry: CachedSession): void {
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(tokenHash, entry);
  }

  /** A revocation published by any instance: `session:<id>`, `user:<id>`, or everything (`undefined`). */
  private forgetRevoked(key: string | undefined): void {
    this.generation++;
    const [kind, id] = key?.split(':') ?? [];
    const matches = (entry: CachedSession) =>
      key === undefined || (kind === 'session' && entry.sessionId === Number(id)) || (kind === 'user' && entry.user.id === Number(id));
    for (const [tokenHash, entry] of this.cache) if (matches(entry)) this.cache.delete(tokenHash);
  }
}

/** Opaque session tokens: 256 random bits to the client, only their SHA-256 in the database. */
import { createHash, randomBytes } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Sessions end after this long without use, and in any case after the absolute lifetime. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often per session, to keep reads cheap. */
export const SESSION_TOUCH_MS = 60 * 1000;

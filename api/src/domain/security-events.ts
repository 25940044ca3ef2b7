/**
 * Security events in the audit trail (kept as long as it is, shown on the same screen): sign-ins of
 * staff and of booths' terminals, failed sign-ins, locks and throttled addresses. Unlike a write's
 * entries they are no transaction's companions: each is inserted on its own, once the sign-in it
 * tells of is decided. A failed sign-in never keeps the name typed, which may be a password typed in
 * the wrong box: only a keyed hash of it (`SignInNames`), the same for the same name, so attempts
 * on one name can be followed without knowing it.
 */
import { createHmac } from 'node:crypto';
import type { AuditValues } from './audit';
import type { AuditRecordType, SecurityEventAction } from '@banca/contracts/enums';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

export interface SecurityEvent {
  action: SecurityEventAction;
  address: string | null;
  /** Who did it, when known (a sign-in: a staff user's, or a booth terminal's seller account); null otherwise. */
  actor?: { userId: number | null; sellerId?: number; username: string | null };
  /** The account concerned, when there is one. */
  record?: { type: AuditRecordType; id: number };
  details: AuditValues;
}

/** Inserts `events` in one statement (a failure and the lock it caused arrive together). */
export async function recordSecurityEvents(db: Database, events: SecurityEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(auditLog).values(
    events.map((event) => ({
      actor_id: event.actor?.userId ?? null,
      actor_seller_id: event.actor?.sellerId ?? null,
      actor_username: event.actor?.username ?? null,
      address: event.address,
      action: event.action,
      record_type: event.record?.type ?? null,
      record_id: event.record?.id ?? null,
      before: null,
      after: event.details,
    })),
  );
}

/** The keyed hash of a name typed at sign-in (16 hex digits), with the server's `sign_in_names` secret. */
export class SignInNames {
  constructor(private readonly key: Buffer) {}

  hash(name: string): string {
    return createHmac('sha256', this.key).update(name).digest('hex').slice(0, 16);
  }
}

/**
 * A terminal's sign-in (a booth's seller account), for the terminal's sign-in route to call once
 * the session is made: who (the seller account's login), from which address, and whether the
 * device was known to the account (its device token, security/device-tokens.ts).
 */
export function recordTerminalSignIn(
  db: Database,
  signIn: { sellerId: number; username: string; address: string | null; knownDevice: boolean },
): Promise<void> {
  return recordSecurityEvents(db, [
    {
      action: 'terminal_sign_in',
      address: signIn.address,
      actor: { userId: null, sellerId: signIn.sellerId, username: signIn.username },
      record: { type: 'seller', id: signIn.sellerId },
      details: { known_device: signIn.knownDevice },
    },
  ]);
}

/**
 * Ending sessions on purpose (signing out, "Cerrar las demás", an administrator's Security tab): an
 * audited write. The session rows and their audit entry commit together, then every instance
 * forgets them.
 */
import type { Database } from '../db/client';
import type { SessionStore } from '../security/sessions';
import { browserOf } from '../security/user-agent';
import { type AuditActor, auditedWrite } from './audit';
import { findLiveUser } from './users';

export interface SessionServices {
  db: Database;
  sessions: SessionStore;
}

/**
 * Ends a user's live sessions — `only` one (404 when it is not a live one of theirs), or all but
 * `except`. `ofLiveUser` (an administrator's Security tab) first checks, in the same transaction,
 * that the user exists (404) and is not deleted (409). Answers how many ended.
 */
export async function endSessions(
  services: SessionServices,
  actor: AuditActor,
  userId: number,
  which: { only?: number; except?: number; signOut?: boolean; ofLiveUser?: boolean },
): Promise<number> {
  const ended = await auditedWrite(services.db, actor, async (tx, audit) => {
    if (which.ofLiveUser) await findLiveUser(tx, userId);
    const rows = await services.sessions.endWithin(tx, userId, which);
    audit({
      action: which.only === undefined ? 'sessions_end' : 'session_end',
      recordType: 'user',
      recordId: userId,
      before: null,
      after: { sessions: rows.map((row) => ({ id: row.id, address: row.address, browser: browserOf(row.user_agent) })) },
    });
    return rows;
  });
  await services.sessions.announceEnded(ended.map((row) => row.id));
  return ended.length;
}

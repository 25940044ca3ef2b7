/**
 * The Security tab's writes — a new password, the unlock, active/inactive, the deletion —, a
 * user's role change and one's own password change. Each is one audited transaction on the user's
 * row; the ones that end the user's access revoke its sessions once it has committed.
 */
import type { Profile, Role, UserSecurity } from '@banca/contracts';
import { ROLE_LABELS } from '@banca/contracts/enums';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ticketBooths, users } from '../db/schema';
import { invalidField, ConflictError, AppError, staleRecord, tooManyAttempts } from '../errors';
import { hashPassword, verifyPassword } from '../security/passwords';
import type { SessionStore } from '../security/sessions';
import { auditedWrite, SECRET_CHANGED } from './audit';
import { recordSecurityEvents, type SecurityEvent } from './security-events';
import { type AttemptCounter, accountCounter, type ClaimedAttempt, clearDeviceLocks, MAX_LOGIN_ATTEMPTS } from './sign-in';
import { ACCOUNT_BUSY, attemptsLeft, locked, type SignInServices } from './sign-in-attempts';
import { changeUser, lockLiveUser, profileOf, securityOf, type UserChanges, USERS_NAMESPACE } from './users';
import { nextVersion, type Versioned, versionMatches } from './versions';
import type { Write } from './writes';

/**
 * What a new password sets: its hash and a raised password version, so every session made with
 * the old one is invalid (see SessionStore), and no failed sign-ins, which were against the old one
 * (a new password given by an administrator also ends every known device's lock).
 */
const newPassword = (passwordHash: string): UserChanges => ({
  password_hash: passwordHash,
  password_version: sql`${users.password_version} + 1`,
  loginattempts: 0,
  loginattempts_expire_at: null,
});

/**
 * An administrator (or the recovery command) gives a live user a new password; it is an edit of
 * the user, so its version moves. Every session of the user is revoked; answers how many.
 */
export async function setUserPassword(
  db: Database,
  sessions: SessionStore,
  id: number,
  password: string,
  write: Write,
): Promise<Versioned<{ ok: true }> & { sessionsRevoked: number }> {
  // Hashed before the transaction: slow, and it reads nothing.
  const passwordHash = await hashPassword(password);
  const user = await auditedWrite(db, write.actor, async (tx, audit) => {
    const changed = await changeUser(tx, audit, 'password', await lockLiveUser(tx, id), newPassword(passwordHash), write);
    await clearDeviceLocks(tx, `user:${id}`);
    return changed;
  });
  const sessionsRevoked = await sessions.revokeAllOf(id);
  return { record: { ok: true }, version: user.version, sessionsRevoked };
}

/**
 * An administrator's unlock: clears the failed sign-ins — of browsers not known to the account and
 * of every known device — which ends a lock. Unlike the sign-in's own bookkeeping it is an edit of
 * the user, so its version moves.
 */
export async function unlockUser(db: Database, id: number, write: Write): Promise<Versioned<UserSecurity>> {
  const user = await auditedWrite(db, write.actor, async (tx, audit) => {
    const changed = await changeUser(
      tx,
      audit,
      'unlock',
      await lockLiveUser(tx, id),
      { loginattempts: 0, loginattempts_expire_at: null },
      write,
    );
    await clearDeviceLocks(tx, `user:${id}`);
    return changed;
  });
  return { record: securityOf(user), version: user.version };
}

/** An administrator may not lock themself out by deactivating or deleting their own account. */
function refuseSelf(write: Write, targetId: number, what: string): void {
  if (write.actor.userId === targetId) throw invalidField('id', `No puedes ${what} tu propia cuenta.`);
}

/** Activates or deactivates a live user; a deactivation revokes every session of the user. */
export async function setUserStatus(
  db: Database,
  sessions: SessionStore,
  id: number,
  isactive: boolean,
  write: Write,
): Promise<Versioned<UserSecurity>> {
  if (!isactive) refuseSelf(write, id, 'desactivar');
  const user = await auditedWrite(db, write.actor, async (tx, audit) =>
    changeUser(tx, audit, 'status', await lockLiveUser(tx, id), { isactive }, write),
  );
  if (!isactive) await sessions.revokeAllOf(id);
  return { record: securityOf(user), version: user.version };
}

/**
 * An administrator changes a live user's role, which decides what the user may open and see; every
 * session of the user ends (it was opened with the old access). In one audited transaction on the
 * locked user row: 400 for one's own role or the role the user has, 409 USER_OWNS_BOOTHS when the
 * user owns live booths and the new role is not client (a booth's owner is a client), 412 for a
 * stale If-Match. A booth write that names an owner locks that user's row too (booths.ts), so an
 * owner cannot appear between the check and the change. Answers the profile.
 */
export async function changeUserRole(
  db: Database,
  sessions: SessionStore,
  id: number,
  role: Role,
  write: Write,
): Promise<Versioned<Profile>> {
  if (write.actor.userId === id) throw invalidField('role', 'No puedes cambiar tu propio rol: pídeselo a otro administrador.');
  const user = await auditedWrite(db, write.actor, async (tx, audit) => {
    const before = await lockLiveUser(tx, id);
    if (before.role === role) throw invalidField('role', `El usuario ya tiene el rol ${ROLE_LABELS[role]}.`);
    if (role !== 'client') {
      const [{ owned }] = await tx
        .select({ owned: count() })
        .from(ticketBooths)
        .where(and(eq(ticketBooths.owner_id, id), isNull(ticketBooths.deleted_at)));
      if (owned > 0) {
        throw new ConflictError(
          'USER_OWNS_BOOTHS',
          `No se puede cambiar el rol a ${ROLE_LABELS[role]}: el usuario es propietario de ${owned === 1 ? 'una taquilla' : `${owned} taquillas`}, y solo un Cliente puede serlo. Asigna sus taquillas a otro propietario primero.`,
        );
      }
    }
    return changeUser(tx, audit, 'role', before, { role }, write);
  });
  await sessions.revokeAllOf(id);
  return { record: profileOf(user), version: user.version };
}

/** Deletes a live user (kept for the record, read-only, its e-mail free again) and revokes every session of it. */
export async function deleteUser(db: Database, sessions: SessionStore, id: number, write: Write): Promise<Versioned<UserSecurity>> {
  refuseSelf(write, id, 'eliminar');
  const user = await auditedWrite(db, write.actor, async (tx, audit) =>
    changeUser(tx, audit, 'delete', await lockLiveUser(tx, id), { deletedat: write.now, isactive: false }, write),
  );
  await sessions.revokeAllOf(id);
  return { record: securityOf(user), version: user.version };
}

/** One's own password change as the user typed it. */
export interface OwnPasswordChange {
  current_password: string;
  new_password: string;
}

const WRONG_CURRENT_PASSWORD = 'La contraseña actual no es correcta.';
const SAME_PASSWORD = 'La nueva contraseña debe ser distinta de la actual.';

/** Thrown inside the change's transaction when the current password is wrong: it rolls back, then the failure is counted. */
class WrongCurrentPassword extends Error {
  constructor(readonly username: string) {
    super('wrong current password');
  }
}

/**
 * A user changes their own password (the write's caller, a staff session). The current password
 * is checked as a sign-in checks it: the attempt is held to the account first (a stolen session
 * cannot guess it faster than a sign-in could), a locked account runs no check, and a wrong one
 * counts and is audited like a failed sign-in. The check is made in the change's transaction, on
 * the locked user row, so a password changed meanwhile is checked as it now is. The new password —
 * only if the user's version is one the write's condition names (else 412) — moves the user's
 * version (an edit); the session making the change is bound to the new password version and the
 * user's other sessions are revoked, published once it has committed.
 */
export async function changeOwnPassword(
  services: SignInServices,
  change: OwnPasswordChange,
  write: Write,
): Promise<Versioned<{ ok: true }>> {
  if (write.caller.kind !== 'staff') throw new AppError('forbidden', 'Solo un usuario cambia su propia contraseña.');
  const { userId, sessionId } = write.caller;
  const { db, sessions } = services;
  const counter = accountCounter(userId, services.signInPolicy);
  const claim = await counter.claim(db);
  if (!claim.granted) throw tooManyAttempts(claim.reason === 'busy' ? ACCOUNT_BUSY : locked(claim.retryAfterMs), claim.retryAfterMs);
  // Hashed before the transaction: the row stays locked only while the current password is checked.
  const passwordHash = change.new_password === change.current_password ? null : await hashPassword(change.new_password);
  let user: typeof users.$inferSelect;
  try {
    user = await auditedWrite(db, write.actor, async (tx, audit) => {
      const row = await lockLiveUser(tx, userId);
      if (!(await verifyPassword(row.password_hash, change.current_password))) throw new WrongCurrentPassword(row.username);
      if (passwordHash === null) throw invalidField('new_password', SAME_PASSWORD);
      const [updated] = await tx
        .update(users)
        .set({ ...newPassword(passwordHash), updatedat: write.now, version: nextVersion(users.version) })
        .where(and(eq(users.id, userId), versionMatches(users.version, write.condition)))
        .returning();
      if (!updated) throw staleRecord();
      await sessions.revokeOthersWithin(tx, userId, sessionId, updated.password_version);
      // The trail says that the password changed, never what it is.
      audit({
        action: 'own_password',
        recordType: 'user',
        recordId: userId,
        before: { password: SECRET_CHANGED },
        after: { password: SECRET_CHANGED },
      });
      return updated;
    });
  } catch (error) {
    if (!(error instanceof WrongCurrentPassword)) {
      await counter.release(db, claim); // the password was right (or never checked): no failure to count
      throw error;
    }
    throw await wrongCurrentPassword(services, { userId, username: error.username, address: write.actor.address ?? '' }, counter, claim);
  }
  await counter.release(db, claim);
  await sessions.announceRevokedOthersOf(userId);
  return { record: { ok: true }, version: user.version };
}

/** A wrong current password: counted and audited as a failed sign-in; the answer names the field and the attempts left. */
async function wrongCurrentPassword(
  services: SignInServices,
  who: { userId: number; username: string; address: string },
  counter: AttemptCounter,
  claim: ClaimedAttempt,
): Promise<AppError> {
  const failures = await counter.fail(services.db, claim);
  const record = { type: 'user' as const, id: who.userId };
  const events: SecurityEvent[] = [
    {
      action: 'sign_in_failed',
      address: who.address,
      actor: { userId: who.userId, username: who.username },
      record,
      details: { own_password: true, attempts: failures.attempts },
    },
  ];
  if (failures.attempts === MAX_LOGIN_ATTEMPTS) {
    events.push({
      action: 'account_locked',
      address: who.address,
      record,
      details: { locked_until: failures.until.toISOString(), own_password: true },
    });
    await services.lists.invalidate(USERS_NAMESPACE); // the list shows the account as locked
  }
  await recordSecurityEvents(services.db, events);
  return invalidField(
    'current_password',
    `${WRONG_CURRENT_PASSWORD} ${attemptsLeft(failures.attempts, failures.until.getTime() - Date.now())}`,
  );
}

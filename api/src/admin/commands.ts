/**
 * Account recovery run on the server (`pnpm admin …`), for when no administrator can sign in:
 * unlock an account, or give it a new password. They work on the database the API uses and go
 * through the same domain functions as the Security tab, so their effects are the same.
 */
import { randomBytes } from 'node:crypto';
import { MAX_LENGTH, MIN_PASSWORD_LENGTH } from '@banca/contracts/limits';
import type { Database } from '../db/client';
import type { AuditActor } from '../domain/audit';
import { findSignInAccount, signInName } from '../domain/sign-in';
import { setUserPassword, unlockUser } from '../domain/user-security';
import { countingAttempts, findUser, type UserRecord } from '../domain/users';
import { serverWrite } from '../domain/writes';
import { SessionStore } from '../security/sessions';

/** How the audit trail names these commands: no signed-in user, no client address. */
const SERVER_COMMAND: AuditActor = { userId: null, username: 'pnpm admin', address: null };

/** A command that cannot be done as asked; the message says why, and never holds a secret. */
export class CommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandError';
  }
}

async function liveAccount(db: Database, login: string): Promise<UserRecord> {
  const account = await findSignInAccount(db, signInName(login));
  if (!account) throw new CommandError(`No live user has the username or e-mail "${login}".`);
  return findUser(db, account.id);
}

const who = (user: UserRecord) => `${user.username} (id ${user.id}, ${user.role})`;

/** Clears the failed sign-ins of an account, which ends its lock. Answers what it did. */
export async function unlockAccount(db: Database, login: string): Promise<string> {
  const user = await liveAccount(db, login);
  const failures = countingAttempts(user);
  await unlockUser(db, user.id, serverWrite(SERVER_COMMAND, new Date()));
  const inactive = user.isactive ? '' : ' The account is inactive: it still cannot sign in until it is activated.';
  return failures > 0
    ? `Unlocked ${who(user)}: ${failures} failed sign-in(s) cleared.${inactive}`
    : `${who(user)} had no failed sign-ins counting; nothing to unlock.${inactive}`;
}

/** A password to hand over: 18 random bytes, 24 characters of base64url. */
export const generatePassword = (): string => randomBytes(18).toString('base64url');

/** Refuses what the Security tab refuses. */
export function checkNewPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_LENGTH.password) {
    throw new CommandError(`The new password must have between ${MIN_PASSWORD_LENGTH} and ${MAX_LENGTH.password} characters.`);
  }
}

/**
 * Gives an account a new password (which also clears its failed sign-ins) and revokes all its
 * sessions. The user is found first, so `password` is asked for only when there is someone to give
 * it to. Answers what it did, without the password.
 */
export async function resetPassword(db: Database, login: string, password: () => Promise<string>): Promise<string> {
  const user = await liveAccount(db, login);
  const newPassword = await password();
  checkNewPassword(newPassword);
  const { sessionsRevoked: revoked } = await setUserPassword(
    db,
    new SessionStore(db),
    user.id,
    newPassword,
    serverWrite(SERVER_COMMAND, new Date()),
  );
  const inactive = user.isactive ? '' : ' The account is inactive: it cannot sign in until it is activated.';
  return `New password set for ${who(user)}; failed sign-ins cleared; ${revoked} session(s) revoked.${inactive}`;
}

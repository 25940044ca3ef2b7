/**
 * Signing in, for staff and booth terminals alike: the attempt is held to its counters before its
 * password is checked (domain/sign-in.ts), a failure is counted and audited (sign-in-attempts.ts),
 * and a right password opens a session. A device known to the account is counted on its own;
 * anybody else on the client address and then on the account, or on the name when no account has
 * it. A deactivated account's right password is refused as a wrong one (the same answer, counted
 * alike). The route only binds: it reads the attempt from the request and sets the cookies.
 */
import { ConflictError, credentialsRefused } from '../errors';
import type { DeviceSubject } from '../security/device-tokens';
import { decoyVerify, verifyPassword } from '../security/passwords';
import { TerminalElsewhereError } from '../security/sessions';
import { recordSecurityEvents, recordTerminalSignIn } from './security-events';
import {
  accountCounter,
  addressCounter,
  deviceCounter,
  findSellerAccount,
  findSignInAccount,
  MAX_LOGIN_ATTEMPTS,
  recordSignIn,
  sellerCounter,
  signInName,
  unknownNameCounter,
} from './sign-in';
import { type Counted, claimAll, failedSignIn, releaseAll, settleFailure, type SignInServices } from './sign-in-attempts';
import type { TerminalSession } from '@banca/contracts';
import { terminalSession } from './terminal';
import { USERS_NAMESPACE } from './users';

const WITHOUT_BOOTH = 'Esta cuenta de vendedor no tiene taquilla asignada. Pide a la administración que la asigne a una.';
const ELSEWHERE =
  'Esta cuenta de vendedor tiene una sesión abierta en otro dispositivo. Ciérrala allí, o pide a la administración que desbloquee la cuenta.';

/** One sign-in attempt as the client made it. */
export interface SignInAttempt {
  /** A staff user (by username or e-mail) or a booth terminal's seller account (by its username). */
  kind: 'user' | 'seller';
  login: string;
  password: string;
  address: string;
  userAgent: string | undefined;
  /** The terminal's own id for itself (one device at a time per seller account). */
  deviceId?: string;
  /** The device this client is known as to `subject` (its signed cookie), if any. */
  knownDevice: (subject: DeviceSubject) => string | undefined;
}

/** A session opened: its token, and for a terminal the seller account and booth it sells at. */
export interface SignedIn {
  subject: DeviceSubject;
  token: string;
  expiresAt: Date;
  terminal?: TerminalSession;
}

/** The counters an attempt is held to: the known device's alone, or the address's and then the account's (or the name's). */
function countersOf(
  services: SignInServices,
  attempt: SignInAttempt,
  name: string,
  account: { subject: DeviceSubject; id: number } | undefined,
) {
  const policy = services.signInPolicy;
  const device = account && attempt.knownDevice(account.subject);
  const accountCount = account
    ? attempt.kind === 'user'
      ? accountCounter(account.id, policy)
      : sellerCounter(account.id, policy)
    : unknownNameCounter(name, policy);
  const counted: Counted[] =
    account && device
      ? [{ of: 'account', counter: deviceCounter(account.subject, device, policy) }]
      : [
          { of: 'address', counter: addressCounter(attempt.address, policy) },
          { of: 'account', counter: accountCount },
        ];
  return { counted, knownDevice: device !== undefined };
}

export function signIn(services: SignInServices, attempt: SignInAttempt): Promise<SignedIn> {
  return attempt.kind === 'user' ? signInUser(services, attempt) : signInSeller(services, attempt);
}

async function signInUser(services: SignInServices, attempt: SignInAttempt): Promise<SignedIn> {
  const name = signInName(attempt.login);
  const account = await findSignInAccount(services.db, name);
  const subject = account && (`user:${account.id}` as const);
  const { counted, knownDevice } = countersOf(services, attempt, name, account && subject && { subject, id: account.id });
  const claims = await claimAll(services, counted);

  // The session is made only if the password checked is still the user's.
  const right = account ? await verifyPassword(account.passwordHash, attempt.password) : await decoyVerify(attempt.password);
  const client = { userAgent: attempt.userAgent, address: attempt.address };
  const session =
    account && right && account.isactive
      ? await services.sessions.create({ userId: account.id, passwordVersion: account.passwordVersion }, client)
      : undefined;
  const details = { known_device: knownDevice };
  const record = account && { type: 'user' as const, id: account.id };
  if (!account || !subject || !session) {
    const failures = await settleFailure(services, attempt.address, counted, claims, { name, record, details });
    // The users list shows the account as locked after the last one (a name nobody has costs the same).
    if (failures.attempts >= MAX_LOGIN_ATTEMPTS) await services.lists.invalidate(USERS_NAMESPACE);
    throw failedSignIn(failures);
  }
  await releaseAll(services, counted, claims);
  await recordSignIn(services.db, account.id);
  const actor = { userId: account.id, username: account.username };
  await recordSecurityEvents(services.db, [{ action: 'sign_in', address: attempt.address, actor, record, details }]);
  return { subject, token: session.token, expiresAt: session.expiresAt };
}

/** A booth terminal's sign-in: as a user's, then one device at a time, and told when the account has no booth. */
async function signInSeller(services: SignInServices, attempt: SignInAttempt): Promise<SignedIn> {
  const name = signInName(attempt.login);
  const account = await findSellerAccount(services.db, name);
  const subject = account && (`seller:${account.id}` as const);
  const { counted, knownDevice } = countersOf(services, attempt, name, account && subject && { subject, id: account.id });
  const claims = await claimAll(services, counted);

  const right = account ? await verifyPassword(account.passwordHash, attempt.password) : await decoyVerify(attempt.password);
  if (!account || !subject || !right || !account.isActive) {
    const record = account && { type: 'seller' as const, id: account.id };
    const details = { known_device: knownDevice, terminal: true };
    throw failedSignIn(await settleFailure(services, attempt.address, counted, claims, { name, record, details }));
  }
  await releaseAll(services, counted, claims);
  if (account.boothId === null) throw credentialsRefused(WITHOUT_BOOTH);

  let session: { token: string; expiresAt: Date };
  try {
    const client = { userAgent: attempt.userAgent, address: attempt.address };
    session = await services.sessions.createTerminal(account.id, (attempt.deviceId ?? '').trim(), client);
  } catch (error) {
    if (!(error instanceof TerminalElsewhereError)) throw error;
    throw new ConflictError('SELLER_LOGGED_IN_ELSEWHERE', ELSEWHERE, {
      since: error.since.toISOString(),
      last_seen_at: error.lastSeenAt.toISOString(),
    });
  }
  const signedIn = { sellerId: account.id, username: account.username, address: attempt.address, knownDevice };
  await recordTerminalSignIn(services.db, signedIn);
  const terminal = await terminalSession(services.db, { sellerId: account.id, boothId: account.boothId }, session.expiresAt);
  return { subject, token: session.token, expiresAt: session.expiresAt, terminal };
}

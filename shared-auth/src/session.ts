/**
 * Signing in and out: the only places that start and end a session in the store. A tab holds one
 * session, of a member of staff or of a booth terminal, never both: each sign-in is refused while
 * the other kind is open in the tab (its sign-out comes first).
 */
import type { Profile, TerminalLoginAnswer } from '@banca/contracts';
import { authCalls } from './authCalls';
import { ApiRequestError } from './errors';
import { authStore, sessionKindOf, type SessionKind } from './store';

export interface SignInInput {
  username: string;
  password: string;
  /** "Recordar mi usuario en este dispositivo": keep the username for the next visit. */
  remember: boolean;
}

export interface TerminalSignInInput {
  /** The seller account's username (its e-mail). */
  username: string;
  password: string;
  /** The id the device keeps: a seller account signs in from one device at a time. */
  deviceId: string;
}

/** Said when a sign-in would mix the two kinds of session in one tab. */
export const OTHER_SESSION_OPEN: Readonly<Record<SessionKind, string>> = {
  staff: 'Esta pestaña tiene abierta una sesión del personal. Ciérrala antes de abrir la taquilla, o usa otra pestaña.',
  terminal: 'Esta pestaña tiene abierta la sesión de la taquilla. Ciérrala antes de ingresar como personal, o usa otra pestaña.',
};

/** Refuses (a 409 without a call to the server) when the tab holds a session of the other kind. */
function assertNoOtherSession(wanted: SessionKind): void {
  const open = sessionKindOf(authStore.getState());
  if (open !== null && open !== wanted) throw new ApiRequestError(409, OTHER_SESSION_OPEN[open], {}, new Headers(), 'OTHER_SESSION_OPEN');
}

export async function signIn({ username, password, remember }: SignInInput): Promise<Profile> {
  assertNoOtherSession('staff');
  const { token } = await authCalls.login(username.trim(), password);
  const store = authStore.getState();
  store.setSession(token);
  store.setRememberedUsername(remember ? username.trim() : null);
  const profile = await authCalls.profile();
  store.setProfile(profile);
  return profile;
}

/**
 * A booth terminal's sign-in with a seller account from this device (since 1.4). The server's
 * refusals come back as they are: 401 wrong credentials (or an inactive account, or one without a
 * booth), 409 `SELLER_LOGGED_IN_ELSEWHERE` with `since` and `last_seen_at`, 429 locked.
 */
export async function signInTerminal({ username, password, deviceId }: TerminalSignInInput): Promise<TerminalLoginAnswer> {
  assertNoOtherSession('terminal');
  const answer = await authCalls.terminalLogin(username.trim(), password, deviceId);
  authStore.getState().setTerminalSession({
    token: answer.token,
    seller: answer.seller,
    booth: answer.booth,
    expiresAt: answer.expires_at,
  });
  return answer;
}

/** Revokes the session, of either kind, on the server (best effort) and always forgets it here. */
export async function signOut(): Promise<void> {
  try {
    if (sessionKindOf(authStore.getState()) === 'terminal') await authCalls.terminalLogout();
    else await authCalls.logout();
  } catch {
    // the token may already be revoked or expired: the local session ends all the same
  } finally {
    authStore.getState().clearSession();
  }
}

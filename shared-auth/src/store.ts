/**
 * The one auth store of the page (shared as a singleton by Module Federation): the token and the
 * cached profile live in session storage, the remembered username in local storage.
 *
 * A tab holds one session of one of two kinds (since 1.4): a member of staff's (`accessToken`,
 * `profile`: the back-office) or a booth terminal's (`terminal`: a seller account signed in at
 * /taquilla). Never both: each sign-in refuses while the other kind is open (session.ts), and
 * clearing the session clears either.
 */
import { createStore, useStore } from 'zustand';
import { localStore, sessionStore, STORAGE_KEYS } from './storage';
import type { Profile } from '@banca/contracts';
import { SESSION_END_REASONS, type SessionEndReason } from '@banca/contracts/enums';

/** A booth terminal's session: its token, seller account and booth, as its sign-in answered them. */
export interface TerminalSessionState {
  token: string;
  seller: { id: number; label: string };
  booth: { id: number; name: string };
  expiresAt: string;
}

/** Which kind of session a tab holds. */
export type SessionKind = 'staff' | 'terminal';

export interface AuthState {
  /** The staff session's bearer token (null with no staff session, a terminal's included). */
  accessToken: string | null;
  profile: Profile | null;
  rememberedUsername: string | null;
  /** Why the server ended the last session (kept across the reload that follows), until the login page has said it. */
  sessionEndReason: SessionEndReason | null;
  /**
   * The session ended and the page is about to reload (http.ts): what renders until then is thrown
   * away, so it must not consume what is kept for the reloaded page (the end reason).
   */
  pageReloading: boolean;
  /** The booth terminal's session (since 1.4); null with none. */
  terminal: TerminalSessionState | null;
  setSession(accessToken: string): void;
  setTerminalSession(terminal: TerminalSessionState): void;
  setProfile(profile: Profile): void;
  setRememberedUsername(username: string | null): void;
  /** Forgets the session, of either kind (token and profile, or the terminal's); the remembered username stays. */
  clearSession(): void;
  setSessionEndReason(reason: SessionEndReason | null): void;
  markPageReloading(): void;
}

function storedEndReason(): SessionEndReason | null {
  const raw = sessionStore.get(STORAGE_KEYS.sessionEndReason);
  return SESSION_END_REASONS.find((reason) => reason === raw) ?? null;
}

function storedJson<T>(key: string): T | null {
  const raw = sessionStore.get(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function storedTerminal(): TerminalSessionState | null {
  const terminal = storedJson<TerminalSessionState>(STORAGE_KEYS.terminalSession);
  return terminal && typeof terminal.token === 'string' && terminal.seller && terminal.booth ? terminal : null;
}

export const authStore = createStore<AuthState>()((set) => ({
  accessToken: sessionStore.get(STORAGE_KEYS.accessToken),
  profile: storedJson<Profile>(STORAGE_KEYS.profile),
  rememberedUsername: localStore.get(STORAGE_KEYS.rememberedUsername),
  sessionEndReason: storedEndReason(),
  pageReloading: false,
  terminal: storedTerminal(),
  setSession(accessToken) {
    sessionStore.set(STORAGE_KEYS.accessToken, accessToken);
    set({ accessToken });
  },
  setTerminalSession(terminal) {
    sessionStore.set(STORAGE_KEYS.terminalSession, JSON.stringify(terminal));
    set({ terminal });
  },
  setProfile(profile) {
    sessionStore.set(STORAGE_KEYS.profile, JSON.stringify(profile));
    set({ profile });
  },
  setRememberedUsername(username) {
    localStore.set(STORAGE_KEYS.rememberedUsername, username);
    set({ rememberedUsername: username });
  },
  clearSession() {
    sessionStore.set(STORAGE_KEYS.accessToken, null);
    sessionStore.set(STORAGE_KEYS.profile, null);
    sessionStore.set(STORAGE_KEYS.terminalSession, null);
    set({ accessToken: null, profile: null, terminal: null });
  },
  setSessionEndReason(reason) {
    sessionStore.set(STORAGE_KEYS.sessionEndReason, reason);
    set({ sessionEndReason: reason });
  },
  markPageReloading() {
    set({ pageReloading: true });
  },
}));

// Counted so the browser tests can prove the page holds exactly one auth store (the MF singleton).
const registry = globalThis as { __bancaAuthStores__?: number };
registry.__bancaAuthStores__ = (registry.__bancaAuthStores__ ?? 0) + 1;

/** The kind of session the tab holds, or null signed out. */
export function sessionKindOf(state: Pick<AuthState, 'accessToken' | 'terminal'>): SessionKind | null {
  if (state.terminal) return 'terminal';
  return state.accessToken ? 'staff' : null;
}

/** The bearer token of the tab's session, whichever its kind. */
export const bearerTokenOf = (state: Pick<AuthState, 'accessToken' | 'terminal'>): string | null =>
  state.terminal?.token ?? state.accessToken;

export function useAuthStore<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

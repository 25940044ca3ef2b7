/**
 * The one auth store of the page (shared as a singleton by Module Federation): the token and the
 * cached profile live in session storage, the remembered username in local storage.
 */
import { createStore, useStore } from 'zustand';
import { localStore, sessionStore, STORAGE_KEYS } from './storage';
import type { Profile } from '@banca/contracts';
import { SESSION_END_REASONS, type SessionEndReason } from '@banca/contracts/enums';

export interface AuthState {
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
  setSession(accessToken: string): void;
  setProfile(profile: Profile): void;
  setRememberedUsername(username: string | null): void;
  /** Forgets the session (token and profile); the remembered username stays. */
  clearSession(): void;
  setSessionEndReason(reason: SessionEndReason | null): void;
  markPageReloading(): void;
}

function storedEndReason(): SessionEndReason | null {
  const raw = sessionStore.get(STORAGE_KEYS.sessionEndReason);
  return SESSION_END_REASONS.find((reason) => reason === raw) ?? null;
}

function storedProfile(): Profile | null {
  const raw = sessionStore.get(STORAGE_KEYS.profile);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Profile;
  } catch {
    return null;
  }
}

export const authStore = createStore<AuthState>()((set) => ({
  accessToken: sessionStore.get(STORAGE_KEYS.accessToken),
  profile: storedProfile(),
  rememberedUsername: localStore.get(STORAGE_KEYS.rememberedUsername),
  sessionEndReason: storedEndReason(),
  pageReloading: false,
  setSession(accessToken) {
    sessionStore.set(STORAGE_KEYS.accessToken, accessToken);
    set({ accessToken });
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
    set({ accessToken: null, profile: null });
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

export function useAuthStore<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

/**
 * The one auth store of the page (shared as a singleton by Module Federation): the token and the
 * cached profile live in session storage, the remembered username in local storage.
 */
import { createStore, useStore } from 'zustand';
import { localStore, sessionStore, STORAGE_KEYS } from './storage';
import type { Profile } from '@banca/contracts';

export interface AuthState {
  accessToken: string | null;
  profile: Profile | null;
  rememberedUsername: string | null;
  setSession(accessToken: string): void;
  setProfile(profile: Profile): void;
  setRememberedUsername(username: string | null): void;
  /** Forgets the session (token and profile); the remembered username stays. */
  clearSession(): void;
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
}));

// Counted so the browser tests can prove the page holds exactly one auth store (the MF singleton).
const registry = globalThis as { __bancaAuthStores__?: number };
registry.__bancaAuthStores__ = (registry.__bancaAuthStores__ ?? 0) + 1;

export function useAuthStore<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

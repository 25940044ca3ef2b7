/** Signing in and out: the only places that start and end a session in the store. */
import { authCalls } from './authCalls';
import { authStore } from './store';
import type { Profile } from '@banca/contracts';

export interface SignInInput {
  username: string;
  password: string;
  /** "Recordar mi usuario en este dispositivo": keep the username for the next visit. */
  remember: boolean;
}

export async function signIn({ username, password, remember }: SignInInput): Promise<Profile> {
  const { token } = await authCalls.login(username.trim(), password);
  const store = authStore.getState();
  store.setSession(token);
  store.setRememberedUsername(remember ? username.trim() : null);
  const profile = await authCalls.profile();
  store.setProfile(profile);
  return profile;
}

/** Revokes the session on the server (best effort) and always forgets it here. */
export async function signOut(): Promise<void> {
  try {
    await authCalls.logout();
  } catch {
    // the token may already be revoked or expired: the local session ends all the same
  } finally {
    authStore.getState().clearSession();
  }
}

import { useAuthStore } from '../store';
import { signIn, signOut } from '../session';

/** The session as components see it. */
export function useAuth() {
  const accessToken = useAuthStore((s) => s.accessToken);
  const profile = useAuthStore((s) => s.profile);
  return { isAuthenticated: accessToken !== null, accessToken, profile, signIn, signOut };
}

import { accessFor, useProfile, type Access } from '@banca/shared-auth';
import type { Role } from '@banca/contracts';

/**
 * What the signed-in role may do, for deciding what to show.
 * `known` is false while the profile is not known yet.
 */
export function useAccess(): { access: Access; role: Role | null; known: boolean; loading: boolean } {
  const { profile, isLoading } = useProfile();
  const role = profile?.role ?? null;
  return { access: accessFor(role), role, known: role !== null, loading: role === null && isLoading };
}

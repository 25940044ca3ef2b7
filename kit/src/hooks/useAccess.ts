import { type Capability, can } from '@banca/contracts/access';
import type { Role } from '@banca/contracts';
import { useProfile } from '@banca/shared-auth';

export interface AccessState {
  role: Role | null;
  /** Whether the signed-in role holds a capability of the role table (`@banca/contracts/access`). */
  allows(capability: Capability): boolean;
  /** False while the profile, and so the role, is not known. */
  known: boolean;
  /** The profile is on its way. */
  loading: boolean;
}

/**
 * What the signed-in role may do, for deciding what to show, in the one vocabulary of the API's
 * role table: capabilities (`allows('users:write')`). The table is this app's bundled copy, so a
 * page can need a capability newer than the host's shared-auth; the server checks every call again.
 */
export function useAccess(): AccessState {
  const { profile, isLoading } = useProfile();
  const role = profile?.role ?? null;
  return { role, allows: (capability) => can(role, capability), known: role !== null, loading: role === null && isLoading };
}

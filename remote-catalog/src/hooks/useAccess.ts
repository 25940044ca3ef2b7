import { accessFor, useProfile, type Access } from '@banca/shared-auth';

/** What the signed-in role may see (null while the profile is not known yet). */
export function useAccess(): Access | null {
  const { profile } = useProfile();
  return profile ? accessFor(profile.role) : null;
}

/**
 * @deprecated Role flags (`viewUsers`…) of shared-auth 1.0–1.2; the apps now speak capabilities only
 * (`@banca/contracts/access`, the kit's `useAccess().allows`). Kept because shared-auth is the
 * page's singleton and its 1.x surface only grows: a remote built against an older 1.x calls it on
 * the host's copy. Remove it with the next major version.
 */
import { type Capability, can } from '@banca/contracts/access';
import type { Role } from '@banca/contracts';

export interface Access {
  viewUsers: boolean;
  manageUsers: boolean;
  viewSellers: boolean;
  manageSellers: boolean;
  viewBooths: boolean;
  manageBooths: boolean;
  viewHierarchy: boolean;
}

/** The capability behind each flag. */
const CAPABILITY_OF: Record<keyof Access, Capability> = {
  viewUsers: 'users:read',
  manageUsers: 'users:write',
  viewSellers: 'sellers:read',
  manageSellers: 'sellers:write',
  viewBooths: 'booths:read',
  manageBooths: 'booths:write',
  viewHierarchy: 'hierarchy:read',
};

export function accessFor(role: Role | null | undefined): Access {
  const access = {} as Access;
  for (const flag of Object.keys(CAPABILITY_OF) as (keyof Access)[]) access[flag] = can(role, CAPABILITY_OF[flag]);
  return access;
}

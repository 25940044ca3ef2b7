/**
 * What the signed-in role may do in the UI, as a pure function in the manner of ant-design-pro's
 * `access`. Each flag is a capability of the API's role table (`@banca/contracts/access`), the
 * same table the server enforces on every call; this only decides what to show.
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

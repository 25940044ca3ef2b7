/**
 * What the signed-in role may do in the UI, as a pure function in the
 * manner of ant-design-pro's `access`. The server enforces the same table on every call; this only
 * decides what to show.
 */
import type { Role } from './types';

export interface Access {
  viewUsers: boolean;
  manageUsers: boolean;
  viewSellers: boolean;
  manageSellers: boolean;
  viewBooths: boolean;
  manageBooths: boolean;
  viewHierarchy: boolean;
}

export function accessFor(role: Role | null | undefined): Access {
  const staff = role === 'admin' || role === 'operator';
  return {
    viewUsers: staff,
    manageUsers: role === 'admin',
    viewSellers: staff || role === 'client',
    manageSellers: staff,
    viewBooths: staff || role === 'client',
    manageBooths: staff,
    viewHierarchy: staff || role === 'client',
  };
}

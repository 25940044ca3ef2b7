/**
 * Who may do what, as plain data and pure functions (no TypeBox): the server checks a route's
 * capability on every call, builds the side menu from it, and the front ends decide what to show
 * with the same table.
 */
import type { Role } from './enums';

export const CAPABILITIES = [
  'users:read',
  'users:write',
  'sellers:read',
  'sellers:write',
  'booths:read',
  'booths:write',
  'catalog:read',
  /** Close a draw's sales, enter and correct its result (which settles its tickets). */
  'draws:write',
  'tickets:read',
  'reports:read',
  'hierarchy:read',
  'dashboard:read',
  /** The audit trail: who changed what, when and from where. */
  'audit:read',
  /** What every signed-in user may do on its own account: profile, menu, inbox, sign-out. */
  'self',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** `public` routes need no session; every other route names the capability it needs. */
export type RouteAccess = Capability | 'public';

const EVERYONE: readonly Role[] = ['admin', 'operator', 'client', 'ticket_seller'];

/**
 * The roles holding each capability. What a client or a ticket_seller sees within a capability
 * (its own booths, its own sales) is narrowed by the server's data scope.
 */
export const GRANTS: Readonly<Record<Capability, readonly Role[]>> = {
  'users:read': ['admin', 'operator'],
  'users:write': ['admin'],
  'sellers:read': ['admin', 'operator', 'client'],
  'sellers:write': ['admin', 'operator'],
  'booths:read': ['admin', 'operator', 'client'],
  'booths:write': ['admin', 'operator'],
  'catalog:read': EVERYONE,
  'draws:write': ['admin'],
  'tickets:read': EVERYONE,
  'reports:read': EVERYONE,
  'hierarchy:read': ['admin', 'operator', 'client'],
  'dashboard:read': EVERYONE,
  'audit:read': ['admin'],
  self: EVERYONE,
};

/** Whether `role` holds `capability`; no role (signed out) holds none. */
export function can(role: Role | null | undefined, capability: Capability): boolean {
  return role != null && GRANTS[capability].includes(role);
}

/** Whether a text (a route manifest's `access` read at run time) names a capability of this table. */
export function isCapability(value: unknown): value is Capability {
  return (CAPABILITIES as readonly unknown[]).includes(value);
}

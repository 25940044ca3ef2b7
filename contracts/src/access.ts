/**
 * Who may do what, as plain data and pure functions (no TypeBox): the server checks a route's
 * capability on every call, and the front ends decide what to show (the side menu's entries
 * included) with the same table.
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
  /** Close a draw's sales, enter and correct its result (which settles its tickets); an extra draw, a new time, a suspension. */
  'draws:write',
  'tickets:read',
  'reports:read',
  'hierarchy:read',
  'dashboard:read',
  /** The audit trail: who changed what, when and from where. */
  'audit:read',
  /** Lotteries (game modules): create, settings, schedule, status, game types, days off. */
  'games:write',
  /** Sales limits (topes): list and view (a client: those that apply to its booths). */
  'limits:read',
  /** Sales limits: create, edit, block, delete. */
  'limits:write',
  /** Cancel a ticket while its draw's sales are open (a client: of its own booths). */
  'tickets:cancel',
  /** Verify a ticket by code and pay its prize (a client: of its own booths). */
  'tickets:pay',
  /** Booth days (cuadre): list, a day's figures and tickets (a client: of its own booths). */
  'cash:read',
  /** Close a booth's day with the cash counted (a client: its own booths). */
  'cash:close',
  /** Approve a booth day's closing (a client: of its own booths). */
  'cash:approve',
  /** An owner's statement (a client: its own). */
  'statements:read',
  /** Payments between the banca and an owner (abonos, cobros) and their reversal. */
  'statements:write',
  /** The banca's own settings (its currencies). */
  'settings:write',
  /** What every signed-in user may do on its own account: profile, menu, inbox, sign-out. */
  'self',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/**
 * `public` routes need no session; `terminal` routes only a booth terminal's session (a seller
 * account signed in with `POST /v1/terminal/login`: the sale, its session and draws, its sign-out); every other route
 * names the capability a staff session needs. A terminal session opens nothing else, except the
 * routes whose contract says `terminal: true` (its own tickets, cancel, verify, pay, refund,
 * availability, its booth's day and its closing).
 */
export type RouteAccess = Capability | 'public' | 'terminal';

/**
 * What a page of a route manifest needs: a capability of a staff role, or `terminal` — a booth
 * terminal's session (the pages the host serves at /taquilla, outside the back-office shell).
 */
export type PageAccess = Exclude<RouteAccess, 'public'>;
export const TERMINAL_ACCESS = 'terminal' satisfies PageAccess;

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
  'games:write': ['admin'],
  'limits:read': ['admin', 'operator', 'client'],
  'limits:write': ['admin', 'operator'],
  'tickets:cancel': ['admin', 'operator', 'client'],
  'tickets:pay': ['admin', 'operator', 'client'],
  'cash:read': ['admin', 'operator', 'client'],
  'cash:close': ['admin', 'operator', 'client'],
  'cash:approve': ['admin', 'client'],
  'statements:read': ['admin', 'operator', 'client'],
  'statements:write': ['admin'],
  'settings:write': ['admin'],
  self: EVERYONE,
};

/** Whether `role` holds `capability`; no role (signed out) holds none. */
export function can(role: Role | null | undefined, capability: PageAccess): boolean {
  // `terminal` is a booth terminal's session, which no staff role holds.
  return role != null && capability !== TERMINAL_ACCESS && GRANTS[capability].includes(role);
}

/** Whether a text (a route manifest's `access`) is a page's access: a capability of this table, or `terminal`. */
export function isPageAccess(value: unknown): value is PageAccess {
  return value === TERMINAL_ACCESS || isCapability(value);
}

/** Whether a text (a route manifest's `access` read at run time) names a capability of this table. */
export function isCapability(value: unknown): value is Capability {
  return (CAPABILITIES as readonly unknown[]).includes(value);
}

import type { RouteAccess } from '@banca/contracts/access';
import type { Role } from '@banca/contracts/enums';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { ListCache } from '../domain/list-cache';
import type { SignInNames } from '../domain/security-events';
import type { SignInPolicy } from '../domain/sign-in';
import type { DeviceTokens } from '../security/device-tokens';
import type { HeavyReads } from './heavy-reads';
import type { SessionStore } from '../security/sessions';

/** The Fastify instance every route module receives: TypeBox types its schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface AuthUser {
  id: number;
  role: Role;
  username: string;
}

/** A booth terminal's session: the seller account and the booth it sells at. */
export interface TerminalAuth {
  sessionId: number;
  sellerId: number;
  boothId: number;
  username: string;
  label: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
  interface FastifyRequest {
    /**
     * A staff session's user, set once the session is checked on every route that is neither
     * public nor the terminal's. A terminal's request has `terminal` instead (and no `auth`): the
     * routes it may call read the caller with `callerOf` (http/caller.ts).
     */
    auth: { user: AuthUser; sessionId: number };
    terminal: TerminalAuth | null;
    /** A JSON body as it came (before parsing): what a signature is checked against (the results feed). */
    rawBody?: string;
  }
  interface FastifyContextConfig {
    /** Required on every API route: checked before anything else runs. */
    access?: RouteAccess;
    /** A booth terminal's session may call it too (see RouteContract.terminal). */
    terminal?: boolean;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    secureCookies: boolean;
    /** "Now" for the business rules (`Clock`): the system clock, or the one a test set. */
    clock: Clock;
    /** Days of draws the planner keeps ahead (DRAW_HORIZON_DAYS): a schedule change plans them again. */
    drawHorizonDays: number;
    /** The key the results feed signs its bodies with (RESULTS_FEED_SECRET); undefined: the feed is refused. */
    resultsFeedSecret: string | undefined;
    sessions: SessionStore;
    lists: ListCache;
    /** Lock period and per-address allowance of failed sign-ins. */
    signInPolicy: SignInPolicy;
    /** Signs and checks the device cookies of sign-in (security/device-tokens.ts). */
    deviceTokens: DeviceTokens;
    /** Hashes the names of failed sign-ins for the audit trail. */
    signInNames: SignInNames;
    /** The bounds of the heavy reads (http/heavy-reads.ts). */
    heavyReads: HeavyReads;
  }
}

/**
 * The periodic sweep of what can never be used again: dead sessions (revoked, expired, idle) and
 * spent sign-in counters. Every API instance runs it; deleting what another already deleted is
 * harmless. A failing sweep is a warning: the next one tries again.
 */
import { pruneSignInLimits } from '../domain/sign-in';
import type { App } from '../http/types';
import { runEvery } from './run-every';

export const PRUNE_EVERY_MS = 10 * 60_000;

export function schedulePruning(app: App, everyMs: number): void {
  runEvery(app, everyMs, async () => {
    try {
      const [sessions, counters] = await Promise.all([app.sessions.prune(), pruneSignInLimits(app.db)]);
      if (sessions + counters > 0) app.log.debug({ sessions, counters }, 'pruned dead sessions and spent sign-in counters');
    } catch (error) {
      app.log.warn({ err: error }, 'pruning dead sessions and sign-in counters failed; the next sweep tries again');
    }
  });
}

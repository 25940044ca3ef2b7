/**
 * Keeps every lottery's draws planned ahead (domain/draws/planner.ts) on every instance: once as
 * the app gets ready, then periodically, so a server left running for weeks always has its days
 * of draws ahead. A failing run is a warning: the next one tries again.
 */
import { planDraws } from '../domain/draws/planner';
import type { App } from '../http/types';
import { runEvery } from './run-every';

export const PLAN_DRAWS_EVERY_MS = 10 * 60_000;

export function scheduleDrawPlanning(app: App, everyMs: number, horizonDays: number): void {
  const plan = async () => {
    try {
      const created = await planDraws(app.db, app.clock.now(), horizonDays);
      if (created > 0) app.log.info({ created }, 'planned the draws of the coming days');
    } catch (error) {
      app.log.warn({ err: error }, 'planning the coming draws failed; the next run tries again');
    }
  };
  if (everyMs <= 0) return;
  app.addHook('onReady', plan);
  runEvery(app, everyMs, plan);
}

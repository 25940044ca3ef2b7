/**
 * The catch-up with the clock on every instance, whether or not a page is open (reads and writes
 * catch up too): the sales of draws whose time came are closed, then the booth days still open at
 * 00:30 of the next day; and the owner and administrators hear of a day still open once the day's
 * last draw has passed. Closing what another instance already closed changes nothing. A failing run
 * is a warning: the next one tries again.
 */
import { notifyDaysOpenAfterLastDraw } from '../domain/cash/money-events';
import { catchUpWithClock } from '../domain/clock-catch-up';
import type { App } from '../http/types';
import { runEvery } from './run-every';

export const CATCH_UP_EVERY_MS = 30_000;

export function scheduleClockCatchUp(app: App, everyMs: number): void {
  runEvery(app, everyMs, async () => {
    try {
      const now = app.clock.now();
      const closed = await catchUpWithClock(app.db, now);
      if (closed.draws > 0 || closed.days > 0) app.log.info(closed, 'caught up with the clock: closed the due draws and booth days');
      await notifyDaysOpenAfterLastDraw(app.db, now);
    } catch (error) {
      app.log.warn({ err: error }, 'catching up with the clock failed; the next run tries again');
    }
  });
}
